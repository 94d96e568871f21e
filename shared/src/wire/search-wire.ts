import { z } from 'zod';
import { LANGUAGE_CODES, languageCodeSchema } from '../languages/language-metadata';
import { MAX_WORD_LENGTH } from '../languages/language-metadata';
import { PATTERN_SORT_VALUES, SORT_VALUES, type SortValue } from '../search/sort-orders';
import { WORD_LISTS } from '../search/word-lists';
import { clampedAt, integerText, limitParameter, offsetParameter, optionalBooleanParameter, optionalIntegerParameter, optionalText, requiredText } from './query-parameters';

/** The wire shapes of the search endpoints: request validation and response documentation share them. */

/** `sort`: one of the orders (docs/api.md, "Sort orders"), given once; absent, the search's default order. */
function sortParameter(values: readonly SortValue[], note = '') {
  return z
    .enum(values as [SortValue, ...SortValue[]], { error: `sort is one of ${values.join(', ')}, given once.${note}` })
    .optional();
}

/** `dict`: which of the language's word lists to search, given once; absent, the full list. */
export const dictParameter = z.enum(WORD_LISTS, { error: `dict is one of ${WORD_LISTS.join(', ')}, given once.` }).optional();

export const languageParameter = requiredText('lang').pipe(
  z.enum(LANGUAGE_CODES, { error: (issue) => `Unsupported language "${String(issue.input)}"; supported: ${LANGUAGE_CODES.join(', ')}.` }),
);

/** `min_length` and `max_length`: 1 to 32 is useful (no word is longer), a larger value finds what 32 finds. */
const minLengthParameter = optionalIntegerParameter('min_length', 1, MAX_WORD_LENGTH);
const maxLengthParameter = optionalIntegerParameter('max_length', 1, MAX_WORD_LENGTH);

export const patternSearchParametersSchema = z.object({
  lang: languageParameter,
  pattern: requiredText('pattern'),
  contains: optionalText('contains'),
  excludes: optionalText('excludes'),
  min_length: minLengthParameter,
  max_length: maxLengthParameter,
  limit: limitParameter,
  offset: offsetParameter,
  hooks: optionalBooleanParameter('hooks'),
  sort: sortParameter(PATTERN_SORT_VALUES, ' score and -score order anagram results (the points a word makes from the rack): a pattern has no rack.'),
  common: optionalBooleanParameter('common'),
  dict: dictParameter,
});
export type PatternSearchParameters = z.infer<typeof patternSearchParametersSchema>;

export const anagramSearchParametersSchema = z.object({
  lang: languageParameter,
  letters: requiredText('letters'),
  min_length: minLengthParameter,
  max_length: maxLengthParameter,
  limit: limitParameter,
  offset: offsetParameter,
  hooks: optionalBooleanParameter('hooks'),
  sort: sortParameter(SORT_VALUES),
  common: optionalBooleanParameter('common'),
  dict: dictParameter,
});
export type AnagramSearchParameters = z.infer<typeof anagramSearchParametersSchema>;

/** How many words each language lists in each of its two lists, when `limit` is absent, and at most. */
export const DEFAULT_WORDS_PER_LANGUAGE = 5;
export const MAX_WORDS_PER_LANGUAGE = 25;

/** One rack in every language (docs/api.md, "One rack, every language"). */
export const anagramLanguagesParametersSchema = z.object({
  letters: requiredText('letters'),
  min_length: minLengthParameter,
  max_length: maxLengthParameter,
  limit: integerText('limit')
    .pipe(clampedAt(z.number().min(1, 'limit must be at least 1.'), MAX_WORDS_PER_LANGUAGE))
    .transform((limit) => Math.min(limit, MAX_WORDS_PER_LANGUAGE))
    .optional()
    .transform((limit) => limit ?? DEFAULT_WORDS_PER_LANGUAGE),
});
export type AnagramLanguagesParameters = z.infer<typeof anagramLanguagesParametersSchema>;

/** A word's hooks, in word details and, when asked (`hooks=true`), on each search result. */
export const hooksSchema = z
  .object({
    front: z.array(z.string()).describe('letters that make a word when put before it (en cat: s, for scat)'),
    back: z.array(z.string()).describe('letters that make a word when put after it (en cat: s, for cats)'),
  })
  .describe("hook letters, folded (as played), in the language's alphabet order");
export type Hooks = z.infer<typeof hooksSchema>;

