import { z } from 'zod';
import { languageCodeSchema, MAX_WORD_LENGTH } from '../languages/language-metadata';
import { WORD_LISTS } from '../search/word-lists';
import { DEFAULT_QUERY_PRICING } from '../http/query-pricing';
import { languageParameter } from './search-wire';

/** The wire shapes of checking a move: several words of one language at once (docs/api.md, Check words). */

/** The most words one check answers: more than any move forms, few enough to answer in a couple of milliseconds. */
export const MAX_CHECKED_WORDS = 100;

/**
 * What one checked word adds to the cost the service reports (X-Query-Cost, shared/src/http/query-work.ts):
 * a tenth of a point at the default price, so a check of 10 words costs what one word's details cost
 * beyond its request's own point, 1 to 9 words stay at 1 point and 100 words cost 11.
 */
export const WORD_CHECK_UNITS = DEFAULT_QUERY_PRICING.unitsPerPoint / 10;

/**
 * The longest `words` text: 100 words of 32 letters with their commas. It is the one parameter above
 * shared/src/wire/query-parameters.ts's bound of 256 characters, since it stands for up to 100 of them.
 */
export const MAX_WORDS_TEXT_LENGTH = MAX_CHECKED_WORDS * (MAX_WORD_LENGTH + 1);

/**
 * `words`: 1 to 100 comma-separated words, read in NFC like every text parameter, each trimmed, none
 * empty. The split is a transform, so the wire form stays text (shared/src/openapi/documented-query.ts).
 */
const wordsParameter = z
  .string({ error: (issue) => (issue.input === undefined ? 'The words parameter is required.' : 'Give words once, as comma-separated text.') })
  .min(1, 'The words parameter is required.')
  .max(MAX_WORDS_TEXT_LENGTH, `words has at most ${MAX_WORDS_TEXT_LENGTH} characters.`)
  .transform((text, context) => {
    const words = text.normalize('NFC').split(',').map((word) => word.trim());
    if (words.length > MAX_CHECKED_WORDS) context.addIssue({ code: 'custom', message: `words holds ${words.length} words; at most ${MAX_CHECKED_WORDS}.` });
    else if (words.includes('')) context.addIssue({ code: 'custom', message: 'words holds an empty word: two commas in a row, a comma at either end, or only spaces between commas.' });
    return words;
  });

export const checkWordsParametersSchema = z.object({
  lang: languageParameter,
  words: wordsParameter,
});
export type CheckWordsParameters = z.infer<typeof checkWordsParametersSchema>;

export const checkedWordSchema = z.object({
  word: z.string().describe('playable: the dictionary spelling (the one typed when it is one, else the first that folds alike); otherwise the word as typed, in lower case'),
  folded: z.string().describe('its letters folded as patterns fold them (fr été: ete), the form duplicates are told apart by'),
  playable: z.boolean().describe("whether the language's full list holds it"),
  points: z.number().int().describe('its face value with the language\'s tiles (0 for a letter without a tile)'),
  base: z.array(z.string()).describe('the dictionary spellings that fold to these letters, in collation order (fr ete: été); empty when not playable'),
  lists: z.array(z.enum(WORD_LISTS)).describe('the word lists (dict values) that hold it, as in word details; empty when not playable'),
  suggestions: z.array(z.string()).optional().describe('only when not playable: up to 5 close words, as word details suggests them'),
});
export type CheckedWord = z.infer<typeof checkedWordSchema>;

export const checkWordsResponseSchema = z.object({
  language: languageCodeSchema,
  playable: z.boolean().describe('whether every word is playable: the move stands'),
  words: z.array(checkedWordSchema).describe('one entry per distinct folded word, in the order first asked'),
});
export type CheckWordsResponse = z.infer<typeof checkWordsResponseSchema>;
