import { workMeter } from '../search/work-meter';
import type { Board } from './board-input';
import type { TileWalk } from './tile-walk';

export const ACROSS = 0;
export const DOWN = 1;
export type Direction = typeof ACROSS | typeof DOWN;

/**
 * For plays in one direction, what each empty square allows: the tiles that make a word of the tiles
 * above and below it (for plays across; left and right for plays down), and the points of those tiles.
 * Computed once per board and direction, then read by every lane's walk (Appel and Jacobson's
 * cross-checks).
 */
export interface CrossChecks {
  /** square × kinds + tile → 1 when the tile may go there. */
  readonly allowed: Uint8Array;
  /** By square: the points of the cross word's tiles already down, or -1 when the square forms none. */
  readonly crossPoints: Int32Array;
}

export function newCrossChecks(board: Board): CrossChecks {
  return { allowed: new Uint8Array(board.size * board.size * board.tiles.kinds), crossPoints: new Int32Array(board.size * board.size) };
}

/** Fills `into` for plays in `direction`, reusing its arrays. */
export function computeCrossChecks(board: Board, walk: TileWalk, direction: Direction, into: CrossChecks): void {
  const { size, squares, blanks, tiles } = board;
  const { kinds, exists, points } = tiles;
  const { allowed, crossPoints } = into;
  const { splitsPair, hasPairs, dawg } = walk;
  const { blankPoints } = board.game;
  // The cross word runs across the play's direction.
  const stride = direction === ACROSS ? size : 1;
  allowed.fill(0);
  for (let square = 0; square < size * size; square += 1) {
    const base = square * kinds;
    if (squares[square] !== -1) {
      crossPoints[square] = -1;
      continue;
    }
    const along = direction === ACROSS ? Math.floor(square / size) : square % size;
    let first = square;
    while (along - (square - first) / stride > 0 && squares[first - stride] !== -1) first -= stride;
    let last = square;
    while (along + (last - square) / stride < size - 1 && squares[last + stride] !== -1) last += stride;
    if (first === square && last === square) {
      crossPoints[square] = -1;
      for (let tile = 0; tile < kinds; tile += 1) allowed[base + tile] = exists[tile] as number;
      continue;
    }
    // The tiles before the square, walked once; each candidate tile then walks the tiles after it.
    let node = dawg.root;
    let sum = 0;
    let previous = -1;
    for (let at = first; at < square && node >= 0; at += stride) {
      const tile = squares[at] as number;
      if (hasPairs && previous >= 0 && splitsPair[previous * kinds + tile] === 1) node = -1;
      else node = walk.step(node, tile);
      sum += blanks[at] === 1 ? blankPoints : (points[tile] as number);
      previous = tile;
      workMeter.tick();
    }
    for (let at = square + stride; at <= last; at += stride) sum += blanks[at] === 1 ? blankPoints : (points[squares[at] as number] as number);
    crossPoints[square] = sum;
    if (node < 0) continue;
    const next = last > square ? (squares[square + stride] as number) : -1;
    for (let tile = 0; tile < kinds; tile += 1) {
      if (exists[tile] !== 1) continue;
      if (hasPairs && ((previous >= 0 && splitsPair[previous * kinds + tile] === 1) || (next >= 0 && splitsPair[tile * kinds + next] === 1))) continue;
      let reached = walk.step(node, tile);
      let before = tile;
      for (let at = square + stride; at <= last && reached >= 0; at += stride) {
        const after = squares[at] as number;
        if (hasPairs && at > square + stride && splitsPair[before * kinds + after] === 1) reached = -1;
        else reached = walk.step(reached, after);
        before = after;
      }
      workMeter.tick();
      if (reached >= 0 && (dawg.weights[reached] as number) > 0) allowed[base + tile] = 1;
    }
  }
}
