import { AppError } from '@lexicon/shared/core';
import type { LanguageRules } from '../languages/language-rules';

/**
 * Pattern grammar (docs/api.md, Pattern search), over a language's folded letters:
 *   ? _      exactly one letter            * %      zero or more letters
 *   [abc]    one of these letters          [^abc]   one letter but these
 *   @        one vowel                     #        one consonant
 *   letters  themselves, folded as words are (é → e, ß → ss), any case
 * The whole word must match. Parsed into tokens, never into a regular expression.
 */
export const MAX_PATTERN_LENGTH = 64;
export const MAX_STARS = 8;

export type PatternToken =
  | { kind: 'letter'; letters: Uint8Array; source: string }
  | { kind: 'star' };

export interface ParsedPattern {
  tokens: PatternToken[];
  /** The pattern as it ran: lower case, folded, `_` as `?`, `%` as `*`. */
  normalized: string;
}

function patternError(pattern: string, position: number, reason: string): AppError {
  return new AppError('invalid_pattern', `Invalid pattern at position ${position}: ${reason}.`, {
    parameter: 'pattern',
    value: pattern,
    position,
    reason,
  });
}

/**
 * What every pattern of a language reuses: the letter classes of `?`, `@`, `#` and of each single
 * letter, and each character's folded letters. Built once per language rather than per query,
 * where the locale-aware lower-casing and folding showed in the cost of short searches.
 * The classes are shared between patterns: readers never write to a token's letters.
 */
interface ParserTables {
  any: Uint8Array;
  vowel: Uint8Array;
  consonant: Uint8Array;
  single: Uint8Array[];
  /** The folded letters a pattern character stands for (two for ß or œ), or null. */
  foldedLetters: (character: string) => readonly number[] | null;
}

const TABLES = new WeakMap<LanguageRules, ParserTables>();

function tablesFor(rules: LanguageRules): ParserTables {
  const known = TABLES.get(rules);
  if (known !== undefined) return known;
  const size = rules.alphabet.length;
  const vowels = new Set(rules.metadata.vowels);
  const classOf = (test: (letter: string) => boolean): Uint8Array => Uint8Array.from(rules.alphabet, (letter) => (test(letter) ? 1 : 0));
  const folds = new Map<string, readonly number[] | null>();
  const tables: ParserTables = {
    any: classOf(() => true),
    vowel: classOf((letter) => vowels.has(letter)),
    consonant: classOf((letter) => !vowels.has(letter)),
    single: Array.from({ length: size }, (_, index) => classOf((letter) => letter === rules.alphabet[index])),
    foldedLetters: (character) => {
      const cached = folds.get(character);
      if (cached !== undefined) return cached;
      const folded = rules.fold(character.toLocaleLowerCase(rules.metadata.code));
      const indices = folded === null || folded === '' ? [] : [...folded].map((letter) => rules.letterIndex(letter));
      const letters = indices.length > 0 && indices.every((index) => index !== undefined) ? (indices as number[]) : null;
      // Bounded: only characters of patterns that parsed this far are remembered, one entry each.
      if (folds.size < 4096) folds.set(character, letters);
      return letters;
    },
  };
  TABLES.set(rules, tables);
  return tables;
}

export function parsePattern(pattern: string, rules: LanguageRules): ParsedPattern {
  const characters = [...pattern];
  if (characters.length > MAX_PATTERN_LENGTH) {
    throw patternError(pattern, MAX_PATTERN_LENGTH, `a pattern has at most ${MAX_PATTERN_LENGTH} characters`);
  }
  const size = rules.alphabet.length;
  const tables = tablesFor(rules);
  const foldedLetters = tables.foldedLetters;

  const tokens: PatternToken[] = [];
  let normalized = '';
  let stars = 0;
  for (let position = 0; position < characters.length; position += 1) {
    const character = characters[position] as string;
    if (character === '*' || character === '%') {
      stars += 1;
      if (stars > MAX_STARS) throw patternError(pattern, position, `a pattern has at most ${MAX_STARS} stars`);
      // Consecutive stars mean the same as one.
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
      normalized += '*';
    } else if (character === '?' || character === '_') {
      tokens.push({ kind: 'letter', letters: tables.any, source: '?' });
      normalized += '?';
    } else if (character === '@') {
      tokens.push({ kind: 'letter', letters: tables.vowel, source: '@' });
      normalized += '@';
    } else if (character === '#') {
      tokens.push({ kind: 'letter', letters: tables.consonant, source: '#' });
      normalized += '#';
    } else if (character === '[') {
      const close = characters.indexOf(']', position + 1);
      if (close < 0) throw patternError(pattern, position, 'this [ is never closed');
      const negated = characters[position + 1] === '^';
      const members = characters.slice(position + (negated ? 2 : 1), close);
      if (members.length === 0) throw patternError(pattern, position, 'a letter set needs at least one letter');
      const inSet = new Uint8Array(size);
      members.forEach((member, offset) => {
        const letters = foldedLetters(member);
        if (letters === null || letters.length !== 1) {
          throw patternError(pattern, position + (negated ? 2 : 1) + offset, `"${member}" is not a single letter of ${rules.metadata.name}`);
        }
        inSet[letters[0] as number] = 1;
      });
      const letters = negated ? inSet.map((member) => 1 - member) : inSet;
      const source = `[${negated ? '^' : ''}${rules.alphabet.filter((_, index) => inSet[index] === 1).join('')}]`;
      tokens.push({ kind: 'letter', letters, source });
      normalized += source;
      position = close;
    } else if (character === ']') {
      throw patternError(pattern, position, 'this ] closes no letter set');
    } else {
      const letters = foldedLetters(character);
      if (letters === null) throw patternError(pattern, position, `"${character}" is neither a letter of ${rules.metadata.name} nor a wildcard`);
      for (const index of letters) {
        tokens.push({ kind: 'letter', letters: tables.single[index] as Uint8Array, source: rules.alphabet[index] as string });
        normalized += rules.alphabet[index];
      }
    }
  }
  return { tokens, normalized };
}
