import type { Dictionary, DictionaryWord } from '../dictionary';
import { searchPattern } from '../search/pattern-search';
import { withLengthsThatCut } from '../search/length-range';
import { DEFAULT_STRATEGY_LIMITS, type PatternQuery, type SearchPage, type SearchStrategyLimits } from '../search/search-query';
import { workMeter } from '../search/work-meter';
import { commonPlaceAt, commonWordsOf } from './common-words';
import { setMatchesInOrder, commonOrderPage, DEFAULT_SORTED_LIMITS, denseKeyPage, lastRanksPage, patternTotal, type SortedSearchLimits } from './key-order-search';
import { patternRuns } from './pattern-runs';
import { type SortOrder } from './sort-order';
import { rankRuns, sortedPage, sortedRunsPage, sortedRunsPageByCommon } from './sorted-page';
import { type WordSet } from './word-sets';
import { rankKeysOf, reversedIfDescending, reversedSlice, type SearchOptions } from './rank-keys';

/** The orders of patterns: every key but the rack's `score`. */
type PatternOrder = SortOrder & { key: Exclude<SortOrder['key'], 'score'> };

const ALPHA: PatternOrder = { key: 'alpha', descending: false };

/**
 * A pattern search in any order, with the exact total: the default order (alpha) is the pattern
 * search itself; other orders count the matches per key (sorted-page.ts), and `-alpha` reads the
 * default order from its end.
 */
export function searchPatternSorted(
  dictionary: Dictionary,
  asked: PatternQuery,
  options: SearchOptions = {},
  limits: SearchStrategyLimits = DEFAULT_STRATEGY_LIMITS,
  sortedLimits: SortedSearchLimits = DEFAULT_SORTED_LIMITS,
): SearchPage<DictionaryWord> {
  // The length range settled once against the pattern, so every path below (counts, runs, tests) keeps to the same one.
  const query = withLengthsThatCut(asked);
  if (query === null) return { total: 0, words: [] };
  // A pattern has no rack: a word's score is its face value (the API accepts `score` on anagrams only).
  const order = options.sort === undefined ? ALPHA : withoutScore(options.sort);
  const within = options.within ?? null;
  if (order.key === 'alpha' && within === null) {
    if (!order.descending) return searchPattern(dictionary, query, limits);
    const { total } = searchPattern(dictionary, { ...query, offset: 0, limit: 0 }, limits);
    const tested = lastRanksPage(dictionary, query, total, sortedLimits);
    if (tested !== null) return wordsOf(dictionary, { total, positions: tested });
    const [from, to] = reversedSlice(total, query.offset, query.limit);
    const page = to > from ? searchPattern(dictionary, { ...query, offset: from, limit: to - from }, limits).words : [];
    return { total, words: page.reverse() };
  }
  const fast = pageWithoutListing(dictionary, query, order, within, limits, sortedLimits);
  if (fast !== null) return wordsOf(dictionary, fast);
  const runs = patternRuns(dictionary, query);
  const key = rankKeysOf(dictionary, order);
  if (within === null && key?.kind === 'dense') return wordsOf(dictionary, sortedRunsPage(runs, key.values, key.map, query.offset, query.limit));
  if (within === null && key?.kind === 'common') return wordsOf(dictionary, sortedRunsPageByCommon(runs, key.common, key.map, query.offset, query.limit));
  const candidates = rankRuns(runs, key, within);
  if (order.key === 'alpha') return wordsOf(dictionary, reversedIfDescending(candidates, order, query.offset, query.limit));
  return wordsOf(dictionary, sortedPage(candidates, query.offset, query.limit));
}

/**
 * The page found without listing every match (key-order-search.ts), or null where listing them is
 * the cheaper way: a dense key's order, the common order, or a list filter (`within`) in any order.
 */
function pageWithoutListing(
  dictionary: Dictionary,
  query: PatternQuery,
  order: PatternOrder,
  within: WordSet | null,
  limits: SearchStrategyLimits,
  sortedLimits: SortedSearchLimits,
): { total: number; positions: number[] } | null {
  if (within === null && order.key === 'alpha') return null;
  const total = patternTotal(dictionary, query, limits);
  if (total < sortedLimits.minMatchesForTests) return null;
  if (within === null && order.key !== 'common' && order.key !== 'alpha') return denseKeyPage(dictionary, query, order.key, order, total, sortedLimits);
  const key = rankKeysOf(dictionary, order);
  const bucketOf = (rank: number): number => (key === null ? 0 : key.kind === 'dense' ? (key.map[key.values[rank] as number] as number) : (key.map[commonPlaceAt(key.common, rank)] as number));
  const present = setMatchesInOrder(dictionary, query, within ?? commonWordsOf(dictionary), total, bucketOf);
  if (present === null) return null;
  if (within === null) return commonOrderPage(dictionary, query, present, total, limits);
  // The filter: its candidates are the matching common words alone, already in order (alpha: rank order, descending read backwards).
  const inOrder = order.key === 'alpha' && order.descending ? [...present.inOrder].reverse() : present.inOrder;
  return { total: inOrder.length, positions: inOrder.slice(query.offset, query.offset + Math.max(0, query.limit)) };
}

function wordsOf(dictionary: Dictionary, page: { total: number; positions: number[] }): SearchPage<DictionaryWord> {
  const inRankOrder = [...page.positions].sort((a, b) => a - b);
  const spellingAt = dictionary.spellingCursor();
  const byRank = new Map<number, DictionaryWord>();
  for (const rank of inRankOrder) {
    workMeter.tick();
    const folded = dictionary.foldedOf(dictionary.dawg.wordAt(rank).letters);
    byRank.set(rank, { word: spellingAt(rank, folded), folded, rank });
  }
  return { total: page.total, words: page.positions.map((rank) => byRank.get(rank) as DictionaryWord) };
}

/** A pattern's order with `score` read as `points`: with no rack, a word scores its face value. */
function withoutScore(order: SortOrder): PatternOrder {
  return order.key === 'score' ? { key: 'points', descending: order.descending } : (order as PatternOrder);
}
