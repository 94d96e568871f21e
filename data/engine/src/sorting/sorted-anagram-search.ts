import type { Dictionary } from '../dictionary';
import { MAX_WORD_LENGTH } from '../languages/language-rules';
import type { PickedMatch } from '../search/anagram-page';
import type { AnagramQuery } from '../search/anagram-search';
import { type AnagramTables, anagramTablesOf } from '../search/anagram-tables';
import { walkAnagrams } from '../search/anagram-walk';
import { type AnagramWord, anagramWords } from '../search/anagram-words';
import { highestScoringMatches } from '../search/highest-score-walk';
import { blankRackOrderOf, blanksCoverEveryWord } from '../search/blank-rack-order';
import { searchAnagram } from '../search/anagram-search';
import type { Rack } from '../search/rack';
import { type SearchPage } from '../search/search-query';
import { workMeter } from '../search/work-meter';
import { anagramCommonOrderPage, anagramKeyPage, blankRackRanksOf, rackWithinBlankOrder } from './anagram-key-order';
import { anagramsInRankOrder, setAnagrams, MIN_BLANKS_FOR_TESTED_PAGES } from './common-anagrams';
import { commonPlaceAt, commonWordsOf } from './common-words';
import { allowedTests, DEFAULT_SORTED_LIMITS, rawDescending, type SortedSearchLimits } from './key-order-search';
import { sortKeysOf } from './sort-keys';
import { bucketMap, type SortOrder } from './sort-order';
import { type BucketedCandidates, type RankKey, SKIPPED, sortedPage } from './sorted-page';
import { hasRank, type WordSet } from './word-sets';
import { rankKeysOf, reversedIfDescending, type SearchOptions } from './rank-keys';

const MAX_RACK_LENGTH = 32;
/** `-score` pages ending this deep keep only the best matches as they walk (highest-score-walk.ts); deeper ones rank every match. */
const MAX_BOUNDED_SCORE_PAGE = 2_000;
const EVERY_MATCH = Number.MAX_SAFE_INTEGER;

/**
 * An anagram search in any order, with the exact total. The default order (longest first, then
 * highest score as played, then dictionary order) is the anagram search itself, and so is `-length`;
 * `score` and `-score`, and the default order within a word list, rank matches by their score as
 * played (scoredAnagramSearch). The other orders keep ties in the face-value order (longest first,
 * then highest points, then dictionary order), which the precomputed orders of racks of many blanks
 * hold: `length` walks only the lengths of its page; a rack of many blanks tests words against the
 * rack in the order where it can (testedAnagramPage); otherwise every match is taken in face-value
 * order and counted per key. `alpha` is dictionary order.
 */
export function searchAnagramSorted(dictionary: Dictionary, query: AnagramQuery, options: SearchOptions = {}, sortedLimits: SortedSearchLimits = DEFAULT_SORTED_LIMITS): SearchPage<AnagramWord> {
  const within = options.within ?? null;
  const defaultOrder = options.sort === undefined || (options.sort.key === 'length' && options.sort.descending);
  // With no blank a word scores its face value: the score order is the points order, with the same ties.
  const order = options.sort?.key === 'score' && query.rack.blanks === 0 ? { key: 'points' as const, descending: options.sort.descending } : options.sort;
  // Longest first, ties in default order, is the default order itself (longest first, then score, then rank).
  if (defaultOrder && within === null) return searchAnagram(dictionary, query);
  if ((defaultOrder || order?.key === 'score') && query.rack.blanks > 0) return scoredAnagramSearch(dictionary, query, defaultOrder ? undefined : order, within);
  const { rack } = query;
  const minLength = Math.max(query.minLength, 0);
  const maxLength = Math.min(query.maxLength, rack.size, MAX_RACK_LENGTH);
  if (minLength > maxLength) return { total: 0, words: [] };
  const tables = anagramTablesOf(dictionary);
  const coversEveryWord = blanksCoverEveryWord(rack, maxLength, tables);
  if (order?.key === 'length' && within === null && !coversEveryWord) return anagramsByLength(dictionary, query, order, minLength, maxLength);
  if (order !== undefined && within === null && rack.blanks >= MIN_BLANKS_FOR_TESTED_PAGES) {
    const tested = testedAnagramPage(dictionary, tables, query, order, minLength, maxLength, sortedLimits);
    if (tested !== null) return tested;
  }
  if (within !== null && rack.blanks >= MIN_BLANKS_FOR_TESTED_PAGES) {
    const found = setAnagrams(dictionary, tables, within, rack, minLength, maxLength);
    if (found !== null) {
      const inOrder = inAnagramOrder(dictionary, found, order);
      return { total: inOrder.length, words: anagramWords(dictionary, rack, inOrder.slice(query.offset, query.offset + Math.max(0, query.limit))) };
    }
  }
  const matches = coversEveryWord ? blankRackMatches(dictionary, minLength, maxLength) : walkedMatches(dictionary, query, minLength, maxLength);
  return pageOfMatches(dictionary, query, matches, order, within);
}

