import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { MemoryInFlight } from './memory-in-flight';
import type { Admission, RateLimitOutcome, RateLimiterOptions } from './client-limits';

function wholeSecondsFrom(ms: number): number {
  // A window ending within the second still makes the client wait; "0" would invite an immediate retry.
  return Number.isFinite(ms) && ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 1;
}

/** The outcome a client is told, from the points it has left and how long until its window resets. */
export function outcomeOf(allowed: boolean, remaining: number, msBeforeReset: number, limits: { points: number; windowSeconds: number }): RateLimitOutcome {
  return {
    allowed,
    limit: limits.points,
    windowSeconds: limits.windowSeconds,
    remaining: allowed ? Math.max(0, remaining) : 0,
    resetSeconds: Math.min(limits.windowSeconds, wholeSecondsFrom(msBeforeReset)),
  };
}

/**
 * Both limits counted in this process: the limiter without Redis, and the insurance of the Redis one
 * while Redis is away (per replica then, so a client may get up to the limits × replicas).
 */
export class MemoryLimits {
  private readonly counter: RateLimiterMemory;
  private readonly inFlight: MemoryInFlight | undefined;

  constructor(private readonly options: Pick<RateLimiterOptions, 'points' | 'windowSeconds' | 'maxInFlight' | 'keyPrefix'>) {
    this.counter = new RateLimiterMemory({ points: options.points, duration: options.windowSeconds, keyPrefix: options.keyPrefix });
    this.inFlight = options.maxInFlight === undefined ? undefined : new MemoryInFlight(options.maxInFlight);
  }

  async admit(key: string): Promise<Admission> {
    if (key === '') throw new Error('rate limit key is empty: every such request would share one bucket');
    // rate-limiter-flexible rejects with a RateLimiterRes when the limit is hit; anything else is a fault.
    let res: RateLimiterRes;
    let allowed: boolean;
    try {
      res = await this.counter.consume(key);
      allowed = true;
    } catch (rejection: unknown) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      res = rejection;
      allowed = false;
    }
    const outcome = outcomeOf(allowed, res.remainingPoints, res.msBeforeNext, this.options);
    if (!allowed || this.inFlight === undefined) return { outcome };
    const slot = this.inFlight.tryAcquire(key);
    return slot === undefined ? { outcome } : { outcome, slot };
  }

  charge(key: string, points: number): void {
    // In memory the penalty cannot fail; the promise only keeps rate-limiter-flexible's shape.
    if (points > 0) void this.counter.penalty(key, points);
  }
}

