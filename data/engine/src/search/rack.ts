import { AppError } from '@lexicon/shared/core';
import type { LanguageRules } from '../languages/language-rules';

export const MAX_RACK_TILES = 32;

export interface Rack {
  /** Tiles per letter index. */
  counts: Uint8Array;
  blanks: number;
  size: number;
  /** The rack as it ran: folded letters in alphabet order, then one `?` per blank. */
  normalized: string;
}

/**
 * Parses a rack: letters of the language (folded as words are, any case) and blanks `?` or `_`.
 * Racks are single letters in every language: a Spanish `ll` needs two `l` tiles.
 */
export function parseRack(letters: string, rules: LanguageRules): Rack {
  return readRack(letters, rules, (character, position) => {
    throw new AppError('invalid_letters', `"${character}" is neither a letter of ${rules.metadata.name} nor a blank (? or _).`, {
      parameter: 'letters',
      value: letters,
      position,
    });
  });
}

/**
 * A rack typed for every language at once: a character that is no letter of this one is set aside
 * (named in `omitted`, each once) instead of refused. `rack` is null when nothing is left.
 */
export function parseRackOmitting(letters: string, rules: LanguageRules): { rack: Rack | null; omitted: string[] } {
  const omitted: string[] = [];
  let tiles = 0;
  for (const character of letters) if (character === '?' || character === '_' || isLetterOf(character, rules)) tiles += 1;
  if (tiles === 0) {
    for (const character of letters) if (!omitted.includes(character)) omitted.push(character);
    return { rack: null, omitted };
  }
  const rack = readRack(letters, rules, (character) => {
    if (!omitted.includes(character)) omitted.push(character);
  });
  return { rack, omitted };
}

/** Whether a typed character plays as one or more letters of the language. */
export function isLetterOf(character: string, rules: LanguageRules): boolean {
  const folded = rules.fold(character.toLocaleLowerCase(rules.metadata.code));
  return folded !== null && folded !== '';
}

function readRack(letters: string, rules: LanguageRules, onForeign: (character: string, position: number) => void): Rack {
  const counts = new Uint8Array(rules.alphabet.length);
  let blanks = 0;
  let size = 0;
  const characters = [...letters];
  characters.forEach((character, position) => {
    if (character === '?' || character === '_') {
      blanks += 1;
      size += 1;
      return;
    }
    const folded = rules.fold(character.toLocaleLowerCase(rules.metadata.code));
    if (folded === null || folded === '') {
      onForeign(character, position);
      return;
    }
    for (const letter of folded) {
      const index = rules.letterIndex(letter) as number;
      counts[index] = (counts[index] as number) + 1;
      size += 1;
    }
  });
  if (size === 0 || size > MAX_RACK_TILES) {
    throw new AppError('invalid_letters', `A rack holds 1 to ${MAX_RACK_TILES} tiles; this one holds ${size}.`, {
      parameter: 'letters',
      value: letters,
      tiles: size,
    });
  }
  let normalized = '';
  counts.forEach((count, index) => (normalized += (rules.alphabet[index] as string).repeat(count)));
  return { counts, blanks, size, normalized: normalized + '?'.repeat(blanks) };
}
