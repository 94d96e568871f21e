import type { Dictionary } from '../dictionary';
import { forwardSignatures } from '../search/pattern-indexes';
import { searchPattern } from '../search/pattern-search';
import { DEFAULT_STRATEGY_LIMITS, type PatternQuery, type SearchStrategyLimits } from '../search/search-query';
import { NO_MAXIMUM, singleLetter, WordAutomaton } from '../search/word-automaton';
import { workMeter } from '../search/work-meter';
import { type DenseKey, keyOrderOf, keyOrderPage, letterSetsOf, matchesAtRank } from './key-order';
import { sortKeysOf } from './sort-keys';
import type { SortOrder } from './sort-order';
import type { WordSet } from './word-sets';

/**
 * Pattern pages in a sort order without listing every match: the total comes from the pattern
 * search's own count (memoised per DAWG node and automaton state), and the page from testing words
 * one by one in the order until it is filled — dense keys through their key order (key-order.ts),
 * the common order through the common words and a list filter (`common=true`, `dict`) through the
 * list's words, each a descent of the DAWG. Broad patterns,
 * whose matches the counting sort (sorted-page.ts) walks twice, are the ones this is for; where the
 * tests would cost more than that walk, these decline (null) and the caller counts.
 */

export interface SortedSearchLimits {
  /** Words a page may test before it gives way to counting every match, whatever the total... */
  maxKeyOrderTests: number;
  /** ...or this many per match, where that is more: counting costs more the more matches there are. */
  testsPerMatch: number;
  /** Matches below which counting them is cheaper than any test in order (the counting path is taken). */
  minMatchesForTests: number;
}

/**
 * A test is a descent of the DAWG (a few hundred nanoseconds); counting a match costs a tenth to a
 * half of that (listing it as part of a run of ranks, then two passes over the runs).
 */
export const DEFAULT_SORTED_LIMITS: SortedSearchLimits = { maxKeyOrderTests: 50_000, testsPerMatch: 0.25, minMatchesForTests: 20_000 };

/** The tests a page of a query with `total` matches may make. */
export function allowedTests(limits: SortedSearchLimits, total: number): number {
  return Math.max(limits.maxKeyOrderTests, total * limits.testsPerMatch);
}

/**
 * Whether the word of a rank matches the query's pattern, contains, excludes and length range. A word of a length
 * the query cannot have is turned down from its length key alone (one byte), without a descent.
 */
export function patternMatcher(dictionary: Dictionary, query: Pick<PatternQuery, 'pattern' | 'contains' | 'excludes' | 'lengths'>): PatternMatcher {
  const automaton = new WordAutomaton(query.pattern.tokens, dictionary.rules.alphabet.length, query.contains, query.excludes, forwardSignatures(dictionary), query.lengths);
  const { dawg } = dictionary;
  const { lengths } = sortKeysOf(dictionary);
  const shortest = automaton.minimumRemaining[automaton.start] as number;
  const exact = automaton.exactRemaining[automaton.start] as number;
  const most = automaton.maximumRemaining[automaton.start] as number;
  const longest = exact >= 0 ? exact : most === NO_MAXIMUM ? Number.MAX_SAFE_INTEGER : most;
  const requiredLow = automaton.requiredLow[automaton.start] as number;
  const requiredHigh = automaton.requiredHigh[automaton.start] as number;
  const { excludedLow, excludedHigh } = automaton;
  const byLength = (rank: number): boolean => {
    const length = lengths[rank] as number;
    return length >= shortest && length <= longest;
  };
  const matches = (rank: number): boolean => matchesAtRank(dawg, automaton, rank);
  if ((requiredLow | requiredHigh | excludedLow | excludedHigh) === 0) return { shortest, longest, possible: byLength, matches };
  const { low, high } = letterSetsOf(dictionary);
  return {
    shortest,
    longest,
    possible: (rank) => {
      if (!byLength(rank)) return false;
      const wordLow = low[rank] as number;
      const wordHigh = high[rank] as number;
      return ((wordLow & requiredLow) >>> 0 === requiredLow && ((wordHigh & requiredHigh) >>> 0 === requiredHigh) && (wordLow & excludedLow) === 0 && (wordHigh & excludedHigh) === 0);
    },
    matches,
  };
}

export interface PatternMatcher {
  /** Letters the shortest and longest match can have. */
  shortest: number;
  longest: number;
  /** False for a word of a length no match has, lacking a letter every match has, or holding an excluded one (a few reads): `matches` need not be asked. */
  possible(rank: number): boolean;
  /** Whether a word that is `possible` matches. */
  matches(rank: number): boolean;
}

/**
 * The fewest points a match can score: the points of the letters it must hold (the pattern's
 * single letters and `contains`, the larger count of each). Where two letters may make one tile
 * (Spanish ch) a word can score less than its letters, so no bound is known: 0.
 */
