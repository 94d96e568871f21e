import { COMMON_WORDS_PACKAGE, type DictionarySet, SCOWL_PACKAGE, SCOWL_SIZES } from '@lexicon/dictionary-store';
import { commonWordsOf, namedWordListOf, namedWordListsOf } from '@lexicon/engine';
import type { LanguagesResponse } from '@lexicon/shared';

/** Every language with its dictionary's size and provenance; it never changes while the process runs. */
export function languageList(dictionaries: DictionarySet): LanguagesResponse {
  const languages = dictionaries.languages.map((code) => {
    const dictionary = dictionaries.get(code);
    const { metadata } = dictionary.rules;
    return {
      code,
      name: metadata.name,
      native_name: metadata.nativeName,
      flag: metadata.flag,
      word_count: dictionary.wordCount,
      alphabet: metadata.alphabet.join(''),
      dictionary: { name: metadata.dictionary.name, sources: dictionary.header.sources },
      game_list: {
        name: metadata.gameList.name,
        publisher: metadata.gameList.publisher,
        licence: metadata.gameList.licence,
        relation: metadata.gameList.relation,
        two_letter_words: metadata.gameList.twoLetterWords === undefined ? ('our-sources' as const) : ('the-game-list' as const),
      },
      lists: [
        { name: 'full' as const, word_count: dictionary.wordCount, description: 'every word of the dictionary', sources: dictionary.header.sources },
        {
          name: 'common' as const,
          word_count: commonWordsOf(dictionary).ranks.length,
          description: `the dictionary's words among the ${metadata.name} frequency list's 10,000 most frequent (common_rank)`,
          sources: [COMMON_WORDS_PACKAGE],
        },
        ...SCOWL_SIZES.filter(({ name }) => namedWordListsOf(dictionary).includes(name)).map(({ name, level }) => ({
          name,
          word_count: namedWordListOf(dictionary, name)?.ranks.length ?? 0,
          description: `the dictionary's words in SCOWL's size ${level} lists (every level up to ${level}; American and British spellings)`,
          sources: [SCOWL_PACKAGE],
        })),
      ],
    };
  });
  return {
    languages,
    totals: { languages: languages.length, words: languages.reduce((sum, language) => sum + language.word_count, 0) },
  };
}
