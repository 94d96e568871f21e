import type { WordList } from './word-list';

/**
 * The pattern grammar read a second time, apart from the engine's parser, so that the baselines
 * check the engine rather than share its mistakes. Bench queries hold folded letters, but for the
 * exact class, typed as a player types a word (with or without its diacritics).
 */
export type GlobToken =
  | { kind: 'star' }
  | { kind: 'any' }
  | { kind: 'letter'; letter: string }
  | { kind: 'set'; letters: string[]; negated: boolean };

export function tokenizeGlob(pattern: string, list: WordList): GlobToken[] {
  const characters = [...pattern];
  const tokens: GlobToken[] = [];
  const letterAt = (position: number): string => {
    const character = characters[position] as string;
    if (!list.letterIndex.has(character)) throw new Error(`pattern "${pattern}": "${character}" is not a folded letter of ${list.language}`);
    return character;
  };
  for (let position = 0; position < characters.length; position += 1) {
    const character = characters[position] as string;
    if (character === '*' || character === '%') {
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
    } else if (character === '?' || character === '_') {
      tokens.push({ kind: 'any' });
    } else if (character === '@') {
      tokens.push({ kind: 'set', letters: list.alphabet.filter((letter) => list.vowels.has(letter)), negated: false });
    } else if (character === '#') {
      tokens.push({ kind: 'set', letters: list.alphabet.filter((letter) => !list.vowels.has(letter)), negated: false });
    } else if (character === '[') {
      const close = characters.indexOf(']', position + 1);
      if (close < 0) throw new Error(`pattern "${pattern}": unclosed [`);
      const negated = characters[position + 1] === '^';
      const letters: string[] = [];
      for (let member = position + (negated ? 2 : 1); member < close; member += 1) letters.push(letterAt(member));
      if (letters.length === 0) throw new Error(`pattern "${pattern}": empty set`);
      tokens.push({ kind: 'set', letters, negated });
      position = close;
    } else if (list.letterIndex.has(character)) {
      tokens.push({ kind: 'letter', letter: character });
    } else {
      const letters = list.fold(character);
      if (letters === null) throw new Error(`pattern "${pattern}": "${character}" plays no letter of ${list.language}`);
      for (const letter of letters) tokens.push({ kind: 'letter', letter });
    }
  }
  return tokens;
}

/** Letters a matching word has at least, and exactly when the pattern has no star. */
export function lengthBounds(tokens: readonly GlobToken[]): { min: number; exact: boolean } {
  const min = tokens.filter((token) => token.kind !== 'star').length;
  return { min, exact: min === tokens.length };
}
