import type { Dawg } from '../dawg/dawg';
import type { GameTiles } from './game-tiles';

/**
 * Tiles over a word graph of letters: a two-letter tile is two steps. And the one rule that ties
 * squares to letters: a word is laid greedily from the left (languages/tile-table.ts), so a one-letter
 * tile may not stand before a tile whose first letter would pair with it (Spanish C then H is not CH).
 */
export interface TileWalk {
  readonly dawg: Dawg;
  readonly tiles: GameTiles;
  readonly hasPairs: boolean;
  /** previous × kinds + next → 1 when the two tiles may not stand side by side in a word. */
  readonly splitsPair: Uint8Array;
  /** The node a tile leads to from a node, or -1. */
  step(node: number, tile: number): number;
}

const walks = new WeakMap<Dawg, TileWalk>();

export function tileWalkOf(dawg: Dawg, tiles: GameTiles): TileWalk {
  let walk = walks.get(dawg);
  if (walk === undefined || walk.tiles !== tiles) {
    walk = buildTileWalk(dawg, tiles);
    walks.set(dawg, walk);
  }
  return walk;
}

function buildTileWalk(dawg: Dawg, tiles: GameTiles): TileWalk {
  const { kinds, letterCount } = tiles;
  const splitsPair = new Uint8Array(kinds * kinds);
  let hasPairs = false;
  for (let previous = 0; previous < kinds; previous += 1) {
    if (tiles.exists[previous] !== 1 || tiles.secondLetter[previous] !== -1) continue;
    const letter = tiles.firstLetter[previous] as number;
    for (let next = 0; next < kinds; next += 1) {
      if (tiles.exists[next] !== 1) continue;
      if ((tiles.pairTile[letter * letterCount + (tiles.firstLetter[next] as number)] as number) >= 0) {
        splitsPair[previous * kinds + next] = 1;
        hasPairs = true;
      }
    }
  }
  const step = (node: number, tile: number): number => {
    const after = dawg.child(node, tiles.firstLetter[tile] as number);
    const second = tiles.secondLetter[tile] as number;
    return after < 0 || second < 0 ? after : dawg.child(after, second);
  };
  return { dawg, tiles, hasPairs, splitsPair, step };
}
