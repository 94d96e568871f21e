import type { LanguageRules } from './language-rules';

export interface Score {
  points: number;
  /** False when a letter of the word has no tile in the language (Spanish k and w): it counts 0. */
  hasPoints: boolean;
}

/**
 * A language's tiles over its letter indices: the one statement of how a word scores, read by the
 * scorer below, the anagram walk and the dictionary statistics alike.
 *
 * The rule: a letter with a tile of its own scores that tile; a letter without one (Spanish k and w)
 * scores 0 and the word has no points. A two-letter tile (Spanish ch, ll, rr) is laid greedily from
 * the left: a letter that completes one with the previous letter, while that letter is still unpaired,
 * turns the previous letter's value into the pair's. Czech ch, with no tile of its own, stays c + h.
 */
export interface TileTable {
  readonly letterCount: number;
  /** By letter index: the points of the letter's own tile, 0 where it has none. */
  readonly letterPoints: Int32Array;
  /** By letter index: 1 where the letter has a tile of its own (so a blank may play it). */
  readonly hasTile: Uint8Array;
  /** first × letterCount + second → the points of the tile the two letters make, or -1. */
  readonly pairPoints: Int32Array;
  readonly hasPairs: boolean;
  /** The highest value of one tile (pairs included): a word's points stay below this × its length. */
  readonly maxTilePoints: number;
  /**
   * `byBlank`, when given, marks the letters (by position) a blank plays: the score as played from a
   * rack, where a blank scores 0 and so does a two-letter tile one of whose letters a blank plays.
   */
  score(folded: string, byBlank?: ArrayLike<number>): Score;
  /** The tiles a folded word is laid with: Spanish `calle` → c, a, ll, e. */
  laidTiles(folded: string): string[];
}

const NO_LETTER = -1;

const tablesByRules = new WeakMap<LanguageRules, TileTable>();

/** The tile table of a language, built once per rules object. */
export function tileTableOf(rules: LanguageRules): TileTable {
  let table = tablesByRules.get(rules);
  if (table === undefined) {
    table = buildTileTable(rules);
    tablesByRules.set(rules, table);
  }
  return table;
}

function buildTileTable(rules: LanguageRules): TileTable {
  const { alphabet, metadata } = rules;
  const letterCount = alphabet.length;
  const letterPoints = new Int32Array(letterCount);
  const hasTile = new Uint8Array(letterCount);
  const pairPoints = new Int32Array(letterCount * letterCount).fill(-1);
  let hasPairs = false;
  for (const [tile, { points }] of Object.entries(metadata.tiles)) {
    const letters = [...tile].map((letter) => rules.letterIndex(letter));
    // The language metadata's own test holds every tile to letters of the alphabet.
    if (letters.some((index) => index === undefined)) continue;
    const [first, second] = letters as number[];
    if (letters.length === 1) {
      letterPoints[first as number] = points;
      hasTile[first as number] = 1;
    } else if (letters.length === 2) {
      pairPoints[(first as number) * letterCount + (second as number)] = points;
      hasPairs = true;
    }
  }
  const maxTilePoints = Math.max(0, ...Object.values(metadata.tiles).map(({ points }) => points));

  /** Calls `lay` once per tile of the word: its first letter's position, its length in letters, its points (null: no tile). */
  const walkTiles = (folded: string, lay: (start: number, letters: number, points: number | null) => void): void => {
    const indexes = Array.from(folded, (letter) => rules.letterIndex(letter) ?? NO_LETTER);
    for (let at = 0; at < indexes.length; at += 1) {
      const letter = indexes[at] as number;
      const next = indexes[at + 1] ?? NO_LETTER;
      const pair = hasPairs && letter !== NO_LETTER && next !== NO_LETTER ? (pairPoints[letter * letterCount + next] as number) : -1;
      if (pair >= 0) {
        lay(at, 2, pair);
        at += 1;
      } else {
        lay(at, 1, letter !== NO_LETTER && hasTile[letter] === 1 ? (letterPoints[letter] as number) : null);
      }
    }
  };

  // Scores are read for every word of every answer page: one pass, no array or callback per word. The
  // pairing is walkTiles' (a letter pairs with the previous one while that is still unpaired).
  const score = (folded: string, byBlank?: ArrayLike<number>): Score => {
    let points = 0;
    let untiled = 0;
    let previous = NO_LETTER;
    let previousPoints = 0;
    let previousUntiled = false;
    let previousByBlank = false;
    let position = 0;
    for (const character of folded) {
      const letter = rules.letterIndex(character) ?? NO_LETTER;
      const played = byBlank !== undefined && byBlank[position] === 1;
      position += 1;
      const pair = hasPairs && previous !== NO_LETTER && letter !== NO_LETTER ? (pairPoints[previous * letterCount + letter] as number) : -1;
      if (pair >= 0) {
        points += (played || previousByBlank ? 0 : pair) - previousPoints;
        if (previousUntiled) untiled -= 1;
        previous = NO_LETTER;
        continue;
      }
      previousUntiled = letter === NO_LETTER || hasTile[letter] !== 1;
      previousByBlank = played;
      previousPoints = previousUntiled || played ? 0 : (letterPoints[letter] as number);
      if (previousUntiled) untiled += 1;
      points += previousPoints;
      previous = letter;
    }
    return { points, hasPoints: untiled === 0 };
  };

  const laidTiles = (folded: string): string[] => {
    const letters = [...folded];
    const laid: string[] = [];
    walkTiles(folded, (start, count) => laid.push(letters.slice(start, start + count).join('')));
    return laid;
  };

  return { letterCount, letterPoints, hasTile, pairPoints, hasPairs, maxTilePoints, score, laidTiles };
}
