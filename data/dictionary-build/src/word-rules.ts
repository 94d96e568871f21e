import type { LanguageRules } from '@lexicon/engine';

/**
 * The rules that keep non-words out of every list. Each is stated once here and reported by name in
 * the build's output and the manifest; a language's `wordRules.keep` lists the genuine words a rule
 * would otherwise drop (English mix and xi are Roman numerals too).
 */
export const WORD_RULES = {
  romanNumeral: 'roman-numeral',
  noSyllable: 'no-syllable',
  shortAddition: 'short-addition',
  properName: 'proper-name',
  unprovenNoun: 'unproven-noun',
  /** A form the language's game rules do not admit (metadata: `excludedForms`, a source's `excludedAffixes`). */
  excludedForm: 'excluded-form',
  /** A form only affix classes that invent forms make, which no independent lexicon attests (a source's `affixClasses`). */
  unattestedAffixClass: 'unattested-affix-class',
  /** A fragment of other words of the list (metadata: `wordRules.fragments`; fragment-rules.ts). */
  fragment: 'fragment',
  /** An analyser's form of a base word an earlier source gives, whose paradigm that source holds (a source's `newBaseWordsOnly`). */
  knownBaseWord: 'known-base-word',
  /** A two-letter word the game's published two-letter list does not hold (game-two-letter-words.ts). */
  twoLetterGameList: 'two-letter-game-list',
} as const;

export type WordRuleName = (typeof WORD_RULES)[keyof typeof WORD_RULES];

/**
 * A Roman numeral in the strict grammar: thousands, hundreds, tens and units in that order, each the
 * additive or the subtractive form (iv, ix, xl, xc, cd, cm), nothing repeated more than three times.
 */
const ROMAN_NUMERAL = /^m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/;

export function isRomanNumeral(word: string): boolean {
  return word !== '' && ROMAN_NUMERAL.test(word);
}

const ROMAN_DIGITS: ReadonlyArray<readonly [number, string]> = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

/** The numeral of 1 … 3999 in the strict grammar (the tests' reference for `isRomanNumeral`). */
export function romanNumeral(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 3999) throw new RangeError(`no Roman numeral for ${value}`);
  let rest = value;
  let numeral = '';
  for (const [amount, digits] of ROMAN_DIGITS) {
    while (rest >= amount) {
      numeral += digits;
      rest -= amount;
    }
  }
  return numeral;
}

/** Whether a folded word has a letter that can carry a syllable: a vowel or one of the language's syllabic letters. */
export function hasSyllable(folded: string, syllabic: ReadonlySet<string>): boolean {
  for (const letter of folded) if (syllabic.has(letter)) return true;
  return false;
}

/**
 * The language-wide rules as one check: the name of the rule that drops a playable word, or null to
 * keep it. The keep-list wins over every rule.
 */
export function createWordCheck(rules: LanguageRules): (display: string, folded: string) => WordRuleName | null {
  const { vowels, wordRules } = rules.metadata;
  const syllabic = new Set([...vowels, ...wordRules.syllableLetters]);
  const keep = new Set(wordRules.keep);
  const excluded = wordRules.excludedForms.map(({ pattern }) => new RegExp(pattern, 'u'));
  return (display, folded) => {
    if (keep.has(display)) return null;
    if (isRomanNumeral(display)) return WORD_RULES.romanNumeral;
    if (!hasSyllable(folded, syllabic)) return WORD_RULES.noSyllable;
    if (excluded.some((pattern) => pattern.test(display))) return WORD_RULES.excludedForm;
    return null;
  };
}
