/**
 * What the sorted searches of patterns (sorted-pattern-search.ts) and anagrams
 * (sorted-anagram-search.ts) share: the options, an order's key per word, and reading a page backwards.
 */
import type { Dictionary } from '../dictionary';
import { MAX_WORD_LENGTH } from '../languages/language-rules';
import { commonWordsOf } from './common-words';
import { PROBABILITY_KEYS, sortKeysOf } from './sort-keys';
import { bucketMap, type SortOrder } from './sort-order';
import { type BucketedCandidates, type RankKey, sortedPage } from './sorted-page';
import { type WordSet } from './word-sets';

/** What a search may add to its query: an order other than its default, and a word list narrower than the full one. */
export interface SearchOptions {
  sort?: SortOrder;
  /** Only the words of this set (`common=true`: commonWordsOf; `dict`: a named list, word-sets.ts). */
  within?: WordSet;
}

/** The key array of an order other than alpha (alpha is the default order of patterns: one bucket, no keys). */
export function rankKeysOf(dictionary: Dictionary, order: SortOrder): RankKey | null {
  switch (order.key) {
    case 'alpha':
      return null;
    case 'length':
      return { kind: 'dense', values: sortKeysOf(dictionary).lengths, map: bucketMap(MAX_WORD_LENGTH + 1, order.descending, null) };
    // Without a rack (a pattern), a word scores its face value; anagram search orders by score before reading keys.
    case 'points':
    case 'score': {
      const keys = sortKeysOf(dictionary);
      return { kind: 'dense', values: keys.points, map: bucketMap(keys.maxPoints + 1, order.descending, null) };
    }
    case 'probability':
      // The key ascends as the probability falls: `probability` is the least probable first.
      return { kind: 'dense', values: sortKeysOf(dictionary).probability, map: bucketMap(PROBABILITY_KEYS, !order.descending, null) };
    case 'common': {
      const common = commonWordsOf(dictionary);
      return { kind: 'common', common, map: bucketMap(common.maxRank + 1, order.descending, 0) };
    }
  }
}

/** Positions from .. to of the default order that, read backwards, are page offset … offset + limit of the reversed order. */
export function reversedSlice(total: number, offset: number, limit: number): [number, number] {
  const to = Math.max(0, total - offset);
  return [Math.max(0, to - limit), to];
}

/** A bucketed page in its order, or, for a descending order, read backwards from the other end. */
export function reversedIfDescending(candidates: BucketedCandidates, order: SortOrder, offset: number, limit: number): { total: number; positions: number[] } {
  if (!order.descending) return sortedPage(candidates, offset, limit);
  const { total } = sortedPage(candidates, 0, 0);
  const [from, to] = reversedSlice(total, offset, limit);
  return { total, positions: sortedPage(candidates, from, to - from).positions.reverse() };
}
