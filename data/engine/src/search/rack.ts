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
      throw new AppError('invalid_letters', `"${character}" is neither a letter of ${rules.metadata.name} nor a blank (? or _).`, {
        parameter: 'letters',
        value: letters,
        position,
      });
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
