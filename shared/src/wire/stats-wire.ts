import { z } from 'zod';
import { languageCodeSchema } from '../languages/language-metadata';
import { SURFACES } from '../usage/surface';
import { USAGE_TOOLS } from '../usage/usage-event';
import { languageParameter } from './search-wire';

/** The wire shapes of the statistics endpoints (docs/api.md, Statistics): validation, OpenAPI and MCP share them. */

const count = z.number().int().min(0);

/** `GET /api/v1/stats/languages/{lang}`: the path parameter, validated like every `lang`. */
export const languageStatsParametersSchema = z.object({ lang: languageParameter });
export type LanguageStatsParameters = z.infer<typeof languageStatsParametersSchema>;

export const lengthFiguresSchema = z.object({
  min: count.describe('letters as played, shortest word'),
  max: count,
  mean: z.number().describe('rounded to 3 decimals'),
  median: z.number().describe('the middle word length; the mean of the two middle ones for an even count'),
  distribution: z.array(z.object({ length: count, words: count })).describe('every length from min to max, in order'),
});

export const letterFrequencySchema = z.object({
  letter: z.string().describe('a letter as played (folded form)'),
  count: count.describe('occurrences over every word'),
  share: z.number().describe('count / all letters, rounded to 6 decimals'),
});

export const topWordSchema = z.object({
  word: z.string().describe('the dictionary spelling'),
  language: languageCodeSchema,
  length: count,
  points: count,
});

export const pointsFiguresSchema = z.object({
  mean: z.number().describe('rounded to 3 decimals'),
  max: count,
  distribution: z.array(z.object({ points: count, words: count })).describe('every score reached, in order'),
  top_words: z.array(topWordSchema).describe('the highest-scoring words, ties in alphabetical order (at most 10)'),
});

export const firstLetterCountSchema = z.object({ letter: z.string(), words: count });

export const dictionaryFiguresSchema = z.object({
  word_count: count,
  length: lengthFiguresSchema,
  letters: z.array(letterFrequencySchema).describe("in the language's alphabetical order"),
  points: pointsFiguresSchema,
  first_letters: z.array(firstLetterCountSchema).describe('words per first letter (folded), alphabetical'),
});
export type DictionaryFigures = z.infer<typeof dictionaryFiguresSchema>;

export const rankedQuerySchema = z.object({
  query: z.string().describe('the normalised query: a pattern, a rack with its letters sorted, or a folded word'),
  language: languageCodeSchema,
  count,
});

export const hourlyRequestsSchema = z.object({
  hour: z.string().describe('start of the hour, ISO 8601 UTC'),
  requests: count,
});

export const usageFiguresSchema = z.object({
  requests: count.describe('answered queries'),
  by_tool: z.object(Object.fromEntries(USAGE_TOOLS.map((tool) => [tool, count])) as Record<(typeof USAGE_TOOLS)[number], typeof count>),
  by_surface: z.object(Object.fromEntries(SURFACES.map((surface) => [surface, count])) as Record<(typeof SURFACES)[number], typeof count>),
  no_result: z.object({
    queries: count.describe('answered queries that found nothing (total 0)'),
    share: z.number().describe('queries / requests, rounded to 4 decimals; 0 when there were no requests'),
  }),
  top_patterns: z.array(rankedQuerySchema).describe('most asked patterns, at most 10'),
  top_racks: z.array(rankedQuerySchema).describe('most asked anagram racks, at most 10'),
  top_words: z.array(rankedQuerySchema).describe('most looked-up words, at most 10'),
  per_hour: z.array(hourlyRequestsSchema).describe('requests in each of the last 24 hours, oldest first, the current hour last'),
});
export type UsageFigures = z.infer<typeof usageFiguresSchema>;

/**
 * The usage part when its store (Redis) is down or hung: the dictionary figures are in memory and still
 * answered, so a statistics request never waits on, or fails with, the usage store.
 */
export const usageUnavailableSchema = z
  .object({
    status: z.literal('unavailable'),
    message: z.string(),
  })
  .describe('usage figures could not be read now (their store does not answer); the dictionary figures are complete');
export type UsageUnavailable = z.infer<typeof usageUnavailableSchema>;

export const languageStatsResponseSchema = z.object({
  language: languageCodeSchema,
  name: z.string(),
  generated_at: z.string().describe('when this answer was made, ISO 8601 UTC'),
  dictionary: dictionaryFiguresSchema,
  usage: z.union([usageFiguresSchema, usageUnavailableSchema]),
});
export type LanguageStatsResponse = z.infer<typeof languageStatsResponseSchema>;

export const globalUsageFiguresSchema = usageFiguresSchema.extend({
  by_language: z.array(z.object({ language: languageCodeSchema, requests: count })).describe('every language, in the order of /api/v1/languages'),
  events: z.object({
    recorded: count.describe('usage events aggregated so far'),
    dropped: count.describe('events the emitting services dropped because their queue was full'),
  }),
});
export type GlobalUsageFigures = z.infer<typeof globalUsageFiguresSchema>;

export const globalStatsResponseSchema = z.object({
  generated_at: z.string(),
  languages: z.array(languageCodeSchema),
  dictionary: dictionaryFiguresSchema.describe('every language together; letters and first letters merged by letter'),
  usage: z.union([globalUsageFiguresSchema, usageUnavailableSchema]),
});
export type GlobalStatsResponse = z.infer<typeof globalStatsResponseSchema>;
