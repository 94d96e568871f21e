import { AppError } from '@lexicon/shared';
import { createLanguageRules, languageMetadata, parsePattern } from '@lexicon/engine';

const english = createLanguageRules(languageMetadata('en'));
const german = createLanguageRules(languageMetadata('de'));
const french = createLanguageRules(languageMetadata('fr'));

function faultOf(pattern: string, rules = english): { position: number; reason: string } {
  try {
    parsePattern(pattern, rules);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('invalid_pattern');
    expect((error as AppError).details).toMatchObject({ parameter: 'pattern', value: pattern });
    return (error as AppError).details as { position: number; reason: string };
  }
  throw new Error(`${pattern} was accepted`);
}

describe('the pattern grammar', () => {
  it.each([
    ['c?t', 'c?t'],
    ['C_T', 'c?t'],
    ['c%t', 'c*t'],
    ['c**t', 'c**t'],
    ['[bca]at', '[abc]at'],
    ['[^aeiou]*', '[^aeiou]*'],
    ['@#', '@#'],
  ])('normalises %s to %s', (pattern, normalized) => {
    expect(parsePattern(pattern, english).normalized).toBe(normalized);
  });

  it('folds letters as words are folded: French é is e, German ß is ss', () => {
    expect(parsePattern('ÉTÉ', french).normalized).toBe('ete');
    expect(parsePattern('straße', german).normalized).toBe('strasse');
    expect(parsePattern('straße', german).tokens).toHaveLength(7);
  });

  it('collapses consecutive stars into one token', () => {
    expect(parsePattern('a**b', english).tokens.map((token) => token.kind)).toEqual(['letter', 'star', 'letter']);
  });

  it.each([
    ['a'.repeat(65), 64, 'at most 64 characters'],
    ['*a*b*c*d*e*f*g*h*', 16, 'at most 8 stars'],
    ['ca[t', 2, 'never closed'],
    ['ca]t', 2, 'closes no letter set'],
    ['c[]t', 1, 'at least one letter'],
    ['c t', 1, 'neither a letter'],
    ['c1t', 1, 'neither a letter'],
    ['cλt', 1, 'neither a letter'],
    ['c[a1]t', 3, 'not a single letter'],
  ])('refuses %s with the position of the fault (%i)', (pattern, position, reason) => {
    const fault = faultOf(pattern);
    expect(fault.position).toBe(position);
    expect(fault.reason).toContain(reason);
  });

  it('refuses ß inside a letter set, where it would stand for two letters', () => {
    expect(faultOf('[ß]', german).position).toBe(1);
  });

  it('accepts exactly 64 characters and exactly 8 stars', () => {
    expect(() => parsePattern('a'.repeat(64), english)).not.toThrow();
    expect(() => parsePattern('*a*b*c*d*e*f*g*h', english)).not.toThrow();
  });
});
