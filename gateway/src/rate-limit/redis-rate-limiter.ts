import { randomBytes } from 'node:crypto';
import type { CircuitBreaker, Logger, RedisConnection } from '@lexicon/service-kit';
import { ADMIT_ALONE_COMMAND, ADMIT_COMMAND, ADMISSION_SCRIPT, admissionArguments, admissionKey, admissionReply, type AdmissionReply } from './admission-script';
import { type InFlightSlot, onceOnly } from './memory-in-flight';
import { MemoryLimits, outcomeOf } from './memory-limits';
import { type Admission, type ClientRateLimiter, DEFAULT_REDIS_TIMEOUT_MS, type RateLimiterOptions, type RateLimiterStatus } from './client-limits';
import { redisBreaker } from './redis-breaker';

/**
 * How long a charge or a given-back slot may wait for the client's next request to carry it to Redis
 * before it is sent on its own. It bounds what a crash loses (the charges of this long) and how long
 * another replica may see a slot as still held.
 */
export const PENDING_FLUSH_MS = 20;

/** Refusals remembered in memory (so a client hammering at its limit costs Redis nothing) before expired ones are swept. */
const BLOCKS_SWEPT_ABOVE = 10_000;

type AdmitRedis = RedisConnection & Record<typeof ADMIT_COMMAND | typeof ADMIT_ALONE_COMMAND, (key: string, ...args: Array<string | number>) => Promise<unknown>>;

interface Waiting {
  resolve(admission: Admission): void;
  reject(error: unknown): void;
}

/** What one client's next script call carries: the requests that arrived since the last, and charges. */
interface ClientBatch {
  waiting: Waiting[];
  charged: number;
}

/**
 * Both limits counted in Redis, shared by every replica, with one script call per client per turn of
 * the event loop (admission-script.ts): the requests a client sent at once go in one call, and charges
 * and given-back slots ride along with its next request, or leave on their own after PENDING_FLUSH_MS.
 * One call per client is in flight at a time; requests arriving meanwhile wait for it and go in the next.
 * Every call leaves from `flush`, which knows whether it sends one call or several (pipelined).
 *
 * When Redis is down, slow or failing, the in-memory insurance answers (per replica), a breaker keeps
 * requests from waiting on Redis until it answers a probe again, and each change between the two is
 * logged once. A client refused by Redis is refused from memory until its window ends.
 */
