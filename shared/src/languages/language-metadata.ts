import { z } from 'zod';

export const LANGUAGE_CODES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'ro', 'cs', 'da'] as const;
export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languageCodeSchema.safeParse(value).success;
}

const letter = z.string().length(1);

export const tileSchema = z.object({
  points: z.number().int().min(0),
  count: z.number().int().min(1),
});

export const dictionarySourceSchema = z.object({
  package: z.string().min(1),
  kind: z.enum(['hunspell', 'word-list']),
  licence: z.string().min(1),
});

/**
 * Everything Lexicon knows about a language, kept as data (one JSON file per language). Words are
 * matched, ordered and scored on their folded form: lower-case letters of `alphabet` only.
 */
export const languageMetadataSchema = z.object({
  code: languageCodeSchema,
  name: z.string().min(1),
  nativeName: z.string().min(1),
  flag: z.string().min(1),
  /** The letters a folded word is made of, in the language's alphabetical order. */
  alphabet: z.array(letter).min(20),
  vowels: z.array(letter).min(1),
  /** Tile → value and count in the bag. A tile is a letter or, in Spanish, a digraph (ch, ll, rr). */
  tiles: z.record(z.string().min(1).max(2), tileSchema),
  blanks: z.number().int().min(0),
  /** Characters rewritten before anything else, to repair known faults of the source lists. */
  sourceRepairs: z.record(letter, letter).default({}),
  /** Characters that play as other letters (é → e, ß → ss, œ → oe). */
  folding: z.record(letter, z.string().min(1).max(2)),
  /** Whether other Latin letters with diacritics (loanwords) play as their base letter instead of being dropped. */
  foldOtherLatinDiacritics: z.boolean(),
  /** Whether capitalised entries are ordinary words (German nouns) rather than proper names. */
  capitalisedEntriesAreWords: z.boolean(),
  dictionary: z.object({
    name: z.string().min(1),
    sources: z.array(dictionarySourceSchema).min(1),
  }),
});

export type LanguageMetadata = z.infer<typeof languageMetadataSchema>;
export type Tile = z.infer<typeof tileSchema>;
export type DictionarySource = z.infer<typeof dictionarySourceSchema>;
