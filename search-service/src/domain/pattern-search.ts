import { type DictionarySet } from '@lexicon/dictionary-store';
import { assertDisjoint, type Dictionary, type LengthRange, letterCount, lettersText, type LetterCounts, MAX_WORD_LENGTH, parseLetterCounts, parsePattern, searchPatternSorted } from '@lexicon/engine';
import type { PatternSearchParameters, SearchResponse } from '@lexicon/shared';
import { AppError } from '@lexicon/shared/core';
import { orderConditions, plural, searchOptions, searchResponse, withHooks, wordsNamed } from './search-page';

const NO_LETTERS: LetterCounts = new Map();

function letterConstraint(dictionary: Dictionary, value: string | undefined, parameter: 'contains' | 'excludes'): LetterCounts {
  return value === undefined || value === '' ? NO_LETTERS : parseLetterCounts(value, parameter, dictionary.rules);
}

/**
 * The lengths a pattern search keeps to, when either bound is given: a pattern has no rack, so an
 * absent bound is no bound (1, or the longest word there can be: a minimum past it finds nothing,
 * as any length no word has). Only a minimum above the maximum given is refused, as it is for racks.
 */
export function patternLengths(minLength: number | undefined, maxLength: number | undefined): LengthRange | undefined {
  if (minLength === undefined && maxLength === undefined) return undefined;
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
    throw new AppError('invalid_length_range', `min_length (${minLength}) is greater than max_length (${maxLength}).`, {
      parameter: 'min_length',
      value: minLength,
      min_length: minLength,
      max_length: maxLength,
    });
  }
  const min = minLength ?? 1;
  return { min, max: maxLength ?? Math.max(min, MAX_WORD_LENGTH) };
}

/** How the description names the lengths asked: "of 5 letters", "of 3 to 5 letters", "of at least 4 letters". */
function lengthsText(minLength: number | undefined, maxLength: number | undefined): string | null {
  if (minLength === undefined && maxLength === undefined) return null;
  if (minLength === maxLength) return `of ${plural(minLength as number, 'letter', 'letters')}`;
  if (maxLength === undefined) return `of at least ${plural(minLength as number, 'letter', 'letters')}`;
  if (minLength === undefined) return `of at most ${plural(maxLength, 'letter', 'letters')}`;
  return `of ${minLength} to ${maxLength} letters`;
}

export function runPatternSearch(dictionaries: DictionarySet, parameters: PatternSearchParameters): SearchResponse {
  const dictionary = dictionaries.get(parameters.lang);
  const { rules, tileTable } = dictionary;
  const pattern = parsePattern(parameters.pattern, rules);
  const contains = letterConstraint(dictionary, parameters.contains, 'contains');
  const excludes = letterConstraint(dictionary, parameters.excludes, 'excludes');
  assertDisjoint(contains, excludes, rules, { contains: parameters.contains ?? '', excludes: parameters.excludes ?? '' });
  const { min_length: minLength, max_length: maxLength } = parameters;
  const lengths = patternLengths(minLength, maxLength);

  const page = searchPatternSorted(dictionary, { pattern, contains, excludes, lengths, offset: parameters.offset, limit: parameters.limit }, searchOptions(dictionary, parameters));
  const containsText = contains.size > 0 ? lettersText(contains, rules) : null;
  const excludesText = excludes.size > 0 ? lettersText(excludes, rules) : null;
  const conditions = [containsText && `containing ${containsText}`, excludesText && `without ${excludesText}`].filter(Boolean);
  const named = wordsNamed(parameters, rules.metadata.name);
  const ofLengths = lengthsText(minLength, maxLength);
  const words = (noun: string): string => `${named} ${noun}${ofLengths === null ? '' : ` ${ofLengths}`}`;
  return searchResponse({
    tool: 'pattern',
    language: parameters.lang,
    // The lengths only when given, so answers without them stay as they were.
    query: {
      pattern: pattern.normalized,
      contains: containsText,
      excludes: excludesText,
      ...(minLength === undefined ? {} : { min_length: minLength }),
      ...(maxLength === undefined ? {} : { max_length: maxLength }),
      ...orderConditions(parameters),
    },
    total: page.total,
    offset: parameters.offset,
    limit: parameters.limit,
    description: `${plural(page.total, `${words('word')} matches`, `${words('words')} match`)} the pattern ${pattern.normalized}${conditions.length > 0 ? `, ${conditions.join(' and ')}` : ''}.`,
    words: page.words.map(({ word, folded }) => withHooks(dictionary, parameters.hooks, folded, { word, length: letterCount(folded), points: tileTable.score(folded).points })),
  });
}
