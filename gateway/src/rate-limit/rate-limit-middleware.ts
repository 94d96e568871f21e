import { type ErrorEnvelope, errorEnvelope, statusOf } from '@lexicon/shared';
import type { Request, RequestHandler, Response } from 'express';
import { clientAddress, trustProxies } from './client-address';
import { isCountedRequest } from './counted-requests';
import type { ClientRateLimiter, RateLimitOutcome } from './rate-limiter';

export interface RateLimitMiddlewareOptions {
  /**
   * Addresses or CIDR ranges of our own proxies; only requests arriving from them have their
   * X-Forwarded-For read. Empty by default: the socket's address is the client.
   */
  trustedProxies?: readonly string[];
  /** Which requests spend a point; DECISIONS.md §9 unless told otherwise. */
  isCounted?: (req: Request) => boolean;
  /** Shapes an error body, e.g. adding OpenAI's `type` and `param` on /v1 (DECISIONS.md §8). */
  errorBody?: (req: Request, envelope: ErrorEnvelope) => unknown;
}

function setLimitHeaders(res: Response, outcome: RateLimitOutcome): void {
  res.setHeader('X-RateLimit-Limit', String(outcome.limit));
  res.setHeader('X-RateLimit-Window', String(outcome.windowSeconds));
  res.setHeader('X-RateLimit-Remaining', String(outcome.remaining));
  res.setHeader('X-RateLimit-Reset', String(outcome.resetSeconds));
}

function limitedMessage(outcome: RateLimitOutcome): string {
  return (
    `Too many requests: the limit is ${outcome.limit} per ${outcome.windowSeconds} seconds per client. ` +
    `Retry after ${outcome.resetSeconds} seconds.`
  );
}

/**
 * Counts each request of the limited surfaces against its client's budget, tells the client where it
 * stands in X-RateLimit-* headers, and answers 429 in the envelope once the budget is spent. Mount it
 * at the app's root after CORS and request ids (so 429s carry both) and before body parsing and routes
 * (so a refused request costs no parsing and reaches no service).
 */
export function rateLimit(limiter: ClientRateLimiter, options: RateLimitMiddlewareOptions = {}): RequestHandler {
  const isTrustedProxy = trustProxies(options.trustedProxies ?? []);
  const isCounted = options.isCounted ?? ((req: Request): boolean => isCountedRequest(req.method, req.path));
  const errorBody = options.errorBody ?? ((_req: Request, envelope: ErrorEnvelope): unknown => envelope);

  return async (req, res, next) => {
    if (!isCounted(req)) {
      next();
      return;
    }
    const key = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], isTrustedProxy);
    if (key === undefined) {
      // No address (the socket is already gone): refusing beats counting it in a bucket shared by all such requests.
      res
        .status(statusOf('invalid_request'))
        .json(errorBody(req, errorEnvelope('invalid_request', 'The client address could not be determined.')));
      return;
    }

    let outcome: RateLimitOutcome;
    try {
      outcome = await limiter.consume(key);
    } catch (error: unknown) {
      // A fault is not a limit hit: the central error handler answers it (logged, no internals).
      next(error);
      return;
    }

    setLimitHeaders(res, outcome);
    if (outcome.allowed) {
      next();
      return;
    }
    res.setHeader('Retry-After', String(outcome.resetSeconds));
    res.status(statusOf('rate_limited')).json(
      errorBody(
        req,
        errorEnvelope('rate_limited', limitedMessage(outcome), {
          limit: outcome.limit,
          window_seconds: outcome.windowSeconds,
          retry_after_seconds: outcome.resetSeconds,
        }),
      ),
    );
  };
}
