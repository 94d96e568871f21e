import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { DEFAULT_CLIENT_MAX_IN_FLIGHT, DEFAULT_QUERY_PRICING } from '../http/query-pricing';
import { componentSchemas } from './component-schemas';
import { registerHeaders } from './response-headers';
import { registerSearchPaths } from './search-paths';
import { registerStatsPaths } from './stats-paths';
import { registerSystemPaths } from './system-paths';
import { registerWordPaths } from './word-paths';

export type { OpenAPIObject } from 'openapi3-ts/oas30';

export interface OpenApiDocumentOptions {
  /** Where the API is served from; paths already start with /api/v1. Default `/`. */
  serverUrl?: string;
}

/** The version of this description of the /api/v1 surface; additions raise the minor. */
export const OPENAPI_DOCUMENT_VERSION = '1.0.0';

const DESCRIPTION = [
  'Word lookup for word games over 12 languages: pattern and anagram search, language list.',
  'Requests and responses are `application/json; charset=utf-8`. Every response allows any origin (`Access-Control-Allow-Origin: *`) and carries `X-Request-Id`.',
  'GET, HEAD and OPTIONS are answered; HEAD behaves as GET without a body, any other method gives 405 `method_not_allowed`.',
  'Every error is `{"error": {"code", "message", "details"}}`; clients branch on `error.code`, whose HTTP status never changes.',
  'Every path but healthz counts towards a rate limit of 120 points per 60 seconds per client address, announced in the X-RateLimit-* headers.',
  [
    'Price list: a request costs 1 point; a search or word lookup costs',
    `1 more per whole ${DEFAULT_QUERY_PRICING.unitsPerPoint.toLocaleString('en')} units of work it took (a step of the engine),`,
    `at most ${DEFAULT_QUERY_PRICING.maxPoints} in all. Ordinary lookups cost 1 point; a deep page of a rack of many blanks, or a query cut at its deadline, up to ${DEFAULT_QUERY_PRICING.maxPoints}.`,
    'X-RateLimit-Remaining on the answer already includes its cost.',
  ].join(' '),
  `Each client address may have ${DEFAULT_CLIENT_MAX_IN_FLIGHT} requests in flight at once; beyond, 429 \`too_many_concurrent_requests\`.`,
  'A search or lookup that cannot finish within its time budget answers 422 `query_too_expensive` with what to narrow, or 503 `query_timeout` when the service is busy.',
].join('\n\n');

/** The OpenAPI 3.0 document of the REST surface, built afresh from the shared zod schemas. */
export function buildOpenApiDocument(options: OpenApiDocumentOptions = {}): OpenAPIObject {
  const registry = new OpenAPIRegistry();
  const schemas = componentSchemas();
  registerHeaders(registry);
  registerSystemPaths(registry, schemas);
  registerSearchPaths(registry, schemas);
  registerStatsPaths(registry, schemas.ErrorEnvelope);
  registerWordPaths(registry, schemas.ErrorEnvelope);
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: { title: 'Lexicon', version: OPENAPI_DOCUMENT_VERSION, description: DESCRIPTION },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags: [
      { name: 'search', description: 'Pattern and anagram search in one language.' },
      { name: 'stats', description: 'Dictionary and usage statistics, per language and overall.' },
      { name: 'words', description: 'One word in detail, and spoken.' },
      { name: 'languages', description: 'The supported languages and their word lists.' },
      { name: 'system', description: 'Probes and this description.' },
    ],
  });
}
