import type { LanguageRules } from '../languages/language-rules';
import { type BoardGeometry, boardGeometryOf, type GameConfig } from './game-config';
import { type GameTiles, gameTilesOf } from './game-tiles';
import { MoveError } from './move-error';

/**
 * A board as a client sends it: one entry a row, top to bottom. A row is a string of one character a
 * square (`.` empty, upper case a tile, lower case a blank playing that letter, `[CH]` / `[ch]` a
 * two-letter tile in one square) or an array of squares (`''`, `.` or null empty, `CH` / `ch`).
 */
export type BoardInput = readonly (string | readonly (string | null)[])[];

/** A rack: a string (`?` or `_` a blank, `[CH]` a two-letter tile) or an array of tiles (`?` a blank). */
export type RackInput = string | readonly string[];

/** A board read and checked: tiles by square (row × size + column). */
export interface Board {
  readonly game: GameConfig;
  readonly geometry: BoardGeometry;
  readonly tiles: GameTiles;
  readonly size: number;
  /** By square: the tile there, or -1 when empty. */
  readonly squares: Int16Array;
  /** By square: 1 when the tile there is a blank. */
  readonly blanks: Uint8Array;
  readonly tileCount: number;
}

export interface Rack {
  /** By tile: how many the rack holds. */
  readonly counts: Uint8Array;
  readonly blanks: number;
  readonly size: number;
}

const BLANK_MARKS = new Set(['?', '_']);
const EMPTY_MARKS = new Set(['', '.', ' ']);

/** Splits a row string into squares: one character each, a bracketed group one square. */
function squaresOfRow(row: string): string[] {
  const squares: string[] = [];
  const characters = [...row];
  for (let at = 0; at < characters.length; at += 1) {
    const character = characters[at] as string;
    if (character !== '[') {
      squares.push(character);
      continue;
    }
    const close = characters.indexOf(']', at + 1);
    if (close < 0) {
      squares.push(characters.slice(at).join(''));
      break;
    }
    squares.push(characters.slice(at + 1, close).join(''));
    at = close;
  }
  return squares;
}

/** A tile's text read: the tile and whether it is written as a blank (lower case) — or -1. */
function readTileText(text: string, tiles: GameTiles): { tile: number; lowerCase: boolean } {
  const { code } = tiles.rules.metadata;
  const lower = text.toLocaleLowerCase(code);
  const folded = tiles.rules.fold(lower.normalize('NFC'));
  const tile = folded === null ? -1 : tiles.tileOf(folded);
  return { tile, lowerCase: text === lower && text !== text.toLocaleUpperCase(code) };
}

function where(row: number, column: number): string {
  return `row ${row + 1}, column ${column + 1}`;
}

export function readBoard(input: BoardInput, rules: LanguageRules, game: GameConfig): Board {
  const geometry = boardGeometryOf(game.layout);
  const tiles = gameTilesOf(rules);
  const { size } = geometry;
  if (!Array.isArray(input) || input.length !== size) {
    throw new MoveError('board_size', `A board has ${size} rows; this one has ${Array.isArray(input) ? input.length : 0}.`, { rows: Array.isArray(input) ? input.length : 0, expected: size });
  }
  const squares = new Int16Array(size * size).fill(-1);
  const blanks = new Uint8Array(size * size);
  let tileCount = 0;
  input.forEach((rowInput, row) => {
    const cells: string[] = typeof rowInput === 'string' ? squaresOfRow(rowInput) : Array.from(rowInput as readonly (string | null)[], (cell) => cell ?? '');
    if (cells.length !== size) {
      throw new MoveError('board_size', `Row ${row + 1} has ${cells.length} squares; a row has ${size}.`, { row: row + 1, squares: cells.length, expected: size });
    }
    cells.forEach((text: string, column: number) => {
      if (EMPTY_MARKS.has(text)) return;
      const { tile, lowerCase } = readTileText(text, tiles);
      if (tile < 0) {
        throw new MoveError('unknown_tile', `"${text}" at ${where(row, column)} is no tile of ${rules.metadata.name}.`, { row: row + 1, column: column + 1, tile: text });
      }
      squares[row * size + column] = tile;
      blanks[row * size + column] = lowerCase ? 1 : 0;
      tileCount += 1;
    });
  });
  const board: Board = { game, geometry, tiles, size, squares, blanks, tileCount };
  checkConnected(board);
  return board;
}

