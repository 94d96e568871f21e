import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { ANY_PATH_ERRORS, type ErrorCases, errorResponses, RATE_LIMIT_ERRORS } from './error-responses';
import { type HeaderName, headerRefs, RATE_LIMIT_HEADERS } from './response-headers';

export type Tag = 'search' | 'languages' | 'system';

/** One GET endpoint of the REST surface, as the document describes it. */
export interface GetOperation {
  path: string;
  operationId: string;
  tag: Tag;
  summary: string;
  description: string;
  /** The documented query, derived from the schema that validates it (see documented-query.ts). */
  query?: z.ZodObject;
  ok: { description: string; schema: z.ZodType };
  /** Codes this endpoint gives beyond those any path gives (405, 413, 500) and, when counted, 429. */
  errors: ErrorCases;
  /** Counted towards the rate limit: every answer carries the X-RateLimit-* headers, and 429 can occur. */
  rateLimited: boolean;
}

/** Registers a GET with the responses every endpoint shares, so no endpoint can forget one. */
export function registerGet(registry: OpenAPIRegistry, operation: GetOperation, envelope: z.ZodType): void {
  const headers: HeaderName[] = ['X-Request-Id', ...(operation.rateLimited ? RATE_LIMIT_HEADERS : [])];
  const errors: ErrorCases = { ...operation.errors, ...ANY_PATH_ERRORS, ...(operation.rateLimited ? RATE_LIMIT_ERRORS : {}) };
  registry.registerPath({
    method: 'get',
    path: operation.path,
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    ...(operation.query === undefined ? {} : { request: { query: operation.query } }),
    responses: {
      200: {
        description: operation.ok.description,
        headers: headerRefs(headers),
        content: { 'application/json': { schema: operation.ok.schema } },
      },
      ...errorResponses(errors, envelope, headers),
    },
  });
}
