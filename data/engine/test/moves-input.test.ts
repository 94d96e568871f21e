import { checkPlay, type CheckPlayRequest, findMoves, MOVE_ERROR_CODES, MoveError, type MoveErrorCode, notationOf, parseNotation } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';

const EMPTY = Array.from({ length: 15 }, () => '.'.repeat(15));
const withRow = (row: number, text: string, board: readonly string[] = EMPTY): string[] => board.map((line, index) => (index === row - 1 ? text : line));
const CAT = withRow(8, '......CAT......');

const english = fixtureDictionary('en');
const spanish = fixtureDictionary('es');

function codeOf(run: () => unknown): MoveErrorCode | 'none' {
  try {
    run();
    return 'none';
  } catch (error) {
    if (error instanceof MoveError) return error.code;
    throw error;
  }
}

describe('a board or rack the game cannot hold is refused with a stable code', () => {
  it.each<[string, string[] | (string | null)[][], string, MoveErrorCode]>([
    ['14 rows', EMPTY.slice(1), 'CAT', 'board_size'],
    ['a row of 16 squares', withRow(3, '.'.repeat(16)), 'CAT', 'board_size'],
    ['a digit on a square', withRow(8, '.......1.......'), 'CAT', 'unknown_tile'],
    ['two Z tiles where English has one', withRow(8, '......ZZ.......'), 'CAT', 'too_many_tiles'],
    ['three blanks on board and rack where English has two', withRow(8, '......abc......'), 'CAT?', 'too_many_tiles'],
    ['a tile apart from the centre group', withRow(1, 'A..............', CAT), 'CAT', 'board_not_connected'],
    ['tiles off the centre', withRow(3, '......CAT......'), 'CAT', 'board_off_centre'],
    ['a rack of eight', EMPTY, 'ABCDEFGH', 'rack_too_large'],
    ['a rack tile that is no letter', EMPTY, 'AB3', 'unknown_tile'],
  ])('%s: %s', (_name, board, rack, code) => {
    expect(codeOf(() => findMoves(english, { board, rack }))).toBe(code);
  });

  it('reads the array form of a board, one entry a square, two-letter tiles in one', () => {
    const board: (string | null)[][] = Array.from({ length: 15 }, () => Array.from({ length: 15 }, (): string | null => null));
    (board[7] as (string | null)[]).splice(4, 4, 'CH', 'I', 'C', 'A');
    const fromArray = findMoves(spanish, { board, rack: ['ll', 'm', 'a'], limit: 100 });
    const fromRows = findMoves(spanish, { board: withRow(8, '....[CH]ICA.......'), rack: '[LL]MA', limit: 100 });
    expect(fromArray).toEqual(fromRows);
    expect(fromRows.plays.map((play) => `${play.notation} ${play.written}`)).toContain('H7 [LL]AMA');
  });

  it('refuses a Spanish K, a letter with no tile', () => {
    expect(codeOf(() => findMoves(spanish, { board: EMPTY, rack: 'KILO' }))).toBe('unknown_tile');
  });
});

describe('a proposed play', () => {
  it.each<[string, CheckPlayRequest['play'], string[], MoveErrorCode]>([
    ['notation that names no square', { word: 'cats', notation: 'H' }, CAT, 'play_notation'],
    ['tiles in no line', { tiles: [{ row: 9, column: 7, letter: 'A' }, { row: 10, column: 8, letter: 'T' }] }, CAT, 'play_not_in_line'],
    ['a word off the board', { word: 'cats', row: 8, column: 13, direction: 'across' }, EMPTY, 'play_off_board'],
    ['tiles with a gap', { tiles: [{ row: 9, column: 7, letter: 'A' }, { row: 9, column: 9, letter: 'T' }] }, CAT, 'play_not_contiguous'],
    ['a tile on a taken square', { tiles: [{ row: 8, column: 7, letter: 'A' }] }, CAT, 'play_not_contiguous'],
    ['a word over other letters', { word: 'dog', notation: '8G' }, CAT, 'play_mismatch'],
    ['a word already down', { word: 'cat', notation: '8G' }, CAT, 'play_places_nothing'],
    ['a word stopping short of a tile in its line', { word: 'at', notation: '8H' }, CAT, 'play_not_whole_word'],
    ['a word that runs into a tile', { word: 'ca', notation: '8E' }, withRow(8, '......TA.......'), 'play_not_whole_word'],
    ['a word touching nothing', { word: 'cats', notation: '1A' }, CAT, 'play_not_touching'],
    ['a first word off the centre', { word: 'cats', notation: '7G' }, EMPTY, 'play_not_touching'],
    ['one tile alone on the centre', { tiles: [{ row: 8, column: 8, letter: 'A' }] }, EMPTY, 'play_too_short'],
  ])('is refused for %s', (_name, play, board, code) => {
    expect(codeOf(() => checkPlay(english, { board, play }))).toBe(code);
  });

  it('is refused when the rack does not hold its tiles', () => {
    expect(codeOf(() => checkPlay(english, { board: EMPTY, play: { word: 'cats', notation: '8G' }, rack: 'CAT' }))).toBe('play_not_on_rack');
  });

  it('forming a word not in the list is answered, with its score and the words at fault', () => {
    const check = checkPlay(english, { board: CAT, play: { word: 'cad', notation: 'G8' } });
    expect(check.valid).toBe(false);
    expect(check.wordsNotInList).toEqual(['cad']);
    expect(check.play.score).toBeGreaterThan(0);
  });

  it('a Spanish CH laid as a C and an H tile is no word of the list', () => {
    const check = checkPlay(spanish, { board: EMPTY, play: { tiles: ['C', 'H', 'I', 'C', 'O'].map((letter, at) => ({ row: 8, column: 4 + at, letter })) } });
    expect(check.valid).toBe(false);
  });

  it('given as the tiles of a listed play, is that play', () => {
    const [listed] = findMoves(english, { board: CAT, rack: 'SOD?', limit: 1 }).plays;
    const check = checkPlay(english, { board: CAT, play: { tiles: listed?.tiles ?? [] }, rack: 'SOD?' });
    expect(check).toEqual({ valid: true, play: listed, wordsNotInList: [] });
  });

  it('given as tiles, is read in its line and scored as the same word', () => {
    const byTiles = checkPlay(english, { board: CAT, play: { tiles: [{ row: 8, column: 10, letter: 'S' }] } });
    const byWord = checkPlay(english, { board: CAT, play: { word: 'cats', row: 8, column: 7, direction: 'across' } });
    expect(byTiles).toEqual(byWord);
  });

  it('every code is one of the catalogue', () => {
    expect(new Set(MOVE_ERROR_CODES).size).toBe(MOVE_ERROR_CODES.length);
  });
});

describe('notation', () => {
  it.each([
    ['8G', 8, 7, 'across'],
    ['G8', 8, 7, 'down'],
    ['15O', 15, 15, 'across'],
    ['a1', 1, 1, 'down'],
  ] as const)('%s is row %i, column %i, %s', (text, row, column, direction) => {
    expect(parseNotation(text)).toEqual({ row, column, direction });
    expect(notationOf(row, column, direction)).toBe(text.toUpperCase());
  });
});
