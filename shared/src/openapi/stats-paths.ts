import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages/language-metadata';
import { globalStatsResponseSchema, languageStatsResponseSchema } from '../wire/stats-wire';
import { ANY_PATH_ERRORS, type ErrorCases, errorResponses, RATE_LIMIT_ERRORS, UPSTREAM_ERRORS } from './error-responses';
import { type HeaderName, headerRefs, RATE_LIMIT_HEADERS } from './response-headers';

const HEADERS: HeaderName[] = ['X-Request-Id', ...RATE_LIMIT_HEADERS];

const DICTIONARY_TEXT =
  '`dictionary`: word count; word length min, max, mean, median and distribution; letter frequencies; points mean, max, distribution and the top-scoring words; words per first letter — computed once when the service starts.';
const USAGE_TEXT =
  '`usage`: answered queries by tool and by surface (REST, MCP, chat), the most asked patterns, racks and looked-up words, the share of queries that found nothing, and requests in each of the last 24 hours — shared by every replica. No client address is recorded.';

function register(
  registry: OpenAPIRegistry,
  envelope: z.ZodType,
  operation: { path: string; operationId: string; summary: string; description: string; params?: z.ZodObject; ok: z.ZodType; errors: ErrorCases },
): void {
  registry.registerPath({
    method: 'get',
    path: operation.path,
    operationId: operation.operationId,
    tags: ['stats'],
    summary: operation.summary,
    description: operation.description,
    ...(operation.params === undefined ? {} : { request: { params: operation.params } }),
    responses: {
      200: { description: 'The statistics.', headers: headerRefs(HEADERS), content: { 'application/json': { schema: operation.ok } } },
      ...errorResponses({ ...operation.errors, ...ANY_PATH_ERRORS, ...RATE_LIMIT_ERRORS }, envelope, HEADERS),
    },
  });
}

/** The statistics endpoints of stats-service, as the gateway exposes them. */
export function registerStatsPaths(registry: OpenAPIRegistry, envelope: z.ZodType): void {
  register(registry, envelope, {
    path: '/api/v1/stats/languages/{lang}',
    operationId: 'getLanguageStats',
    summary: 'Dictionary and usage statistics of one language',
    description: [DICTIONARY_TEXT, USAGE_TEXT].join('\n\n'),
    params: z.object({
      lang: z.enum(LANGUAGE_CODES).meta({ param: { description: `Language code, one of ${LANGUAGE_CODES.join(', ')}; any other value gives \`invalid_language\`.`, example: 'fr' } }),
    }),
    ok: languageStatsResponseSchema.meta({ id: 'LanguageStatsResponse', description: 'Statistics of one language.' }),
    errors: { invalid_language: 'lang is not a supported language code.', ...UPSTREAM_ERRORS },
  });
  register(registry, envelope, {
    path: '/api/v1/stats/global',
    operationId: 'getGlobalStats',
    summary: 'Dictionary and usage statistics over all languages',
    description: [
      `${DICTIONARY_TEXT} Over every language together: letters and first letters are merged by letter.`,
      `${USAGE_TEXT} Also requests per language, and how many usage events were recorded or dropped on the way.`,
    ].join('\n\n'),
    ok: globalStatsResponseSchema.meta({ id: 'GlobalStatsResponse', description: 'Statistics over every language.' }),
    errors: UPSTREAM_ERRORS,
  });
}
