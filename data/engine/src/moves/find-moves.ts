import type { Dictionary } from '../dictionary';
import { type BoardInput, checkTileCounts, type RackInput, readBoard, readRack } from './board-input';
import { type GameConfig, STANDARD_GAME } from './game-config';
import { generatePlays } from './move-generator';
import { PlayCollector } from './play-collector';
import { describePlacement, type NewTile, rackAfter, rackText } from './play-scoring';
import type { MovesPage, OtherTurn } from './play-types';
import { tileWalkOf } from './tile-walk';

export interface FindMovesRequest {
  board: BoardInput;
  rack: RackInput;
  /** Plays skipped before the page (default 0). */
  offset?: number;
  /** Plays on the page (default 20). */
  limit?: number;
  /** The standard game unless another is given. */
  game?: GameConfig;
}

export const DEFAULT_MOVES_LIMIT = 20;

/**
 * Every legal play of the rack on the board, best first (see play-collector.ts for the order), one
 * page of them described in full. Throws MoveError for a board or rack the game cannot hold. The walk
 * ticks the work meter: run it under `metered` to cut it at a deadline and charge it by its work.
 */
export function findMoves(dictionary: Dictionary, request: FindMovesRequest): MovesPage {
  const game = request.game ?? STANDARD_GAME;
  const offset = request.offset ?? 0;
  const limit = request.limit ?? DEFAULT_MOVES_LIMIT;
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 0) throw new RangeError(`offset ${offset} and limit ${limit} must be whole numbers of at least 0`);
  const board = readBoard(request.board, dictionary.rules, game);
  const rack = readRack(request.rack, dictionary.rules, game);
  checkTileCounts(board, rack);
  const walk = tileWalkOf(dictionary.dawg, board.tiles);
  const collector = new PlayCollector(board.tiles, board.size, offset + limit);
  generatePlays(board, rack, walk, collector);
  const plays = collector.listed(offset).slice(0, limit).map((collected) => {
    const stride = collected.direction === 0 ? 1 : board.size;
    const first = collected.row * board.size + collected.column;
    const tiles: NewTile[] = [];
    collected.squares.forEach(({ tile, blank, placed }, at) => {
      if (placed) tiles.push({ square: first + at * stride, tile, blank });
    });
    const play = describePlacement(board, walk, collected.direction === 0 ? 'across' : 'down', tiles, rackAfter(rack, tiles));
    // The walk sums scores as it goes; the description reads them square by square. They must agree.
    if (play.score !== collected.score || play.words.some((word) => !word.inList)) {
      throw new Error(`move generator: ${play.notation} ${play.written} totals ${collected.score} in the walk, ${play.score} square by square`);
    }
    return play;
  });
  return { total: collector.total, offset, limit, plays, otherTurns: collector.total === 0 ? otherTurns(board.tiles.counts, board.tiles.blanks, board.tileCount, rack, game, rackText(board, rack)) : [] };
}

/**
 * With no play, a turn is an exchange or a pass. An exchange needs a full rack's worth of tiles in the
 * bag; the bag is what neither the board nor this rack holds, less the opponent's full rack.
 */
function otherTurns(counts: Int32Array, blanks: number, onBoard: number, rack: { size: number }, game: GameConfig, rackWritten: string): OtherTurn[] {
  const setSize = counts.reduce((sum, count) => sum + count, 0) + blanks;
  const inBag = setSize - onBoard - rack.size - game.rackSize;
  const turns: OtherTurn[] = [];
  if (rack.size > 0 && inBag >= game.rackSize) turns.push({ kind: 'exchange', tiles: rackWritten });
  turns.push({ kind: 'pass' });
  return turns;
}