export const searchWordSchema = z.object({
  word: z.string().describe('the dictionary spelling'),
  length: z.number().int().describe('letters as played (the folded form: straße has 7)'),
  points: z.number().int().describe('face value: the sum of the tile values'),
  score: z.number().int().optional().describe('anagram only: the points the word makes from this rack, the letters the blanks play scoring 0'),
  blanks: z.array(z.string()).optional().describe('anagram only: the letters the blanks stand for, when any'),
  hooks: hooksSchema.optional().describe('only with hooks=true'),
});
export type SearchWord = z.infer<typeof searchWordSchema>;

export const searchResponseSchema = z.object({
  tool: z.enum(['pattern', 'anagram']),
  language: languageCodeSchema,
  query: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).describe('the normalised query that ran'),
  total: z.number().int().describe('exact number of matches'),
  returned: z.number().int(),
  has_more: z.boolean(),
  offset: z.number().int(),
  limit: z.number().int(),
  description: z.string(),
  words: z.array(searchWordSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const anagramLanguageAnswerSchema = z.object({
  language: languageCodeSchema,
  name: z.string(),
  cut: z.boolean().describe('true when the query reached its deadline before this language was searched: its lists are empty and its total null'),
  rack: z.string().describe("the rack as this language plays it: its letters folded and sorted, then one `?` per blank; empty when none of its characters is a letter here"),
  omitted_letters: z.array(z.string()).describe('the characters typed that are no letter of this language, each once, in the order typed: set aside, the rest of the rack searched'),
  untiled_letters: z.array(z.string()).describe('letters of the rack that have no tile in this language (Spanish k, w): they may be played from the rack and score 0; no blank plays them'),
  min_length: z.number().int(),
  max_length: z.number().int(),
  total: z.number().int().nullable().describe('every word the rack makes here, at these lengths; null when cut'),
  longest: z.array(searchWordSchema).describe('the first words of the anagram order: longest, then highest score, then alphabetical'),
  highest_scoring: z.array(searchWordSchema).describe('the first words by score as played from the rack (highest first; ties longest first, then alphabetical)'),
});
export type AnagramLanguageAnswer = z.infer<typeof anagramLanguageAnswerSchema>;

export const anagramLanguagesResponseSchema = z.object({
  tool: z.literal('anagram_languages'),
  query: z.object({ letters: z.string(), min_length: z.number().int().nullable(), max_length: z.number().int().nullable(), limit: z.number().int() }).describe('the query as given (lengths null when absent: each language takes its own rack size)'),
  description: z.string(),
  cut_languages: z.array(languageCodeSchema).describe('the languages not searched before the deadline (each also marked `cut`); empty when every language was'),
  languages: z.array(anagramLanguageAnswerSchema).describe('every language, in the order of /api/v1/languages'),
});
export type AnagramLanguagesResponse = z.infer<typeof anagramLanguagesResponseSchema>;

export const dictionarySourceInfoSchema = z.object({ package: z.string(), version: z.string(), licence: z.string() });

export const languageEntrySchema = z.object({
  code: languageCodeSchema,
  name: z.string(),
  native_name: z.string(),
  flag: z.string(),
  word_count: z.number().int(),
  alphabet: z.string().describe('the letters words are played with, in alphabetical order'),
  dictionary: z.object({ name: z.string(), sources: z.array(dictionarySourceInfoSchema) }),
  game_list: z
    .object({
      name: z.string(),
      publisher: z.string(),
      licence: z.string(),
      relation: z
        .enum(['same', 'free-equivalent', 'nearest'])
        .describe("how our list relates to it: `same` (it is the game's list), `free-equivalent` (an open list that plays the same) or `nearest` (the closest list we may ship: a word may be ruled otherwise at a tournament)"),
      two_letter_words: z
        .enum(['the-game-list', 'our-sources'])
        .describe("`the-game-list`: our two-letter words are the game's published ones; `our-sources`: the game publishes none we could read"),
    })
    .describe('the list tournament players of the language use (docs/lists.md says how ours compares, measured)'),
  lists: z
    .array(
      z.object({
        name: z.enum(WORD_LISTS).describe('the value of `dict` that searches it'),
        word_count: z.number().int(),
        description: z.string(),
        sources: z.array(dictionarySourceInfoSchema),
      }),
    )
    .describe('the word lists searches can run on (`dict`), the full one first'),
});
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

export const languagesResponseSchema = z.object({
  languages: z.array(languageEntrySchema),
  totals: z.object({ languages: z.number().int(), words: z.number().int() }),
});
export type LanguagesResponse = z.infer<typeof languagesResponseSchema>;
