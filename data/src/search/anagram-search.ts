import type { Dictionary } from '../dictionary';
import type { SearchPage } from './pattern-search';
import type { Rack } from './rack';

export interface AnagramQuery {
  rack: Rack;
  minLength: number;
  maxLength: number;
  offset: number;
  limit: number;
}

export interface AnagramWord {
  word: string;
  folded: string;
  rank: number;
  length: number;
  points: number;
  /** The letters the blanks stand for, in word order; empty when no blank was needed. */
  blanks: string[];
}

// Matches are ordered by bucket — (length descending, points descending) in one small number — and,
// within a bucket, by rank, which is the order the walk finds them in. So no sort is needed: count
// the matches per bucket, then pick the page's buckets. Points stay below 32 letters × 10.
const POINTS_SPAN = 512;
const MAX_LENGTH = 32;

/** Buckets count down from the longest word the rack allows, so a small rack has few of them. */
const bucketOf = (maxLength: number, length: number, points: number): number =>
  (maxLength - length) * POINTS_SPAN + (POINTS_SPAN - 1 - Math.min(points, POINTS_SPAN - 1));

/**
 * Every word buildable from a subset of the rack, each tile used once, ordered longest first, then
 * highest points, then dictionary order. A rack tile is used before a blank whenever it fits: blanks
 * stand for any letter, so saving them never loses a word. The walk follows the DAWG only where the
 * rack allows; matches are kept as ranks with their (length, points) bucket, and only the requested
 * page becomes strings.
 */
export function searchAnagram(dictionary: Dictionary, query: AnagramQuery): SearchPage<AnagramWord> {
  const { dawg, rules } = dictionary;
  const { metadata } = rules;
  const { firstEdge, edges, weights, counts } = dawg;
  const tiles = Int16Array.from(query.rack.counts);
  let blanks = query.rack.blanks;
  const minLength = query.minLength;
  const maxLength = Math.min(query.maxLength, query.rack.size, MAX_LENGTH);
  // A blank plays only letters that have a tile (no Spanish k or w).
  const blankPlays = Uint8Array.from(rules.alphabet, (letter) => (metadata.tiles[letter] !== undefined ? 1 : 0));
  const letterPoints = Int32Array.from(rules.alphabet, (letter) => metadata.tiles[letter]?.points ?? 0);
  const letterCount = rules.alphabet.length;
  // Spanish ch, ll and rr are single tiles, laid greedily from the left: a letter that completes one
  // with the previous, still unpaired, letter turns that letter's value into the pair's.
  const pairPoints = new Int32Array(letterCount * letterCount).fill(-1);
  for (const [tile, { points }] of Object.entries(metadata.tiles)) {
    if (tile.length !== 2) continue;
    const [first, second] = [...tile].map((letter) => rules.letterIndex(letter) as number) as [number, number];
    pairPoints[first * letterCount + second] = points;
  }
  const path = new Uint8Array(MAX_LENGTH);

  let ranks = new Uint32Array(1024);
  let buckets = new Uint16Array(1024);
  const bucketSizes = new Uint32Array((maxLength + 1) * POINTS_SPAN);
  let found = 0;
  const record = (rank: number, weight: number, length: number, points: number): void => {
    if (found + weight > ranks.length) {
      const size = Math.max(ranks.length * 2, found + weight);
      const grownRanks = new Uint32Array(size);
      grownRanks.set(ranks);
      ranks = grownRanks;
      const grownBuckets = new Uint16Array(size);
      grownBuckets.set(buckets);
      buckets = grownBuckets;
    }
    const bucket = bucketOf(maxLength, length, points);
    for (let i = 0; i < weight; i += 1) {
      ranks[found + i] = rank + i;
      buckets[found + i] = bucket;
    }
    bucketSizes[bucket] = (bucketSizes[bucket] as number) + weight;
    found += weight;
  };

  /** `unpaired`: the last letter is a tile of its own that the next letter may still pair with. */
  const walk = (node: number, rank: number, depth: number, points: number, unpaired: boolean): void => {
    const weight = weights[node] as number;
    if (weight > 0 && depth >= minLength) record(rank, weight, depth, points);
    if (depth === maxLength) return;
    let childRank = rank + weight;
    const previous = depth > 0 ? (path[depth - 1] as number) : -1;
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const letter = value & 0xff;
      const child = value >>> 8;
      const useTile = (tiles[letter] as number) > 0;
      if (useTile || (blanks > 0 && blankPlays[letter] === 1)) {
        if (useTile) tiles[letter] = (tiles[letter] as number) - 1;
        else blanks -= 1;
        path[depth] = letter;
        const pair = unpaired ? (pairPoints[previous * letterCount + letter] as number) : -1;
        if (pair >= 0) walk(child, childRank, depth + 1, points - (letterPoints[previous] as number) + pair, false);
        else walk(child, childRank, depth + 1, points + (letterPoints[letter] as number), true);
        if (useTile) tiles[letter] = (tiles[letter] as number) + 1;
        else blanks += 1;
      }
      childRank += counts[child] as number;
    }
  };
  walk(dawg.root, 0, 0, 0, false);

  const words = pageOf(ranks.subarray(0, found), buckets, bucketSizes, query.offset, query.limit).map(({ rank, bucket }): AnagramWord => {
    const { word, folded } = dictionary.wordAt(rank);
    return {
      word,
      folded,
      rank,
      length: maxLength - Math.floor(bucket / POINTS_SPAN),
      points: POINTS_SPAN - 1 - (bucket % POINTS_SPAN),
      blanks: blanksFor(folded, query.rack, rules.letterIndex),
    };
  });
  return { total: found, words };
}

