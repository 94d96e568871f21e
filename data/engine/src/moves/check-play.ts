import type { Dictionary } from '../dictionary';
import { type Board, type BoardInput, checkTileCounts, type Rack, type RackInput, readBoard, readRack } from './board-input';
import { type GameConfig, STANDARD_GAME } from './game-config';
import type { GameTiles } from './game-tiles';
import { MoveError } from './move-error';
import { parseNotation } from './play-notation';
import { describePlacement, type NewTile, rackAfter } from './play-scoring';
import type { Play, PlayDirection } from './play-types';
import { tileWalkOf } from './tile-walk';

/**
 * A play someone proposes: the main word and its first square (`{word, row, column, direction}`, or
 * `{word, notation}` with `8G` across and `G8` down), or the tiles it places. In a word, when it mixes
 * cases, lower-case letters are blanks (`CATs`); `[CH]` writes a two-letter tile. A placed tile is a
 * blank when `blank` says so, or, without it, when written in lower case: a listed play's `tiles`
 * can be sent back as they are.
 */
export interface TileInput {
  row: number;
  column: number;
  letter: string;
  blank?: boolean;
}

export type PlayInput = { word: string; row: number; column: number; direction: PlayDirection } | { word: string; notation: string } | { tiles: readonly TileInput[] };

export interface CheckPlayRequest {
  board: BoardInput;
  play: PlayInput;
  /** When given, the play must come from it; letters it lacks are played by its blanks, where they cost least. */
  rack?: RackInput;
  game?: GameConfig;
}

export interface PlayCheck {
  /** True when every word the play forms is in the list. */
  valid: boolean;
  play: Play;
  /** The formed words not in the list (code `word_not_in_list` when any). */
  wordsNotInList: string[];
}

/**
 * Checks a proposed play and scores it: the placement must be legal (MoveError otherwise), and
 * each word it forms is looked up and scored. A play forming a word not in the list is answered, not
 * thrown: a club settling a dispute wants its score and the words at fault.
 */
export function checkPlay(dictionary: Dictionary, request: CheckPlayRequest): PlayCheck {
  const game = request.game ?? STANDARD_GAME;
  const board = readBoard(request.board, dictionary.rules, game);
  const rack = request.rack === undefined ? null : readRack(request.rack, dictionary.rules, game);
  const placement = 'tiles' in request.play ? placementOfTiles(board, request.play.tiles) : placementOfWord(board, request.play);
  checkTouching(board, placement);
  const walk = tileWalkOf(dictionary.dawg, board.tiles);
  let play: Play;
  if (rack === null) {
    checkTileCounts(board, tilesAsRack(board.tiles, placement.tiles));
    play = describePlacement(board, walk, placement.direction, placement.tiles, { counts: new Uint8Array(board.tiles.kinds), blanks: 0, size: 0 });
  } else {
    checkTileCounts(board, rack);
    play = bestFromRack(board, rack, placement, (tiles) => describePlacement(board, walk, placement.direction, tiles, rackAfter(rack, tiles)));
  }
  if (play.words.length === 0 || !play.words[0]?.main) throw new MoveError('play_too_short', 'The play forms no word of two squares or more along its line.');
  const wordsNotInList = play.words.filter((word) => !word.inList).map((word) => word.word);
  return { valid: wordsNotInList.length === 0, play, wordsNotInList };
}

interface Placement {
  direction: PlayDirection;
  tiles: NewTile[];
  /** Tiles written as blanks by the player (the others may still become blanks from the rack). */
  marked: boolean[];
}

/** Letters of a word with their case, a bracketed group kept whole: `[CH]ICo` → CH, I, C, o. */
function wordTiles(board: Board, word: string): Array<{ tile: number; lowerCase: boolean; text: string }> {
  const { tiles } = board;
  const { code } = tiles.rules.metadata;
  const units: Array<{ letters: string; lowerCase: boolean; group: boolean; text: string }> = [];
  const characters = [...word.normalize('NFC')];
  for (let at = 0; at < characters.length; at += 1) {
    let text = characters[at] as string;
    let group = false;
    if (text === '[') {
      const close = characters.indexOf(']', at + 1);
      text = characters.slice(at + 1, close < 0 ? characters.length : close).join('');
      at = close < 0 ? characters.length : close;
      group = true;
    }
    const lower = text.toLocaleLowerCase(code);
    const folded = tiles.rules.fold(lower);
    if (folded === null || folded === '') throw new MoveError('unknown_tile', `"${text}" in "${word}" is no letter of ${tiles.rules.metadata.name}.`, { tile: text });
    units.push({ letters: folded, lowerCase: lower === text && text !== text.toLocaleUpperCase(code), group, text });
  }
  const mixed = units.some((unit) => unit.lowerCase) && units.some((unit) => !unit.lowerCase);
  // Plain letters are laid greedily from the left, as the language's tile table lays words; a
  // bracketed group is the tile it names.
  const items = units.flatMap((unit) =>
    unit.group ? [{ letters: unit.letters, lowerCase: mixed && unit.lowerCase, group: true, text: unit.text }] : [...unit.letters].map((letter) => ({ letters: letter, lowerCase: mixed && unit.lowerCase, group: false, text: unit.text })),
  );
  const laid: Array<{ tile: number; lowerCase: boolean; text: string }> = [];
  for (let at = 0; at < items.length; at += 1) {
    const item = items[at] as (typeof items)[number];
    const next = items[at + 1];
    if (!item.group && next !== undefined && !next.group) {
      const pair = tiles.tileOf(item.letters + next.letters);
      if (pair >= 0) {
        laid.push({ tile: pair, lowerCase: item.lowerCase, text: item.text + next.text });
        at += 1;
        continue;
      }
    }
    const tile = tiles.tileOf(item.letters);
    if (tile < 0) throw new MoveError('unknown_tile', `"${item.text}" in "${word}" is no tile of ${tiles.rules.metadata.name}.`, { tile: item.text });
    laid.push({ tile, lowerCase: item.lowerCase, text: item.text });
  }
  return laid;
}

