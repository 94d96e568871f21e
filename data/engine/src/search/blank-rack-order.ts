import type { Dawg } from '../dawg/dawg';
import type { Dictionary } from '../dictionary';
import type { AnagramTables } from './anagram-tables';
import { packedRanks, setPackedRank } from '../packed-ranks';
import { sharedUint8Array } from '../shared-arrays';

const MAX_LENGTH = 32;

/**
 * Every word a blank may play each letter of, in the anagram order (longest first, then highest
 * points, then dictionary order), as dictionary ranks. A rack with at least as many blanks as its
 * longest allowed word makes exactly these words, whatever its other tiles (points are the word's face
 * value, blanks included): its page at any offset is a slice of this order, where the walk would have
 * to record every match before it (three million on the largest lists).
 */
export interface BlankRackOrder {
  /** Three bytes a rank (packed-ranks.ts). */
  ranks: Uint8Array;
  /**
   * The order's buckets, one per (length, points), longest then highest first: bucket
   * (MAX_LENGTH - length) × span + (span - 1 - points) starts at bucketStarts[bucket] of `ranks`.
   */
  bucketStarts: Uint32Array;
  span: number;
}

const orders = new WeakMap<Dictionary, BlankRackOrder>();

/** Makes `order` (another thread's, its arrays in shared memory) the dictionary's, unless it has one. */
export function adoptBlankRackOrder(dictionary: Dictionary, order: BlankRackOrder): void {
  if (!orders.has(dictionary)) orders.set(dictionary, order);
}

/** Built on the first rack that needs it (about 0.1 s and 3 bytes a word on a three-million-word list). */
export function blankRackOrderOf(dictionary: Dictionary, tables: AnagramTables): BlankRackOrder {
  let order = orders.get(dictionary);
  if (order === undefined) {
    order = buildOrder(dictionary.dawg, tables, dictionary.wordCount);
    orders.set(dictionary, order);
  }
  return order;
}

/**
 * True when the rack makes exactly the words of up to `maxLength` letters that blanks can play: it has
 * that many blanks, and no tile of a letter a blank cannot play (a Spanish k tile would add its words).
 */
export function blanksCoverEveryWord(rack: { blanks: number; counts: Uint8Array }, maxLength: number, tables: AnagramTables): boolean {
  return rack.blanks >= maxLength && rack.counts.every((count, letter) => count === 0 || tables.blankPlays[letter] === 1);
}

/** Where in the order the words of `length` letters or more end. */
function endOfLengthsFrom(order: BlankRackOrder, length: number): number {
  return order.bucketStarts[(MAX_LENGTH - Math.min(Math.max(length, 0), MAX_LENGTH + 1) + 1) * order.span] as number;
}

/** Where in the order the words of `minLength` … `maxLength` letters lie. */
export function orderRange(order: BlankRackOrder, minLength: number, maxLength: number): { from: number; to: number } {
  return { from: endOfLengthsFrom(order, maxLength + 1), to: endOfLengthsFrom(order, minLength) };
}

/**
 * One walk in rank order gives each playable word its length and points (tiles that two letters make,
 * Spanish ch, ll, rr, scored as the anagram walk scores them), then a counting sort on (length, points)
 * keeps ties in rank order.
 */
function buildOrder(dawg: Dawg, tables: AnagramTables, wordCount: number): BlankRackOrder {
  const lengths = new Uint8Array(wordCount);
  const points = new Uint16Array(wordCount);
  const { firstEdge, edges, weights, counts } = dawg;
  const { blankPlays, letterPoints, pairPoints, letterCount } = tables;
  const walk = (node: number, rank: number, depth: number, score: number, unpaired: number): void => {
    const weight = weights[node] as number;
    for (let i = 0; i < weight; i += 1) {
      lengths[rank + i] = depth;
      points[rank + i] = score;
    }
    let childRank = rank + weight;
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const letter = value & 0xff;
      const child = value >>> 8;
      if (blankPlays[letter] === 1) {
        const pair = unpaired >= 0 ? (pairPoints[unpaired * letterCount + letter] as number) : -1;
        if (pair >= 0) walk(child, childRank, depth + 1, score - (letterPoints[unpaired] as number) + pair, -1);
        else walk(child, childRank, depth + 1, score + (letterPoints[letter] as number), letter);
      }
      childRank += counts[child] as number;
    }
  };
  walk(dawg.root, 0, 0, 0, -1);

  let maxPoints = 0;
  for (let rank = 0; rank < wordCount; rank += 1) if ((points[rank] as number) > maxPoints) maxPoints = points[rank] as number;
  const span = maxPoints + 1;
  // Bucket (MAX_LENGTH - length) × span + (maxPoints - points): longest first, then highest points.
  const bucketOf = (rank: number): number => (MAX_LENGTH - (lengths[rank] as number)) * span + maxPoints - (points[rank] as number);
  const starts = new Uint32Array((MAX_LENGTH + 1) * span + 1);
  let playable = 0;
  for (let rank = 0; rank < wordCount; rank += 1) {
    if (lengths[rank] === 0) continue;
    starts[bucketOf(rank) + 1] = (starts[bucketOf(rank) + 1] as number) + 1;
    playable += 1;
  }
  for (let bucket = 1; bucket < starts.length; bucket += 1) starts[bucket] = (starts[bucket] as number) + (starts[bucket - 1] as number);
  const ranks = packedRanks(playable, sharedUint8Array);
  const next = starts.slice();
  for (let rank = 0; rank < wordCount; rank += 1) {
    if (lengths[rank] === 0) continue;
    const bucket = bucketOf(rank);
    setPackedRank(ranks, next[bucket] as number, rank);
    next[bucket] = (next[bucket] as number) + 1;
  }
  return { ranks, bucketStarts: starts, span };
}
