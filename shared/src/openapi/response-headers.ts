import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { HeaderObject, HeadersObject, ReferenceObject } from 'openapi3-ts/oas30';
import type { ApiLimits } from '../http/api-limits';

const integerHeader = (description: string, example: number): HeaderObject => ({
  description,
  schema: { type: 'integer', minimum: 0, example },
});

/**
 * Response headers, defined once under components.headers and referenced from every response. The
 * rate-limit figures are the gateway's (docs/api.md, The gateway: Rate limits), as it is configured.
 */
const headerComponents = (limits: ApiLimits) => ({
  'X-Request-Id': {
    description:
      'The id of this request: the caller\'s own X-Request-Id when it is 1 to 128 characters of letters, digits, ".", "_", ":" or "-", a new UUID otherwise. Quote it when reporting a problem.',
    schema: { type: 'string', example: '5f0c6b1e-2d2b-4c8e-9a57-3c1a1d2f8e40' },
  },
  'X-RateLimit-Limit': integerHeader(`Requests allowed per client address in one window: ${limits.points}.`, limits.points),
  'X-RateLimit-Window': integerHeader(`Length of the rate-limit window, in seconds: ${limits.windowSeconds}.`, limits.windowSeconds),
  'X-RateLimit-Remaining': integerHeader('Requests left in the current window.', Math.max(0, limits.points - 1)),
  'X-RateLimit-Reset': integerHeader('Seconds until the current window ends and the count starts again.', 42),
  'Retry-After': {
    description: 'Whole seconds to wait before the next request will be counted (at least 1).',
    schema: { type: 'integer', minimum: 1, example: 17 },
  },
  Allow: {
    description: 'On a 405: the methods this path answers (GET, HEAD, OPTIONS), or, for a method the gateway never answers, the methods it answers anywhere.',
    schema: { type: 'string', example: 'GET, HEAD, OPTIONS' },
  },
}) satisfies Record<string, HeaderObject>;

export type HeaderName = keyof ReturnType<typeof headerComponents>;

/** Headers of every response of a path that counts towards the rate limit (all but healthz). */
export const RATE_LIMIT_HEADERS: readonly HeaderName[] = ['X-RateLimit-Limit', 'X-RateLimit-Window', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

export function registerHeaders(registry: OpenAPIRegistry, limits: ApiLimits): void {
  for (const [name, header] of Object.entries(headerComponents(limits))) registry.registerComponent('headers', name, header);
}

/** References to the named header components, as a response's `headers`. */
export function headerRefs(names: readonly HeaderName[]): HeadersObject {
  return Object.fromEntries(names.map((name): [string, ReferenceObject] => [name, { $ref: `#/components/headers/${name}` }]));
}
