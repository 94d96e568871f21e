import { type LanguageMetadata, MAX_WORD_LENGTH, MIN_WORD_LENGTH } from '@lexicon/shared/core';

/**
 * A language's letter rules compiled for fast use: how a dictionary entry becomes a display form and a
 * folded form (the letters as played), and how letters map to the small integers the DAWG stores.
 */
export interface LanguageRules {
  readonly metadata: LanguageMetadata;
  /** Folded letters in alphabetical order; a letter's position is its index in the DAWG. */
  readonly alphabet: readonly string[];
  letterIndex(letter: string): number | undefined;
  /** The folded form of a lower-case word, or null when a character has no place in the language. */
  fold(word: string): string | null;
  /** Lower-case, NFC, repaired; null for entries that are not playable words (proper names, acronyms). */
  displayForm(entry: string): string | null;
  /** A key whose plain string order is the language's alphabetical order of folded words. */
  sortKey(folded: string): string;
}

export { MAX_WORD_LENGTH, MIN_WORD_LENGTH };

// Sort keys map letter i to one UTF-16 unit above the control range, so native string comparison
// follows the language's alphabet order (Swedish å ä ö after z, Czech č after c, …).
const SORT_KEY_BASE = 0x100;

const COMBINING_MARKS = /\p{M}+/gu;

export function createLanguageRules(metadata: LanguageMetadata): LanguageRules {
  const { code } = metadata;
  const indexOf = new Map(metadata.alphabet.map((letter, index) => [letter, index]));
  const foldCache = new Map<string, string | null>();

  const foldCharacter = (character: string): string | null => {
    const cached = foldCache.get(character);
    if (cached !== undefined || foldCache.has(character)) return cached ?? null;
    let folded: string | null = null;
    if (indexOf.has(character)) folded = character;
    else if (metadata.folding[character] !== undefined) folded = metadata.folding[character];
    else if (metadata.foldOtherLatinDiacritics) {
      const base = character.normalize('NFD').replace(COMBINING_MARKS, '');
      if (base !== character && base.length === 1 && indexOf.has(base)) folded = base;
    }
    foldCache.set(character, folded);
    return folded;
  };

  const fold = (word: string): string | null => {
    let folded = '';
    for (const character of word) {
      const letters = foldCharacter(character);
      if (letters === null) return null;
      folded += letters;
    }
    return folded;
  };

  const repair = (word: string): string => {
    let repaired = '';
    for (const character of word) repaired += metadata.sourceRepairs[character] ?? character;
    return repaired;
  };

  const displayForm = (entry: string): string | null => {
    const word = entry.normalize('NFC').trim();
    if (word === '') return null;
    const lower = word.toLocaleLowerCase(code);
    if (lower !== word) {
      // Capitals mark proper names and acronyms, except German nouns: one leading capital, rest lower.
      if (!metadata.capitalisedEntriesAreWords) return null;
      const [first = ''] = word;
      const rest = word.slice(first.length);
      if (rest.toLocaleLowerCase(code) !== rest || rest === '') return null;
    }
    return repair(lower).normalize('NFC');
  };

  const sortKey = (folded: string): string => {
    let key = '';
    for (const letter of folded) key += String.fromCharCode(SORT_KEY_BASE + (indexOf.get(letter) ?? 0));
    return key;
  };

  return {
    metadata,
    alphabet: metadata.alphabet,
    letterIndex: (letter) => indexOf.get(letter),
    fold,
    displayForm,
    sortKey,
  };
}

/** Length in letters as played: the folded form's code points (straße → strasse: 7). */
export function letterCount(folded: string): number {
  let count = 0;
  for (const _ of folded) count += 1;
  return count;
}

/** The playable form of a raw dictionary entry, or null when the entry is not a playable word. */
export function playableForms(rules: LanguageRules, entry: string): { display: string; folded: string } | null {
  const display = rules.displayForm(entry);
  if (display === null) return null;
  const folded = rules.fold(display);
  if (folded === null) return null;
  const length = letterCount(folded);
  if (length < MIN_WORD_LENGTH || length > MAX_WORD_LENGTH) return null;
  return { display, folded };
}
