import { MAX_WORD_LENGTH } from '../languages/language-rules';
import type { ParsedPattern, PatternToken } from './pattern-parser';

/** Word lengths a search keeps to, in letters as played (the folded form: straße has 7), both ends included. */
export interface LengthRange {
  min: number;
  max: number;
}

/** A range no match of the pattern can meet: the search answers nothing without a walk. */
export const NO_LENGTH = 'no-length';

/**
 * The part of a length range that narrows a pattern's matches: undefined when it narrows nothing
 * (`c?t` asked 2 to 5 letters, or no range), NO_LENGTH when no match can have such a length (`c?t`
 * asked 5), else the range clamped to the lengths the pattern can have. Strategies that do not walk
 * an automaton then only decline ranges that really cut, and a star-free pattern never carries one.
 */
export function lengthsThatCut(tokens: readonly PatternToken[], lengths: LengthRange | undefined): LengthRange | undefined | typeof NO_LENGTH {
  if (lengths === undefined) return undefined;
  const letters = tokens.filter((token) => token.kind === 'letter').length;
  const longest = tokens.some((token) => token.kind === 'star') ? MAX_WORD_LENGTH : letters;
  const min = Math.max(lengths.min, letters);
  const max = Math.min(lengths.max, longest);
  if (min > max) return NO_LENGTH;
  return min === letters && max === longest ? undefined : { min, max };
}

/** The query with its range as it narrows the pattern (`lengthsThatCut`), or null when no match can have such a length. */
export function withLengthsThatCut<Query extends { pattern: ParsedPattern; lengths?: LengthRange | undefined }>(query: Query): Query | null {
  const lengths = lengthsThatCut(query.pattern.tokens, query.lengths);
  if (lengths === NO_LENGTH) return null;
  return lengths === query.lengths ? query : { ...query, lengths };
}

/** The key a range adds to what caches an automaton: empty without one. */
export const lengthRangeKey = (lengths: LengthRange | undefined): string => (lengths === undefined ? '' : `${lengths.min}-${lengths.max}`);
