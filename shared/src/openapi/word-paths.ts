import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages/language-metadata';
import { DEFAULT_FAMILY_LIMIT, MAX_FAMILY_LIMIT, MAX_SUGGESTIONS, wordDetailsResponseSchema } from '../wire/word-wire';
import { ANY_PATH_ERRORS, type ErrorCases, errorResponses, QUERY_WORK_ERRORS, RATE_LIMIT_ERRORS, UPSTREAM_ERRORS } from './error-responses';
import { type HeaderName, headerRefs, RATE_LIMIT_HEADERS } from './response-headers';

const HEADERS: HeaderName[] = ['X-Request-Id', ...RATE_LIMIT_HEADERS];

const pathParameters = z.object({
  lang: z.enum(LANGUAGE_CODES).meta({ param: { description: `Language code, one of ${LANGUAGE_CODES.join(', ')}; any other value gives \`invalid_language\`.`, example: 'fr' } }),
  word: z.string().min(1).max(32).meta({
    param: {
      description: 'The word, in any case, accented or not: it is found by its folded form (`ete` finds French `été`). Characters that are no letters of the language, or more than 32 letters, give `invalid_parameter`.',
      example: 'ete',
    },
  }),
});

const WORD_ERRORS: ErrorCases = {
  invalid_language: 'lang is not a supported language code.',
  invalid_parameter: `word holds a character that is no letter of the language or more than 32 letters; family_limit is not an integer from 1 to ${MAX_FAMILY_LIMIT}, or is given more than once.`,
  word_not_found: `the word is not in the language's list; \`details.suggestions\` holds up to ${MAX_SUGGESTIONS} close words (at most two edits away: a letter changed, added or removed, or two neighbours swapped).`,
};

/** The word-service endpoints, as the gateway exposes them. */
export function registerWordPaths(registry: OpenAPIRegistry, envelope: z.ZodType): void {
  registry.registerPath({
    method: 'get',
    path: '/api/v1/word/{lang}/{word}',
    operationId: 'getWordDetails',
    tags: ['words'],
    summary: 'Details of one word: points, families, other languages, definition',
    description: [
      '`word` is the dictionary spelling (the one typed when it is one, else the first that folds alike); `variants` lists every spelling that folds to the same letters when there are several. `length` counts letters as played; `has_points` is false when a letter has no tile.',
      '`word_families` are disjoint: `starts_with` holds every word beginning with the word (also those that end with it), `ends_with` those ending with it but not beginning with it, `contains` those holding it strictly inside. Each is ordered by length, then alphabetically, never lists the word itself, and `totals` gives each family\'s exact size.',
      '`cross_languages`: every other language whose list holds the word as that language reads it (its letters folded with that language\'s rules: these tiles also make a word there), with the spelling it matched there (`word`) and that language\'s points. The rule is one-way where one language has a letter the other plays as its base: de `männer` lists en `manner`, but en `manner` lists no German word, as German plays ä as a letter of its own.',
      '`definition`: `meanings` from WordNet 3.1 for English (inflected forms reach their lemma: `went` → go, named in `lemma`), empty elsewhere; `phonetic` IPA between slashes (English from the CMU Pronouncing Dictionary, otherwise eSpeak NG); `audio_url` the absolute address of the spoken word; `source` every provider used. A pronunciation not computed yet is waited for briefly; past that the answer comes without `phonetic`, which later answers carry.',
    ].join('\n\n'),
    request: {
      params: pathParameters,
      query: z.object({
        family_limit: z.number().int().min(1).max(MAX_FAMILY_LIMIT).optional().meta({
          default: DEFAULT_FAMILY_LIMIT,
          param: { description: `Words listed per family, 1 to ${MAX_FAMILY_LIMIT}. Default ${DEFAULT_FAMILY_LIMIT}.`, example: 10 },
        }),
      }),
    },
    responses: {
      200: {
        description: 'The word and everything known about it.',
        headers: headerRefs(HEADERS),
        content: { 'application/json': { schema: wordDetailsResponseSchema.meta({ id: 'WordDetailsResponse', description: 'One word in detail.' }) } },
      },
      ...errorResponses({ ...WORD_ERRORS, query_too_expensive: QUERY_WORK_ERRORS.query_too_expensive, ...UPSTREAM_ERRORS, ...ANY_PATH_ERRORS, ...RATE_LIMIT_ERRORS }, envelope, HEADERS),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v1/audio/{lang}/{word}',
    operationId: 'getWordAudio',
    tags: ['words'],
    summary: 'The word spoken, as a WAV file',
    description:
      'The word spoken offline by eSpeak NG in the language\'s voice, as `audio/wav` (16-bit PCM). The word is found as in the details. Synthesised once, then served from a cache.',
    request: { params: pathParameters },
    responses: {
      200: {
        description: 'A WAV file.',
        headers: headerRefs(HEADERS),
        content: { 'audio/wav': { schema: { type: 'string', format: 'binary' } } },
      },
      ...errorResponses(
        {
          ...WORD_ERRORS,
          invalid_parameter: 'word holds a character that is no letter of the language, or more than 32 letters.',
          ...UPSTREAM_ERRORS,
          service_unavailable: 'speech synthesis failed or took too long, or the service behind the gateway is unreachable or still loading; try again shortly.',
          ...ANY_PATH_ERRORS,
          ...RATE_LIMIT_ERRORS,
        },
        envelope,
        HEADERS,
      ),
    },
  });
}
