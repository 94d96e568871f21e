import { type DictionarySet } from '@lexicon/dictionary-store';
import { type AnagramWord, parseRack, type Rack, searchAnagramSorted } from '@lexicon/engine';
import type { AnagramSearchParameters, SearchResponse, SearchWord } from '@lexicon/shared';
import { AppError } from '@lexicon/shared/core';
import { orderConditions, plural, searchOptions, searchResponse, withHooks, wordsNamed } from './search-page';

export const DEFAULT_MIN_LENGTH = 2;

/**
 * The lengths a rack is searched at: max_length defaults to the rack size and never exceeds it (a
 * word cannot use more tiles than there are); min_length defaults to 2, or the rack size when that is
 * smaller, so a default never conflicts with what the client sent (a one-tile rack lists one-letter
 * words: none).
 */
export function rackLengths(rack: Rack, minLength: number | undefined, maxLength: number | undefined): { minLength: number; maxLength: number } {
  const max = Math.min(maxLength ?? rack.size, rack.size);
  return { minLength: minLength ?? Math.min(DEFAULT_MIN_LENGTH, max), maxLength: max };
}

/** An anagram result as the wire carries it: `blanks` only when a blank is played. */
export function anagramWireWord({ word, length, points, score, blanks }: AnagramWord): SearchWord {
  return blanks.length > 0 ? { word, length, points, score, blanks } : { word, length, points, score };
}

export function runAnagramSearch(dictionaries: DictionarySet, parameters: AnagramSearchParameters): SearchResponse {
  const dictionary = dictionaries.get(parameters.lang);
  const rack = parseRack(parameters.letters, dictionary.rules);
  const { minLength, maxLength } = rackLengths(rack, parameters.min_length, parameters.max_length);
  if (minLength > maxLength) {
    throw new AppError('invalid_length_range', `min_length (${minLength}) is greater than max_length (${maxLength}${parameters.max_length === undefined || parameters.max_length > rack.size ? ', the rack size' : ''}).`, {
      parameter: 'min_length',
      value: minLength,
      min_length: minLength,
      max_length: maxLength,
      rack_size: rack.size,
    });
  }
  const page = searchAnagramSorted(dictionary, { rack, minLength, maxLength, offset: parameters.offset, limit: parameters.limit }, searchOptions(dictionary, parameters));
  const lengths = minLength === maxLength ? `${plural(maxLength, 'letter', 'letters')} long` : `${minLength} to ${maxLength} letters long`;
  return searchResponse({
    tool: 'anagram',
    language: parameters.lang,
    query: { letters: rack.normalized, min_length: minLength, max_length: maxLength, ...orderConditions(parameters) },
    total: page.total,
    offset: parameters.offset,
    limit: parameters.limit,
    description: `${plural(page.total, `${wordsNamed(parameters, dictionary.rules.metadata.name)} word`, `${wordsNamed(parameters, dictionary.rules.metadata.name)} words`)} ${lengths} can be made from the rack ${rack.normalized}.`,
    words: page.words.map((word) => withHooks(dictionary, parameters.hooks, word.folded, anagramWireWord(word))),
  });
}
