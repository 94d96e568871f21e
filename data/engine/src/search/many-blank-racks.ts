import type { Dictionary } from '../dictionary';
import type { PickedMatch } from './anagram-page';
import type { AnagramTables } from './anagram-tables';
import { type BlankRackOrder, blankRackOrderOf, orderRange } from './blank-rack-order';
import { packedRankAt } from '../packed-ranks';
import { popcount } from './popcount';
import type { Rack } from './rack';
import { keepsRackLetterBits, type RackLetterBits, rackLetterBitsOf } from './rack-letter-bits';
import { workMeter } from './work-meter';

/**
 * Racks of many blanks and few tiles (`?s??o??`, `???o??u???m????`) match most of the list: every
 * word of up to as many letters as blanks, and the longer words that hold enough of the tiles. The
 * anagram walk (anagram-walk.ts) visits every path that has not used enough tiles yet, most of the
 * DAWG above its last letters, and records every longest match to sort them by score. Here the
 * blank-rack order (blank-rack-order.ts: every playable word, longest first) answers instead: its
 * words of up to `blanks` letters all match, and a word of L letters more matches when it holds at
 * least L − blanks of the tiles, which bit sets over the order's positions say for 32 words at a time
 * (rack-letter-bits.ts). So the total is a few counts per length. A match's score as played is the
 * value of the tiles it holds (the blanks play the rest, for 0), read from the same bit sets; the
 * page's lengths are gathered and sorted by score, then dictionary order.
 */

/**
 * Racks with at least this many blanks take this path: its cost follows the list's words of more
 * letters than blanks, the walk's the paths the rack allows. With one blank the walk wins (a handful
 * of tiles prunes it from the first letter); with two, the bits already halve it on English and
 * German (7 tiles with 2 blanks: 0.15 ms, was 0.3 ms).
 */
export const MIN_BLANKS_FOR_COUNTED_RACKS = 2;

const MAX_LENGTH = 32;

export interface RackRange {
  minLength: number;
  maxLength: number;
  offset: number;
  limit: number;
}

/** The total and the page, or null when this path does not answer the rack. */
export function countedRackSearch(dictionary: Dictionary, tables: AnagramTables, rack: Rack, range: RackRange): { total: number; page: PickedMatch[] } | null {
  // Checked first: a list without the bits does not build the order for them (the walk answers).
  if (rack.blanks < MIN_BLANKS_FOR_COUNTED_RACKS || !keepsRackLetterBits(dictionary)) return null;
  // A two-letter tile (Spanish ll) scores by its letters together: while no rack tile is one of its
  // letters, blanks alone make it and it scores 0, as the bits count it; otherwise the walk scores it.
  if (rackHoldsPairLetter(dictionary, rack)) return null;
  const order = blankRackOrderOf(dictionary, tables);
  const bits = rackLetterBitsOf(dictionary, tables, order);
  if (bits === null) return null;
  const tiles = tileIndicators(bits, tables, rack);
  if (tiles === null) return null;
  const matcher = new RackMatcher(order, tiles, rack.blanks);
  return { total: matcher.total(range), page: matcher.page(dictionary, range) };
}

/** Whether a tile of the rack is a letter that takes part in a two-letter tile (Spanish c, h, l, r). */
function rackHoldsPairLetter(dictionary: Dictionary, rack: Rack): boolean {
  const { hasPairs, pairPoints, letterCount } = dictionary.tileTable;
  if (!hasPairs) return false;
  for (let letter = 0; letter < letterCount; letter += 1) {
    if ((rack.counts[letter] as number) === 0) continue;
    for (let other = 0; other < letterCount; other += 1) {
      if ((pairPoints[letter * letterCount + other] as number) >= 0 || (pairPoints[other * letterCount + letter] as number) >= 0) return true;
    }
  }
  return false;
}

/**
 * A rack of blanks alone (as many as its longest allowed word) makes every word a blank plays, and
 * each scores 0 as played: longest first, then dictionary order. Within a length the blank-rack order
 * keeps one bucket per face value, each in rank order, so the page is read off a merge of those
 * buckets: the rank at `offset` is found by bisecting ranks (how many words of the length rank at or
 * below r is a binary search per bucket), then the buckets are merged from there. No bit set is read
 * and nothing is sorted, so a page deep in three million words costs what the first does.
 */