/**
 * The page of a rack's matches (each under an id) in an order: ties in the matches' own default
 * order; `alpha` in dictionary order; words outside `within` left out.
 */
function pageOfMatches(dictionary: Dictionary, query: AnagramQuery, matches: RackMatches, order: SortOrder | undefined, within: WordSet | null): SearchPage<AnagramWord> {
  // Alpha is dictionary order: the matches in rank order, one bucket. Otherwise default order, bucketed by key (none: one bucket).
  const alpha = order?.key === 'alpha';
  const sequence = alpha ? matches.inRankOrder() : matches.inDefaultOrder;
  const { buckets, bucketOf } = matchBuckets(dictionary, matches, alpha ? undefined : order);
  if (within !== null) {
    // Words outside the set are left out.
    if (matches.idsAreRanks) {
      // Every word is an id: keep the buckets of the set's words, skip the rest, without a search per word.
      const kept = within.ranks.map((rank) => bucketOf[rank] as number);
      bucketOf.fill(SKIPPED);
      within.ranks.forEach((rank, index) => {
        bucketOf[rank] = kept[index] as number;
      });
    } else {
      for (let id = 0; id < bucketOf.length; id += 1) if (!hasRank(within, matches.rankOf(id))) bucketOf[id] = SKIPPED;
    }
  }
  const candidates: BucketedCandidates = {
    buckets,
    forEach(visit) {
      workMeter.spend(sequence.length);
      for (let i = 0; i < sequence.length; i += 1) {
        const id = sequence[i] as number;
        if (visit(id, bucketOf[id] as number) === true) return;
      }
    },
  };
  const page = alpha ? reversedIfDescending(candidates, order as SortOrder, query.offset, query.limit) : sortedPage(candidates, query.offset, query.limit);
  return { total: page.total, words: anagramWords(dictionary, query.rack, page.positions.map((id) => matches.picked(id))) };
}

/**
 * The orders read off the score as played, for a rack with blanks: the default order within a word
 * list (`order` undefined), and `score`/`-score` with ties in the default order. A first page of
 * `-score` keeps only the best matches as it walks (highest-score-walk.ts). A list's words the rack
 * makes are found by testing each (setAnagrams) where it has many blanks; otherwise one walk records
 * every match with its score. Racks of blanks alone score 0 throughout: their score order is the
 * default order.
 */
