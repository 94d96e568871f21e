import { type DictionarySet } from '@lexicon/dictionary-store';
import { type Dictionary, isLetterOf, parseRackOmitting, QueryInterrupted, searchAnagram, searchAnagramSorted } from '@lexicon/engine';
import type { AnagramLanguageAnswer, AnagramLanguagesParameters, AnagramLanguagesResponse } from '@lexicon/shared';
import { AppError } from '@lexicon/shared/core';
import { anagramWireWord, rackLengths } from './anagram-search';

/** Highest score first; ties in the default order (longest, then alphabetical). */
const HIGHEST_SCORE = { key: 'score', descending: true } as const;

/**
 * One rack in every language (docs/api.md, "One rack, every language"): each language plays the
 * typed characters that are its letters, folded as its words are, with its own tiles and values, and
 * names the others. A character that is a letter of no language, or not a blank, is refused as any
 * rack would refuse it.
 */
export function runAnagramLanguagesSearch(dictionaries: DictionarySet, parameters: AnagramLanguagesParameters): AnagramLanguagesResponse {
  refuseCharactersOfNoLanguage(dictionaries, parameters.letters);
  if (parameters.min_length !== undefined && parameters.max_length !== undefined && parameters.min_length > parameters.max_length) {
    throw new AppError('invalid_length_range', `min_length (${parameters.min_length}) is greater than max_length (${parameters.max_length}).`, {
      parameter: 'min_length',
      value: parameters.min_length,
      min_length: parameters.min_length,
      max_length: parameters.max_length,
    });
  }
  const languages = dictionaries.languages.map((language) => answerUnlessCut(dictionaries.get(language), parameters));
  const cut = languages.filter((answer) => answer.cut).map((answer) => answer.language);
  const making = languages.filter((answer) => (answer.total ?? 0) > 0);
  const best = [...making].sort((a, b) => (b.highest_scoring[0]?.score ?? 0) - (a.highest_scoring[0]?.score ?? 0))[0];
  return {
    tool: 'anagram_languages',
    query: { letters: parameters.letters, min_length: parameters.min_length ?? null, max_length: parameters.max_length ?? null, limit: parameters.limit },
    description:
      `The rack ${parameters.letters} makes words in ${making.length} of ${languages.length} languages` +
      (best === undefined ? '' : `; the highest score is ${best.highest_scoring[0]?.word} in ${best.name}, ${best.highest_scoring[0]?.score} points`) +
      (cut.length === 0 ? '.' : `; ${cut.length} not searched before the deadline (${cut.join(', ')}).`),
    cut_languages: cut,
    languages,
  };
}

function refuseCharactersOfNoLanguage(dictionaries: DictionarySet, letters: string): void {
  [...letters].forEach((character, position) => {
    if (character === '?' || character === '_') return;
    if (dictionaries.languages.some((language) => isLetterOf(character, dictionaries.get(language).rules))) return;
    throw new AppError('invalid_letters', `"${character}" is neither a letter of any language nor a blank (? or _).`, { parameter: 'letters', value: letters, position });
  });
}

/**
 * A language's answer, or, once the query's deadline has passed, the language marked cut: the
 * languages answered before it stay in the answer (the work spent on them is charged either way).
 * Running out of the cheap lane's allowance or the client leaving still stops the whole query.
 */
function answerUnlessCut(dictionary: Dictionary, parameters: AnagramLanguagesParameters): AnagramLanguageAnswer {
  try {
    return languageAnswer(dictionary, parameters);
  } catch (error: unknown) {
    if (!(error instanceof QueryInterrupted) || error.reason !== 'deadline') throw error;
    const { rules } = dictionary;
    return { language: dictionary.language, name: rules.metadata.name, cut: true, omitted_letters: [], rack: '', untiled_letters: [], min_length: 0, max_length: 0, total: null, longest: [], highest_scoring: [] };
  }
}

function languageAnswer(dictionary: Dictionary, parameters: AnagramLanguagesParameters): AnagramLanguageAnswer {
  const { rules, tileTable } = dictionary;
  const { rack, omitted } = parseRackOmitting(parameters.letters, rules);
  const facts = { language: dictionary.language, name: rules.metadata.name, cut: false, omitted_letters: omitted };
  if (rack === null) return { ...facts, rack: '', untiled_letters: [], min_length: 0, max_length: 0, total: 0, longest: [], highest_scoring: [] };
  const untiled = rules.alphabet.filter((letter, index) => (rack.counts[index] as number) > 0 && tileTable.hasTile[index] !== 1);
  // A language whose rack is shorter than min_length makes nothing there: no error, a total of 0.
  const { minLength, maxLength } = rackLengths(rack, parameters.min_length, parameters.max_length);
  const query = { rack, minLength, maxLength, offset: 0, limit: parameters.limit };
  const longest = minLength > maxLength ? { total: 0, words: [] } : searchAnagram(dictionary, query);
  const highest = longest.total === 0 ? longest : searchAnagramSorted(dictionary, query, { sort: HIGHEST_SCORE });
  return {
    ...facts,
    rack: rack.normalized,
    untiled_letters: untiled,
    min_length: minLength,
    max_length: maxLength,
    total: longest.total,
    longest: longest.words.map(anagramWireWord),
    highest_scoring: highest.words.map(anagramWireWord),
  };
}