export class RedisRateLimiter implements ClientRateLimiter {
  readonly points: number;
  readonly windowSeconds: number;
  readonly maxInFlight: number | undefined;
  private readonly redis: AdmitRedis;
  private readonly insurance: MemoryLimits;
  private readonly breaker: CircuitBreaker;
  private readonly logger: Logger;
  /** This replica's name in the clients' lease lists. */
  private readonly replica = randomBytes(6).toString('base64url');
  private readonly pending = new Map<string, ClientBatch>();
  private readonly sending = new Map<string, Promise<void>>();
  /** Slots this replica holds in Redis, per client: the count each call states. */
  private readonly held = new Map<string, number>();
  /** Clients refused by Redis, until their windows end. */
  private readonly blockedUntil = new Map<string, number>();
  private immediate: NodeJS.Immediate | undefined;
  private timer: NodeJS.Timeout | undefined;
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
    redis: RedisConnection,
    private readonly options: RateLimiterOptions,
  ) {
    this.points = options.points;
    this.windowSeconds = options.windowSeconds;
    this.maxInFlight = options.maxInFlight;
    this.logger = options.logger.child({ component: 'rate-limiter', keyPrefix: options.keyPrefix });
    this.insurance = new MemoryLimits(options);
    for (const name of [ADMIT_COMMAND, ADMIT_ALONE_COMMAND]) redis.defineCommand(name, { numberOfKeys: 1, lua: ADMISSION_SCRIPT });
    this.redis = redis as AdmitRedis;
    this.breaker = redisBreaker(redis, options.redisTimeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS, options.redisProbeIntervalMs);
    // Listening also keeps ioredis from printing "Unhandled error event" to the console.
    redis.on('error', this.onError);
    redis.on('ready', this.onReady);
  }

  admit(key: string): Promise<Admission> {
    if (key === '') return Promise.reject(new Error('rate limit key is empty: every such request would share one bucket'));
    const blockedFor = this.blockedFor(key);
    if (blockedFor > 0) return Promise.resolve({ outcome: outcomeOf(false, 0, blockedFor, this) });
    return new Promise<Admission>((resolve, reject) => {
      this.batchOf(key).waiting.push({ resolve, reject });
      // After this turn's I/O: every request of the client parsed in this turn goes in the same call.
      this.flushSoon();
    });
  }

  charge(key: string, points: number): void {
    if (!(points > 0)) return;
    this.batchOf(key).charged += points;
    this.flushLater();
  }

  status(): RateLimiterStatus {
    const connected = this.redis.status === 'ready';
    return {
      store: 'redis',
      redis: connected ? 'connected' : 'unreachable',
      usingInsurance: this.servedByInsurance || !connected,
      ...(this.maxInFlight === undefined ? {} : { in_flight: { max: this.maxInFlight } }),
    };
  }

  async close(): Promise<void> {
    if (this.immediate !== undefined) clearImmediate(this.immediate);
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.immediate = undefined;
    this.timer = undefined;
    // Nothing counted is dropped on a clean shutdown: what waits is sent, what is sending is awaited, and
    // what waited for it is sent in turn.
    this.flush();
    while (this.sending.size > 0) {
      await Promise.all(this.sending.values());
      this.flush();
    }
    if (this.immediate !== undefined) clearImmediate(this.immediate);
    this.immediate = undefined;
    this.breaker.stop();
    this.redis.off('error', this.onError);
    this.redis.off('ready', this.onReady);
  }

  private batchOf(key: string): ClientBatch {
    let batch = this.pending.get(key);
    if (batch === undefined) {
      batch = { waiting: [], charged: 0 };
      this.pending.set(key, batch);
    }
    return batch;
  }

  private blockedFor(key: string): number {
    const until = this.blockedUntil.get(key);
    if (until === undefined) return 0;
    const left = until - Date.now();
    if (left <= 0) this.blockedUntil.delete(key);
    return left;
  }

  private block(key: string, msBeforeReset: number): void {
    if (this.blockedUntil.size >= BLOCKS_SWEPT_ABOVE) {
      const now = Date.now();
      for (const [client, until] of this.blockedUntil) if (until <= now) this.blockedUntil.delete(client);
    }
    this.blockedUntil.set(key, Date.now() + msBeforeReset);
  }

  /** At the end of this turn of the event loop (after its I/O). */
  private flushSoon(): void {
    this.immediate ??= setImmediate(() => {
      this.immediate = undefined;
      this.flush();
    });
  }

  private flushLater(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, PENDING_FLUSH_MS);
    this.timer.unref();
  }

  private flush(): void {
    // A client's call in flight sends what waited meanwhile when it returns.
    const due = [...this.pending.keys()].filter((key) => !this.sending.has(key));
    for (const key of due) {
      const batch = this.pending.get(key) as ClientBatch;
      this.pending.delete(key);
      this.send(key, batch, due.length === 1);
    }
  }

  private send(key: string, batch: ClientBatch, alone: boolean): void {
    const sent = this.call(key, batch, alone).finally(() => {
      this.sending.delete(key);
      // What waited goes in this turn's flush, with the calls of other clients whose answers came in this turn.
      const next = this.pending.get(key);
      if (next !== undefined && (next.waiting.length > 0 || this.timer === undefined)) this.flushSoon();
    });
    this.sending.set(key, sent);
  }

  private async call(key: string, batch: ClientBatch, alone: boolean): Promise<void> {
    const sequence = ++this.started;
    if (!this.breaker.isOpen) {
      try {
        const reply = await this.breaker.run(() => this.askRedis(key, batch, alone));
        this.record(sequence, false);
        this.settle(key, batch, reply);
        return;
      } catch (error: unknown) {
        // The breaker is open now (run opens it on a failure or a timeout).
        this.lastRedisError ??= error instanceof Error ? error.message : String(error);
      }
    }
    // Redis failed or hung a moment ago and has not answered a probe since: memory answers without waiting.
    this.record(sequence, true);
    this.insurance.charge(key, batch.charged);
    for (const waiting of batch.waiting) this.insurance.admit(key).then(waiting.resolve, waiting.reject);
  }

  private async askRedis(key: string, batch: ClientBatch, alone: boolean): Promise<AdmissionReply> {
    const raw = await this.redis[alone ? ADMIT_ALONE_COMMAND : ADMIT_COMMAND](
      admissionKey(this.options.keyPrefix, key),
      ...admissionArguments({
        now: Date.now(),
        points: this.points,
        windowMs: this.windowSeconds * 1000,
        requests: batch.waiting.length,
        charged: batch.charged,
        maxInFlight: this.maxInFlight ?? 0,
        replica: this.replica,
        held: this.held.get(key) ?? 0,
        leaseMs: this.options.leaseMs ?? 0,
      }),
    );
    return admissionReply(raw);
  }

  private settle(key: string, batch: ClientBatch, reply: AdmissionReply): void {
    if (reply.slots > 0) this.held.set(key, (this.held.get(key) ?? 0) + reply.slots);
    if (reply.admitted < batch.waiting.length) this.block(key, reply.msBeforeReset);
    batch.waiting.forEach((waiting, index) => {
      const allowed = index < reply.admitted;
      const outcome = outcomeOf(allowed, this.points - (reply.spentBefore + index + 1), reply.msBeforeReset, this);
      if (!allowed || this.maxInFlight === undefined) waiting.resolve({ outcome });
      else if (index < reply.slots) waiting.resolve({ outcome, slot: this.slotFor(key) });
      else waiting.resolve({ outcome });
    });
  }

  private slotFor(key: string): InFlightSlot {
    return onceOnly(() => {
      const left = (this.held.get(key) ?? 1) - 1;
      if (left <= 0) this.held.delete(key);
      else this.held.set(key, left);
      // The next call states the new count; without one, the timer sends it.
      this.batchOf(key);
      this.flushLater();
    });
  }

  private record(sequence: number, byInsurance: boolean): void {
    // A call that started before a later one finished says nothing about now; ignoring it keeps
    // concurrent calls around an outage from logging the change back and forth.
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