export function blankOnlyRackSearch(dictionary: Dictionary, tables: AnagramTables, range: RackRange): { total: number; page: PickedMatch[] } {
  const order = blankRackOrderOf(dictionary, tables);
  const page: PickedMatch[] = [];
  let skip = range.offset;
  let total = 0;
  for (let length = range.maxLength; length >= range.minLength; length -= 1) {
    const { from, to } = orderRange(order, length, length);
    const count = Math.max(0, to - from);
    total += count;
    if (page.length >= range.limit) continue;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    for (const rank of ranksOfLength(order, length, skip, range.limit - page.length)) {
      page.push({ rank, length, points: 0, letters: Uint8Array.from(dictionary.dawg.wordAt(rank).letters), start: 0 });
    }
    skip = 0;
  }
  return { total, page };
}

/** Ranks `skip` … `skip + limit` (in rank order) of the words of one length, from their buckets of the blank-rack order. */
function ranksOfLength(order: BlankRackOrder, length: number, skip: number, limit: number): number[] {
  const { bucketStarts, span, ranks } = order;
  const first = (MAX_LENGTH - length) * span;
  const buckets: Array<{ from: number; to: number }> = [];
  for (let bucket = first; bucket < first + span; bucket += 1) {
    const from = bucketStarts[bucket] as number;
    const to = bucketStarts[bucket + 1] as number;
    if (from < to) buckets.push({ from, to });
  }
  /** Positions of a bucket whose rank is below `rank`: where `rank` would go. */
  const below = (bucket: { from: number; to: number }, rank: number): number => {
    let low = bucket.from;
    let high = bucket.to;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (packedRankAt(ranks, middle) < rank) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const countBelow = (rank: number): number => buckets.reduce((sum, bucket) => sum + below(bucket, rank) - bucket.from, 0);
  // The least rank r with more than `skip` words of the length below r + 1: the word at position `skip`.
  let low = 0;
  let high = 2 ** 24;
  while (low < high) {
    workMeter.tick();
    const middle = Math.floor((low + high) / 2);
    if (countBelow(middle + 1) > skip) high = middle;
    else low = middle + 1;
  }
  const cursors = buckets.map((bucket) => ({ at: below(bucket, low), to: bucket.to }));
  const found: number[] = [];
  while (found.length < limit) {
    workMeter.spend(buckets.length);
    let least = -1;
    let leastRank = Infinity;
    cursors.forEach((cursor, index) => {
      if (cursor.at < cursor.to) {
        const rank = packedRankAt(ranks, cursor.at);
        if (rank < leastRank) {
          leastRank = rank;
          least = index;
        }
      }
    });
    if (least < 0) break;
    (cursors[least] as { at: number }).at += 1;
    found.push(leastRank);
  }
  return found;
}

interface TileIndicators {
  /** One bit set per tile, over the blank-rack order's positions. */
  indicators: Uint32Array[];
  /** Each tile's points. */
  values: number[];
}

/**
 * One bit set per tile: the words holding one copy of its letter for the first tile of a letter,
 * two for the second. A word's count of sets holding it is then how many tiles it uses (its letters
 * the tiles cover), and the sum of their values its score as played. Null when the rack has a tile of
 * a letter no blank plays (its words are not in the order) or three tiles of one letter (no bit set
 * for that).
 */
function tileIndicators(bits: RackLetterBits, tables: AnagramTables, rack: Rack): TileIndicators | null {
  const indicators: Uint32Array[] = [];
  const values: number[] = [];
  for (let letter = 0; letter < rack.counts.length; letter += 1) {
    const count = rack.counts[letter] as number;
    if (count === 0) continue;
    if (tables.blankPlays[letter] !== 1 || count > 2) return null;
    indicators.push(bits.once[letter] as Uint32Array);
    if (count === 2) indicators.push(bits.twice[letter] as Uint32Array);
    for (let copy = 0; copy < count; copy += 1) values.push(tables.letterPoints[letter] as number);
  }
  return { indicators, values };
}

/** Ranks fit in 24 bits (packed-ranks.ts): a sort key of (score, rank) is one exact double. */
const RANK_SPAN = 2 ** 24;

class RackMatcher {
  /** Bit planes of the per-word count of indicators holding it (bit-sliced: plane j is bit j). */
  private readonly planes: Uint32Array;
  private readonly indicators: readonly Uint32Array[];
  private readonly values: readonly number[];
  /** Above every score: the sort key counts down from it. */
  private readonly scoreSpan: number;

  constructor(
    private readonly order: BlankRackOrder,
    tiles: TileIndicators,
    private readonly blanks: number,
  ) {
    this.indicators = tiles.indicators;
    this.values = tiles.values;
    this.scoreSpan = tiles.values.reduce((sum, value) => sum + value, 0) + 1;
    this.planes = new Uint32Array(32 - Math.clz32(tiles.indicators.length));
  }

  /** The matches among the order's positions 32 × block …: words using at least `tilesNeeded` tiles. */
  private matchesIn(block: number, tilesNeeded: number): number {
    if (tilesNeeded <= 0) return -1;
    const { planes, indicators } = this;
    planes.fill(0);
    // Adds each indicator's bit to the per-word counters, all 32 words at once.
    for (const indicator of indicators) {
      let carry = indicator[block] as number;
      for (let plane = 0; plane < planes.length && carry !== 0; plane += 1) {
        const value = planes[plane] as number;
        planes[plane] = value ^ carry;
        carry &= value;
      }
    }
    // counter ≥ tilesNeeded, compared plane by plane from the highest.
    let greater = 0;
    let equal = -1;
    for (let plane = planes.length - 1; plane >= 0; plane -= 1) {
      const value = planes[plane] as number;
      if (((tilesNeeded >>> plane) & 1) === 0) {
        greater |= equal & value;
        equal &= ~value;
      } else {
        equal &= value;
      }
    }
    return tilesNeeded >>> planes.length === 0 ? greater | equal : 0;
  }

  /** The words of each length from `minLength` to `maxLength` that the rack makes. */
  total(range: RackRange): number {
    let total = 0;
    for (let length = range.minLength; length <= range.maxLength; length += 1) total += this.countOfLength(length);
    return total;
  }

  private countOfLength(length: number): number {
    const { from, to } = orderRange(this.order, length, length);
    if (from >= to) return 0;
    const tilesNeeded = length - this.blanks;
    if (tilesNeeded <= 0) return to - from;
    let count = 0;
    for (let block = from >>> 5; block <= (to - 1) >>> 5; block += 1) {
      workMeter.tick();
      count += popcount(this.matchesIn(block, tilesNeeded) & rangeMask(block, from, to));
    }
    return count;
  }

  /** The matches at `offset` … `offset + limit` of the anagram order: longest first, then highest score, then dictionary order. */
  page(dictionary: Dictionary, range: RackRange): PickedMatch[] {
    const page: PickedMatch[] = [];
    let skip = range.offset;
    for (let length = range.maxLength; length >= range.minLength && page.length < range.limit; length -= 1) {
      const count = this.countOfLength(length);
      if (skip >= count) {
        skip -= count;
        continue;
      }
      const keys = this.scoredMatchesOfLength(length, count);
      for (let i = skip; i < keys.length && page.length < range.limit; i += 1) {
        const key = keys[i] as number;
        const rank = key % RANK_SPAN;
        const score = this.scoreSpan - 1 - Math.floor(key / RANK_SPAN);
        page.push({ rank, length, points: score, letters: Uint8Array.from(dictionary.dawg.wordAt(rank).letters), start: 0 });
      }
      skip = 0;
    }
    return page;
  }

  /** The `count` matches of one length as sort keys, highest score first, then in rank order. */
  private scoredMatchesOfLength(length: number, count: number): Float64Array {
    const { from, to } = orderRange(this.order, length, length);
    const { indicators, values, scoreSpan } = this;
    const keys = new Float64Array(count);
    let next = 0;
    const tilesNeeded = length - this.blanks;
    for (let block = from >>> 5; from < to && block <= (to - 1) >>> 5; block += 1) {
      workMeter.tick();
      for (let found = this.matchesIn(block, tilesNeeded) & rangeMask(block, from, to); found !== 0; found &= found - 1) {
        const bit = found & -found;
        let score = 0;
        for (let tile = 0; tile < indicators.length; tile += 1) if (((indicators[tile] as Uint32Array)[block] as number) & bit) score += values[tile] as number;
        keys[next++] = (scoreSpan - 1 - score) * RANK_SPAN + packedRankAt(this.order.ranks, (block << 5) + 31 - Math.clz32(bit));
      }
    }
    workMeter.spend(count);
    return keys.sort();
  }
}

/** The bits of a block that lie within positions from … to − 1. */
function rangeMask(block: number, from: number, to: number): number {
  let mask = -1;
  if (block === from >>> 5) mask &= -1 << (from & 31);
  if (block === (to - 1) >>> 5 && (to & 31) !== 0) mask &= (1 << (to & 31)) - 1;
  return mask;
}
