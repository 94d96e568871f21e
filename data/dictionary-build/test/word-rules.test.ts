import fc from 'fast-check';
import { createLanguageRules, languageMetadata } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';
import { createWordCheck, hasSyllable, isRomanNumeral, romanNumeral, WORD_RULES } from '../src/word-rules';

const CANONICAL = new Set(Array.from({ length: 3999 }, (_, index) => romanNumeral(index + 1)));
const numeralLetters = fc.constantFrom('m', 'd', 'c', 'l', 'x', 'v', 'i');

describe('the strict Roman numeral grammar', () => {
  it('accepts the numeral of every value from 1 to 3999', () => {
    for (const numeral of CANONICAL) expect(isRomanNumeral(numeral)).toBe(true);
  });

  it('accepts a string of numeral letters exactly when it is the canonical numeral of a value', () => {
    fc.assert(
      fc.property(fc.array(numeralLetters, { minLength: 1, maxLength: 16 }).map((letters) => letters.join('')), (word) => {
        expect(isRomanNumeral(word)).toBe(CANONICAL.has(word));
      }),
      { numRuns: 20_000 },
    );
  });

  it('accepts nothing with another letter, and not the empty string', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 12 }), (word) => {
        if (!/^[mdclxvi]+$/.test(word)) expect(isRomanNumeral(word)).toBe(false);
      }),
    );
    expect(isRomanNumeral('')).toBe(false);
  });

  it.each([
    ['mdcclxxxix', 1789],
    ['cccxlv', 345],
    ['xxxviii', 38],
    ['clxix', 169],
    ['mmmcmxcix', 3999],
  ])('reads %s as the numeral of %i', (numeral, value) => {
    expect(romanNumeral(value)).toBe(numeral);
    expect(isRomanNumeral(numeral)).toBe(true);
  });

  it.each(['iiii', 'vv', 'ic', 'im', 'xm', 'lc', 'dm', 'mmmm', 'civil', 'dim', 'mild'])('rejects %s', (word) => {
    expect(isRomanNumeral(word)).toBe(false);
  });
});

describe('a word must have a letter that carries a syllable', () => {
  it.each([
    ['rhythm', true],
    ['bldg', false],
    ['kg', false],
    ['a', true],
  ])('%s has a vowel or y: %s', (word, expected) => {
    expect(hasSyllable(word, new Set(['a', 'e', 'i', 'o', 'u', 'y']))).toBe(expected);
  });
});

describe("each language's word check", () => {
  const checkFor = (code: LanguageCode) => {
    const rules = createLanguageRules(languageMetadata(code));
    return (word: string) => createWordCheck(rules)(word, rules.fold(word) ?? word);
  };

  it.each([
    ['en', 'xxv', WORD_RULES.romanNumeral],
    ['en', 'clxix', WORD_RULES.romanNumeral],
    ['en', 'bldg', WORD_RULES.noSyllable],
    ['en', 'tbsp', WORD_RULES.noSyllable],
    ['en', 'mph', WORD_RULES.noSyllable],
    ['en', 'hmm', null],
    ['en', 'crwth', null],
    ['en', 'rhythm', null],
    ['en', 'mix', null],
    ['en', 'xi', null],
    ['it', 'mdcclxxxix', WORD_RULES.romanNumeral],
    ['it', 'mi', null],
    ['it', 'di', null],
    ['fr', 'cg', WORD_RULES.noSyllable],
    ['cs', 'vlk', null],
    ['cs', 'prst', null],
    ['cs', 'km', WORD_RULES.noSyllable],
    ['ro', 'html', WORD_RULES.noSyllable],
  ] as const)('%s %s → %s', (code, word, rule) => {
    expect(checkFor(code)(word)).toBe(rule);
  });
});