function scoredAnagramSearch(dictionary: Dictionary, query: AnagramQuery, order: SortOrder | undefined, within: WordSet | null): SearchPage<AnagramWord> {
  const { rack } = query;
  if (within === null && rack.blanks === rack.size) return searchAnagram(dictionary, query);
  const minLength = Math.max(query.minLength, 0);
  const maxLength = Math.min(query.maxLength, rack.size, MAX_RACK_LENGTH);
  if (minLength > maxLength) return { total: 0, words: [] };
  const tables = anagramTablesOf(dictionary);
  const needed = query.offset + Math.max(0, query.limit);
  if (order?.key === 'score' && order.descending && within === null && needed <= MAX_BOUNDED_SCORE_PAGE) {
    const best = highestScoringMatches(dictionary.dawg, tables, dictionary.tileTable.hasPairs, rack, { minLength, maxLength }, needed);
    if (best !== null) return { total: rackTotal(dictionary, tables, rack, minLength, maxLength), words: anagramWords(dictionary, rack, best.slice(query.offset)) };
  }
  if (within !== null && rack.blanks >= MIN_BLANKS_FOR_TESTED_PAGES) {
    const found = setAnagrams(dictionary, tables, within, rack, minLength, maxLength);
    if (found !== null) {
      // Scored as the page's words are: every found word, then sorted by the order's key and the default order.
      const words = anagramWords(dictionary, rack, found);
      const sign = order?.descending === false ? -1 : 1;
      const inOrder = words
        .map((word, index) => ({ word, index }))
        .sort((a, b) => (order === undefined ? 0 : sign * (b.word.score - a.word.score)) || b.word.length - a.word.length || b.word.score - a.word.score || a.word.rank - b.word.rank);
      return { total: inOrder.length, words: inOrder.slice(query.offset, query.offset + Math.max(0, query.limit)).map(({ word }) => word) };
    }
  }
  const matches = walkedMatches(dictionary, query, minLength, maxLength, true);
  return pageOfMatches(dictionary, query, matches, order === undefined ? undefined : { key: 'points', descending: order.descending }, within);
}

/** A rack's total, from the walk's count per length. */
function rackTotal(dictionary: Dictionary, tables: AnagramTables, rack: Rack, minLength: number, maxLength: number): number {
  const { byLength } = walkAnagrams(dictionary.dawg, tables, { tiles: Int16Array.from(rack.counts), blanks: rack.blanks, minLength, maxLength, needed: 0 });
  let total = 0;
  for (let length = minLength; length <= maxLength; length += 1) total += byLength[length] as number;
  return total;
}

/**
 * A page of a rack of many blanks (millions of matches on the largest lists) found by testing words
 * against the rack in the order until it is filled (common-anagrams.ts, anagram-key-order.ts), the
 * total from the walk's count; null where that does not apply or would take too many tests.
 */
function testedAnagramPage(dictionary: Dictionary, tables: AnagramTables, query: AnagramQuery, order: SortOrder, minLength: number, maxLength: number, sortedLimits: SortedSearchLimits): SearchPage<AnagramWord> | null {
  const { rack } = query;
  const bounds = { minLength, maxLength, offset: query.offset, limit: query.limit };
  // Length walks its lengths; score is scoredAnagramSearch's.
  if (order.key === 'length' || order.key === 'score') return null;
  if (order.key === 'alpha') {
    const total = rackTotal(dictionary, tables, rack, minLength, maxLength);
    const page = anagramsInRankOrder(dictionary, tables, rack, bounds, order.descending, total, allowedTests(sortedLimits, total));
    return page === null ? null : { total, words: anagramWords(dictionary, rack, page) };
  }
  if (!rackWithinBlankOrder(dictionary, tables, rack)) return null;
  const total = rackTotal(dictionary, tables, rack, minLength, maxLength);
  const maxTests = allowedTests(sortedLimits, total);
  let page: PickedMatch[] | null;
  if (order.key === 'common') {
    const common = commonWordsOf(dictionary);
    const present = inAnagramOrder(dictionary, setAnagrams(dictionary, tables, common, rack, minLength, maxLength) ?? [], order);
    page = anagramCommonOrderPage(dictionary, tables, rack, bounds, present, common, total, maxTests);
  } else {
    page = anagramKeyPage(dictionary, tables, rack, bounds, order.key, rawDescending(order.key, order), total, maxTests);
  }
  return page === null ? null : { total, words: anagramWords(dictionary, rack, page) };
}

