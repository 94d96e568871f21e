import type { LanguageRules } from '../languages/language-rules';
import { tileTableOf } from '../languages/tile-table';
import { tileBagOf } from '../sorting/tile-bag';

/**
 * A language's tiles as a move generator reads them, numbered as the tile bag numbers them (a
 * one-letter tile has its letter's index, a two-letter tile an index after the letters). Points come
 * from the tile table, counts from the bag: this only inverts their indexes.
 */
export interface GameTiles {
  readonly rules: LanguageRules;
  /** Size of the tile index space (some indexes are letters with no tile, Spanish k and w). */
  readonly kinds: number;
  readonly letterCount: number;
  /** By tile: 1 when the language has the tile (a blank may play it). */
  readonly exists: Uint8Array;
  /** By tile: its (first) letter, and its second letter or -1. */
  readonly firstLetter: Int16Array;
  readonly secondLetter: Int16Array;
  readonly points: Int32Array;
  /** By tile: how many the bag holds. */
  readonly counts: Int32Array;
  readonly blanks: number;
  /** By letter: the one-letter tile, or -1. */
  readonly letterTile: Int32Array;
  /** first × letterCount + second → the two-letter tile, or -1. */
  readonly pairTile: Int32Array;
  /** By letter: the two-letter tiles that begin with it (Spanish c → ch). */
  readonly pairsStartingWith: readonly (readonly number[])[];
  /** Tiles in play order of their letters (the alphabet's): for listing a rack. */
  readonly ordered: readonly number[];
  /** The tile's letters, folded (`ch`). */
  label(tile: number): string;
  /** The tile a folded text of one or two letters names, or -1. */
  tileOf(folded: string): number;
}

const tilesByRules = new WeakMap<LanguageRules, GameTiles>();

export function gameTilesOf(rules: LanguageRules): GameTiles {
  let tiles = tilesByRules.get(rules);
  if (tiles === undefined) {
    tiles = buildGameTiles(rules);
    tilesByRules.set(rules, tiles);
  }
  return tiles;
}

function buildGameTiles(rules: LanguageRules): GameTiles {
  const table = tileTableOf(rules);
  const bag = tileBagOf(rules);
  const letterCount = table.letterCount;
  const kinds = bag.counts.length;
  const exists = new Uint8Array(kinds);
  const firstLetter = new Int16Array(kinds).fill(-1);
  const secondLetter = new Int16Array(kinds).fill(-1);
  const points = new Int32Array(kinds);
  const pairsStartingWith: number[][] = Array.from({ length: letterCount }, () => []);
  for (let letter = 0; letter < letterCount; letter += 1) {
    if (table.hasTile[letter] !== 1 || bag.letterTile[letter] !== letter) continue;
    exists[letter] = 1;
    firstLetter[letter] = letter;
    points[letter] = table.letterPoints[letter] as number;
  }
  for (let first = 0; first < letterCount; first += 1) {
    for (let second = 0; second < letterCount; second += 1) {
      const tile = bag.pairTile[first * letterCount + second] as number;
      if (tile < 0) continue;
      exists[tile] = 1;
      firstLetter[tile] = first;
      secondLetter[tile] = second;
      points[tile] = table.pairPoints[first * letterCount + second] as number;
      (pairsStartingWith[first] as number[]).push(tile);
    }
  }
  const labels = Array.from({ length: kinds }, (_, tile) =>
    exists[tile] === 1 ? (rules.alphabet[firstLetter[tile] as number] as string) + (secondLetter[tile] === -1 ? '' : (rules.alphabet[secondLetter[tile] as number] as string)) : '',
  );
  const byLabel = new Map(labels.flatMap((label, tile) => (label === '' ? [] : [[label, tile] as const])));
  const ordered = labels
    .map((_, tile) => tile)
    .filter((tile) => exists[tile] === 1)
    .sort((a, b) => (firstLetter[a] as number) - (firstLetter[b] as number) || (secondLetter[a] as number) - (secondLetter[b] as number));
  return {
    rules,
    kinds,
    letterCount,
    exists,
    firstLetter,
    secondLetter,
    points,
    counts: bag.counts,
    blanks: bag.blanks,
    letterTile: bag.letterTile,
    pairTile: bag.pairTile,
    pairsStartingWith,
    ordered,
    label: (tile) => labels[tile] ?? '',
    tileOf: (folded) => byLabel.get(folded) ?? -1,
  };
}

export interface GameTileSet {
  /** Every tile of the language in alphabet order: its letters (folded, lower case), points and count in the bag. */
  tiles: Array<{ letter: string; points: number; count: number }>;
  blanks: number;
}

/** The language's tiles as plain data, for a page or a tool that draws a rack or a board. */
export function gameTileSetOf(rules: LanguageRules): GameTileSet {
  const tiles = gameTilesOf(rules);
  return {
    tiles: tiles.ordered.map((tile) => ({ letter: tiles.label(tile), points: tiles.points[tile] as number, count: tiles.counts[tile] as number })),
    blanks: tiles.blanks,
  };
}
