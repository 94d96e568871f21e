import type { RequestHandler } from 'express';

/** Headers a browser script may read: rate-limit state, when to retry, and the request id. */
export const EXPOSED_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Window', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'X-Request-Id'];
const EXPOSED_HEADER_LIST = EXPOSED_HEADERS.join(', ');
const PREFLIGHT_MAX_AGE = String(86_400);

/**
 * The API is public and keyless: every origin may call it, and every answer, errors and 429 included,
 * says so. A preflight is answered here at once (204) and never reaches a service or the rate limit.
 */
export function cors(): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADER_LIST);
    if (req.method !== 'OPTIONS') {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Content-Type, X-Request-Id');
    res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
    res.setHeader('Vary', 'Access-Control-Request-Headers');
    res.status(204).end();
  };
}
