import { type CircuitBreaker, ConfigError, type Logger } from '@lexicon/service-kit';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { redisBreaker } from './redis-breaker';

export interface RateLimiterOptions {
  /** Requests each client may make per window. */
  points: number;
  windowSeconds: number;
  /**
   * Counters shared by every replica. Without it, counters live in this process. The client must be
   * created with `enableOfflineQueue: false` (see `createRateLimitRedis`): a request must never wait for
   * Redis to come back.
   */
  redis?: Redis;
  /** Namespaces the Redis keys (`<keyPrefix>:<client address>`). */
  keyPrefix: string;
  logger: Logger;
  /** How long Redis may take to answer before the in-memory insurance limiter answers instead. */
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

export interface RateLimiterStatus {
  store: 'redis' | 'memory';
  redis?: 'connected' | 'unreachable';
  /** Requests are counted per replica, in memory, because Redis is unreachable or just failed. */
  usingInsurance: boolean;
}

export interface ClientRateLimiter {
  readonly points: number;
  readonly windowSeconds: number;
  /** Spends one point of `key`'s budget. Rejects only on a fault, never because of the limit. */
  consume(key: string): Promise<RateLimitOutcome>;
  /**
   * Whether `consume(key)` would refuse at once from this process's memory, without asking the store:
   * a client that spent its budget, until its window ends.
   */
  refusesWithoutAsking(key: string): boolean;
  /**
   * Spends `points` more of `key`'s budget for work already done (never refused: the answer exists).
   * Resolves once counted; a store fault is logged, not thrown, since nothing waits on it.
   */
  charge(key: string, points: number): Promise<void>;
  /** For readiness reports. */
  status(): RateLimiterStatus;
  /** Detaches from the Redis client; the client itself belongs to the caller, who quits it. */
  close(): void;
}

export const DEFAULT_REDIS_TIMEOUT_MS = 500;

type Consumer = Pick<RateLimiterMemory, 'consume' | 'penalty'>;

/**
 * rate-limiter-flexible's store limiter keeps the clients it blocks in memory (`inMemoryBlockOnConsumed`)
 * and refuses them without a round trip; its types leave out the method that says so.
 */
type InMemoryBlocks = RateLimiterRedis & { getInMemoryBlockMsBeforeExpire(rlKey: string): number };

async function chargeOrLog(limiter: Consumer, key: string, points: number, logger: Logger): Promise<void> {
  if (!(points > 0)) return;
  try {
    await limiter.penalty(key, points);
  } catch (error: unknown) {
    logger.warn({ err: error, points }, 'rate limiter: a query\'s cost could not be charged');
  }
}

/** A memory limiter that remembers which answers it gave, so we can tell when insurance is in use. */
class InsuranceLimiter extends RateLimiterMemory {
  private readonly answers = new WeakSet<RateLimiterRes>();

  override consume(key: string | number, points?: number, options?: { [key: string]: unknown }): Promise<RateLimiterRes> {
    return super.consume(key, points, options).then(
      (res) => {
        this.answers.add(res);
        return res;
      },
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) this.answers.add(rejection);
        throw rejection;
      },
    );
  }

  answered(res: RateLimiterRes): boolean {
    return this.answers.has(res);
  }
}

