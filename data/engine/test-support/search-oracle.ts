import type { Dictionary, DictionaryWord } from '../src/dictionary';

/**
 * A brute-force oracle for searches: every word checked one by one, in the plainest way, then
 * ordered. The engine's searches are held to it (data/engine/test).
 */

export interface OracleAnagram {
  word: string;
  rank: number;
  length: number;
  /** Face value. */
  points: number;
  /** As played from the rack: the letters blanks play score 0. */
  score: number;
  blanks: string[];
}

type OracleItem = { kind: 'star' } | { kind: 'one'; accepts: (letter: string) => boolean };

function oracleItems(pattern: string, dictionary: Dictionary): OracleItem[] {
  const { rules } = dictionary;
  const vowels = new Set(rules.metadata.vowels);
  const items: OracleItem[] = [];
  const characters = [...pattern];
  for (let i = 0; i < characters.length; i += 1) {
    const character = characters[i] as string;
    if (character === '*' || character === '%') items.push({ kind: 'star' });
    else if (character === '?' || character === '_') items.push({ kind: 'one', accepts: () => true });
    else if (character === '@') items.push({ kind: 'one', accepts: (letter) => vowels.has(letter) });
    else if (character === '#') items.push({ kind: 'one', accepts: (letter) => !vowels.has(letter) });
    else if (character === '[') {
      const close = characters.indexOf(']', i);
      const negated = characters[i + 1] === '^';
      const members = new Set(characters.slice(i + (negated ? 2 : 1), close).map((member) => rules.fold(member.toLowerCase())));
      items.push({ kind: 'one', accepts: (letter) => members.has(letter) !== negated });
      i = close;
    } else {
      for (const letter of rules.fold(character.toLowerCase()) ?? '') items.push({ kind: 'one', accepts: (candidate) => candidate === letter });
    }
  }
  return items;
}

function globMatches(items: OracleItem[], letters: string[]): boolean {
  const from = (item: number, position: number): boolean => {
    if (item === items.length) return position === letters.length;
    const current = items[item] as OracleItem;
    if (current.kind === 'star') {
      for (let skip = position; skip <= letters.length; skip += 1) if (from(item + 1, skip)) return true;
      return false;
    }
    return position < letters.length && current.accepts(letters[position] as string) && from(item + 1, position + 1);
  };
  return from(0, 0);
}

function letterTally(letters: string[]): Map<string, number> {
  const tally = new Map<string, number>();
  for (const letter of letters) tally.set(letter, (tally.get(letter) ?? 0) + 1);
  return tally;
}

/** Every word matching the pattern and letter filters, in dictionary order. */
export function oraclePatternMatches(dictionary: Dictionary, pattern: string, contains: string, excludes: string): DictionaryWord[] {
  const items = oracleItems(pattern, dictionary);
  const required = letterTally([...(dictionary.rules.fold(contains) ?? '')]);
  const banned = new Set(dictionary.rules.fold(excludes) ?? '');
  return [...dictionary.words()]
    .filter(({ folded }) => {
      const letters = [...folded];
      const tally = letterTally(letters);
      return (
        globMatches(items, letters) &&
        [...required].every(([letter, count]) => (tally.get(letter) ?? 0) >= count) &&
        letters.every((letter) => !banned.has(letter))
      );
    });
}

export function oraclePattern(dictionary: Dictionary, pattern: string, contains: string, excludes: string): string[] {
  return oraclePatternMatches(dictionary, pattern, contains, excludes).map(({ word }) => word);
}

/**
 * Every word the rack makes, in the anagram order (longest, then highest score as played, then
 * dictionary order). Rack tiles go first in word order and blanks play the rest; a laid tile (Spanish
 * ll is one) holding a letter a blank plays scores 0.
 */
export function oracleAnagramMatches(dictionary: Dictionary, rack: string, minLength: number, maxLength: number): OracleAnagram[] {
  const { rules, tileTable } = dictionary;
  const rackLetters = [...rack].filter((tile) => tile !== '?');
  const blanks = rack.length - rackLetters.length;
  return [...dictionary.words()]
    .flatMap(({ word, folded, rank }) => {
      const letters = [...folded];
      if (letters.length < minLength || letters.length > Math.min(maxLength, rack.length)) return [];
      const available = letterTally(rackLetters);
      const blankLetters: string[] = [];
      const blankPositions = new Set<number>();
      letters.forEach((letter, position) => {
        if ((available.get(letter) ?? 0) > 0) available.set(letter, (available.get(letter) as number) - 1);
        else {
          blankLetters.push(letter);
          blankPositions.add(position);
        }
      });
      if (blankLetters.length > blanks || blankLetters.some((letter) => rules.metadata.tiles[letter] === undefined)) return [];
      let position = 0;
      let score = 0;
      for (const tile of tileTable.laidTiles(folded)) {
        const size = [...tile].length;
        const byBlank = [...Array(size).keys()].some((offset) => blankPositions.has(position + offset));
        score += byBlank ? 0 : (rules.metadata.tiles[tile]?.points ?? 0);
        position += size;
      }
      return [{ word, rank, length: letters.length, points: tileTable.score(folded).points, score, blanks: blankLetters }];
    })
    .sort((a, b) => b.length - a.length || b.score - a.score || a.rank - b.rank);
}

export function oracleAnagram(dictionary: Dictionary, rack: string, minLength: number, maxLength: number): Array<{ word: string; points: number; score: number; blanks: string[] }> {
  return oracleAnagramMatches(dictionary, rack, minLength, maxLength).map(({ word, points, score, blanks }) => ({ word, points, score, blanks }));
}