/** The board's tiles must be one group through the centre, as plays from an empty board leave them. */
function checkConnected(board: Board): void {
  const { squares, size, tileCount, geometry } = board;
  if (tileCount === 0) return;
  if (squares[geometry.centre] === -1) {
    throw new MoveError('board_off_centre', `The board has tiles but none on the centre square (${where(Math.floor(geometry.centre / size), geometry.centre % size)}).`);
  }
  const seen = new Uint8Array(size * size);
  const stack = [geometry.centre];
  seen[geometry.centre] = 1;
  let reached = 0;
  while (stack.length > 0) {
    const square = stack.pop() as number;
    reached += 1;
    const row = Math.floor(square / size);
    const column = square % size;
    const neighbours = [row > 0 ? square - size : -1, row < size - 1 ? square + size : -1, column > 0 ? square - 1 : -1, column < size - 1 ? square + 1 : -1];
    for (const next of neighbours) {
      if (next < 0 || seen[next] === 1 || squares[next] === -1) continue;
      seen[next] = 1;
      stack.push(next);
    }
  }
  if (reached !== tileCount) {
    const stray = squares.findIndex((tile, square) => tile !== -1 && seen[square] === 0);
    throw new MoveError('board_not_connected', `The board's tiles are not connected: the tile at ${where(Math.floor(stray / size), stray % size)} is apart from the centre's group.`, {
      row: Math.floor(stray / size) + 1,
      column: (stray % size) + 1,
    });
  }
}

export function readRack(input: RackInput, rules: LanguageRules, game: GameConfig): Rack {
  const tiles = gameTilesOf(rules);
  const texts = typeof input === 'string' ? squaresOfRow(input) : [...input];
  const counts = new Uint8Array(tiles.kinds);
  let blanks = 0;
  let size = 0;
  for (const text of texts) {
    if (text === ' ') continue;
    size += 1;
    if (BLANK_MARKS.has(text)) {
      blanks += 1;
      continue;
    }
    const { tile } = readTileText(text, tiles);
    if (tile < 0) throw new MoveError('unknown_tile', `"${text}" on the rack is no tile of ${rules.metadata.name} (a blank is ? or _).`, { tile: text });
    counts[tile] = (counts[tile] as number) + 1;
  }
  if (size > game.rackSize) throw new MoveError('rack_too_large', `A rack holds at most ${game.rackSize} tiles; this one holds ${size}.`, { tiles: size, expected: game.rackSize });
  return { counts, blanks, size };
}

/** Board and rack may not hold more of a tile, or more blanks, than the game's bag. */
export function checkTileCounts(board: Board, rack: Rack): void {
  const { tiles, squares, blanks } = board;
  const used = Int32Array.from(rack.counts);
  let blanksUsed = rack.blanks;
  squares.forEach((tile, square) => {
    if (tile === -1) return;
    if (blanks[square] === 1) blanksUsed += 1;
    else used[tile] = (used[tile] as number) + 1;
  });
  if (blanksUsed > tiles.blanks) {
    throw new MoveError('too_many_tiles', `Board and rack hold ${blanksUsed} blanks; the ${tiles.rules.metadata.name} game has ${tiles.blanks}.`, { tile: '?', count: blanksUsed, limit: tiles.blanks });
  }
  for (let tile = 0; tile < tiles.kinds; tile += 1) {
    const count = used[tile] as number;
    if (count > (tiles.counts[tile] as number)) {
      const label = tiles.label(tile).toLocaleUpperCase(tiles.rules.metadata.code);
      throw new MoveError('too_many_tiles', `Board and rack hold ${count} ${label} tiles; the ${tiles.rules.metadata.name} game has ${tiles.counts[tile]} (a blank is written in lower case).`, {
        tile: label,
        count,
        limit: tiles.counts[tile] as number,
      });
    }
  }
}

/** A square's tile as a board row writes it (`C`, `c` for a blank, `[CH]`), or `.`. */
export function squareText(board: Board, square: number): string {
  const tile = board.squares[square] as number;
  if (tile === -1) return '.';
  const { code } = board.tiles.rules.metadata;
  const label = board.tiles.label(tile);
  const text = board.blanks[square] === 1 ? label : label.toLocaleUpperCase(code);
  return label.length > 1 ? `[${text}]` : text;
}
