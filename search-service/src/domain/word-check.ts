import { commonRankOf, type DictionarySet, listsHolding, notAWordError, readWord, type ReadWord, suggestionsFor, wordInList } from '@lexicon/dictionary-store';
import type { Dictionary } from '@lexicon/engine';
import type { CheckedWord, CheckWordsParameters, CheckWordsResponse } from '@lexicon/shared';

/**
 * A move's check (docs/api.md, Check words): every word read first, so one that is no word of the
 * language refuses the whole request before any is looked up; then each distinct folded word looked up
 * once, in the order first asked, with the lookup and suggestions word details uses
 * (data/dictionary-store/src/word-lookup.ts).
 */
export function checkWords(dictionaries: DictionarySet, parameters: CheckWordsParameters): CheckWordsResponse {
  const dictionary = dictionaries.get(parameters.lang);
  const distinct = new Map<string, ReadWord>();
  for (const input of parameters.words) {
    const read = readWord(dictionary, input);
    if (read === null) throw notAWordError(dictionary, input, 'words', 'invalid_words');
    if (!distinct.has(read.folded)) distinct.set(read.folded, read);
  }
  const words = [...distinct.values()].map((read) => checkedWord(dictionary, read));
  return { language: parameters.lang, playable: words.every((word) => word.playable), words };
}

function checkedWord(dictionary: Dictionary, read: ReadWord): CheckedWord {
  const points = dictionary.tileTable.score(read.folded).points;
  const found = wordInList(dictionary, read);
  if (found === null) {
    return { word: read.typed, folded: read.folded, playable: false, points, base: [], lists: [], suggestions: suggestionsFor(dictionary, read.letters) };
  }
  return {
    word: found.word,
    folded: found.folded,
    playable: true,
    points,
    base: found.spellings.map((spelling) => spelling.word),
    lists: listsHolding(dictionary, found.spellings, commonRankOf(dictionary, found.spellings)),
  };
}
