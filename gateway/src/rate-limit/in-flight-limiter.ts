import { randomUUID } from 'node:crypto';
import { type CircuitBreaker, ConfigError, type Logger } from '@lexicon/service-kit';
import type { Redis } from 'ioredis';
import { redisBreaker } from './redis-breaker';

/** A place among a client's requests in flight; give it back when the answer is done or abandoned. */
export interface InFlightSlot {
  /** Idempotent: the second call does nothing. */
  release(): void;
}

export interface InFlightStatus {
  /** Per client, across replicas (Redis) or per replica (memory). */
  max: number;
  store: 'redis' | 'memory';
  /** Counting per replica because Redis is unreachable or just failed. */
  usingFallback: boolean;
}

/** Caps how many requests one client may have in flight at once. */
export interface InFlightLimiter {
  /** A slot for `key`, or undefined when the client already has the most it may have. Never rejects. */
  acquire(key: string): Promise<InFlightSlot | undefined>;
  status(): InFlightStatus;
  /** Stops probing a Redis that failed; the Redis client itself belongs to the caller. */
  close(): void;
}

export interface InFlightLimiterOptions {
  maxInFlight: number;
  /** Counted across replicas when given (created with `enableOfflineQueue: false`), else per process. */
  redis?: Redis;
  keyPrefix: string;
  /**
   * How long a slot held in Redis lasts if its replica never gives it back (it crashed): longer than any
   * request may take, so a live request is never forgotten.
   */
  leaseMs: number;
  /** How long Redis may take before this replica counts in memory instead (and stops asking it until a probe answers). */
  redisTimeoutMs: number;
  /** How often, once Redis failed, it is asked (off the request path) whether it answers again. */
  redisProbeIntervalMs?: number;
  logger: Logger;
}

/** In this process only; also the fallback while Redis is away. */
class MemoryInFlight {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  tryAcquire(key: string): InFlightSlot | undefined {
    const held = this.counts.get(key) ?? 0;
    if (held >= this.max) return undefined;
    this.counts.set(key, held + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.counts.get(key) ?? 1) - 1;
        if (left <= 0) this.counts.delete(key);
        else this.counts.set(key, left);
      },
    };
  }
}

/**
 * Each client's requests in flight are members of one sorted set, scored by when their lease ends:
 * expired leases (a replica that died holding them) are dropped before counting, and the check and the
 * add are one atomic step, so two replicas cannot both take the last slot.
 */
const ACQUIRE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

type SlotRedis = Redis & {
  lexiconAcquireSlot(key: string, now: number, leaseEnd: number, member: string, max: number, ttlMs: number): Promise<number>;
};

class RedisInFlight implements InFlightLimiter {
  private readonly redis: SlotRedis;
  private readonly memory: MemoryInFlight;
  private readonly logger: Logger;
  /** A Redis that failed or hung is not asked again until it answers a probe: requests count in memory at once. */
  private readonly breaker: CircuitBreaker;
  private usingFallback = false;

  constructor(
    redis: Redis,
    private readonly options: InFlightLimiterOptions,
  ) {
    redis.defineCommand('lexiconAcquireSlot', { numberOfKeys: 1, lua: ACQUIRE_SCRIPT });
    this.redis = redis as SlotRedis;
    this.memory = new MemoryInFlight(options.maxInFlight);
    this.logger = options.logger.child({ component: 'in-flight-limiter' });
    this.breaker = redisBreaker(redis, options.redisTimeoutMs, options.redisProbeIntervalMs);
  }

  async acquire(key: string): Promise<InFlightSlot | undefined> {
    const setKey = `${this.options.keyPrefix}:inflight:${key}`;
    const member = randomUUID();
    const now = Date.now();
    const forget = (): void => {
      // Also after a fallback (the add may have reached Redis after we stopped waiting for it), unless
      // Redis is known not to answer: the lease ends by itself, and commands would only pile up.
      if (!this.breaker.isOpen) this.redis.zrem(setKey, member).catch(() => undefined);
    };
    let granted: boolean;
    try {
      const answer = await this.breaker.run(() =>
        this.redis.lexiconAcquireSlot(setKey, now, now + this.options.leaseMs, member, this.options.maxInFlight, this.options.leaseMs),
      );
      granted = answer === 1;
      this.note(false);
    } catch (error: unknown) {
      this.note(true, error);
      const slot = this.memory.tryAcquire(key);
      if (slot === undefined) return undefined;
      return {
        release: () => {
          slot.release();
          forget();
        },
      };
    }
    if (!granted) return undefined;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        forget();
      },
    };
  }

  status(): InFlightStatus {
    return { max: this.options.maxInFlight, store: 'redis', usingFallback: this.usingFallback || this.breaker.isOpen || this.redis.status !== 'ready' };
  }

  close(): void {
    this.breaker.stop();
  }

  private note(fallback: boolean, error?: unknown): void {
    if (fallback === this.usingFallback) return;
    this.usingFallback = fallback;
    if (fallback) this.logger.warn({ err: error }, 'in-flight cap: Redis unreachable; counting per replica until it returns');
    else this.logger.info('in-flight cap: Redis reachable again; counting across replicas');
  }
}

/** The cap for the gateway: across replicas with Redis, per replica without. Throws ConfigError when it cannot work. */
export function createInFlightLimiter(options: InFlightLimiterOptions): InFlightLimiter {
  const issues: string[] = [];
  if (!Number.isInteger(options.maxInFlight) || options.maxInFlight < 1) issues.push('the in-flight cap must be a whole number ≥ 1');
  if (!(options.leaseMs > 0)) issues.push('the in-flight lease must be > 0 ms');
  if (!(options.redisTimeoutMs > 0)) issues.push('the in-flight Redis timeout must be > 0 ms');
  if (issues.length > 0) throw new ConfigError(issues);
  if (options.redis !== undefined) return new RedisInFlight(options.redis, options);
  const memory = new MemoryInFlight(options.maxInFlight);
  return {
    acquire: async (key) => memory.tryAcquire(key),
    status: () => ({ max: options.maxInFlight, store: 'memory', usingFallback: false }),
    close: () => undefined,
  };
}
