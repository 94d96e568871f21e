import type { Dictionary } from '@lexicon/engine';
import type { WordMeaning } from '@lexicon/shared';
import type { HunspellRoots } from './hunspell-roots';
import type { MeaningsStore, StoredMeanings } from './meanings-store';

export interface FoundMeanings {
  meanings: WordMeaning[];
  /** The headword the meanings were found under, when it is not the word (maisons → maison). */
  lemma?: string;
}

/** A stored sense as the response gives it, with its provider and licence. */
function responseMeaning({ entries, sources }: StoredMeanings): WordMeaning[] {
  return entries.map((entry) => {
    const source = sources[entry.source] ?? { provider: 'unknown', licence: 'unknown' };
    return {
      ...(entry.partOfSpeech === undefined ? {} : { part_of_speech: entry.partOfSpeech }),
      definitions: entry.definitions.map((definition) => ({ definition })),
      ...(entry.synonyms.length === 0 ? {} : { synonyms: entry.synonyms }),
      ...(entry.translations.length === 0 ? {} : { translations: entry.translations }),
      source: source.provider,
      licence: source.licence,
    };
  });
}

/**
 * The meanings the sources give a word of a list: those stored under its folded form, else those of
 * the first hunspell root that has some (the roots the list was built from: maisons → maison,
 * häuser → haus), which then names the `lemma`.
 */
export function storedMeanings(store: MeaningsStore, dictionary: Dictionary, word: string, folded: string, roots?: HunspellRoots): FoundMeanings {
  const own = store.lookup(dictionary.language, folded);
  if (own.entries.length > 0 || roots === undefined) return { meanings: responseMeaning(own) };
  for (const candidate of roots.lemmaCandidates(word)) {
    const candidateFolded = dictionary.rules.fold(candidate.toLocaleLowerCase(dictionary.language));
    if (candidateFolded === null || candidateFolded === folded) continue;
    const found = store.lookup(dictionary.language, candidateFolded);
    const first = found.entries[0];
    if (first !== undefined) return { meanings: responseMeaning(found), lemma: first.headword };
  }
  return { meanings: [] };
}
