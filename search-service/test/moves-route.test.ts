import { dataDirectory, DictionarySet, loadDictionaries } from '@lexicon/dictionary-store';
import { createLogger } from '@lexicon/service-kit';
import type { Express } from 'express';
import { QUERY_BUDGET_HEADER, QUERY_COST_HEADER } from '@lexicon/shared';
import request from 'supertest';
import { createApp } from '../src/app';

/** The search service over the real English and Spanish lists the data build wrote: what a player's board asks. */
let app: Express;
beforeAll(async () => {
  const loaded = await loadDictionaries(dataDirectory(process.env), ['en', 'es']);
  app = createApp({ logger: createLogger('search-service', 'silent'), dictionaries: DictionarySet.of(loaded.dictionaries) });
});

const EMPTY = Array.from({ length: 15 }, () => '.'.repeat(15));
const withRow = (row: number, text: string, board: readonly string[] = EMPTY): string[] => board.map((line, index) => (index === row - 1 ? text : line));

const find = (body: unknown) => request(app).post('/api/v1/moves').send(body as object);
const score = (body: unknown) => request(app).post('/api/v1/moves/score').send(body as object);

describe('POST /api/v1/moves', () => {
  it('finds a bingo as the best first play of RETAINS on an empty board: seven tiles through the centre, 50 points more', async () => {
    const { body, headers } = await find({ lang: 'en', board: EMPTY, rack: 'RETAINS', limit: 3 }).expect(200);
    expect(body).toMatchObject({ language: 'en', offset: 0, limit: 3, returned: 3, has_more: true, other_turns: [] });
    expect(body.total).toBeGreaterThan(100);
    const [best] = body.plays;
    expect(best.tiles).toHaveLength(7);
    expect(best.bingo).toBe(50);
    expect(best.leave).toBe('');
    expect(['retains', 'nastier', 'retinas', 'stainer', 'stearin', 'anestri', 'ratines']).toContain(best.word);
    expect(best.tiles.some((tile: { row: number; column: number }) => tile.row === 8 && tile.column === 8) || best.direction === 'down').toBe(true);
    expect(best.words[0]).toMatchObject({ word: best.word, main: true, in_list: true });
    // Ordered by score: no later play beats the first.
    expect(body.plays.every((play: { score: number }) => play.score <= best.score)).toBe(true);
    expect(Number(headers[QUERY_COST_HEADER])).toBeGreaterThan(0);
  });

  it('pages the same order: offset 1 starts with what was second', async () => {
    const first = await find({ lang: 'en', board: EMPTY, rack: 'RETAINS', limit: 2 }).expect(200);
    const next = await find({ lang: 'en', board: EMPTY, rack: 'RETAINS', offset: 1, limit: 1 }).expect(200);
    expect(next.body.plays[0]).toEqual(first.body.plays[1]);
    expect(next.body.total).toBe(first.body.total);
  });

  it('accepts a board as arrays of squares and plays through the tiles on it', async () => {
    const board = EMPTY.map((row, index) => (index === 7 ? [...'......CAT......'] : [...row].map(() => null)));
    const { body } = await find({ lang: 'en', board, rack: 'S', limit: 50 }).expect(200);
    expect(body.plays.map((play: { word: string }) => play.word)).toContain('cats');
    expect(body.plays.map((play: { word: string }) => play.word)).toContain('scat');
  });

  it('reads a board row given as an array of squares, a Spanish CH one square: S after CHICO makes CHICOS', async () => {
    const board = EMPTY.map((row, index) => (index === 7 ? ['', '', '', '', 'CH', 'I', 'C', 'O', '', '', '', '', '', '', ''] : [...row]));
    const { body } = await find({ lang: 'es', board, rack: 'S' }).expect(200);
    expect(body.plays[0]).toMatchObject({ word: 'chicos', written: '[CH]ICOS', notation: '8E', tiles: [{ row: 8, column: 9, letter: 's', blank: false }] });
  });

  it('lists exchange and pass when the rack has no play', async () => {
    const { body } = await find({ lang: 'en', board: EMPTY, rack: 'Q' }).expect(200);
    expect(body).toMatchObject({ total: 0, plays: [], other_turns: [{ kind: 'exchange', tiles: 'Q' }, { kind: 'pass' }] });
  });

  it.each([
    ['board_size', { board: EMPTY.slice(1), rack: 'CAT' }],
    ['unknown_tile', { board: withRow(8, '......C1T......'), rack: 'S' }],
    ['unknown_tile', { board: EMPTY, rack: 'CA7' }],
    ['too_many_tiles', { board: withRow(8, '.....ZZZ.......'), rack: 'S' }],
    ['board_not_connected', { board: withRow(1, 'CAT............', withRow(8, '......CAT......')), rack: 'S' }],
    ['board_off_centre', { board: withRow(1, 'CAT............'), rack: 'S' }],
    ['rack_too_large', { board: EMPTY, rack: 'RETAINSX' }],
  ])('answers %s with 400 for such a board or rack', async (code, fields) => {
    const { body } = await find({ lang: 'en', ...fields }).expect(400);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toEqual(expect.any(String));
  });

  it.each([
    ['missing_lang', { board: EMPTY, rack: 'CAT' }],
    ['invalid_language', { lang: 'xx', board: EMPTY, rack: 'CAT' }],
    ['invalid_parameter', { lang: 'en', board: 'not a board', rack: 'CAT' }],
    ['invalid_parameter', { lang: 'en', board: EMPTY, rack: 'CAT', limit: 0 }],
    ['invalid_parameter', { lang: 'en', board: EMPTY, rack: 'CAT', offset: -1 }],
    ['invalid_parameter', { lang: 'en', board: EMPTY, rack: 'CAT', colour: 'red' }],
    ['invalid_parameter', ['not', 'an', 'object']],
  ])('answers %s with 400 for a body out of shape', async (code, sent) => {
    const { body } = await find(sent).expect(400);
    expect(body.error.code).toBe(code);
  });

  it('answers invalid_json for a body that does not parse', async () => {
    const { body } = await request(app).post('/api/v1/moves').set('Content-Type', 'application/json').send('{"lang": "en",').expect(400);
    expect(body.error.code).toBe('invalid_json');
  });

  it('reports its work as query cost, and cuts a search that outruns the deadline', async () => {
    const heavy = { lang: 'en', board: withRow(8, '...RETAINS.....'), rack: 'ES??RAT' };
    const answered = await find(heavy).expect(200);
    expect(Number(answered.headers[QUERY_COST_HEADER])).toBeGreaterThan(0);
    const cut = await find(heavy).set(QUERY_BUDGET_HEADER, '1').expect(422);
    expect(cut.body.error.code).toBe('query_too_expensive');
    expect(cut.body.error.details.narrow).toContain('fewer blanks');
  });
});

