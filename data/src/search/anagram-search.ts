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

// Sort keys pack (length descending, points descending, rank ascending) into one float, so the
// matches sort natively as a Float64Array: rank < 2^23, points < 2^11, length ≤ 32.
const RANK_SPAN = 2 ** 23;
const POINTS_SPAN = 2 ** 11;
const MAX_LENGTH = 32;

/**
 * Every word buildable from a subset of the rack, each tile used once, ordered longest first, then
 * highest points, then dictionary order. A rack tile is used before a blank whenever it fits: blanks
 * stand for any letter, so saving them never loses a word. The walk follows the DAWG only where the
 * rack allows; matches are kept as packed numbers, and only the requested page becomes strings.
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

  let keys = new Float64Array(1024);
  let found = 0;
  const record = (rank: number, weight: number, length: number, points: number): void => {
    if (found + weight > keys.length) {
      const grown = new Float64Array(Math.max(keys.length * 2, found + weight));
      grown.set(keys);
      keys = grown;
    }
    const order = ((MAX_LENGTH - length) * POINTS_SPAN + (POINTS_SPAN - 1 - Math.min(points, POINTS_SPAN - 1))) * RANK_SPAN;
    for (let i = 0; i < weight; i += 1) keys[found + i] = order + rank + i;
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

  const sorted = keys.subarray(0, found).sort();
  const words: AnagramWord[] = [];
  for (let i = query.offset; i < Math.min(found, query.offset + query.limit); i += 1) {
    const key = sorted[i] as number;
    const rank = key % RANK_SPAN;
    const order = Math.floor(key / RANK_SPAN);
    const { word, folded } = dictionary.wordAt(rank);
    words.push({
      word,
      folded,
      rank,
      length: MAX_LENGTH - Math.floor(order / POINTS_SPAN),
      points: POINTS_SPAN - 1 - (order % POINTS_SPAN),
      blanks: blanksFor(folded, query.rack, rules.letterIndex),
    });
  }
  return { total: found, words };
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