function placementOfWord(board: Board, play: { word: string; row: number; column: number; direction: PlayDirection } | { word: string; notation: string }): Placement {
  const { row, column, direction } = 'notation' in play ? parseNotation(play.notation) : play;
  const { size, squares } = board;
  if (direction !== 'across' && direction !== 'down') throw new MoveError('play_not_in_line', `A play goes across or down, not "${String(direction)}".`, { direction: String(direction) });
  const laid = wordTiles(board, play.word);
  if (laid.length < 2) throw new MoveError('play_too_short', `"${play.word}" fills one square; a word fills two or more.`, { word: play.word });
  const [rowStep, columnStep] = direction === 'across' ? [0, 1] : [1, 0];
  const lastRow = row + rowStep * (laid.length - 1);
  const lastColumn = column + columnStep * (laid.length - 1);
  if (!Number.isInteger(row) || !Number.isInteger(column) || row < 1 || column < 1 || lastRow > size || lastColumn > size) {
    throw new MoveError('play_off_board', `"${play.word}" from row ${row}, column ${column} ${direction} does not fit on the ${size} × ${size} board.`, { row, column, direction });
  }
  const stride = direction === 'across' ? 1 : size;
  const first = (row - 1) * size + (column - 1);
  const last = first + stride * (laid.length - 1);
  const before = direction === 'across' ? column > 1 : row > 1;
  const after = direction === 'across' ? lastColumn < size : lastRow < size;
  if ((before && squares[first - stride] !== -1) || (after && squares[last + stride] !== -1)) {
    throw new MoveError('play_not_whole_word', `"${play.word}" touches tiles in its own line: the word formed runs on past it. Give the whole word.`, { word: play.word });
  }
  const tiles: NewTile[] = [];
  const marked: boolean[] = [];
  laid.forEach(({ tile, lowerCase, text }, at) => {
    const square = first + stride * at;
    const onBoard = squares[square] as number;
    if (onBoard === -1) {
      tiles.push({ square, tile, blank: lowerCase });
      marked.push(lowerCase);
    } else if (onBoard !== tile) {
      throw new MoveError('play_mismatch', `"${text}" of "${play.word}" falls on the ${board.tiles.label(onBoard).toLocaleUpperCase(board.tiles.rules.metadata.code)} already at row ${Math.floor(square / size) + 1}, column ${(square % size) + 1}.`, {
        row: Math.floor(square / size) + 1,
        column: (square % size) + 1,
      });
    }
  });
  if (tiles.length === 0) throw new MoveError('play_places_nothing', `"${play.word}" is already on the board: the play places no tile.`, { word: play.word });
  return { direction, tiles, marked };
}

