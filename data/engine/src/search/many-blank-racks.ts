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
 * DAWG above its last letters, and records every longest match to sort them by points. Here the
 * blank-rack order (blank-rack-order.ts: every playable word, longest first, then highest points,
 * then rank) answers instead: its words of up to `blanks` letters all match, and a word of L letters
 * more matches when it holds at least L − blanks of the tiles, which bit sets over the order's
 * positions say for 32 words at a time (rack-letter-bits.ts). So the total is a few counts per
 * length, and the page the first matches in the order, from its start or past `offset` of them.
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
  const order = blankRackOrderOf(dictionary, tables);
  const bits = rackLetterBitsOf(dictionary, tables, order);
  if (bits === null) return null;
  const indicators = tileIndicators(bits, tables, rack);
  if (indicators === null) return null;
  const matcher = new RackMatcher(order, indicators, rack.blanks);
  return { total: matcher.total(range), page: matcher.page(dictionary, range) };
}

/**
 * One bit set per tile: the words holding one copy of its letter for the first tile of a letter,
 * two for the second. A word's count of sets holding it is then how many tiles it uses (its letters
 * the tiles cover). Null when the rack has a tile of a letter no blank plays (its words are not in
 * the order) or three tiles of one letter (no bit set for that).
 */
function tileIndicators(bits: RackLetterBits, tables: AnagramTables, rack: Rack): Uint32Array[] | null {
  const indicators: Uint32Array[] = [];
  for (let letter = 0; letter < rack.counts.length; letter += 1) {
    const count = rack.counts[letter] as number;
    if (count === 0) continue;
    if (tables.blankPlays[letter] !== 1 || count > 2) return null;
    indicators.push(bits.once[letter] as Uint32Array);
    if (count === 2) indicators.push(bits.twice[letter] as Uint32Array);
  }
  return indicators;
}

class RackMatcher {
  /** Bit planes of the per-word count of indicators holding it (bit-sliced: plane j is bit j). */
  private readonly planes: Uint32Array;

  constructor(
    private readonly order: BlankRackOrder,
    private readonly indicators: readonly Uint32Array[],
    private readonly blanks: number,
  ) {
    this.planes = new Uint32Array(32 - Math.clz32(indicators.length));
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
    for (let length = range.minLength; length <= range.maxLength; length += 1) {
      const { from, to } = orderRange(this.order, length, length);
      if (from >= to) continue;
      const tilesNeeded = length - this.blanks;
      if (tilesNeeded <= 0) {
        total += to - from;
        continue;
      }
      for (let block = from >>> 5; block <= (to - 1) >>> 5; block += 1) {
        workMeter.tick();
        total += popcount(this.matchesIn(block, tilesNeeded) & rangeMask(block, from, to));
      }
    }
    return total;
  }

  /** The matches at `offset` … `offset + limit` of the order, longest first. */
  page(dictionary: Dictionary, range: RackRange): PickedMatch[] {
    const page: PickedMatch[] = [];
    let skip = range.offset;
    for (let length = range.maxLength; length >= range.minLength && page.length < range.limit; length -= 1) {
      const { from, to } = orderRange(this.order, length, length);
      const tilesNeeded = length - this.blanks;
      for (let block = from >>> 5; from < to && block <= (to - 1) >>> 5 && page.length < range.limit; block += 1) {
        workMeter.tick();
        let found = this.matchesIn(block, tilesNeeded) & rangeMask(block, from, to);
        const count = popcount(found);
        if (skip >= count) {
          skip -= count;
          continue;
        }
        for (; found !== 0 && page.length < range.limit; found &= found - 1) {
          if (skip > 0) {
            skip -= 1;
            continue;
          }
          const at = (block << 5) + 31 - Math.clz32(found & -found);
          const rank = packedRankAt(this.order.ranks, at);
          page.push({ rank, length, points: pointsAt(this.order, length, at), letters: Uint8Array.from(dictionary.dawg.wordAt(rank).letters), start: 0 });
        }
      }
    }
    return page;
  }
}

/** The bits of a block that lie within positions from … to − 1. */
function rangeMask(block: number, from: number, to: number): number {
  let mask = -1;
  if (block === from >>> 5) mask &= -1 << (from & 31);
  if (block === (to - 1) >>> 5 && (to & 31) !== 0) mask &= (1 << (to & 31)) - 1;
  return mask;
}

/** The points of the word at a position among the order's words of one length (its bucket's points). */
function pointsAt(order: BlankRackOrder, length: number, at: number): number {
  const { bucketStarts, span } = order;
  const first = (MAX_LENGTH - length) * span;
  // The last bucket of this length starting at or before `at` (empty buckets start where the next does).
  let low = first;
  let high = first + span - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((bucketStarts[middle] as number) <= at) low = middle;
    else high = middle - 1;
  }
  return span - 1 - (low - first);
}
