import type { Dictionary } from '../dictionary';
import { workMeter } from '../search/work-meter';
import { drawProbability, type TileBag, tileBagOf } from './tile-bag';

/**
 * What the sort orders read per word, by dictionary rank, each a small integer so that a page in any
 * order is found by counting (sorted-page.ts): letters, points, and the probability key. Built in one
 * walk of the DAWG on the first sorted query of a dictionary (or at warm-up): 1 byte a word for the
 * lengths, 1 (2 where some word scores over 255) for the points, 2 for the probability.
 */
export interface SortKeys {
  lengths: Uint8Array;
  points: Uint8Array | Uint16Array;
  /** The most points any word scores. */
  maxPoints: number;
  /** probabilityKey of each word: 0 for the most probable, PROBABILITY_KEYS - 1 for a word no bag can give. */
  probability: Uint16Array;
}

/** Steps of the probability key: one per 1/256 of a bit of -log2(probability), so ties are words within 0.3 % of each other. */
const KEY_STEPS_PER_BIT = 256;
export const PROBABILITY_KEYS = 0x10000;

/** The probability as a key that sorts the most probable first; a word no bag can give sorts last. */
export function probabilityKey(probability: number): number {
  if (probability <= 0) return PROBABILITY_KEYS - 1;
  return Math.min(PROBABILITY_KEYS - 2, Math.round(-Math.log2(probability) * KEY_STEPS_PER_BIT));
}

const built = new WeakMap<Dictionary, SortKeys>();

export function sortKeysOf(dictionary: Dictionary): SortKeys {
  let keys = built.get(dictionary);
  if (keys === undefined) {
    // About a second on the largest lists, in one piece: never on an event loop's small allowance.
    workMeter.leaveAllowance();
    keys = buildSortKeys(dictionary);
    built.set(dictionary, keys);
  }
  return keys;
}

/** Bytes the sort keys of a dictionary hold (0 until built). */
export function sortKeyBytes(dictionary: Dictionary): number {
  const keys = built.get(dictionary);
  return keys === undefined ? 0 : keys.lengths.byteLength + keys.points.byteLength + keys.probability.byteLength;
}

const MAX_DEPTH = 64;

/**
 * One depth-first walk in dictionary order. Along the path it keeps what the tile table's scorer
 * keeps (tile-table.ts: a letter pairs with the previous one while that one is unpaired), per depth,
 * so each word's points and drawn tiles come from its parent's without rereading its letters.
 */
function buildSortKeys(dictionary: Dictionary): SortKeys {
  const { dawg, tileTable } = dictionary;
  const bag: TileBag = tileBagOf(dictionary.rules);
  const words = dictionary.wordCount;
  const lengths = new Uint8Array(words);
  const points = new Uint16Array(words);
  const probability = new Uint16Array(words);
  const { letterPoints, hasTile, pairPoints, hasPairs, letterCount } = tileTable;

  // Per depth d (the path's first d letters): points, tiles laid, the last letter if still unpaired (-1 otherwise) and its points.
  const pathPoints = new Int32Array(MAX_DEPTH + 1);
  const pathTiles = new Int32Array(MAX_DEPTH + 1);
  const unpaired = new Int32Array(MAX_DEPTH + 1).fill(-1);
  const unpairedPoints = new Int32Array(MAX_DEPTH + 1);
  /** The tile laid last at each depth, to restore the shared `drawn` when the walk comes back up. */
  const lastTile = new Int32Array(MAX_DEPTH + 1);
  const drawn = new Int32Array(MAX_DEPTH + 1);
  const scratch = new Int32Array(bag.counts.length);
  let rank = 0;
  let maxPoints = 0;

  // No work-meter ticks: a build interrupted by one query's deadline would be redone by the next.
  const visit = (node: number, depth: number): void => {
    const weight = dawg.weights[node] as number;
    if (weight > 0) {
      const tiles = pathTiles[depth] as number;
      const key = probabilityKey(drawProbability(bag, drawn, tiles, scratch));
      const wordPoints = pathPoints[depth] as number;
      if (wordPoints > maxPoints) maxPoints = wordPoints;
      for (let i = 0; i < weight; i += 1) {
        lengths[rank] = depth;
        points[rank] = wordPoints;
        probability[rank] = key;
        rank += 1;
      }
    }
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const value = dawg.edges[edge] as number;
      const letter = value & 0xff;
      const previous = unpaired[depth] as number;
      const tiles = pathTiles[depth] as number;
      if (tiles > 0) drawn[tiles - 1] = lastTile[depth] as number;
      const pair = hasPairs && previous >= 0 ? (pairPoints[previous * letterCount + letter] as number) : -1;
      const child = depth + 1;
      if (pair >= 0) {
        pathPoints[child] = (pathPoints[depth] as number) + pair - (unpairedPoints[depth] as number);
        pathTiles[child] = tiles;
        drawn[tiles - 1] = bag.pairTile[previous * letterCount + letter] as number;
        unpaired[child] = -1;
        unpairedPoints[child] = 0;
      } else {
        const own = hasTile[letter] === 1 ? (letterPoints[letter] as number) : 0;
        pathPoints[child] = (pathPoints[depth] as number) + own;
        pathTiles[child] = tiles + 1;
        drawn[tiles] = bag.letterTile[letter] as number;
        unpaired[child] = letter;
        unpairedPoints[child] = own;
      }
      lastTile[child] = drawn[(pathTiles[child] as number) - 1] as number;
      visit(value >>> 8, child);
    }
  };
  lastTile[0] = -1;
  visit(dawg.root, 0);
  return { lengths, points: maxPoints <= 0xff ? Uint8Array.from(points) : points, maxPoints, probability };
}
