import type { Logger, RedisConnection } from '@lexicon/service-kit';
import type { InFlightSlot } from './memory-in-flight';

/**
 * What the gateway's limiter is: the options it takes, the verdict it gives and what it reports. The
 * implementations (memory-limits.ts, redis-rate-limiter.ts) and the factory (rate-limiter.ts) share it.
 */

export interface RateLimiterOptions {
  /** Requests each client may make per window. */
  points: number;
  windowSeconds: number;
  /** Requests each client may have in flight at once; no cap when not given. */
  maxInFlight?: number;
  /**
   * How long a slot held in Redis lasts if its replica stops calling (it crashed): longer than any
   * request may take, so a live request is never forgotten. Needed with a cap and Redis.
   */
  leaseMs?: number;
  /**
   * Counters shared by every replica. Without it, counters live in this process. The client must be
   * created with `enableOfflineQueue: false` (see `createRateLimitRedis`): a request must never wait for
   * Redis to come back.
   */
  redis?: RedisConnection;
  /** Namespaces the Redis keys (`<keyPrefix>:{<client address>}`). */
  keyPrefix: string;
  logger: Logger;
  /** How long Redis may take to answer before the in-memory insurance answers instead. */
  redisTimeoutMs?: number;
  /** How often, once Redis failed, it is asked (off the request path) whether it answers again. */
  redisProbeIntervalMs?: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  windowSeconds: number;
  /** Requests left in this client's current window; 0 once limited. */
  remaining: number;
  /** Whole seconds until this client's window resets, at least 1; the Retry-After when limited. */
  resetSeconds: number;
}

/** The verdict on one request: its point, and with a cap its slot among the client's requests in flight. */
export interface Admission {
  outcome: RateLimitOutcome;
  /**
   * Given only to an allowed request when there is a cap; undefined then means the client already has
   * as many requests in flight as it may.
   */
  slot?: InFlightSlot;
}

export interface RateLimiterStatus {
  store: 'redis' | 'memory';
  redis?: 'connected' | 'unreachable';
  /** Requests are counted per replica, in memory, because Redis is unreachable or just failed. */
  usingInsurance: boolean;
  /** The cap on each client's requests in flight, across replicas with Redis, when there is one. */
  in_flight?: { max: number };
}

export interface ClientRateLimiter {
  readonly points: number;
  readonly windowSeconds: number;
  readonly maxInFlight: number | undefined;
  /** Spends one point of `key`'s budget and, with a cap, takes a slot. Rejects only on a fault, never because of a limit. */
  admit(key: string): Promise<Admission>;
  /** Spends `points` more of `key`'s budget for work already done (never refused: the answer exists). */
  charge(key: string, points: number): void;
  /** For readiness reports. */
  status(): RateLimiterStatus;
  /**
   * Sends what is still waiting to be counted (charges, slots given back) and detaches from the Redis
   * client; the client itself belongs to the caller, who quits it afterwards.
   */
  close(): Promise<void>;
}

export const DEFAULT_REDIS_TIMEOUT_MS = 500;
