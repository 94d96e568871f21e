import type { Mode } from './url-state';

/**
 * What the first screen offers to tap, per dictionary: patterns that show the wildcards, racks with a
 * blank, words with details to see. Each finds words in its language (web-page-controls.test.ts asks
 * the API for every one of them).
 */
export const EXAMPLES: Readonly<Record<string, Readonly<Record<Mode, readonly string[]>>>> = {
  en: { pattern: ['c?t', '*ing', 'qu??'], anagram: ['retains?', 'eat'], word: ['quiz', 'cat'] },
  fr: { pattern: ['ch?t', '*tion', 'z??'], anagram: ['chat??', 'aeinrst'], word: ['maison', 'chat'] },
  de: { pattern: ['h?us', '*ung', 'qu*'], anagram: ['spiel?', 'ertnias'], word: ['haus', 'spiel'] },
  es: { pattern: ['c?sa', '*ción', 'ñ*'], anagram: ['perro?', 'aeinost'], word: ['casa', 'niño'] },
  it: { pattern: ['c?sa', '*zione', 'gn*'], anagram: ['gatto?', 'aeinort'], word: ['casa', 'gatto'] },
  nl: { pattern: ['h?is', '*heid', 'ij*'], anagram: ['woord?', 'aeinrst'], word: ['huis', 'woord'] },
  pt: { pattern: ['c?sa', '*ção', 'qu??'], anagram: ['gato?', 'aeinors'], word: ['casa', 'gato'] },
  pl: { pattern: ['k?t', '*ość', 'ż*'], anagram: ['kot?', 'aeinorz'], word: ['kot', 'żółw'] },
  sv: { pattern: ['h?s', '*ning', 'å*'], anagram: ['bok?', 'aeinrst'], word: ['hus', 'bok'] },
  ro: { pattern: ['c?să', '*ție', 'ș*'], anagram: ['casă?', 'aeinrst'], word: ['casă', 'carte'] },
  cs: { pattern: ['d?m', '*ost', 'ř*'], anagram: ['kočka?', 'aeinost'], word: ['dům', 'kočka'] },
  da: { pattern: ['h?s', '*hed', 'æ*'], anagram: ['hus?', 'aeinrst'], word: ['hus', 'bog'] },
};
