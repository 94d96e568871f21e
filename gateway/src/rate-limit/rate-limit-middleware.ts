import { DEFAULT_QUERY_PRICING, type ErrorCode, type ErrorEnvelope, errorEnvelope, extraPointsFor, type QueryPricing, statusOf } from '@lexicon/shared';
import type { Request, RequestHandler, Response } from 'express';
import { clientAddress, trustProxies } from './client-address';
import { openTab } from './client-tab';
import { RefusalPacer, type RefusalPacing } from './refusal-pacer';
import type { Admission, ClientRateLimiter, RateLimitOutcome } from './client-limits';
import { gatewayMetrics } from '../gateway-metrics';
import { routeOf } from '../routing/resolved-route';

export interface RateLimitMiddlewareOptions {
  /**
   * Addresses or CIDR ranges of our own proxies; only requests arriving from them have their
   * X-Forwarded-For read. Empty by default: the socket's address is the client.
   */
  trustedProxies?: readonly string[];
  /** Which requests spend a point; by the route resolved at the edge (counted-requests.ts) unless told otherwise. */
  isCounted?: (req: Request) => boolean;
  /** Shapes an error body, e.g. adding OpenAI's `type` and `param` on /v1 (chat/openai-errors.ts). */
  errorBody?: (req: Request, envelope: ErrorEnvelope) => unknown;
  /** What the work a service reports adds to a request's one point; the documented price list by default. */
  pricing?: QueryPricing;
  /** How refusals are slowed for a client that keeps sending after them; refusal-pacer.ts has the defaults. */
  refusalPacing?: RefusalPacing;
}

/** A client at its cap is told to wait for an answer, which comes within the upstream timeout; a second is a fair first retry. */
const IN_FLIGHT_RETRY_SECONDS = 1;

function setLimitHeaders(res: Response, outcome: RateLimitOutcome): void {
  res.setHeader('X-RateLimit-Limit', String(outcome.limit));
  res.setHeader('X-RateLimit-Window', String(outcome.windowSeconds));
  res.setHeader('X-RateLimit-Remaining', String(outcome.remaining));
  res.setHeader('X-RateLimit-Reset', String(outcome.resetSeconds));
}

const seconds = (count: number): string => `${count} ${count === 1 ? 'second' : 'seconds'}`;

function limitedMessage(outcome: RateLimitOutcome): string {
  return `Too many requests: the limit is ${outcome.limit} per ${seconds(outcome.windowSeconds)} per client. Retry after ${seconds(outcome.resetSeconds)}.`;
}

/**
 * Admits the request; its slot, if it gets one, is given back when the answer is done or the client
 * leaves (also when the client left while Redis was asked).
 */
async function admitHolding(limiter: ClientRateLimiter, key: string, res: Response): Promise<Admission> {
  if (limiter.maxInFlight === undefined) return limiter.admit(key);
  const held: { admission?: Admission; closed: boolean } = { closed: false };
  res.once('close', () => {
    held.closed = true;
    held.admission?.slot?.release();
  });
  const admission = await limiter.admit(key);
  held.admission = admission;
  if (held.closed) admission.slot?.release();
  return admission;
}

/**
 * Counts each request of the limited surfaces against its client's budget, tells the client where it
 * stands in X-RateLimit-* headers, and answers 429 in the envelope once the budget is spent or, with a
 * cap, while the client has as many requests in flight as it may. A request let through carries a tab
 * (see client-tab.ts): the work its services report is charged to the same budget before the answer's
 * headers leave, so X-RateLimit-Remaining includes it. Mount it at the app's root after CORS and request
 * ids (so 429s carry both) and before body parsing and routes (so a refused request costs no parsing and
 * reaches no service).
 */
export function rateLimit(limiter: ClientRateLimiter, options: RateLimitMiddlewareOptions = {}): RequestHandler {
  const isTrustedProxy = trustProxies(options.trustedProxies ?? []);
  const isCounted = options.isCounted ?? ((req: Request): boolean => routeOf(req).counted);
  const errorBody = options.errorBody ?? ((_req: Request, envelope: ErrorEnvelope): unknown => envelope);
  const pricing = options.pricing ?? DEFAULT_QUERY_PRICING;
  const pacer = new RefusalPacer(options.refusalPacing);
  const decisions = gatewayMetrics().rateLimitDecisions;

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

    // The point and the slot are one question (one Redis round trip, shared by the client's requests
    // of the same turn: redis-rate-limiter.ts).
    let admission: Admission;
    try {
      admission = await admitHolding(limiter, key, res);
    } catch (error: unknown) {
      // A fault is not a limit hit: the central error handler answers it (logged, no internals).
      next(error);
      return;
    }

    const { outcome } = admission;
    setLimitHeaders(res, outcome);
    if (!outcome.allowed) {
      decisions.inc({ decision: 'limited' });
      refuse(req, res, key, 'rate_limited', limitedMessage(outcome), outcome.resetSeconds, { limit: outcome.limit, window_seconds: outcome.windowSeconds });
      return;
    }
    const max = limiter.maxInFlight;
    if (max !== undefined && admission.slot === undefined) {
      decisions.inc({ decision: 'in_flight_refused' });
      const message = `Too many requests at once: each client may have ${max} in flight. Wait for an answer before sending another.`;
      refuse(req, res, key, 'too_many_concurrent_requests', message, IN_FLIGHT_RETRY_SECONDS, { max_in_flight: max });
      return;
    }
    decisions.inc({ decision: 'allowed' });
    let remaining = outcome.remaining;
    openTab(req, {
      client: key,
      charge: (units) => {
        const extra = extraPointsFor(units, pricing);
        if (extra === 0) return;
        remaining = Math.max(0, remaining - extra);
        if (!res.headersSent) res.setHeader('X-RateLimit-Remaining', String(remaining));
        limiter.charge(key, extra);
      },
    });
    next();
  };

  function refuse(req: Request, res: Response, key: string, code: ErrorCode, message: string, retryAfterSeconds: number, details: Record<string, unknown>): void {
    res.setHeader('Retry-After', String(retryAfterSeconds));
    const send = (): void => {
      if (res.destroyed || res.writableEnded) return;
      res.status(statusOf(code)).json(errorBody(req, errorEnvelope(code, message, { ...details, retry_after_seconds: retryAfterSeconds })));
    };
    const delay = pacer.delayFor(key, retryAfterSeconds);
    if (delay === 0) send();
    else setTimeout(send, delay);
  }
}
