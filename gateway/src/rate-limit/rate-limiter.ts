import { ConfigError } from '@lexicon/service-kit';
import { type ClientRateLimiter, DEFAULT_REDIS_TIMEOUT_MS, type RateLimiterOptions } from './client-limits';
import { MemoryLimits } from './memory-limits';
import { RedisRateLimiter } from './redis-rate-limiter';

function validate(options: RateLimiterOptions): void {
  const issues: string[] = [];
  if (!Number.isInteger(options.points) || options.points < 1) issues.push('rate limit points must be a whole number ≥ 1');
  if (!Number.isInteger(options.windowSeconds) || options.windowSeconds < 1) {
    issues.push('rate limit window must be a whole number of seconds ≥ 1');
  }
  if (options.maxInFlight !== undefined && (!Number.isInteger(options.maxInFlight) || options.maxInFlight < 1)) {
    issues.push('the in-flight cap must be a whole number ≥ 1');
  }
  if (options.redis !== undefined && options.maxInFlight !== undefined && !((options.leaseMs ?? 0) > 0)) {
    issues.push('the in-flight lease must be > 0 ms');
  }
  if (options.keyPrefix.trim() === '') issues.push('rate limit keyPrefix must not be empty');
  const timeout = options.redisTimeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
  if (!Number.isFinite(timeout) || timeout <= 0) issues.push('rate limit redisTimeoutMs must be > 0');
  // An offline queue would hold requests until Redis returns instead of letting insurance answer them.
  if (options.redis !== undefined && options.redis.options.enableOfflineQueue !== false) {
    issues.push('the rate limiter Redis client needs enableOfflineQueue: false');
  }
  if (issues.length > 0) throw new ConfigError(issues);
}

function memoryRateLimiter(options: RateLimiterOptions): ClientRateLimiter {
  const limits = new MemoryLimits(options);
  const inFlight = options.maxInFlight === undefined ? {} : { in_flight: { max: options.maxInFlight } };
  return {
    points: options.points,
    windowSeconds: options.windowSeconds,
    maxInFlight: options.maxInFlight,
    admit: (key) => limits.admit(key),
    charge: (key, points) => limits.charge(key, points),
    status: () => ({ store: 'memory', usingInsurance: false, ...inFlight }),
    close: async () => undefined,
  };
}

/**
 * The gateway's limits: counted in Redis, shared by every replica, when a client is given (see
 * redis-rate-limiter.ts); in this process otherwise. Throws a ConfigError at start when the options
 * cannot work.
 */
export function createRateLimiter(options: RateLimiterOptions): ClientRateLimiter {
  validate(options);
  return options.redis === undefined ? memoryRateLimiter(options) : new RedisRateLimiter(options.redis, options);
}
