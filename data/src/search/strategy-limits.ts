import { LETTER_INDEX_MAX_WORDS } from './letter-index';

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
}

export const DEFAULT_STRATEGY_LIMITS: SearchStrategyLimits = {
  reverseRanges: 256,
  reverseListing: 50_000,
  forwardScan: 5_000,
  prefixSuffixRunPairs: 256,
  letterIndexWords: LETTER_INDEX_MAX_WORDS,
};
