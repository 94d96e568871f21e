import type { DictionarySet } from '@lexicon/dictionary-store';
import type {
  AnagramLanguagesParameters,
  AnagramLanguagesResponse,
  AnagramSearchParameters,
  FindMovesBody,
  FindMovesResponse,
  LanguageCode,
  PatternSearchParameters,
  ScoreMoveBody,
  ScoreMoveResponse,
  SearchResponse,
} from '@lexicon/shared';
import { runAnagramLanguagesSearch } from '../domain/anagram-languages';
import { runAnagramSearch } from '../domain/anagram-search';
import { runFindMoves, runScoreMove } from '../domain/moves';
import { runPatternSearch } from '../domain/pattern-search';

/** One search, as plain data: what a worker thread is sent. */
export type SearchJob =
  | { kind: 'pattern'; parameters: PatternSearchParameters }
  | { kind: 'anagram'; parameters: AnagramSearchParameters }
  | { kind: 'anagramLanguages'; parameters: AnagramLanguagesParameters }
  | { kind: 'findMoves'; parameters: FindMovesBody }
  | { kind: 'scoreMove'; parameters: ScoreMoveBody };

/** What a search job answers: a page of one language, one rack in every language, or moves on a board. */
export type SearchAnswer = SearchResponse | AnagramLanguagesResponse | FindMovesResponse | ScoreMoveResponse;

export function runSearchJob(dictionaries: DictionarySet, job: SearchJob): SearchAnswer {
  switch (job.kind) {
    case 'pattern':
      return runPatternSearch(dictionaries, job.parameters);
    case 'anagram':
      return runAnagramSearch(dictionaries, job.parameters);
    case 'anagramLanguages':
      return runAnagramLanguagesSearch(dictionaries, job.parameters);
    case 'findMoves':
      return runFindMoves(dictionaries, job.parameters);
    case 'scoreMove':
      return runScoreMove(dictionaries, job.parameters);
  }
}

/** The languages a job searches: its own, or every one. */
export function jobLanguages(dictionaries: DictionarySet, job: SearchJob): readonly LanguageCode[] {
  return job.kind === 'anagramLanguages' ? dictionaries.languages : [job.parameters.lang];
}

/** What a client can narrow when a search runs out of time, per kind: the error's `details.narrow`. */
export const NARROWING: Record<SearchJob['kind'], readonly string[]> = {
  pattern: ['more fixed letters', 'fewer stars', 'a smaller offset', 'contains or excludes letters', 'min_length or max_length'],
  anagram: ['fewer blanks', 'a smaller max_length', 'a smaller offset'],
  anagramLanguages: ['fewer blanks', 'a smaller max_length', 'a smaller limit'],
  findMoves: ['fewer blanks', 'a smaller offset'],
  scoreMove: ['fewer blanks'],
};
