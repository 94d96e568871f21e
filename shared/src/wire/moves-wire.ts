import { z } from 'zod';
import { languageParameter } from './search-wire';

/**
 * The wire shapes of the move endpoints (docs/api.md, Moves): JSON bodies, validated here for their
 * shape and size; what a board or a play means in a language (its size, its tiles, its placement) is the
 * engine's to check, which names the fault with a move code (error-catalogue.ts).
 */

/**
 * Generous bounds on what a body may hold, so a request stays small whatever it sends: a standard board
 * is 15 rows of 15 squares, a two-letter tile `[CH]` four characters. A board of another size within
 * these bounds reaches the engine, which answers `board_size`.
 */
const MAX_BOARD_ROWS = 32;
const MAX_ROW_CHARACTERS = 128;
const MAX_SQUARE_CHARACTERS = 8;
const MAX_RACK_CHARACTERS = 64;
const MAX_PLAY_TILES = 32;

export const MAX_MOVES_LIMIT = 200;

const square = z.string().max(MAX_SQUARE_CHARACTERS, `A square holds at most ${MAX_SQUARE_CHARACTERS} characters.`).nullable();

export const boardSchema = z
  .array(
    z.union([
      z.string().max(MAX_ROW_CHARACTERS, `A board row has at most ${MAX_ROW_CHARACTERS} characters.`),
      z.array(square).max(MAX_BOARD_ROWS, `A board row has at most ${MAX_BOARD_ROWS} squares.`),
    ], { error: 'A board row is a string (one character a square, `.` empty) or an array of squares.' }),
    { error: 'board is an array of rows, top to bottom.' },
  )
  .max(MAX_BOARD_ROWS, `A board has at most ${MAX_BOARD_ROWS} rows.`)
  .meta({ description: 'The board, one entry a row from the top: a string of one character a square (`.` empty, upper case a tile, lower case a blank, `[CH]` a two-letter tile) or an array of squares (`""`, `.` or null empty).' });

export const rackSchema = z
  .union([
    z.string().max(MAX_RACK_CHARACTERS, `rack has at most ${MAX_RACK_CHARACTERS} characters.`),
    z.array(z.string().max(MAX_SQUARE_CHARACTERS)).max(MAX_PLAY_TILES, `rack has at most ${MAX_PLAY_TILES} tiles.`),
  ], { error: 'rack is a string of tiles (`?` a blank) or an array of tiles.' })
  .meta({ description: 'The rack: a string (`?` or `_` a blank, `[CH]` a two-letter tile) or an array of tiles.' });

const placedTileSchema = z.strictObject({
  row: z.int({ error: 'A tile\'s row is a whole number, from 1 at the top.' }),
  column: z.int({ error: 'A tile\'s column is a whole number, from 1 at the left.' }),
  letter: z.string().min(1).max(MAX_SQUARE_CHARACTERS),
  blank: z.boolean().optional(),
});

export const playSchema = z
  .union(
    [
      z.strictObject({
        word: z.string().min(1).max(MAX_ROW_CHARACTERS),
        row: z.int({ error: 'row is a whole number, from 1 at the top.' }),
        column: z.int({ error: 'column is a whole number, from 1 at the left.' }),
        direction: z.enum(['across', 'down'], { error: 'direction is across or down.' }),
      }),
      z.strictObject({ word: z.string().min(1).max(MAX_ROW_CHARACTERS), notation: z.string().min(1).max(8) }),
      z.strictObject({ tiles: z.array(placedTileSchema).max(MAX_PLAY_TILES, `A play places at most ${MAX_PLAY_TILES} tiles.`) }),
    ],
    { error: 'play is {word, row, column, direction}, {word, notation} (`8G` across, `G8` down) or {tiles: [{row, column, letter}]}.' },
  )
  .meta({ description: 'The play: its main word and first square, the word and its notation, or the tiles it places.' });

export const findMovesBodySchema = z.strictObject({
  lang: languageParameter,
  board: boardSchema,
  rack: rackSchema,
  offset: z.int({ error: 'offset is a whole number of at least 0.' }).min(0, 'offset is a whole number of at least 0.').max(1_000_000, 'offset is at most 1000000.').optional(),
  limit: z.int({ error: `limit is a whole number from 1 to ${MAX_MOVES_LIMIT}.` }).min(1, `limit is a whole number from 1 to ${MAX_MOVES_LIMIT}.`).max(MAX_MOVES_LIMIT, `limit is a whole number from 1 to ${MAX_MOVES_LIMIT}.`).optional(),
});
export type FindMovesBody = z.infer<typeof findMovesBodySchema>;

export const scoreMoveBodySchema = z.strictObject({
  lang: languageParameter,
  board: boardSchema,
  play: playSchema,
  rack: rackSchema.optional(),
});
export type ScoreMoveBody = z.infer<typeof scoreMoveBodySchema>;

const direction = z.enum(['across', 'down']);

const formedWordSchema = z.object({
  word: z.string(),
  row: z.int(),
  column: z.int(),
  direction,
  main: z.boolean(),
  score: z.int(),
  in_list: z.boolean(),
});

export const playResponseSchema = z.object({
  word: z.string().meta({ description: 'The main word, folded and in lower case.' }),
  written: z.string().meta({ description: 'The main word as a board row writes it: a blank in lower case, `[CH]` a two-letter tile.' }),
  row: z.int(),
  column: z.int(),
  direction,
  notation: z.string().meta({ description: '`8G` across (row then column), `G8` down.' }),
  tiles: z.array(z.object({ row: z.int(), column: z.int(), letter: z.string(), blank: z.boolean() })),
  words: z.array(formedWordSchema).meta({ description: 'Every word formed: the main word first, then the cross words.' }),
  bingo: z.int().meta({ description: 'The bonus for playing the whole rack, else 0.' }),
  score: z.int(),
  leave: z.string().meta({ description: 'The rack left after the play (`?` a blank).' }),
});
export type PlayResponse = z.infer<typeof playResponseSchema>;

export const findMovesResponseSchema = z.object({
  language: z.string(),
  total: z.int().meta({ description: 'Every legal play of the rack.' }),
  offset: z.int(),
  limit: z.int(),
  returned: z.int(),
  has_more: z.boolean(),
  plays: z.array(playResponseSchema).meta({ description: 'Best first: by score, then fewer tiles, then alphabetically.' }),
  other_turns: z.array(z.object({ kind: z.enum(['exchange', 'pass']), tiles: z.string().optional() })).meta({ description: 'Exchange (when the bag allows) and pass, when the rack has no play.' }),
});
export type FindMovesResponse = z.infer<typeof findMovesResponseSchema>;

export const scoreMoveResponseSchema = z.object({
  language: z.string(),
  valid: z.boolean().meta({ description: 'True when every word the play forms is in the list.' }),
  play: playResponseSchema,
  words_not_in_list: z.array(z.string()),
});
export type ScoreMoveResponse = z.infer<typeof scoreMoveResponseSchema>;