describe('POST /api/v1/moves/score', () => {
  it('scores a first play on the centre: HELLO from 8D doubles its H and the word, 24 points', async () => {
    const { body } = await score({ lang: 'en', board: EMPTY, play: { word: 'hello', notation: '8D' } }).expect(200);
    expect(body).toMatchObject({ language: 'en', valid: true, words_not_in_list: [] });
    expect(body.play).toMatchObject({ word: 'hello', row: 8, column: 4, direction: 'across', notation: '8D', score: 24, bingo: 0 });
    expect(body.play.words).toEqual([{ word: 'hello', row: 8, column: 4, direction: 'across', main: true, score: 24, in_list: true }]);
  });

  it('takes the same play by row, column and direction, and by its tiles', async () => {
    const byWord = await score({ lang: 'en', board: EMPTY, play: { word: 'hello', row: 8, column: 4, direction: 'across' } }).expect(200);
    const tiles = [...'hello'].map((letter, at) => ({ row: 8, column: 4 + at, letter: letter.toUpperCase() }));
    const byTiles = await score({ lang: 'en', board: EMPTY, play: { tiles } }).expect(200);
    expect(byTiles.body.play).toEqual(byWord.body.play);
  });

  it('answers a word not in the list as valid false, naming it and still scoring it', async () => {
    const { body } = await score({ lang: 'en', board: EMPTY, play: { word: 'hellq', notation: '8D' } }).expect(200);
    expect(body.valid).toBe(false);
    expect(body.words_not_in_list).toEqual(['hellq']);
    expect(body.play.score).toBeGreaterThan(0);
  });

  it('plays the letters a rack lacks with its blanks, and leaves the rest', async () => {
    const { body } = await score({ lang: 'en', board: EMPTY, play: { word: 'cat', notation: '8H' }, rack: 'CA?XYZQ' }).expect(200);
    expect(body.play.tiles.map((tile: { blank: boolean }) => tile.blank)).toEqual([false, false, true]);
    expect(body.play.leave).toBe('QXYZ');
  });

  const cat = withRow(8, '......CAT......');
  it.each([
    ['play_notation', { board: EMPTY, play: { word: 'cat', notation: 'eight' } }],
    ['play_not_in_line', { board: EMPTY, play: { tiles: [{ row: 8, column: 8, letter: 'A' }, { row: 9, column: 9, letter: 'T' }] } }],
    ['play_off_board', { board: EMPTY, play: { word: 'cat', row: 8, column: 14, direction: 'across' } }],
    ['play_not_contiguous', { board: EMPTY, play: { tiles: [{ row: 8, column: 8, letter: 'A' }, { row: 8, column: 10, letter: 'T' }] } }],
    ['play_mismatch', { board: cat, play: { word: 'dog', row: 8, column: 7, direction: 'across' } }],
    ['play_places_nothing', { board: cat, play: { word: 'cat', row: 8, column: 7, direction: 'across' } }],
    ['play_not_whole_word', { board: cat, play: { word: 'ca', row: 8, column: 7, direction: 'across' } }],
    ['play_not_touching', { board: EMPTY, play: { word: 'cat', notation: '1A' } }],
    ['play_too_short', { board: EMPTY, play: { word: 'a', notation: '8H' } }],
    ['play_not_on_rack', { board: EMPTY, play: { word: 'cat', notation: '8H' }, rack: 'DOG' }],
    ['board_size', { board: [...EMPTY, EMPTY[0]], play: { word: 'cat', notation: '8H' } }],
    ['unknown_tile', { board: EMPTY, play: { word: 'c4t', notation: '8H' } }],
    ['invalid_parameter', { board: EMPTY, play: { word: 'cat' } }],
    ['invalid_parameter', { board: EMPTY, play: { word: 'cat', row: 8, column: 8, direction: 'sideways' } }],
  ])('answers %s with 400 for such a play', async (code, fields) => {
    const { body } = await score({ lang: 'en', ...fields }).expect(400);
    expect(body.error.code).toBe(code);
  });

  it('plays a Spanish CH as one tile on one square worth 5: CHICO from 8E is (5 + 1 + 3 + 1) × 2 = 20', async () => {
    const { body } = await score({ lang: 'es', board: EMPTY, play: { word: 'chico', row: 8, column: 5, direction: 'across' } }).expect(200);
    expect(body).toMatchObject({ language: 'es', valid: true, play: { written: '[CH]ICO', score: 20 } });
    expect(body.play.tiles.map((tile: { letter: string }) => tile.letter)).toEqual(['ch', 'i', 'c', 'o']);
  });

  it('answers an unknown language as every search does', async () => {
    const { body } = await score({ lang: 'klingon', board: EMPTY, play: { word: 'cat', notation: '8H' } }).expect(400);
    expect(body.error.code).toBe('invalid_language');
  });
});