function validate(options: RateLimiterOptions): void {
  const issues: string[] = [];
  if (!Number.isInteger(options.points) || options.points < 1) issues.push('rate limit points must be a whole number ≥ 1');
  if (!Number.isInteger(options.windowSeconds) || options.windowSeconds < 1) {
    issues.push('rate limit window must be a whole number of seconds ≥ 1');
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

function wholeSecondsFrom(ms: number): number {
  // A window ending within the second still makes the client wait; "0" would invite an immediate retry.
  return Number.isFinite(ms) && ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 1;
}

interface Decision {
  outcome: RateLimitOutcome;
  res: RateLimiterRes;
}

/**
 * rate-limiter-flexible rejects with a RateLimiterRes when the limit is hit and with an Error when the
 * store fails; only the first is a 429. Anything else is rethrown so it surfaces as a fault.
 */
async function decide(limiter: Consumer, key: string, points: number, windowSeconds: number): Promise<Decision> {
  if (key === '') throw new Error('rate limit key is empty: every such request would share one bucket');
  let res: RateLimiterRes;
  let allowed: boolean;
  try {
    res = await limiter.consume(key);
    allowed = true;
  } catch (rejection: unknown) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    res = rejection;
    allowed = false;
  }
  const outcome: RateLimitOutcome = {
    allowed,
    limit: points,
    windowSeconds,
    remaining: allowed ? Math.max(0, res.remainingPoints) : 0,
    resetSeconds: Math.min(windowSeconds, wholeSecondsFrom(res.msBeforeNext)),
  };
  return { outcome, res };
}

function memoryRateLimiter(options: RateLimiterOptions): ClientRateLimiter {
  const { points, windowSeconds } = options;
  const limiter = new RateLimiterMemory({ points, duration: windowSeconds, keyPrefix: options.keyPrefix });
  return {
    points,
    windowSeconds,
    consume: async (key) => (await decide(limiter, key, points, windowSeconds)).outcome,
    // Everything is counted in memory here: no answer costs a round trip.
    refusesWithoutAsking: () => false,
    charge: (key, extra) => chargeOrLog(limiter, key, extra, options.logger),
    status: () => ({ store: 'memory', usingInsurance: false }),
    close: () => undefined,
  };
}

/**
 * Counts in Redis so replicas share one budget per client. When Redis is down, slow or failing, the
 * in-memory insurance limiter answers (per replica, so a client may get up to points × replicas), and
 * each change between the two is logged once.
 */
class RedisRateLimiter implements ClientRateLimiter {
  readonly points: number;
  readonly windowSeconds: number;
  private readonly limiter: RLWrapperTimeouts;
  private readonly store: InMemoryBlocks;
  private readonly insurance: InsuranceLimiter;
  private readonly breaker: CircuitBreaker;
  private readonly logger: Logger;
  private servedByInsurance = false;
  private started = 0;
  private latestSettled = 0;
  private lastRedisError: string | undefined;
  private readonly onError = (error: Error): void => {
    this.lastRedisError = error.message;
  };
  private readonly onReady = (): void => {
    this.lastRedisError = undefined;
    // A new connection answered its ready check: no need to wait for the next probe.
    this.breaker.reset();
  };

  constructor(
    private readonly redis: Redis,
    options: RateLimiterOptions,
  ) {
    this.points = options.points;
    this.windowSeconds = options.windowSeconds;
    this.logger = options.logger.child({ component: 'rate-limiter', keyPrefix: options.keyPrefix });
    const shape = { points: options.points, duration: options.windowSeconds, keyPrefix: options.keyPrefix };
    this.insurance = new InsuranceLimiter(shape);
    // Not "ready" (connecting, reconnecting, closed) goes straight to insurance instead of to the socket.
    // A client that has spent its budget is refused from this replica's memory until its window ends:
    // a client hammering away at 429s costs no Redis round trip each (the 429 storm of an attacker).
    const store = new RateLimiterRedis({ ...shape, storeClient: redis, rejectIfRedisNotReady: true, inMemoryBlockOnConsumed: options.points });
    this.store = store as InMemoryBlocks;
    // A Redis that hangs without closing the connection must not hang requests; the wrapper holds the
    // one insurance limiter, so store errors and timeouts both land there, each counted once.
    this.limiter = new RLWrapperTimeouts({
      limiter: store,
      timeoutMs: options.redisTimeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS,
      insuranceLimiter: this.insurance,
    });
    this.breaker = redisBreaker(redis, options.redisTimeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS, options.redisProbeIntervalMs);
    // Listening also keeps ioredis from printing "Unhandled error event" to the console.
    redis.on('error', this.onError);
    redis.on('ready', this.onReady);
  }

  async consume(key: string): Promise<RateLimitOutcome> {
    const sequence = ++this.started;
    // Redis failed or hung a moment ago and has not answered a probe since: memory answers without waiting.
    if (this.breaker.isOpen) {
      const { outcome } = await decide(this.insurance, key, this.points, this.windowSeconds);
      this.record(sequence, true);
      return outcome;
    }
    const { outcome, res } = await decide(this.limiter, key, this.points, this.windowSeconds);
    const byInsurance = this.insurance.answered(res);
    if (byInsurance) this.breaker.trip();
    this.record(sequence, byInsurance);
    return outcome;
  }

  refusesWithoutAsking(key: string): boolean {
    return this.store.getInMemoryBlockMsBeforeExpire(this.store.getKey(key)) > 0;
  }

  charge(key: string, points: number): Promise<void> {
    return chargeOrLog(this.limiter, key, points, this.logger);
  }

  status(): RateLimiterStatus {
    const connected = this.redis.status === 'ready';
    return {
      store: 'redis',
      redis: connected ? 'connected' : 'unreachable',
      usingInsurance: this.servedByInsurance || !connected,
    };
  }

  close(): void {
    this.breaker.stop();
    this.redis.off('error', this.onError);
    this.redis.off('ready', this.onReady);
  }

  private record(sequence: number, byInsurance: boolean): void {
    // A request that started before a later one finished says nothing about now; ignoring it keeps
    // concurrent requests around an outage from logging the change back and forth.
    if (sequence < this.latestSettled) return;
    this.latestSettled = sequence;
    if (byInsurance === this.servedByInsurance) return;
    this.servedByInsurance = byInsurance;
    if (byInsurance) {
      this.logger.warn(
        { redisStatus: this.redis.status, redisError: this.lastRedisError },
        'rate limiter: Redis unreachable; counting in memory per replica until it returns',
      );
    } else {
      this.logger.info('rate limiter: Redis reachable again; counting in Redis, shared by all replicas');
    }
  }
}

/**
 * One limiter for the gateway: Redis-backed when a client is given, in memory otherwise. Throws a
 * ConfigError at start when the options cannot work.
 */
export function createRateLimiter(options: RateLimiterOptions): ClientRateLimiter {
  validate(options);
  return options.redis === undefined ? memoryRateLimiter(options) : new RedisRateLimiter(options.redis, options);
}
