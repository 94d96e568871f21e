import { type Dictionary, parseLetterCounts, parsePattern, parseRack, searchAnagram, searchPattern } from '@lexicon/engine';
import type { AnagramBenchQuery, PatternBenchQuery } from './query-set';
import type { BenchPage, SearchImplementation } from './search-implementation';

/** The engine as the search service calls it: parse the query, then search the DAWG. */
export function createEngineSearch(dictionary: Dictionary): SearchImplementation {
  const { rules } = dictionary;
  const pattern = (query: PatternBenchQuery): BenchPage =>
    searchPattern(dictionary, {
      pattern: parsePattern(query.pattern, rules),
      contains: query.contains === '' ? new Map() : parseLetterCounts(query.contains, 'contains', rules),
      excludes: query.excludes === '' ? new Map() : parseLetterCounts(query.excludes, 'excludes', rules),
      offset: query.offset,
      limit: query.limit,
    });
  const anagram = (query: AnagramBenchQuery): BenchPage =>
    searchAnagram(dictionary, {
      rack: parseRack(query.rack, rules),
      minLength: query.minLength,
      maxLength: query.maxLength,
      offset: query.offset,
      limit: query.limit,
    });
  return { name: 'engine', pattern, anagram, close: () => undefined };
}
