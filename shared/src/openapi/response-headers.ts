import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { HeaderObject, HeadersObject, ReferenceObject } from 'openapi3-ts/oas30';

/** The rate limit (docs/api.md, The gateway: Rate limits), as the headers announce it. */
const RATE_LIMIT_REQUESTS = 120;
const RATE_LIMIT_WINDOW_SECONDS = 60;

const integerHeader = (description: string, example: number): HeaderObject => ({
  description,
  schema: { type: 'integer', minimum: 0, example },
});

/** Response headers, defined once under components.headers and referenced from every response. */
const HEADERS = {
  'X-Request-Id': {
    description:
      'The id of this request: the caller\'s own X-Request-Id when it is 1 to 128 characters of letters, digits, ".", "_", ":" or "-", a new UUID otherwise. Quote it when reporting a problem.',
    schema: { type: 'string', example: '5f0c6b1e-2d2b-4c8e-9a57-3c1a1d2f8e40' },
  },
  'X-RateLimit-Limit': integerHeader(`Requests allowed per client address in one window: ${RATE_LIMIT_REQUESTS}.`, RATE_LIMIT_REQUESTS),
  'X-RateLimit-Window': integerHeader(`Length of the rate-limit window, in seconds: ${RATE_LIMIT_WINDOW_SECONDS}.`, RATE_LIMIT_WINDOW_SECONDS),
  'X-RateLimit-Remaining': integerHeader('Requests left in the current window.', 119),
  'X-RateLimit-Reset': integerHeader('Seconds until the current window ends and the count starts again.', 42),
  'Retry-After': {
    description: 'Whole seconds to wait before the next request will be counted (at least 1).',
    schema: { type: 'integer', minimum: 1, example: 17 },
  },
  Allow: {
    description: 'On a 405: the methods this path answers (GET, HEAD, OPTIONS), or, for a method the gateway never answers, the methods it answers anywhere.',
    schema: { type: 'string', example: 'GET, HEAD, OPTIONS' },
  },
} satisfies Record<string, HeaderObject>;

export type HeaderName = keyof typeof HEADERS;

/** Headers of every response of a path that counts towards the rate limit (all but healthz). */
export const RATE_LIMIT_HEADERS: readonly HeaderName[] = ['X-RateLimit-Limit', 'X-RateLimit-Window', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

export function registerHeaders(registry: OpenAPIRegistry): void {
  for (const [name, header] of Object.entries(HEADERS)) registry.registerComponent('headers', name, header);
}

/** References to the named header components, as a response's `headers`. */
export function headerRefs(names: readonly HeaderName[]): HeadersObject {
  return Object.fromEntries(names.map((name): [string, ReferenceObject] => [name, { $ref: `#/components/headers/${name}` }]));
}
