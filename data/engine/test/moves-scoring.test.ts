import { checkPlay, createLanguageRules, findMoves, gameTileSetOf, languageMetadata, metered, QueryInterrupted, STANDARD_GAME } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';

/**
 * Scores worked by hand from the game's rules on the standard board (row 8 reads
 * `T..d...*...d..T`, row 9 `..d...d.d...d..`; the centre H8 is a double word): letter and word
 * premiums count only for tiles the play places, a cross word counts the premium under its new tile,
 * a blank scores 0, and placing all seven tiles adds 50.
 */
const EMPTY = Array.from({ length: 15 }, () => '.'.repeat(15));
const withRow = (row: number, text: string, board: readonly string[] = EMPTY): string[] => board.map((line, index) => (index === row - 1 ? text : line));

const english = fixtureDictionary('en');
const englishWithHooks = fixtureDictionary('en', ['cat', 'cats', 'xi', 'ax', 'ti', 'at', 'running', 'jazz']);
const spanish = fixtureDictionary('es');

describe('scores of worked examples', () => {
  it('a first play doubles on the centre and doubles the letter on D8: HELLO from 8D is (4×2 + 1 + 1 + 1 + 1) × 2 = 24', () => {
    const { valid, play } = checkPlay(english, { board: EMPTY, play: { word: 'hello', notation: '8D' } });
    expect(valid).toBe(true);
    expect(play.score).toBe(24);
    expect(play.words).toEqual([{ word: 'hello', row: 8, column: 4, direction: 'across', main: true, score: 24, inList: true }]);
  });

  it('a Spanish CH is one tile on one square worth 5: CHICO from 8E is four tiles, (5 + 1 + 3 + 1) × 2 = 20', () => {
    const { play } = checkPlay(spanish, { board: EMPTY, play: { word: 'chico', row: 8, column: 5, direction: 'across' } });
    expect(play.tiles.map((tile) => tile.letter)).toEqual(['ch', 'i', 'c', 'o']);
    expect(play.written).toBe('[CH]ICO');
    expect(play.score).toBe(20);
  });

  it('a premium square already covered counts no more: S after CAT on 8G makes CATS worth 3 + 1 + 1 + 1 = 6', () => {
    const board = withRow(8, '......CAT......');
    const { play } = checkPlay(english, { board, play: { word: 'cats', notation: '8G' } });
    expect(play.tiles).toEqual([{ row: 8, column: 10, letter: 's', blank: false }]);
    expect(play.score).toBe(6);
  });

  it('a cross word counts the premium under its new tile: XI on 9H under CAT scores XI 8 + 1×2, AX 1 + 8, TI 1 + 1×2: 22', () => {
    const board = withRow(8, '......CAT......');
    const { valid, play } = checkPlay(englishWithHooks, { board, play: { word: 'xi', notation: '9H' } });
    expect(valid).toBe(true);
    expect(play.words.map(({ word, score, main }) => ({ word, score, main }))).toEqual([
      { word: 'xi', score: 10, main: true },
      { word: 'ax', score: 9, main: false },
      { word: 'ti', score: 3, main: false },
    ]);
    expect(play.score).toBe(22);
    const found = findMoves(englishWithHooks, { board, rack: 'XI', limit: 100 }).plays.find((candidate) => candidate.notation === '9H' && candidate.word === 'xi');
    expect(found?.score).toBe(22);
  });

  it('all seven tiles add 50: RUNNING from 8B is (1 + 1 + 1×2 + 1 + 1 + 1 + 2) × 2 + 50 = 68', () => {
    const { play } = checkPlay(englishWithHooks, { board: EMPTY, play: { word: 'running', notation: '8B' } });
    expect(play.bingo).toBe(50);
    expect(play.score).toBe(68);
    const listed = findMoves(englishWithHooks, { board: EMPTY, rack: 'RUNNING', limit: 100 }).plays.find((candidate) => candidate.notation === '8B');
    expect(listed).toMatchObject({ word: 'running', bingo: 50, score: 68, leave: '' });
  });

  it('a blank scores 0: CATs from 8G, the s a blank, is (3 + 1 + 1 + 0) × 2 = 10', () => {
    const { play } = checkPlay(english, { board: EMPTY, play: { word: 'CATs', notation: '8G' } });
    expect(play.tiles[3]).toEqual({ row: 8, column: 10, letter: 's', blank: true });
    expect(play.score).toBe(10);
  });

  it('a rack short of a letter plays it with its blank: JAZZ from 8E with J A Z ? is (8 + 1 + 10 + 0) × 2 = 38, leaving nothing', () => {
    const { play } = checkPlay(englishWithHooks, { board: EMPTY, play: { word: 'jazz', notation: '8E' }, rack: 'JAZ?' });
    expect(play.tiles.filter((tile) => tile.blank)).toHaveLength(1);
    expect(play.score).toBe(38);
    expect(play.leave).toBe('');
  });
});