function placementOfTiles(board: Board, placed: readonly TileInput[]): Placement {
  const { size, squares, tiles: gameTiles } = board;
  if (placed.length === 0) throw new MoveError('play_places_nothing', 'The play places no tile.');
  const tiles: NewTile[] = [];
  const marked: boolean[] = [];
  const { code } = gameTiles.rules.metadata;
  for (const { row, column, letter: text, blank: saysBlank } of placed) {
    if (!Number.isInteger(row) || !Number.isInteger(column) || row < 1 || column < 1 || row > size || column > size) {
      throw new MoveError('play_off_board', `Row ${row}, column ${column} is off the ${size} × ${size} board.`, { row, column });
    }
    const square = (row - 1) * size + (column - 1);
    if (squares[square] !== -1 || tiles.some((tile) => tile.square === square)) {
      throw new MoveError('play_not_contiguous', `Row ${row}, column ${column} already holds a tile.`, { row, column });
    }
    const lower = text.toLocaleLowerCase(code);
    const folded = gameTiles.rules.fold(lower);
    const tile = folded === null ? -1 : gameTiles.tileOf(folded);
    if (tile < 0) throw new MoveError('unknown_tile', `"${text}" at row ${row}, column ${column} is no tile of ${gameTiles.rules.metadata.name}.`, { row, column, tile: text });
    const blank = saysBlank ?? (lower === text && text !== text.toLocaleUpperCase(code));
    tiles.push({ square, tile, blank });
    marked.push(blank);
  }
  const rows = new Set(tiles.map(({ square }) => Math.floor(square / size)));
  const columns = new Set(tiles.map(({ square }) => square % size));
  if (rows.size > 1 && columns.size > 1) throw new MoveError('play_not_in_line', 'The play\'s tiles are not all in one row or one column.');
  let direction: PlayDirection;
  if (tiles.length > 1) direction = rows.size === 1 ? 'across' : 'down';
  else {
    // One tile plays along the line where it forms a word: across when it has a neighbour across.
    const square = (tiles[0] as NewTile).square;
    const column = square % size;
    direction = (column > 0 && squares[square - 1] !== -1) || (column < size - 1 && squares[square + 1] !== -1) ? 'across' : 'down';
  }
  const stride = direction === 'across' ? 1 : size;
  const ordered = tiles.map(({ square }) => square).sort((a, b) => a - b);
  const taken = new Set(ordered);
  for (let square = ordered[0] as number; square <= (ordered[ordered.length - 1] as number); square += stride) {
    if (!taken.has(square) && squares[square] === -1) {
      throw new MoveError('play_not_contiguous', `The play leaves row ${Math.floor(square / size) + 1}, column ${(square % size) + 1} empty between its tiles.`, {
        row: Math.floor(square / size) + 1,
        column: (square % size) + 1,
      });
    }
  }
  return { direction, tiles, marked };
}

/** A play touches the board's tiles, or on an empty board covers the centre. */
function checkTouching(board: Board, placement: Placement): void {
  const { size, squares, tileCount, geometry } = board;
  if (tileCount === 0) {
    if (!placement.tiles.some(({ square }) => square === geometry.centre)) {
      throw new MoveError('play_not_touching', `The first play covers the centre square (row ${Math.floor(geometry.centre / size) + 1}, column ${(geometry.centre % size) + 1}).`);
    }
    return;
  }
  const touches = placement.tiles.some(({ square }) => {
    const row = Math.floor(square / size);
    const column = square % size;
    return (
      (row > 0 && squares[square - size] !== -1) ||
      (row < size - 1 && squares[square + size] !== -1) ||
      (column > 0 && squares[square - 1] !== -1) ||
      (column < size - 1 && squares[square + 1] !== -1)
    );
  });
  if (!touches) throw new MoveError('play_not_touching', 'The play touches no tile on the board.');
}

function tilesAsRack(tiles: GameTiles, placed: readonly NewTile[]): Rack {
  const counts = new Uint8Array(tiles.kinds);
  let blanks = 0;
  for (const { tile, blank } of placed) {
    if (blank) blanks += 1;
    else counts[tile] = (counts[tile] as number) + 1;
  }
  return { counts, blanks, size: placed.length };
}

/**
 * The play from the rack: tiles written as blanks take its blanks, the others its tiles; letters it
 * lacks take the blanks left, on the squares where they cost the fewest points.
 */
function bestFromRack(board: Board, rack: Rack, placement: Placement, describe: (tiles: NewTile[]) => Play): Play {
  const have = Int32Array.from(rack.counts);
  let blanksLeft = rack.blanks;
  const short: number[] = [];
  placement.tiles.forEach(({ tile }, at) => {
    if (placement.marked[at] === true) blanksLeft -= 1;
    else if ((have[tile] as number) > 0) have[tile] = (have[tile] as number) - 1;
    else short.push(tile);
  });
  if (blanksLeft < 0 || short.length > blanksLeft) {
    throw new MoveError('play_not_on_rack', `The play needs tiles the rack does not hold (the rack's blanks cover ${rack.blanks} letters).`, { missing: short.map((tile) => board.tiles.label(tile)) });
  }
  const base: NewTile[] = placement.tiles.map((tile, at) => ({ ...tile, blank: placement.marked[at] === true }));
  if (short.length === 0) return describe(base);
  // Which of the unmarked tiles of the short kinds the blanks play: every choice, the best score kept.
  const candidates = base.map((tile, at) => at).filter((at) => !(base[at] as NewTile).blank && short.includes((base[at] as NewTile).tile));
  let best: Play | null = null;
  const choose = (from: number, chosen: number[]): void => {
    if (chosen.length === short.length) {
      const tiles = base.map((tile, at) => ({ ...tile, blank: tile.blank || chosen.includes(at) }));
      const counts = Int32Array.from(rack.counts);
      for (const tile of tiles) if (!tile.blank) counts[tile.tile] = (counts[tile.tile] as number) - 1;
      if (counts.some((count) => count < 0)) return;
      const play = describe(tiles);
      if (best === null || play.score > best.score) best = play;
      return;
    }
    for (let at = from; at < candidates.length; at += 1) choose(at + 1, [...chosen, candidates[at] as number]);
  };
  choose(0, []);
  if (best === null) throw new MoveError('play_not_on_rack', 'The play needs tiles the rack does not hold.');
  return best;
}
