/**
 * Why a board, a rack or a proposed play was refused. Codes are stable: the service layer maps each
 * to a 400 answer, and clients branch on them.
 */
export const MOVE_ERROR_CODES = [
  /** The board has the wrong number of rows, or a row the wrong number of squares. */
  'board_size',
  /** A square, a rack tile or a play's letter is no tile of the language. */
  'unknown_tile',
  /** Board and rack together hold more of a tile (or more blanks) than the game has. */
  'too_many_tiles',
  /** The board's tiles are not one connected group. */
  'board_not_connected',
  /** The board has tiles, none of them on the centre square. */
  'board_off_centre',
  /** The rack holds more tiles than a rack may. */
  'rack_too_large',
  /** A play written in notation the engine cannot read (`8G` across, `G8` down). */
  'play_notation',
  /** The play's tiles are not in one row or one column. */
  'play_not_in_line',
  /** The play runs off the board. */
  'play_off_board',
  /** The play's squares have a gap, or its tiles sit on squares already taken. */
  'play_not_contiguous',
  /** A letter of the word differs from the tile already on its square. */
  'play_mismatch',
  /** The play places no tile. */
  'play_places_nothing',
  /** The word stops short of tiles it touches in its own line: the word formed is longer. */
  'play_not_whole_word',
  /** The play touches no tile on the board (or, on an empty board, misses the centre). */
  'play_not_touching',
  /** The play forms a main word of one square. */
  'play_too_short',
  /** The play uses tiles the rack does not hold. */
  'play_not_on_rack',
  /** A word the play forms is not in the list (checkPlay reports it as a result; see its `valid`). */
  'word_not_in_list',
] as const;

export type MoveErrorCode = (typeof MOVE_ERROR_CODES)[number];

export type MoveErrorDetails = Record<string, string | number | boolean | readonly string[] | null>;

export class MoveError extends Error {
  constructor(
    readonly code: MoveErrorCode,
    message: string,
    readonly details: MoveErrorDetails = {},
  ) {
    super(message);
    this.name = 'MoveError';
  }
}
