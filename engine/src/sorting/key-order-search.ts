import type { Dictionary } from '../dictionary';
import { forwardSignatures } from '../search/pattern-indexes';
import { searchPattern } from '../search/pattern-search';
import { DEFAULT_STRATEGY_LIMITS, type PatternQuery, type SearchStrategyLimits } from '../search/search-query';
import { WordAutomaton } from '../search/word-automaton';
import { workMeter } from '../search/work-meter';
import type { CommonWords } from './common-words';
import { type DenseKey, keyOrderOf, keyOrderPage, matchesAtRank } from './key-order';
import type { SortOrder } from './sort-order';

/**
 * Pattern pages in a sort order without listing every match: the total comes from the pattern
 * search's own count (memoised per DAWG node and automaton state), and the page from testing words
 * one by one in the order until it is filled — dense keys through their key order (key-order.ts),
 * the common order and filter through the common words, each a descent of the DAWG. Broad patterns,
 * whose matches the counting sort (sorted-page.ts) walks twice, are the ones this is for; where the
 * tests would cost more than that walk, these decline (null) and the caller counts.
 */

export interface SortedSearchLimits {
  /** Most words a dense key's page may test before it gives way to counting every match. */
  maxKeyOrderTests: number;
  /** Matches below which counting them is cheaper than any test in order (the counting path is taken). */
  minMatchesForTests: number;
}

/** A test is a descent of the DAWG (a few hundred nanoseconds); counting a match, a few array reads. */
export const DEFAULT_SORTED_LIMITS: SortedSearchLimits = { maxKeyOrderTests: 50_000, minMatchesForTests: 20_000 };

/** Whether the word of a rank matches the query's pattern, contains and excludes. */
export function patternMatcher(dictionary: Dictionary, query: Pick<PatternQuery, 'pattern' | 'contains' | 'excludes'>): (rank: number) => boolean {
  const automaton = new WordAutomaton(query.pattern.tokens, dictionary.rules.alphabet.length, query.contains, query.excludes, forwardSignatures(dictionary));
  const { dawg } = dictionary;
  return (rank) => matchesAtRank(dawg, automaton, rank);
}

/** The pattern's exact total, from its count alone. */
export function patternTotal(dictionary: Dictionary, query: PatternQuery, limits: SearchStrategyLimits = DEFAULT_STRATEGY_LIMITS): number {
  return searchPattern(dictionary, { ...query, offset: 0, limit: 0 }, limits).total;
}

/** Whether a dense key's raw values are read from the highest down for this order. */
function rawDescending(key: DenseKey, order: SortOrder): boolean {
  // The probability key ascends as the probability falls (sort-keys.ts): `probability`, least probable first, reads it downwards.
  return key === 'probability' ? !order.descending : order.descending;
}

/**
 * A dense key's page, or null when the counting path is cheaper: few matches (counting them is
 * cheap), or matches so sparse or deep in the order that the tests it would take pass the limit.
 */
export function denseKeyPage(
  dictionary: Dictionary,
  query: PatternQuery,
  key: DenseKey,
  order: SortOrder,
  total: number,
  limits: SortedSearchLimits,
): { total: number; positions: number[] } | null {
  if (total < limits.minMatchesForTests) return null;
  const size = Math.min(query.limit, total - query.offset);
  if (size <= 0) return { total, positions: [] };
  // Tests expected if the matches were spread evenly over the order.
  const expectedTests = ((query.offset + size) * dictionary.wordCount) / total;
  if (expectedTests > limits.maxKeyOrderTests) return null;
  const positions = keyOrderPage(keyOrderOf(dictionary, key), rawDescending(key, order), patternMatcher(dictionary, query), query.offset, size, limits.maxKeyOrderTests);
  return positions === null ? null : { total, positions };
}

/** The common words that match, by dictionary rank (ascending) and each one's common place. */
function commonMatches(common: CommonWords, matches: (rank: number) => boolean): { ranks: number[]; places: number[] } {
  const ranks: number[] = [];
  const places: number[] = [];
  workMeter.spend(common.ranks.length);
  for (let index = 0; index < common.ranks.length; index += 1) {
    const rank = common.ranks[index] as number;
    if (!matches(rank)) continue;
    ranks.push(rank);
    places.push(common.places[index] as number);
  }
  return { ranks, places };
}

/**
 * The common words that match, sorted by a bucket per word (ties in rank order): a filter's
 * candidates, or the present part of the common order. Null when the pattern has fewer matches
 * than there are common words (listing them is then the cheaper way).
 */
export function commonMatchesInOrder(
  dictionary: Dictionary,
  query: PatternQuery,
  common: CommonWords,
  total: number,
  bucketOf: (rank: number, place: number) => number,
): { ranks: number[]; inOrder: number[] } | null {
  if (total < common.ranks.length) return null;
  const { ranks, places } = commonMatches(common, patternMatcher(dictionary, query));
  const buckets = ranks.map((rank, index) => bucketOf(rank, places[index] as number));
  const indexes = ranks.map((_, index) => index);
  indexes.sort((a, b) => (buckets[a] as number) - (buckets[b] as number) || a - b);
  return { ranks, inOrder: indexes.map((index) => ranks[index] as number) };
}

/**
 * The common order's page: the matching common words by place (`present`, already in order), then
 * every other match in rank order. That rest is read from the pattern search's own pages (rank
 * order, exact offsets), stepping over the common words among them.
 */
export function commonOrderPage(
  dictionary: Dictionary,
  query: PatternQuery,
  present: { ranks: number[]; inOrder: number[] },
  total: number,
  limits: SearchStrategyLimits,
): { total: number; positions: number[] } {
  const size = Math.min(query.limit, total - query.offset);
  if (size <= 0) return { total, positions: [] };
  const positions = present.inOrder.slice(query.offset, query.offset + size);
  if (positions.length === size) return { total, positions };
  const commonRanks = present.ranks;
  const rankAt = (position: number): number => searchPattern(dictionary, { ...query, offset: position, limit: 1 }, limits).words[0]?.rank ?? -1;
  const commonBefore = (rank: number): number => lowerBound(commonRanks, rank);
  // The first match of the rest wanted is the k-th (from 0) match in rank order that is not common:
  // at position k + (common matches before it). Rank order is the search's order, so the common
  // matches before a position are those of lower rank; the guess only rises, to the answer.
  const k = Math.max(0, query.offset - present.inOrder.length);
  let position = k;
  for (;;) {
    const rank = rankAt(position);
    if (rank < 0) return { total, positions };
    const before = commonBefore(rank);
    if (position - before === k && commonRanks[before] !== rank) break;
    position = Math.max(position + 1, k + before);
  }
  while (positions.length < size) {
    const wanted = size - positions.length;
    const page = searchPattern(dictionary, { ...query, offset: position, limit: wanted }, limits).words;
    if (page.length === 0) break;
    for (const { rank } of page) {
      const index = lowerBound(commonRanks, rank);
      if (commonRanks[index] !== rank) positions.push(rank);
    }
    position += page.length;
  }
  return { total, positions: positions.slice(0, size) };
}

function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
