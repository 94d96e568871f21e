import type { LanguageCode } from '@lexicon/shared/core';
import { languageMetadata } from '../src/languages/language-catalogue';

/**
 * A brute-force move finder that shares no code with the engine's: it reads the language's tiles from
 * its metadata, the layout from the rows it is given, and tells words by a Set of strings. From every
 * square where a word may start, in both directions, it tries every arrangement of the rack's tiles
 * (a blank as every tile) on the empty squares that follow, pruned only where the letters so far begin
 * no word of the Set; each arrangement is then checked and scored by the rules as written.
 */
export interface OracleSquare {
  /** The tile's letters, folded, lower case (`ch`). */
  label: string;
  blank: boolean;
}

export interface OraclePlay {
  direction: 'across' | 'down';
  row: number;
  column: number;
  word: string;
  /** New tiles in order along the word. */
  tiles: Array<{ row: number; column: number; label: string; blank: boolean }>;
  /** Every word formed with its score, main word first. */
  words: Array<{ word: string; score: number }>;
  score: number;
  /** The rack's tiles not placed, sorted (`?` a blank). */
  leave: string[];
}

export interface OracleGame {
  layoutRows: readonly string[];
  rackSize: number;
  bingoBonus: number;
}

/** Reads board rows as the API writes them: `.` empty, upper case a tile, lower case a blank, `[CH]` one square. */
export function oracleBoard(rows: readonly string[]): Array<Array<OracleSquare | null>> {
  return rows.map((row) => {
    const squares: Array<OracleSquare | null> = [];
    const characters = [...row];
    for (let at = 0; at < characters.length; at += 1) {
      let text = characters[at] as string;
      if (text === '[') {
        const close = characters.indexOf(']', at);
        text = characters.slice(at + 1, close).join('');
        at = close;
      }
      if (text === '.') squares.push(null);
      else squares.push({ label: text.toLowerCase(), blank: text === text.toLowerCase() });
    }
    return squares;
  });
}