/**
 * The matches at positions offset .. offset + limit of the (bucket, rank) order, from matches listed in
 * rank order with their buckets: the bucket sizes locate the page, one pass picks its matches.
 */
function pageOf(ranks: Uint32Array, buckets: Uint16Array, bucketSizes: Uint32Array, offset: number, limit: number): Array<{ rank: number; bucket: number }> {
  if (offset >= ranks.length || limit === 0) return [];
  let first = 0;
  let before = 0;
  while (before + (bucketSizes[first] as number) <= offset) {
    before += bucketSizes[first] as number;
    first += 1;
  }
  const skip = offset - before;
  let last = first;
  let covered = (bucketSizes[first] as number) - skip;
  while (covered < limit && last + 1 < bucketSizes.length) {
    last += 1;
    covered += bucketSizes[last] as number;
  }
  const picked = new Map<number, number[]>();
  for (let i = 0; i < ranks.length; i += 1) {
    const bucket = buckets[i] as number;
    if (bucket < first || bucket > last) continue;
    let list = picked.get(bucket);
    if (list === undefined) {
      list = [];
      picked.set(bucket, list);
    }
    if (list.length < (bucket === first ? skip + limit : limit)) list.push(ranks[i] as number);
  }
  const page: Array<{ rank: number; bucket: number }> = [];
  for (let bucket = first; bucket <= last && page.length < limit; bucket += 1) {
    const list = picked.get(bucket) ?? [];
    for (let j = bucket === first ? skip : 0; j < list.length && page.length < limit; j += 1) page.push({ rank: list[j] as number, bucket });
  }
  return page;
}

/** The letters blanks stand for in a word: rack tiles go first, in word order, as in the walk. */
function blanksFor(folded: string, rack: Rack, letterIndex: (letter: string) => number | undefined): string[] {
  const left = Int16Array.from(rack.counts);
  const blanks: string[] = [];
  for (const letter of folded) {
    const index = letterIndex(letter) as number;
    if ((left[index] as number) > 0) left[index] = (left[index] as number) - 1;
    else blanks.push(letter);
  }
  return blanks;
}