/** A few matches (in default order) sorted into an order: a stable sort by key keeps ties in default order; alpha is rank order. */
function inAnagramOrder(dictionary: Dictionary, matches: PickedMatch[], order: SortOrder | undefined): PickedMatch[] {
  if (order === undefined) return matches;
  const sign = order.descending ? -1 : 1;
  if (order.key === 'alpha') return [...matches].sort((a, b) => sign * (a.rank - b.rank));
  if (order.key === 'length') return [...matches].sort((a, b) => sign * (a.length - b.length));
  if (order.key === 'points') return [...matches].sort((a, b) => sign * (a.points - b.points));
  const key = rankKeysOf(dictionary, order) as RankKey;
  const bucketOf = (rank: number): number => (key.kind === 'dense' ? (key.map[key.values[rank] as number] as number) : (key.map[commonPlaceAt(key.common, rank)] as number));
  return [...matches].sort((a, b) => bucketOf(a.rank) - bucketOf(b.rank));
}

/**
 * The length order of a rack's matches without recording them all: one walk counts them per length
 * (as the default search does), which places the page among the lengths; then a walk per length the
 * page touches records that length's matches alone, already in default order (points, then rank).
 */
function anagramsByLength(dictionary: Dictionary, query: AnagramQuery, order: SortOrder, minLength: number, maxLength: number): SearchPage<AnagramWord> {
  const tables = anagramTablesOf(dictionary);
  const { byLength } = walkAnagrams(dictionary.dawg, tables, { tiles: Int16Array.from(query.rack.counts), blanks: query.rack.blanks, minLength, maxLength, needed: 0 });
  let total = 0;
  for (let length = minLength; length <= maxLength; length += 1) total += byLength[length] as number;
  const picked: PickedMatch[] = [];
  let before = 0;
  for (let step = 0; step <= maxLength - minLength && picked.length < query.limit; step += 1) {
    const length = order.descending ? maxLength - step : minLength + step;
    const count = byLength[length] as number;
    const from = Math.max(query.offset + picked.length - before, 0);
    before += count;
    if (count === 0 || from >= count) continue;
    const matches = walkedMatches(dictionary, query, length, length);
    const to = Math.min(count, from + query.limit - picked.length);
    for (let i = from; i < to; i += 1) picked.push(matches.picked(matches.inDefaultOrder[i] as number));
  }
  return { total, words: anagramWords(dictionary, query.rack, picked) };
}

/**
 * The matches of a rack, each under an id: per id its rank, length and points (arrays read in tight
 * loops), and two sequences of ids, the anagram search's default order and dictionary order.
 */
interface RackMatches {
  /** One past the largest id. */
  ids: number;
  /** Whether an id is the dictionary rank itself (every word has one). */
  idsAreRanks: boolean;
  rankOf(id: number): number;
  lengths: ArrayLike<number>;
  points: ArrayLike<number>;
  inDefaultOrder: Uint32Array;
  inRankOrder(): Uint32Array;
  picked(id: number): PickedMatch;
}

/** Each match's bucket of the order (by id), in one loop over the key it reads. */
function matchBuckets(dictionary: Dictionary, matches: RackMatches, order: SortOrder | undefined): { buckets: number; bucketOf: Uint32Array } {
  const bucketOf = new Uint32Array(matches.ids);
  if (order === undefined) return { buckets: 1, bucketOf };
  const fill = (values: ArrayLike<number>, map: Uint32Array, byRank: boolean): { buckets: number; bucketOf: Uint32Array } => {
    for (let id = 0; id < bucketOf.length; id += 1) bucketOf[id] = map[values[byRank ? matches.rankOf(id) : id] as number] as number;
    return { buckets: map.length, bucketOf };
  };
  if (order.key === 'length') return fill(matches.lengths, bucketMap(MAX_WORD_LENGTH + 1, order.descending, null), false);
  if (order.key === 'points') {
    let most = 0;
    for (let id = 0; id < matches.ids; id += 1) most = Math.max(most, matches.points[id] as number);
    return fill(matches.points, bucketMap(most + 1, order.descending, null), false);
  }
  const key = rankKeysOf(dictionary, order) as RankKey;
  if (key.kind === 'dense') return fill(key.values, key.map, true);
  for (let id = 0; id < bucketOf.length; id += 1) bucketOf[id] = key.map[commonPlaceAt(key.common, matches.rankOf(id))] as number;
  return { buckets: key.map.length, bucketOf };
}

