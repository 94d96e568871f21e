import type { DictionarySet } from '@lexicon/dictionary-store';
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
    };
  });
  return {
    languages,
    totals: { languages: languages.length, words: languages.reduce((sum, language) => sum + language.word_count, 0) },
  };
}
