import { type ApiLimits, DEFAULT_CLIENT_MAX_IN_FLIGHT, DEFAULT_QUERY_PRICING, DEFAULT_RATE_LIMIT_POINTS, DEFAULT_RATE_LIMIT_WINDOW_SECONDS, type QueryPricing } from '@lexicon/shared';
import { configVar, type Environment, loadConfig, type RedisTarget, redisTargetFrom, redisTargetVariables } from '@lexicon/service-kit';
import { z } from 'zod';
import { trustProxies } from './client-address';

export interface RateLimitConfig {
  points: number;
  windowSeconds: number;
  /** Addresses or CIDR ranges; empty means X-Forwarded-For is never read. */
  trustedProxies: string[];
  /** Shared counters when set (one Redis or a Redis Cluster); in-memory per replica otherwise. */
  redis?: RedisTarget;
  /** Namespace of the counters in Redis, so deployments (or test runs) sharing a Redis stay apart. */
  keyPrefix: string;
  /** What a query's reported work adds to its one point. */
  pricing: QueryPricing;
  /** Requests one client may have in flight at once. */
  maxInFlight: number;
}

const rateLimitSchema = z.object({
  RATE_LIMIT_POINTS: configVar.positiveInt(DEFAULT_RATE_LIMIT_POINTS),
  RATE_LIMIT_WINDOW_SECONDS: configVar.positiveInt(DEFAULT_RATE_LIMIT_WINDOW_SECONDS),
  /** Comma-separated, e.g. "10.0.0.0/8, 192.168.1.5". */
  TRUSTED_PROXIES: z.string().optional(),
  ...redisTargetVariables,
  RATE_LIMIT_UNITS_PER_POINT: configVar.positiveInt(DEFAULT_QUERY_PRICING.unitsPerPoint),
  RATE_LIMIT_MAX_POINTS_PER_REQUEST: configVar.positiveInt(DEFAULT_QUERY_PRICING.maxPoints),
  CLIENT_MAX_IN_FLIGHT: configVar.positiveInt(DEFAULT_CLIENT_MAX_IN_FLIGHT),
  RATE_LIMIT_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'letters, digits, _ : . - only').default('lexicon:rate'),
});

/**
 * The rate limit's part of the gateway's environment, for the gateway's config loader to call with
 * the environment it was given; it reads no process state itself. Throws ConfigError when invalid.
 */
export function loadRateLimitConfig(env: Environment): RateLimitConfig {
  const parsed = loadConfig(rateLimitSchema, env);
  const redis = redisTargetFrom(parsed);
  const trustedProxies = (parsed.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Compiled here only to fail at start, not on the first request.
  trustProxies(trustedProxies);
  return {
    points: parsed.RATE_LIMIT_POINTS,
    windowSeconds: parsed.RATE_LIMIT_WINDOW_SECONDS,
    trustedProxies,
    keyPrefix: parsed.RATE_LIMIT_KEY_PREFIX,
    pricing: { unitsPerPoint: parsed.RATE_LIMIT_UNITS_PER_POINT, maxPoints: parsed.RATE_LIMIT_MAX_POINTS_PER_REQUEST },
    maxInFlight: parsed.CLIENT_MAX_IN_FLIGHT,
    ...(redis === undefined ? {} : { redis }),
  };
}

/** The limits a client meets, as this configuration sets them: what the OpenAPI document states. */
export function apiLimitsOf(config: RateLimitConfig): ApiLimits {
  return { points: config.points, windowSeconds: config.windowSeconds, maxInFlight: config.maxInFlight, pricing: config.pricing };
}
