import { z } from 'zod';
import { languageCodeSchema } from '../languages/language-metadata';
import { integerText, requiredText } from './query-parameters';
import { WORD_LISTS } from '../search/word-lists';
import { hooksSchema, languageParameter } from './search-wire';

/** The wire shapes of the word-details endpoint (docs/api.md, Word details). */

export const DEFAULT_FAMILY_LIMIT = 50;
export const MAX_FAMILY_LIMIT = 200;
export const MAX_SUGGESTIONS = 5;
/** Word details list at most this many anagrams; `anagram_count` gives them all. */
export const MAX_ANAGRAMS_LISTED = 100;

/** `family_limit`: how many words each family lists, 1 to 200, default 50. */
const familyLimitParameter = integerText('family_limit')
  .pipe(z.number().min(1, 'family_limit must be at least 1.').max(MAX_FAMILY_LIMIT, `family_limit must be at most ${MAX_FAMILY_LIMIT}.`))
  .optional()
  .transform((limit) => limit ?? DEFAULT_FAMILY_LIMIT);

/** Path parameters (`lang`, `word`) and the query (`family_limit`), validated together. */
export const wordDetailsParametersSchema = z.object({
  lang: languageParameter,
  word: requiredText('word'),
  family_limit: familyLimitParameter,
});
export type WordDetailsParameters = z.infer<typeof wordDetailsParametersSchema>;

/** Path parameters of the audio endpoint. */
export const wordAudioParametersSchema = z.object({
  lang: languageParameter,
  word: requiredText('word'),
});
export type WordAudioParameters = z.infer<typeof wordAudioParametersSchema>;

export const familyWordSchema = z.object({
  word: z.string().describe('the dictionary spelling'),
  length: z.number().int().describe('letters as played'),
  points: z.number().int().describe('face value in the looked-up language'),
});
export type FamilyWord = z.infer<typeof familyWordSchema>;

export const wordFamiliesSchema = z.object({
  starts_with: z.array(familyWordSchema).describe('words that begin with the word and do not end with it; by length, then alphabet'),
  ends_with: z.array(familyWordSchema).describe('words that end with the word, including those that also begin with it; by length, then alphabet'),
  contains: z.array(familyWordSchema).describe('words that hold the word strictly inside (neither at the start nor at the end); by length, then alphabet'),
  totals: z
    .object({
      starts_with: z.number().int(),
      ends_with: z.number().int(),
      contains: z.number().int(),
    })
    .describe('the exact size of each family, beyond the listed items'),
});
export type WordFamilies = z.infer<typeof wordFamiliesSchema>;

export const crossLanguageSchema = z.object({
  code: languageCodeSchema,
  word: z.string().describe("the spelling the word matched in that language's list (de männer → en manner)"),
  name: z.string(),
  flag: z.string(),
  points: z.number().int().describe("the word's face value with that language's tiles"),
});
export type CrossLanguage = z.infer<typeof crossLanguageSchema>;

export const wordSenseSchema = z.object({
  definition: z.string(),
  example: z.string().optional(),
  synonyms: z.array(z.string()).optional(),
});
export type WordSense = z.infer<typeof wordSenseSchema>;

/** The parts of speech a meaning or a base word may name (WordNet's four and those the other sources and the analysers tag). */
export const MEANING_PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb', 'pronoun', 'preposition', 'conjunction', 'interjection', 'numeral', 'article', 'determiner'] as const;
export type PartOfSpeech = (typeof MEANING_PARTS_OF_SPEECH)[number];

export const translationSchema = z.object({
  language: languageCodeSchema.describe('the language translated into: one of the list languages, English included'),
  text: z.string().describe('the translation, several comma-separated when the source gives several'),
});
export type Translation = z.infer<typeof translationSchema>;

