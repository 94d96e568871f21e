import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { type ErrorCode, statusOf } from '../errors/error-catalogue';
import { type ApiLimits, HEADERS_TIMEOUT_MS, REFUSAL_PACING, REQUEST_BODY_LIMIT_BYTES, REQUEST_TIMEOUT_MS } from '../http/api-limits';
import { DEFAULT_QUERY_BUDGET_MS } from '../http/query-work';
import { type HeaderName, headerRefs } from './response-headers';

/** The codes one endpoint can answer with, each with when it does so there. Statuses come from the catalogue. */
export type ErrorCases = Partial<Record<ErrorCode, string>>;

/** What any path can answer, whatever it does. */
export const ANY_PATH_ERRORS = {
  method_not_allowed: 'a method this path does not answer (POST), or one the gateway never answers (PUT, DELETE, …); the Allow header lists the methods that are answered.',
  request_too_large: `the request carries a body of more than ${REQUEST_BODY_LIMIT_BYTES.toLocaleString('en')} bytes (declared or streamed).`,
  request_timeout: `the request headers took more than ${HEADERS_TIMEOUT_MS / 1000} s, or the whole request more than ${REQUEST_TIMEOUT_MS / 1000} s, to arrive; the connection is closed.`,
  headers_too_large: 'the request line and headers exceed 16 KB (a very long query string); the connection is closed.',
  internal_error: 'an unexpected fault; the message carries no internals.',
} as const satisfies ErrorCases;

/** What a path that counts towards the rate limit can answer, with the limits the gateway applies. */
export function rateLimitErrors(limits: ApiLimits): ErrorCases {
  return {
    rate_limited: `more than ${limits.points} points in ${limits.windowSeconds} seconds from this client address (a request costs 1, an expensive query more: see the price list above); retry after Retry-After seconds. A client that keeps sending gets its first ${REFUSAL_PACING.freeRefusals} refusals in a window at once, each later one after ${REFUSAL_PACING.delayMs / 1000} s.`,
    too_many_concurrent_requests: `this client address already has as many requests in flight as it may (${limits.maxInFlight}); retry after Retry-After seconds, or wait for an answer.`,
  };
}

/** What a search or a word lookup can answer when it cannot finish in time (docs/api.md, Heavy queries and fairness). */
export const QUERY_WORK_ERRORS = {
  query_too_expensive: `the query needs more work than its time budget (${DEFAULT_QUERY_BUDGET_MS} ms unless the service is configured otherwise, or less when the gateway has less left) allows; \`details.narrow\` says what to change.`,
  query_timeout: 'the service is busy with heavy queries and could not start this one in time, or this client already has heavy queries waiting; retry after Retry-After seconds.',
} as const satisfies ErrorCases;

/** What a path the gateway hands on to a service can answer when that service fails. */
export const UPSTREAM_ERRORS = {
  upstream_error: 'the service behind the gateway gave a broken answer.',
  service_unavailable: 'the service behind the gateway is unreachable or still loading its dictionaries; try again shortly.',
  upstream_timeout: 'the service behind the gateway did not answer in time.',
} as const satisfies ErrorCases;

const STATUS_TITLES: Record<number, string> = {
  400: 'The request is not valid',
  404: 'Nothing at this address',
  405: 'Method not allowed',
  408: 'Request timeout',
  413: 'Request too large',
  415: 'Unsupported media type',
  431: 'Request headers too large',
  422: 'The query needs more work than it may spend',
  429: 'Too many requests',
  500: 'Internal error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

/** Headers a status adds to those every response of the path carries. */
const STATUS_HEADERS: Record<number, readonly HeaderName[]> = {
  405: ['Allow'],
  429: ['Retry-After'],
};

/**
 * One response per status, in the error envelope, whose description names every code the endpoint
 * can give with that status: clients branch on `error.code`, so the list is the contract.
 */
export function errorResponses(cases: ErrorCases, envelope: z.ZodType, headers: readonly HeaderName[]): Record<string, ResponseConfig> {
  const byStatus = new Map<number, Array<[ErrorCode, string]>>();
  for (const [code, when] of Object.entries(cases) as Array<[ErrorCode, string]>) {
    const status = statusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), [code, when]]);
  }
  const statuses = [...byStatus.keys()].sort((left, right) => left - right);
  return Object.fromEntries(
    statuses.map((status): [string, ResponseConfig] => {
      const lines = (byStatus.get(status) ?? []).map(([code, when]) => `- \`${code}\`: ${when}`);
      return [
        String(status),
        {
          description: `${STATUS_TITLES[status] ?? 'Error'}. \`error.code\` is one of:\n${lines.join('\n')}`,
          headers: headerRefs([...headers, ...(STATUS_HEADERS[status] ?? [])]),
          content: { 'application/json': { schema: envelope } },
        },
      ];
    }),
  );
}
