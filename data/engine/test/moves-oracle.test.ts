import { type Dictionary, findMoves, languageMetadata, type Play, seededRandom, STANDARD_GAME } from '@lexicon/engine';
import { fixtureDictionary, fixtureEntries, oracleBoard, oracleMoves, oracleOrder, type OraclePlay } from '@lexicon/engine/test-support';
import { LANGUAGE_CODES, type LanguageCode } from '@lexicon/shared/core';

/**
 * The move generator against a brute force that shares none of its code (test-support/moves-oracle.ts),
 * on boards built by playing random legal plays from the generator's own answers, in every language:
 * the same plays, the same words with the same scores, the same tiles left, in the same order.
 *
 * The fixture lists hold a dozen words each, too few to fill a board, so each language's list here is
 * its fixture words plus a few hundred seeded random words drawn from its own tiles (Spanish ones with
 * CH, LL and RR among them), many of two and three letters so plays hook and run in parallel.
 */


function tileLabels(language: LanguageCode): Array<{ label: string; count: number }> {
  const metadata = languageMetadata(language);
  const alphabet = new Set(metadata.alphabet);
  return Object.entries(metadata.tiles)
    .filter(([label]) => [...label].every((letter) => alphabet.has(letter)))
    .map(([label, { count }]) => ({ label, count }));
}

const WORDS_BY_LENGTH: Record<number, number> = { 2: 90, 3: 260, 4: 220, 5: 140, 6: 80, 7: 50, 8: 30 };

function movesDictionary(language: LanguageCode): Dictionary {
  const random = seededRandom(language.charCodeAt(0) * 31 + language.charCodeAt(1));
  const tiles = tileLabels(language);
  const weighted = tiles.flatMap(({ label, count }) => Array.from({ length: count }, () => label));
  const entries = [...fixtureEntries(language)];
  for (const [length, count] of Object.entries(WORDS_BY_LENGTH)) {
    for (let made = 0; made < count; made += 1) {
      let word = '';
      for (let at = 0; at < Number(length); at += 1) word += weighted[Math.floor(random() * weighted.length)];
      entries.push(word);
    }
  }
  return fixtureDictionary(language, entries);
}

const EMPTY_ROWS = Array.from({ length: 15 }, () => '.'.repeat(15));

function boardSquares(rows: readonly string[]): string[][] {
  return rows.map((row) => {
    const squares: string[] = [];
    const characters = [...row];
    for (let at = 0; at < characters.length; at += 1) {
      const character = characters[at] as string;
      if (character !== '[') squares.push(character);
      else {
        const close = characters.indexOf(']', at);
        squares.push(characters.slice(at, close + 1).join(''));
        at = close;
      }
    }
    return squares;
  });
}

function written(label: string, blank: boolean): string {
  const text = blank ? label : label.toUpperCase();
  return [...label].length > 1 ? `[${text}]` : text;
}

function applyPlay(rows: readonly string[], play: Play): string[] {
  const squares = boardSquares(rows);
  for (const tile of play.tiles) (squares[tile.row - 1] as string[])[tile.column - 1] = written(tile.letter, tile.blank);
  return squares.map((row) => row.join(''));
}

/** The tiles on the board, by label (blanks as `?`). */
function tilesOnBoard(rows: readonly string[]): string[] {
  return boardSquares(rows)
    .flat()
    .filter((square) => square !== '.')
    .map((square) => {
      const label = square.replace(/[[\]]/g, '');
      return label === label.toLowerCase() ? '?' : label.toLowerCase();
    });
}

/** The bag: every tile of the game not on the board, shuffled. */
function bagFor(language: LanguageCode, rows: readonly string[], random: () => number): string[] {
  const bag = tileLabels(language).flatMap(({ label, count }) => Array.from({ length: count }, () => label));
  for (let blank = 0; blank < languageMetadata(language).blanks; blank += 1) bag.push('?');
  for (const tile of tilesOnBoard(rows)) bag.splice(bag.indexOf(tile), 1);
  for (let at = bag.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [bag[at], bag[other]] = [bag[other] as string, bag[at] as string];
  }
  return bag;
}

/**
 * A rack of seven from the bag with `blanks` blanks, or as many as the bag still holds, and a
 * two-letter tile first where the bag holds one (Spanish).
 */
function rackFrom(bag: readonly string[], wanted: number): string[] {
  const blanks = Math.min(wanted, bag.filter((tile) => tile === '?').length);
  const pair = bag.findIndex((tile) => [...tile].length > 1);
  const ordered = pair < 0 ? bag : [bag[pair] as string, ...bag.slice(0, pair), ...bag.slice(pair + 1)];
  const letters = ordered.filter((tile) => tile !== '?').slice(0, 7 - blanks);
  return [...letters, ...Array.from({ length: blanks }, () => '?')];
}

/**
 * A board from an empty one, `depth` random plays deep, each chosen from the generator's answer for a
 * rack drawn from the bag (with `rackBlanks` blanks until a blank is on the board). Plays that `prefer` picks
 * are chosen when there are any (plays with blanks, plays with two-letter tiles).
 */
