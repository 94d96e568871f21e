import { type DictionarySet } from '@lexicon/dictionary-store';
import { assertDisjoint, type Dictionary, letterCount, lettersText, type LetterCounts, parseLetterCounts, parsePattern, searchPatternSorted } from '@lexicon/engine';
import type { PatternSearchParameters, SearchResponse } from '@lexicon/shared';
import { orderConditions, plural, searchOptions, searchResponse, withHooks, wordsNamed } from './search-page';

const NO_LETTERS: LetterCounts = new Map();

function letterConstraint(dictionary: Dictionary, value: string | undefined, parameter: 'contains' | 'excludes'): LetterCounts {
  return value === undefined || value === '' ? NO_LETTERS : parseLetterCounts(value, parameter, dictionary.rules);
}

export function runPatternSearch(dictionaries: DictionarySet, parameters: PatternSearchParameters): SearchResponse {
  const dictionary = dictionaries.get(parameters.lang);
  const { rules, tileTable } = dictionary;
  const pattern = parsePattern(parameters.pattern, rules);
  const contains = letterConstraint(dictionary, parameters.contains, 'contains');
  const excludes = letterConstraint(dictionary, parameters.excludes, 'excludes');
  assertDisjoint(contains, excludes, rules, { contains: parameters.contains ?? '', excludes: parameters.excludes ?? '' });

  const page = searchPatternSorted(dictionary, { pattern, contains, excludes, offset: parameters.offset, limit: parameters.limit }, searchOptions(dictionary, parameters));
  const containsText = contains.size > 0 ? lettersText(contains, rules) : null;
  const excludesText = excludes.size > 0 ? lettersText(excludes, rules) : null;
  const conditions = [containsText && `containing ${containsText}`, excludesText && `without ${excludesText}`].filter(Boolean);
  return searchResponse({
    tool: 'pattern',
    language: parameters.lang,
    query: { pattern: pattern.normalized, contains: containsText, excludes: excludesText, ...orderConditions(parameters) },
    total: page.total,
    offset: parameters.offset,
    limit: parameters.limit,
    description: `${plural(page.total, `${wordsNamed(parameters, rules.metadata.name)} word matches`, `${wordsNamed(parameters, rules.metadata.name)} words match`)} the pattern ${pattern.normalized}${conditions.length > 0 ? `, ${conditions.join(' and ')}` : ''}.`,
    words: page.words.map(({ word, folded }) => withHooks(dictionary, parameters.hooks, folded, { word, length: letterCount(folded), points: tileTable.score(folded).points })),
  });
}
