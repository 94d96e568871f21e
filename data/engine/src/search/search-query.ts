import type { Dictionary, DictionaryWord } from '../dictionary';
import type { LengthRange } from './length-range';
import type { LetterCounts } from './letter-constraints';
import type { ParsedPattern } from './pattern-parser';

/**
 * The types every pattern strategy shares, in a leaf module: the strategies import these and never
 * their dispatcher (pattern-search.ts), so the search has no import cycle.
 */
export interface PatternQuery {
  pattern: ParsedPattern;
  contains: LetterCounts;
  excludes: LetterCounts;
  /** The lengths matches keep to (min_length, max_length); absent, any length the pattern allows. */
  lengths?: LengthRange | undefined;
  offset: number;
  limit: number;
}

export interface SearchPage<Word> {
  /** Every match, not only this page's. */
  total: number;
  words: Word[];
}

/**
 * One way of answering a pattern query. It gives the page with the exact total, or DECLINED when
 * the query is not of its kind or too costly for it; the dispatcher then asks the next way.
 */
export type PatternStrategy = (dictionary: Dictionary, query: PatternQuery, limits: SearchStrategyLimits) => SearchPage<DictionaryWord> | typeof DECLINED;

export const DECLINED = null;

/** Lists of at most this many words get a letter index (letter-index.ts says why and what it costs). */
export const LETTER_INDEX_MAX_WORDS = 1_000_000;

/** When each way of answering a pattern is used; tests lower them to drive every path on small lists. */
export interface SearchStrategyLimits {
  /**
   * Matches of an end-anchored pattern that gather into at most this many runs of reversed-DAWG ranks
   * (`*ing` is one run, `*@` one per vowel) are paged by order statistics over those runs, at any depth.
   */
  reverseRanges: number;
  /** Otherwise, end-anchored patterns with at most this many matches are listed from the reversed DAWG and sorted. */
  reverseListing: number;
  /** Beyond that, a page ending at most this deep is found walking forwards until it is full. */
  forwardScan: number;
  /** Patterns with one star between letters (`[^afok]*je`) whose sides make at most this many pairs of runs are counted by order statistics. */
  prefixSuffixRunPairs: number;
  /** Lists of at most this many words answer letters-and-length queries from their letter index (letter-index.ts). */
  letterIndexWords: number;
  /** Lists of at most this many words count `*xy*` and `*x*y*` from their letter-pair tables (letter-pair-tables.ts); LETTER_INDEX_MAX_WORDS when unset. */
  letterPairWords?: number;
  /** A star-free pattern with one wildcard is walked down the DAWG while the walk visits at most this many nodes (fixed-length-walk.ts); FIXED_LENGTH_WALK_VISITS when unset. */
  fixedLengthWalkVisits?: number;
}

export const DEFAULT_STRATEGY_LIMITS: SearchStrategyLimits = {
  reverseRanges: 256,
  reverseListing: 50_000,
  forwardScan: 5_000,
  prefixSuffixRunPairs: 256,
  letterIndexWords: LETTER_INDEX_MAX_WORDS,
};
