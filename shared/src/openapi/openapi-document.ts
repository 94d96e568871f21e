import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { errorEnvelopeSchema } from '../errors/error-envelope';
import { type ApiLimits, DEFAULT_API_LIMITS } from '../http/api-limits';
import type { Operation } from '../operations/operation';
import { OPERATIONS } from '../operations/operation-catalogue';
import { registerOperation, ResponseComponents } from './documented-operation';
import { registerHeaders } from './response-headers';

export type { OpenAPIObject } from 'openapi3-ts/oas30';

export interface OpenApiDocumentOptions {
  /** Where the API is served from; paths already start with /api/v1. Default `/`. */
  serverUrl?: string;
  /** The limits the gateway applies, as it is configured; the defaults when not given. */
  limits?: ApiLimits;
  /** The operations to describe (those with an `openApi` part); the catalogue when not given. */
  operations?: readonly Operation[];
}

/** The version of this description of the /api/v1 surface; additions raise the minor. */
export const OPENAPI_DOCUMENT_VERSION = '1.0.0';

function descriptionOf(limits: ApiLimits): string {
  return [
    'Word lookup for word games over 12 languages: pattern and anagram search, language list.',
    'Requests and responses are `application/json; charset=utf-8`. Every response allows any origin (`Access-Control-Allow-Origin: *`) and carries `X-Request-Id`.',
    'GET, HEAD and OPTIONS are answered; HEAD behaves as GET without a body, any other method gives 405 `method_not_allowed`.',
    'Every error is `{"error": {"code", "message", "details"}}`; clients branch on `error.code`, whose HTTP status never changes.',
    `Every path but healthz counts towards a rate limit of ${limits.points} points per ${limits.windowSeconds} seconds per client address, announced in the X-RateLimit-* headers.`,
    [
      'Price list: a request costs 1 point; a search or word lookup costs',
      `1 more per whole ${limits.pricing.unitsPerPoint.toLocaleString('en')} units of work it took (a step of the engine),`,
      `at most ${limits.pricing.maxPoints} in all. Ordinary lookups cost 1 point; a deep page of a rack of many blanks, or a query cut at its deadline, up to ${limits.pricing.maxPoints}.`,
      'X-RateLimit-Remaining on the answer already includes its cost.',
    ].join(' '),
    `Each client address may have ${limits.maxInFlight} requests in flight at once; beyond, 429 \`too_many_concurrent_requests\`.`,
    'A search or lookup that cannot finish within its time budget answers 422 `query_too_expensive` with what to narrow, or 503 `query_timeout` when the service is busy.',
  ].join('\n\n');
}

/** The OpenAPI 3.0 document of the REST surface, built afresh from the shared zod schemas. */
export function buildOpenApiDocument(options: OpenApiDocumentOptions = {}): OpenAPIObject {
  const registry = new OpenAPIRegistry();
  const limits = options.limits ?? DEFAULT_API_LIMITS;
  const envelope = errorEnvelopeSchema.meta({
    id: 'ErrorEnvelope',
    description: 'Every error, on every surface: a stable code to branch on, a human message, and context such as the offending parameter and its value.',
  });
  const components = new ResponseComponents();
  registerHeaders(registry, limits);
  const operations = options.operations ?? OPERATIONS;
  for (const operation of operations) registerOperation(registry, operation, { envelope, limits, components, operations });
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: { title: 'Lexicon', version: OPENAPI_DOCUMENT_VERSION, description: descriptionOf(limits) },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags: [
      { name: 'search', description: 'Pattern and anagram search in one language.' },
      { name: 'moves', description: 'The best plays of a rack on a board, and one play checked and scored.' },
      { name: 'stats', description: 'Dictionary and usage statistics, per language and overall.' },
      { name: 'words', description: 'One word in detail, and spoken.' },
      { name: 'languages', description: 'The supported languages and their word lists.' },
      { name: 'system', description: 'Probes and this description.' },
    ],
  });
}
