import { AppError } from '@lexicon/shared/core';
import type { LanguageRules } from '../languages/language-rules';

/** Letter index → how many times it must appear (contains) or 1 (excludes). */
export type LetterCounts = ReadonlyMap<number, number>;

export const MAX_CONSTRAINT_LETTERS = 32;

/**
 * Parses `contains` or `excludes`: letters of the language, folded as words are, any case. A letter
 * given twice in `contains` must appear at least twice.
 */
export function parseLetterCounts(value: string, parameter: 'contains' | 'excludes', rules: LanguageRules): LetterCounts {
  const counts = new Map<number, number>();
  const characters = [...value];
  if (characters.length > MAX_CONSTRAINT_LETTERS) {
    throw new AppError('invalid_parameter', `${parameter} takes at most ${MAX_CONSTRAINT_LETTERS} letters.`, { parameter, value });
  }
  characters.forEach((character, position) => {
    const folded = rules.fold(character.toLocaleLowerCase(rules.metadata.code));
    if (folded === null || folded === '') {
      throw new AppError('invalid_parameter', `${parameter} may only hold letters of ${rules.metadata.name}; "${character}" is not one.`, {
        parameter,
        value,
        position,
      });
    }
    for (const letter of folded) {
      const index = rules.letterIndex(letter) as number;
      counts.set(index, (counts.get(index) ?? 0) + 1);
    }
  });
  return counts;
}

/** Letters in both lists can never be satisfied: the request is refused rather than answered empty. */
export function assertDisjoint(contains: LetterCounts, excludes: LetterCounts, rules: LanguageRules, values: { contains: string; excludes: string }): void {
  const both = [...contains.keys()].filter((letter) => excludes.has(letter));
  if (both.length > 0) {
    const letters = both.map((letter) => rules.alphabet[letter]).join('');
    throw new AppError('invalid_parameter', `The letters "${letters}" are both required (contains) and excluded (excludes).`, {
      parameter: 'excludes',
      value: values.excludes,
      contains: values.contains,
      conflicting_letters: letters,
    });
  }
}

export function lettersText(counts: LetterCounts, rules: LanguageRules): string {
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([letter, count]) => (rules.alphabet[letter] as string).repeat(count))
    .join('');
}

/** Whether the word has each `contains` letter as often as asked and no `excludes` letter. */
export function meetsLetterCounts(
  folded: string,
  letterIndex: (letter: string) => number | undefined,
  contains: LetterCounts,
  excludes: LetterCounts,
): boolean {
  if (contains.size === 0 && excludes.size === 0) return true;
  const occurrences = new Map<number, number>();
  for (const letter of folded) {
    const index = letterIndex(letter) as number;
    occurrences.set(index, (occurrences.get(index) ?? 0) + 1);
  }
  for (const [letter, count] of contains) if ((occurrences.get(letter) ?? 0) < count) return false;
  for (const letter of excludes.keys()) if (occurrences.has(letter)) return false;
  return true;
}