describe('the plays listed', () => {
  it('are ordered by score, then fewer tiles, then alphabetically, and paged', () => {
    const all = findMoves(english, { board: EMPTY, rack: 'CATSDOG', limit: 1000 });
    expect(all.total).toBe(all.plays.length);
    for (let at = 1; at < all.plays.length; at += 1) {
      const [before, after] = [all.plays[at - 1], all.plays[at]] as [(typeof all.plays)[0], (typeof all.plays)[0]];
      expect(before.score > after.score || (before.score === after.score && before.tiles.length <= after.tiles.length)).toBe(true);
    }
    const page = findMoves(english, { board: EMPTY, rack: 'CATSDOG', offset: 5, limit: 3 });
    expect(page.plays).toEqual(all.plays.slice(5, 8));
    expect(page.total).toBe(all.total);
  });

  it('give the tiles left on the rack, blanks as ?', () => {
    const [best] = findMoves(english, { board: EMPTY, rack: 'ZOO?E', limit: 1 }).plays;
    expect(best).toMatchObject({ word: 'zoo' });
    expect(best?.leave).toMatch(/^E?\??$/);
  });

  it('offer an exchange and a pass when the rack can make nothing', () => {
    const page = findMoves(english, { board: EMPTY, rack: 'VVWW', limit: 10 });
    expect(page.total).toBe(0);
    expect(page.otherTurns).toEqual([{ kind: 'exchange', tiles: 'VVWW' }, { kind: 'pass' }]);
  });

  it('never let a Spanish blank stand for K, a letter with no tile: KILO is in the list and never played', () => {
    const page = findMoves(spanish, { board: EMPTY, rack: 'ILO??', limit: 1000 });
    expect(page.plays.some((play) => play.word === 'kilo')).toBe(false);
  });

  it('build no Spanish CH from a C and an H tile', () => {
    const page = findMoves(spanish, { board: EMPTY, rack: 'CHICO', limit: 1000 });
    expect(page.plays.some((play) => play.word === 'chico')).toBe(false);
    const withTile = findMoves(spanish, { board: EMPTY, rack: ['ch', 'i', 'c', 'o'], limit: 1000 });
    expect(withTile.plays.some((play) => play.word === 'chico' && play.tiles.length === 4)).toBe(true);
  });

  it('lay the Dutch IJ as an I and a J', () => {
    const page = findMoves(fixtureDictionary('nl'), { board: EMPTY, rack: 'IJS', limit: 100 });
    expect(page.plays.find((play) => play.word === 'ijs')?.tiles.map((tile) => tile.letter)).toEqual(['i', 'j', 's']);
  });

  it('stop at a deadline or an allowance of work, metered like the other heavy queries', () => {
    const run = (): unknown => findMoves(english, { board: EMPTY, rack: 'CATS??E', limit: 10 });
    expect(() => metered({ deadline: Number.POSITIVE_INFINITY, maxUnits: 50 }, run)).toThrow(QueryInterrupted);
    const { units } = metered({ deadline: Number.POSITIVE_INFINITY }, run);
    expect(units).toBeGreaterThan(50);
  });
});

describe('the board is data', () => {
  it('the tiles are those of the language: Spanish has CH, LL and RR, no K or W, 100 tiles with its 2 blanks', () => {
    const { tiles, blanks } = gameTileSetOf(createLanguageRules(languageMetadata('es')));
    expect(tiles.find((tile) => tile.letter === 'ch')).toEqual({ letter: 'ch', points: 5, count: 1 });
    expect(tiles.map((tile) => tile.letter)).not.toContain('k');
    expect(tiles.reduce((sum, tile) => sum + tile.count, 0) + blanks).toBe(100);
  });

  it('a 21 × 21 layout needs only its rows', () => {
    const rows = Array.from({ length: 21 }, (_, row) => (row === 10 ? `${'.'.repeat(10)}*${'.'.repeat(10)}` : 'T' + '.'.repeat(20)));
    const game = { ...STANDARD_GAME, name: 'test 21', layout: { name: 'test 21 × 21', rows } };
    const board = Array.from({ length: 21 }, () => '.'.repeat(21));
    const [best] = findMoves(english, { board, rack: 'CAT', limit: 1, game }).plays;
    // ACT down from K9 covers the centre at K11: (1 + 3 + 1) × 2.
    expect(best).toMatchObject({ word: 'act', notation: 'K9', score: 10 });
    expect(best?.tiles).toContainEqual({ row: 11, column: 11, letter: 't', blank: false });
  });

  it('a blank scores what the game says: at 1 point, CATs from 8G scores (3 + 1 + 1 + 1) × 2 = 12, found and checked alike', () => {
    const game = { ...STANDARD_GAME, name: 'blanks worth 1', blankPoints: 1 };
    expect(checkPlay(english, { board: EMPTY, play: { word: 'CATs', notation: '8G' }, game }).play.score).toBe(12);
    const found = findMoves(english, { board: EMPTY, rack: 'CAT?', limit: 1000, game }).plays.find((play) => play.notation === '8G' && play.written === 'CATs');
    expect(found?.score).toBe(12);
  });
});