export const wordMeaningSchema = z.object({
  part_of_speech: z.enum(MEANING_PARTS_OF_SPEECH).optional().describe('a code for programs; omitted where the source gives none'),
  part_of_speech_label: z.string().optional().describe("the part of speech as the word's language names it (de Substantiv, fr nom), with part_of_speech"),
  base_word: z.string().optional().describe('the base word this meaning belongs to, when it is not the word (fr était → être)'),
  definitions: z.array(wordSenseSchema).describe("in the word's own language where the source has that; empty for a synonym set or a translation alone"),
  synonyms: z.array(z.string()).optional().describe('a synonym set of this sense (MyThes, Ding)'),
  translations: z.array(translationSchema).optional().describe('translations of this sense into the other list languages and English'),
  source: z
    .string()
    .describe('the providers of this meaning, comma-separated where it merges one sense from several (WordNet 3.1, GCIDE, Littré (XMLittré), FreeDict + WikDict, FreeDict, MyThes)'),
  licence: z.string().describe("the licences of the providers' text, semicolon-separated, so attribution travels with it"),
});
export type WordMeaning = z.infer<typeof wordMeaningSchema>;

/** How a base word was found: a morphological lexicon, the list's hunspell affix rules, or suffix stripping alone. */
export const BASE_WORD_BASES = ['lexicon', 'affix-rules', 'guess'] as const;

export const baseWordSchema = z.object({
  word: z.string(),
  part_of_speech: z.enum(MEANING_PARTS_OF_SPEECH).optional(),
  part_of_speech_label: z.string().optional().describe("the part of speech as the word's language names it"),
  basis: z
    .enum(BASE_WORD_BASES)
    .describe("`lexicon`: a morphological lexicon knows the form (its name is in `source`); `affix-rules`: the list's hunspell rules derive it; `guess`: a suffix stripped, nothing more"),
});
export type BaseWordReading = z.infer<typeof baseWordSchema>;

export const wordDefinitionSchema = z.object({
  phonetic: z.string().optional().describe('IPA between slashes; omitted while a first pronunciation is still being computed'),
  audio_url: z.string().describe('absolute URL of GET /api/v1/audio/{lang}/{word}'),
  meanings: z
    .array(wordMeaningSchema)
    .describe(
      'one entry a sense, each definition once with every language its sources translate it into: grouped by base word, then part of speech; definitions first, then translations alone, then synonym sets; English: WordNet, then GCIDE for words WordNet lacks; empty when no source has the word or its lemma',
    ),
  source: z.string().describe('every provider used, comma-separated'),
  lemma: z.string().optional().describe('the base form the meanings belong to, when it differs from the word (fr maisons → maison)'),
  base_words: z
    .array(baseWordSchema)
    .describe('every base word the word can be a form of, the most frequent first (fr est: être, est); a lemma lists itself; empty when no lexicon or rule knows the word'),
});
export type WordDefinition = z.infer<typeof wordDefinitionSchema>;

export const wordDetailsResponseSchema = z.object({
  word: z.string().describe('the dictionary spelling (the first, in collation order, of those that fold alike)'),
  language: languageCodeSchema,
  language_name: z.string(),
  length: z.number().int().describe('letters as played (straße has 7)'),
  points: z.number().int(),
  has_points: z.boolean().describe('false when a letter has no tile in the language (Spanish k, w)'),
  variants: z.array(z.string()).optional().describe('every dictionary spelling that folds to the same letters, when there are several'),
  definition: wordDefinitionSchema.optional(),
  hooks: hooksSchema,
  alphagram: z.string().describe("the word's folded letters sorted in the language's alphabet order (en cat: act)"),
  anagrams: z
    .array(z.string())
    .describe(`the other words made of exactly the same letters (en cat: act), in dictionary order; at most ${MAX_ANAGRAMS_LISTED}, anagram_count says how many in all`),
  anagram_count: z.number().int().describe('how many other words are made of exactly the same letters'),
  common_rank: z
    .number()
    .int()
    .nullable()
    .describe("the word's place in the language's frequency list of its 10,000 most frequent words (1 the most frequent), or null when it is not among them"),
  lists: z
    .array(z.enum(WORD_LISTS))
    .describe("the language's word lists that hold the word, the values of dict that find it in a search: always full; common when it has a common_rank; in English small, medium and large when SCOWL's size holds it (en cat: full, common, small, medium, large)"),
  probability: z
    .number()
    .describe("the probability of drawing exactly the word's tiles from a full bag of the language's tiles, blanks standing in where the bag runs short (en cat: 293 / 161,700 ≈ 0.00181); 0 when no tile or blank can play one of its letters"),
  word_families: wordFamiliesSchema,
  cross_languages: z.array(crossLanguageSchema),
});
export type WordDetailsResponse = z.infer<typeof wordDetailsResponseSchema>;