/**
 * Every match of the rack from one walk, recorded in rank order (id: its place there), put in order
 * by a counting sort on (length, points): the face value, or with `asPlayed` the score as played (the
 * matches' `points` are then their scores).
 */
function walkedMatches(dictionary: Dictionary, query: AnagramQuery, minLength: number, maxLength: number, asPlayed = false): RackMatches {
  const tables = anagramTablesOf(dictionary);
  // Every match is recorded, but only the page's letters are needed: read from the DAWG for those.
  const walk = walkAnagrams(dictionary.dawg, tables, { tiles: Int16Array.from(query.rack.counts), blanks: query.rack.blanks, minLength, maxLength, needed: EVERY_MATCH, recordLetters: false, asPlayed });
  const { ranks, lengths, points, recorded } = walk;
  const count = recorded;
  let most = 0;
  for (let i = 0; i < count; i += 1) most = Math.max(most, points[i] as number);
  const span = most + 1;
  const bucketOf = (i: number): number => (maxLength - (lengths[i] as number)) * span + most - (points[i] as number);
  const starts = new Uint32Array((maxLength + 1) * span + 1);
  for (let i = 0; i < count; i += 1) starts[bucketOf(i) + 1] = (starts[bucketOf(i) + 1] as number) + 1;
  for (let bucket = 1; bucket < starts.length; bucket += 1) starts[bucket] = (starts[bucket] as number) + (starts[bucket - 1] as number);
  const inDefaultOrder = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) {
    const bucket = bucketOf(i);
    inDefaultOrder[starts[bucket] as number] = i;
    starts[bucket] = (starts[bucket] as number) + 1;
  }
  return {
    ids: count,
    idsAreRanks: false,
    rankOf: (id) => ranks[id] as number,
    lengths,
    points,
    inDefaultOrder,
    inRankOrder: () => {
      const identity = new Uint32Array(count);
      for (let i = 0; i < count; i += 1) identity[i] = i;
      return identity;
    },
    picked: (id) => {
      const rank = ranks[id] as number;
      return { rank, length: lengths[id] as number, points: points[id] as number, letters: Uint8Array.from(dictionary.dawg.wordAt(rank).letters), start: 0 };
    },
  };
}

/**
 * A rack of blanks makes every word blanks may play of the allowed lengths: the precomputed blank-rack
 * order (already the default order) holds them. Here a match's id is its dictionary rank.
 */
function blankRackMatches(dictionary: Dictionary, minLength: number, maxLength: number): RackMatches {
  const tables = anagramTablesOf(dictionary);
  const order = blankRackOrderOf(dictionary, tables);
  const keys = sortKeysOf(dictionary);
  const bucketStart = (length: number): number => order.bucketStarts[(MAX_RACK_LENGTH - Math.min(Math.max(length, 0), MAX_RACK_LENGTH + 1) + 1) * order.span] as number;
  const from = bucketStart(maxLength + 1);
  const to = Math.max(from, bucketStart(minLength));
  const inDefaultOrder = blankRackRanksOf(dictionary, tables).subarray(from, to);
  return {
    ids: dictionary.wordCount,
    idsAreRanks: true,
    rankOf: (id) => id,
    lengths: keys.lengths,
    points: keys.points,
    inDefaultOrder,
    // Marked by rank and read back in order: one pass over the list, where sorting millions of ranks took ten times as long.
    inRankOrder: () => {
      const marked = new Uint8Array(dictionary.wordCount);
      for (let i = 0; i < inDefaultOrder.length; i += 1) marked[inDefaultOrder[i] as number] = 1;
      const inOrder = new Uint32Array(inDefaultOrder.length);
      let next = 0;
      for (let rank = 0; rank < marked.length; rank += 1) if (marked[rank] === 1) inOrder[next++] = rank;
      return inOrder;
    },
    picked: (rank) => {
      const letters = Uint8Array.from(dictionary.dawg.wordAt(rank).letters);
      return { rank, length: letters.length, points: keys.points[rank] as number, letters, start: 0 };
    },
  };
}
