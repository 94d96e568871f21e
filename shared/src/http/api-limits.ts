import { DEFAULT_CLIENT_MAX_IN_FLIGHT, DEFAULT_QUERY_PRICING, type QueryPricing } from './query-pricing';

// Slow clients must not hold sockets: headers within 10 s, a whole request within 30 s (README).
// service-kit/src/http/http-server.ts holds every server to them; the OpenAPI document states them.
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

/** Points one client may spend per window, unless configured otherwise (RATE_LIMIT_POINTS). */
export const DEFAULT_RATE_LIMIT_POINTS = 120;

/** Length of the rate-limit window in seconds, unless configured otherwise (RATE_LIMIT_WINDOW_SECONDS). */
export const DEFAULT_RATE_LIMIT_WINDOW_SECONDS = 60;

/**
 * The largest request body the gateway reads, in bytes. Fixed, not configured: every public endpoint
 * takes at most a small JSON body (MCP and chat), and the usage batches the services post are cut to fit it.
 */
export const REQUEST_BODY_LIMIT_BYTES = 65_536;

/**
 * How the gateway slows a client that keeps sending after being refused (429): the first refusals in
 * a window go out at once, each later one only after `delayMs`. Fixed, not configured.
 */
export const REFUSAL_PACING = { freeRefusals: 5, delayMs: 1_000 } as const;

/**
 * The limits a client meets at the gateway, as the documentation states them (OpenAPI, error texts).
 * The gateway builds them from its running configuration; the defaults are what an unconfigured
 * gateway applies.
 */
export interface ApiLimits {
  /** Points per client address per window. */
  points: number;
  windowSeconds: number;
  /** Requests one client address may have in flight at once. */
  maxInFlight: number;
  pricing: QueryPricing;
}

export const DEFAULT_API_LIMITS: ApiLimits = {
  points: DEFAULT_RATE_LIMIT_POINTS,
  windowSeconds: DEFAULT_RATE_LIMIT_WINDOW_SECONDS,
  maxInFlight: DEFAULT_CLIENT_MAX_IN_FLIGHT,
  pricing: DEFAULT_QUERY_PRICING,
};