export function oracleMoves(language: LanguageCode, words: ReadonlySet<string>, board: Array<Array<OracleSquare | null>>, rack: readonly string[], game: OracleGame): OraclePlay[] {
  const metadata = languageMetadata(language);
  const alphabet = new Set(metadata.alphabet);
  const tileLabels = Object.keys(metadata.tiles).filter((label) => [...label].every((letter) => alphabet.has(letter)));
  const pointsOf = new Map(tileLabels.map((label) => [label, metadata.tiles[label]?.points ?? 0]));
  const pairs = new Set(tileLabels.filter((label) => [...label].length === 2));
  const prefixes = new Set<string>();
  for (const word of words) for (let end = 1; end <= word.length; end += 1) prefixes.add(word.slice(0, end));
  const size = board.length;
  const premium = (row: number, column: number): string => game.layoutRows[row]?.[column] ?? '.';
  const letterTimes = (mark: string): number => (mark === 'd' ? 2 : mark === 't' ? 3 : 1);
  const wordTimes = (mark: string): number => (mark === 'D' || mark === '*' ? 2 : mark === 'T' ? 3 : 1);
  const boardEmpty = board.every((row) => row.every((square) => square === null));
  const at = (row: number, column: number): OracleSquare | null => board[row]?.[column] ?? null;

  /** A word's squares are the tiles the game lays it with: greedy from the left, two letters one tile where they make one. */
  const laidAsGame = (labels: readonly string[]): boolean => {
    const letters = labels.join('');
    const greedy: string[] = [];
    const characters = [...letters];
    for (let index = 0; index < characters.length; index += 1) {
      const two = (characters[index] as string) + (characters[index + 1] ?? '');
      if (characters[index + 1] !== undefined && pairs.has(two)) {
        greedy.push(two);
        index += 1;
      } else greedy.push(characters[index] as string);
    }
    return greedy.length === labels.length && greedy.every((label, index) => label === labels[index]);
  };

  const plays: OraclePlay[] = [];
  const rackLabels = [...rack];
  for (const direction of ['across', 'down'] as const) {
    const [dr, dc] = direction === 'across' ? [0, 1] : [1, 0];
    for (let row = 0; row < size; row += 1) {
      for (let column = 0; column < size; column += 1) {
        if (at(row - dr, column - dc) !== null) continue;
        const placed: Array<{ row: number; column: number; label: string; blank: boolean }> = [];
        const labels: string[] = [];
        const used = rackLabels.map(() => false);
        const evaluate = (endRow: number, endColumn: number): void => {
          if (placed.length === 0 || labels.length < 2) return;
          const word = labels.join('');
          if (!words.has(word) || !laidAsGame(labels)) return;
          const newAt = new Map(placed.map((tile) => [`${tile.row},${tile.column}`, tile]));
          const touching = boardEmpty
            ? placed.some((tile) => premium(tile.row, tile.column) === '*')
            : placed.some((tile) => [[-1, 0], [1, 0], [0, -1], [0, 1]].some(([r, c]) => at(tile.row + (r as number), tile.column + (c as number)) !== null));
          if (!touching) return;
          if (placed.length === 1 && direction === 'down') {
            const tile = placed[0] as (typeof placed)[number];
            if (at(tile.row, tile.column - 1) !== null || at(tile.row, tile.column + 1) !== null) return;
          }
          // The main word.
          let sum = 0;
          let times = 1;
          for (let r = row, c = column; r !== endRow || c !== endColumn; r += dr, c += dc) {
            const tile = newAt.get(`${r},${c}`);
            if (tile !== undefined) {
              const points = tile.blank ? 0 : (pointsOf.get(tile.label) as number);
              sum += points * letterTimes(premium(r, c));
              times *= wordTimes(premium(r, c));
            } else {
              const square = at(r, c) as OracleSquare;
              sum += square.blank ? 0 : (pointsOf.get(square.label) as number);
            }
          }
          const formed = [{ word, score: sum * times }];
          // Each new tile's word across the play.
          const [cr, cc] = direction === 'across' ? [1, 0] : [0, 1];
          for (const tile of placed) {
            let r = tile.row;
            let c = tile.column;
            while (at(r - cr, c - cc) !== null) {
              r -= cr;
              c -= cc;
            }
            const crossLabels: string[] = [];
            let crossSum = 0;
            let crossTimes = 1;
            for (; r === tile.row && c === tile.column ? true : at(r, c) !== null; r += cr, c += cc) {
              if (r === tile.row && c === tile.column) {
                crossLabels.push(tile.label);
                crossSum += (tile.blank ? 0 : (pointsOf.get(tile.label) as number)) * letterTimes(premium(r, c));
                crossTimes *= wordTimes(premium(r, c));
              } else {
                const square = at(r, c) as OracleSquare;
                crossLabels.push(square.label);
                crossSum += square.blank ? 0 : (pointsOf.get(square.label) as number);
              }
            }
            if (crossLabels.length < 2) continue;
            const crossWord = crossLabels.join('');
            if (!words.has(crossWord) || !laidAsGame(crossLabels)) return;
            formed.push({ word: crossWord, score: crossSum * crossTimes });
          }
          const bingo = placed.length === game.rackSize ? game.bingoBonus : 0;
          const leave = rackLabels.filter((_, index) => used[index] !== true).sort();
          plays.push({ direction, row: row + 1, column: column + 1, word, tiles: placed.map((tile) => ({ ...tile, row: tile.row + 1, column: tile.column + 1 })), words: formed, score: formed.reduce((total, { score }) => total + score, 0) + bingo, leave });
        };
        const extend = (r: number, c: number): void => {
          if (labels.length > 0 && !prefixes.has(labels.join(''))) return;
          if (r >= size || c >= size) {
            evaluate(r, c);
            return;
          }
          const square = at(r, c);
          if (square !== null) {
            labels.push(square.label);
            extend(r + dr, c + dc);
            labels.pop();
            return;
          }
          evaluate(r, c);
          const tried = new Set<string>();
          rackLabels.forEach((tile, index) => {
            if (used[index] === true || tried.has(tile)) return;
            tried.add(tile);
            used[index] = true;
            for (const label of tile === '?' ? tileLabels : [tile]) {
              placed.push({ row: r, column: c, label, blank: tile === '?' });
              labels.push(label);
              extend(r + dr, c + dc);
              labels.pop();
              placed.pop();
            }
            used[index] = false;
          });
        };
        extend(row, column);
      }
    }
  }
  return plays;
}

/** The listing order as documented: score, fewer tiles, word in alphabet order, row, column, across first, blanks last square by square. */
export function oracleOrder(language: LanguageCode): (a: OraclePlay, b: OraclePlay) => number {
  const alphabet = languageMetadata(language).alphabet;
  const rank = new Map(alphabet.map((letter, index) => [letter, index]));
  const compareWords = (a: string, b: string): number => {
    const x = [...a];
    const y = [...b];
    for (let index = 0; index < Math.min(x.length, y.length); index += 1) {
      const difference = (rank.get(x[index] as string) as number) - (rank.get(y[index] as string) as number);
      if (difference !== 0) return difference;
    }
    return x.length - y.length;
  };
  const blankPattern = (play: OraclePlay): string => {
    const byColumn = new Map(play.tiles.map((tile) => [play.direction === 'across' ? tile.column : tile.row, tile.blank]));
    let pattern = '';
    const from = play.direction === 'across' ? play.column : play.row;
    for (let position = from; position < from + 15; position += 1) pattern += byColumn.get(position) === true ? '1' : '0';
    return pattern;
  };
  return (a, b) =>
    b.score - a.score ||
    a.tiles.length - b.tiles.length ||
    compareWords(a.word, b.word) ||
    a.row - b.row ||
    a.column - b.column ||
    (a.direction === b.direction ? 0 : a.direction === 'across' ? -1 : 1) ||
    (blankPattern(a) < blankPattern(b) ? -1 : blankPattern(a) > blankPattern(b) ? 1 : 0);
}
