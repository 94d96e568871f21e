import { MoveError } from './move-error';
import type { PlayDirection } from './play-types';

const COLUMN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `8G` across (row, then column letter), `G8` down (column letter, then row): the game's own notation. */
export function notationOf(row: number, column: number, direction: PlayDirection): string {
  const letter = COLUMN_LETTERS[column - 1] ?? '?';
  return direction === 'across' ? `${row}${letter}` : `${letter}${row}`;
}

const ACROSS_NOTATION = /^(\d{1,2})([A-Za-z])$/;
const DOWN_NOTATION = /^([A-Za-z])(\d{1,2})$/;

export function parseNotation(notation: string): { row: number; column: number; direction: PlayDirection } {
  const text = notation.trim();
  const across = ACROSS_NOTATION.exec(text);
  if (across !== null) return { row: Number(across[1]), column: COLUMN_LETTERS.indexOf((across[2] as string).toUpperCase()) + 1, direction: 'across' };
  const down = DOWN_NOTATION.exec(text);
  if (down !== null) return { row: Number(down[2]), column: COLUMN_LETTERS.indexOf((down[1] as string).toUpperCase()) + 1, direction: 'down' };
  throw new MoveError('play_notation', `"${notation}" is no square in the game's notation: 8G is row 8, column G, across; G8 is the same square, down.`, { notation });
}
