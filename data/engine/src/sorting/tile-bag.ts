import type { LanguageRules } from '../languages/language-rules';
import type { TileTable } from '../languages/tile-table';

/**
 * A language's full bag (the `count` of each tile in its metadata, plus its blanks), numbered: a
 * one-letter tile has its letter's index, a two-letter tile (Spanish ch) an index after the letters.
 * It answers how likely a word's tiles are to be drawn from the full bag (Zyzzyva's probability).
 */
export interface TileBag {
  /** By tile index: the tiles of that kind in the full bag. */
  readonly counts: Int32Array;
  /** By letter index: its one-letter tile, or -1 where the letter has none (Spanish k). */
  readonly letterTile: Int32Array;
  /** first × letterCount + second → the two-letter tile, or -1. */
  readonly pairTile: Int32Array;
  readonly blanks: number;
  /** Every tile of the bag, blanks included. */
  readonly size: number;
}

const bags = new WeakMap<LanguageRules, TileBag>();

export function tileBagOf(rules: LanguageRules): TileBag {
  let bag = bags.get(rules);
  if (bag === undefined) {
    bag = buildBag(rules);
    bags.set(rules, bag);
  }
  return bag;
}

function buildBag(rules: LanguageRules): TileBag {
  const letterCount = rules.alphabet.length;
  const letterTile = new Int32Array(letterCount).fill(-1);
  const pairTile = new Int32Array(letterCount * letterCount).fill(-1);
  const counts: number[] = new Array<number>(letterCount).fill(0);
  if (rules.metadata.blanks > MAX_BLANKS) throw new Error(`${rules.metadata.code}: ${rules.metadata.blanks} blanks; draw probabilities handle up to ${MAX_BLANKS}`);
  let size = rules.metadata.blanks;
  for (const [tile, { count }] of Object.entries(rules.metadata.tiles)) {
    const letters = [...tile].map((letter) => rules.letterIndex(letter));
    if (letters.some((index) => index === undefined)) continue;
    const [first, second] = letters as number[];
    if (letters.length === 1) {
      letterTile[first as number] = first as number;
      counts[first as number] = count;
    } else {
      pairTile[(first as number) * letterCount + (second as number)] = counts.length;
      counts.push(count);
    }
    size += count;
  }
  return { counts: Int32Array.from(counts), letterTile, pairTile, blanks: rules.metadata.blanks, size };
}

/** Binomial coefficients C(n, k) for n up to a bag's size, k up to 32 tiles, as doubles (exact below 2^53). */
const MAX_DRAWN = 32;
const binomialRows: Float64Array[] = [];
function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  while (binomialRows.length <= n) {
    const m = binomialRows.length;
    const row = new Float64Array(MAX_DRAWN + 1);
    row[0] = 1;
    const previous = binomialRows[m - 1];
    for (let j = 1; j <= MAX_DRAWN; j += 1) row[j] = previous === undefined ? 0 : (previous[j - 1] as number) + (previous[j] as number);
    binomialRows.push(row);
  }
  return k > MAX_DRAWN ? 0 : ((binomialRows[n] as Float64Array)[k] as number);
}

/**
 * The number of ways to draw exactly these tiles (`drawn[0 .. length]`, tile indices, -1 for a letter
 * with no tile) from the full bag, where a blank may stand for any tile the bag runs short of: the sum,
 * over how many of each tile are blanks, of the product of C(count, kept) and C(blanks, blanks used).
 * `scratch` holds one counter per tile index, zero on entry and on exit.
 */
export function drawWays(bag: TileBag, drawn: ArrayLike<number>, length: number, scratch: Int32Array): number {
  for (let i = 0; i < length; i += 1) {
    const tile = drawn[i] as number;
    // A letter with no tile cannot be drawn: blanks play only letters with tiles of their own.
    if (tile < 0) {
      for (let j = 0; j < i; j += 1) scratch[drawn[j] as number] = 0;
      return 0;
    }
    scratch[tile] = (scratch[tile] as number) + 1;
  }
  const blanks = bag.blanks;
  // ways[b]: ways to draw the tiles seen so far with b of them blanks (two buffers, swapped: no array per word).
  let ways = waysBuffer;
  let next = nextBuffer;
  ways.fill(0, 0, blanks + 1);
  ways[0] = 1;
  for (let i = 0; i < length; i += 1) {
    const tile = drawn[i] as number;
    const wanted = scratch[tile] as number;
    if (wanted === 0) continue;
    scratch[tile] = 0;
    const available = bag.counts[tile] as number;
    next.fill(0, 0, blanks + 1);
    for (let used = 0; used <= blanks; used += 1) {
      const before = ways[used] as number;
      if (before === 0) continue;
      for (let asBlank = 0; used + asBlank <= blanks && asBlank <= wanted; asBlank += 1) {
        next[used + asBlank] = (next[used + asBlank] as number) + before * binomial(available, wanted - asBlank);
      }
    }
    const swap = ways;
    ways = next;
    next = swap;
  }
  let total = 0;
  for (let used = 0; used <= blanks; used += 1) total += (ways[used] as number) * binomial(blanks, used);
  return total;
}

/** Enough for any bag's blanks (the metadata has 2 or 3). */
const MAX_BLANKS = 15;
const waysBuffer = new Float64Array(MAX_BLANKS + 1);
const nextBuffer = new Float64Array(MAX_BLANKS + 1);

/** The probability of drawing exactly these tiles as `length` tiles from the full bag. */
export function drawProbability(bag: TileBag, drawn: ArrayLike<number>, length: number, scratch: Int32Array): number {
  if (length === 0) return 1;
  const ways = drawWays(bag, drawn, length, scratch);
  return ways === 0 ? 0 : ways / binomial(bag.size, length);
}

/** The tiles a folded word is laid with, as tile indices (the tile table's pairing: greedily from the left). */
export function drawnTiles(bag: TileBag, table: TileTable, letters: readonly number[]): number[] {
  const tiles: number[] = [];
  let previous = -1;
  for (const letter of letters) {
    const pair = table.hasPairs && previous >= 0 ? (bag.pairTile[previous * table.letterCount + letter] as number) : -1;
    if (pair >= 0) {
      tiles[tiles.length - 1] = pair;
      previous = -1;
    } else {
      tiles.push(bag.letterTile[letter] as number);
      previous = letter;
    }
  }
  return tiles;
}
