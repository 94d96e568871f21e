import type { DictionarySet } from '@lexicon/dictionary-store';
import type { AnagramSearchParameters, PatternSearchParameters, SearchResponse } from '@lexicon/shared';
import { runAnagramSearch } from '../domain/anagram-search';
import { runPatternSearch } from '../domain/pattern-search';

/** One search, as plain data: what a worker thread is sent. */
export type SearchJob = { kind: 'pattern'; parameters: PatternSearchParameters } | { kind: 'anagram'; parameters: AnagramSearchParameters };

export function runSearchJob(dictionaries: DictionarySet, job: SearchJob): SearchResponse {
  return job.kind === 'pattern' ? runPatternSearch(dictionaries, job.parameters) : runAnagramSearch(dictionaries, job.parameters);
}

/** What a client can narrow when a search runs out of time, per kind: the error's `details.narrow`. */
export const NARROWING: Record<SearchJob['kind'], readonly string[]> = {
  pattern: ['more fixed letters', 'fewer stars', 'a smaller offset', 'contains or excludes letters'],
  anagram: ['fewer blanks', 'a smaller max_length', 'a smaller offset'],
};