function playedBoard(dictionary: Dictionary, start: readonly string[], depth: number, random: () => number, prefer: (play: Play) => boolean, rackBlanks = 0): string[] {
  let rows = [...start];
  for (let turn = 0; turn < depth; turn += 1) {
    const bag = bagFor(dictionary.language, rows, random);
    // One blank on the board is enough: the game's others stay in the bag for the racks compared.
    const rack = rackFrom(bag, /\p{Ll}/u.test(rows.join('')) ? 0 : rackBlanks);
    const { plays } = findMoves(dictionary, { board: rows, rack, limit: 100_000 });
    if (plays.length === 0) continue;
    const preferred = plays.filter(prefer);
    const pool = preferred.length > 0 ? preferred : plays;
    rows = applyPlay(rows, pool[Math.floor(random() * pool.length)] as Play);
  }
  return rows;
}

/** Row 8 filled from edge to edge with tiles from the bag (the board's own words need not be in the list). */
function fullRowBoard(language: LanguageCode, random: () => number): string[] {
  const bag = bagFor(language, EMPTY_ROWS, random).filter((tile) => tile !== '?');
  const rows = [...EMPTY_ROWS];
  rows[7] = bag
    .slice(0, 15)
    .map((label) => written(label, false))
    .join('');
  return rows;
}

/** A leave as written (`AB[CH]?`) read back into tiles, sorted. */
function leaveTiles(leave: string): string[] {
  return (boardSquares([leave])[0] as string[]).map((tile) => tile.replace(/[[\]]/g, '').toLowerCase()).sort();
}

function generatorKey(play: Play): string {
  const tiles = play.tiles.map((tile) => `${tile.row},${tile.column},${tile.letter},${tile.blank ? 1 : 0}`).join(';');
  return `${play.direction} ${play.row} ${play.column} ${tiles} ${play.words.map((word) => `${word.word}:${word.score}`).join(',')} = ${play.score} leaving ${leaveTiles(play.leave).join('')}`;
}

function oracleKey(play: OraclePlay): string {
  const tiles = play.tiles.map((tile) => `${tile.row},${tile.column},${tile.label},${tile.blank ? 1 : 0}`).join(';');
  return `${play.direction} ${play.row} ${play.column} ${tiles} ${play.words.map((word) => `${word.word}:${word.score}`).join(',')} = ${play.score} leaving ${play.leave.join('')}`;
}

const ORACLE_GAME = { layoutRows: STANDARD_GAME.layout.rows, rackSize: STANDARD_GAME.rackSize, bingoBonus: STANDARD_GAME.bingoBonus };

/** Play counts per language and board, for the closing note. */
const counts: string[] = [];
const shown: string[] = [];

const BOARDS = ['an empty board', 'a board 10 plays deep (two-letter tiles played where the language has them)', 'a board 8 plays deep with blanks on it', 'a board with a full row'] as const;

describe.each(LANGUAGE_CODES.map((language) => [language]))('the generator agrees with the brute force in %s', (language) => {
  let dictionary: Dictionary;
  let words: Set<string>;
  let random: () => number;
  const boards = new Map<string, string[]>();
  beforeAll(() => {
    dictionary = movesDictionary(language);
    words = new Set<string>();
    for (const { folded } of dictionary.words()) words.add(folded);
    random = seededRandom(0x5eed + language.charCodeAt(0) * 257 + language.charCodeAt(1));
    boards.set(BOARDS[0], [...EMPTY_ROWS]);
    const anyPlay = (): boolean => true;
    const withPairTiles = (play: Play): boolean => play.tiles.some((tile) => [...tile.letter].length > 1);
    const withBlanks = (play: Play): boolean => play.tiles.some((tile) => tile.blank);
    boards.set(BOARDS[1], playedBoard(dictionary, EMPTY_ROWS, 10, random, withPairTiles));
    boards.set(BOARDS[2], playedBoard(dictionary, EMPTY_ROWS, 8, random, withBlanks, 1));
    boards.set(BOARDS[3], playedBoard(dictionary, fullRowBoard(language, random), 4, random, anyPlay));
  });

  it.each(BOARDS.map((name) => [name]))('on %s, for racks with 0, 1 and 2 blanks: the same plays, words, scores and order', (name) => {
    const rows = boards.get(name) as string[];
    shown.push(`${language} ${name}\n${rows.join('\n')}`);
    for (const blanks of [0, 1, 2]) {
      const rack = rackFrom(bagFor(language, rows, random), blanks);
      const page = findMoves(dictionary, { board: rows, rack, limit: 1_000_000 });
      if (name === BOARDS[2]) expect(rows.join('')).toMatch(/\p{Ll}/u);
      const expected = oracleMoves(language, words, oracleBoard(rows), rack, ORACLE_GAME).sort(oracleOrder(language));
      const context = `${language}, ${name}, rack ${rack.join('')}\n${rows.join('\n')}`;
      expect({ context, plays: page.plays.map(generatorKey) }).toEqual({ context, plays: expected.map(oracleKey) });
      expect(page.total).toBe(expected.length);
      counts.push(`${language} ${name}, rack ${rack.map((tile) => written(tile, false)).join('')}: ${expected.length}`);
    }
  });
});

afterAll(() => {
  if (process.env.SHOW_BOARDS !== undefined) process.stdout.write(shown.join('\n\n') + '\n');
  process.stdout.write(`oracle play counts:\n${counts.join('\n')}\n`);
});