export function fewestPoints(dictionary: Dictionary, query: Pick<PatternQuery, 'pattern' | 'contains'>): number {
  const { letterPoints, hasTile, hasPairs } = dictionary.tileTable;
  if (hasPairs) return 0;
  const needed = new Map<number, number>();
  for (const token of query.pattern.tokens) {
    if (token.kind !== 'letter') continue;
    const letter = singleLetter(token.letters);
    if (letter >= 0) needed.set(letter, (needed.get(letter) ?? 0) + 1);
  }
  let points = 0;
  for (const letter of new Set([...needed.keys(), ...query.contains.keys()])) {
    const count = Math.max(needed.get(letter) ?? 0, query.contains.get(letter) ?? 0);
    if (hasTile[letter] === 1) points += count * (letterPoints[letter] as number);
  }
  return points;
}

const EVERY_VALUE = { lowest: 0, highest: Number.MAX_SAFE_INTEGER };

/** The pattern's exact total, from its count alone. */
export function patternTotal(dictionary: Dictionary, query: PatternQuery, limits: SearchStrategyLimits = DEFAULT_STRATEGY_LIMITS): number {
  return searchPattern(dictionary, { ...query, offset: 0, limit: 0 }, limits).total;
}

/** Whether a dense key's raw values are read from the highest down for this order. */
export function rawDescending(key: DenseKey, order: SortOrder): boolean {
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
  const maxTests = allowedTests(limits, total);
  if (expectedTests > maxTests) return null;
  const matcher = patternMatcher(dictionary, query);
  // Values that hold no match, skipped whole: lengths the pattern leaves out, points below those of the letters every match holds.
  const bounds = key === 'length' ? { lowest: matcher.shortest, highest: matcher.longest } : key === 'points' ? { lowest: fewestPoints(dictionary, query), highest: Number.MAX_SAFE_INTEGER } : EVERY_VALUE;
  const positions = keyOrderPage(keyOrderOf(dictionary, key), rawDescending(key, order), bounds, matcher, query.offset, size, maxTests);
  return positions === null ? null : { total, positions };
}

/**
 * The `-alpha` page (ranks from the last down) of a pattern with many matches, testing ranks until it
 * is filled; null where counting is cheaper, as for `denseKeyPage`.
 */
export function lastRanksPage(dictionary: Dictionary, query: PatternQuery, total: number, limits: SortedSearchLimits): number[] | null {
  if (total < limits.minMatchesForTests) return null;
  const size = Math.min(query.limit, total - query.offset);
  if (size <= 0) return [];
  const maxTests = allowedTests(limits, total);
  if (((query.offset + size) * dictionary.wordCount) / total > maxTests) return null;
  const matcher = patternMatcher(dictionary, query);
  const page: number[] = [];
  let seen = 0;
  let tests = 0;
  for (let rank = dictionary.wordCount - 1; rank >= 0 && page.length < size; rank -= 1) {
    if (!matcher.possible(rank)) continue;
    if (++tests > maxTests) return null;
    workMeter.tick();
    if (!matcher.matches(rank)) continue;
    if (seen >= query.offset) page.push(rank);
    seen += 1;
  }
  return page;
}

/** The words of a set that match, by dictionary rank (ascending). */
function setMatches(set: WordSet, matches: (rank: number) => boolean): number[] {
  const ranks: number[] = [];
  workMeter.spend(set.ranks.length);
  for (let index = 0; index < set.ranks.length; index += 1) {
    const rank = set.ranks[index] as number;
    if (matches(rank)) ranks.push(rank);
  }
  return ranks;
}

/**
 * The words of a set (the common words, or a list `dict` names) that match, sorted by a bucket per
 * word (ties in rank order): a filter's candidates, or the present part of the common order. Null
 * when the pattern has fewer matches than the set has words (listing them is then the cheaper way).
 */
export function setMatchesInOrder(
  dictionary: Dictionary,
  query: PatternQuery,
  set: WordSet,
  total: number,
  bucketOf: (rank: number) => number,
): { ranks: number[]; inOrder: number[] } | null {
  if (total < set.ranks.length) return null;
  const matcher = patternMatcher(dictionary, query);
  const ranks = setMatches(set, (rank) => matcher.possible(rank) && matcher.matches(rank));
  const buckets = ranks.map(bucketOf);
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
  // The rest wanted starts at the k-th (from 0) match in rank order that is not common. Rank order
  // is the search's own, so one page of it from position k holds it: the matches before position k
  // include as many common ones as have a lower rank than the page's first (`skip`), and the page
  // holds at most every common match more, so `common + wanted` words from k always reach far enough.
  const commonRanks = present.ranks;
  const k = Math.max(0, query.offset - present.inOrder.length);
  const wanted = size - positions.length;
  const page = searchPattern(dictionary, { ...query, offset: k, limit: commonRanks.length + wanted }, limits).words;
  let skip = page.length === 0 ? 0 : lowerBound(commonRanks, (page[0] as { rank: number }).rank);
  for (const { rank } of page) {
    if (positions.length === size) break;
    if (commonRanks[lowerBound(commonRanks, rank)] === rank) continue;
    if (skip > 0) skip -= 1;
    else positions.push(rank);
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
