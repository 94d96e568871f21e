import type { Dictionary } from '../dictionary';
import { drawnTiles, drawProbability, tileBagOf } from '../sorting/tile-bag';

/**
 * The probability of drawing exactly a word's tiles from the language's full bag, blanks standing in
 * where the bag runs short (sorting/tile-bag.ts): en cat 293 / 161,700 ≈ 0.00181. 0 for a word with a
 * letter no tile or blank can play (Spanish k).
 */
export function wordProbability(dictionary: Dictionary, letters: readonly number[]): number {
  const bag = tileBagOf(dictionary.rules);
  const tiles = drawnTiles(bag, dictionary.tileTable, letters);
  return drawProbability(bag, tiles, tiles.length, new Int32Array(bag.counts.length));
}
