import { CircuitBreaker, connectRedis, type RedisConnection, type RedisTarget } from '@lexicon/service-kit';
import type { LanguageCode } from '@lexicon/shared';
import { type EventCounts, type LanguageUsageRecord, windowHours } from '../domain/usage-figures';
import { HOUR_MS, HOURS_KEPT, TOP_LISTS, type TopList, type UsageIncrements } from '../domain/usage-increments';
import { type ApplyBatchRedis, BatchWrites, withApplyBatchScript } from './usage-batch-script';
import { BATCH_IDS_KEPT_MS, TOP_QUERIES_KEPT, TOP_QUERIES_READ, type UsageStore } from './usage-store';

const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * How long one read or write may wait on Redis. A Redis that hangs with its socket open (SIGSTOP)
 * otherwise held a statistics request until the gateway gave up (504 after 10 s). A read of every
 * language takes about 1 ms; 200 ms was measured too tight on a loaded two-core machine (a replica's
 * first read, during the whole test suite, took longer and showed usage as unavailable), so the
 * bound is the rate limiter's: 500 ms, paid once, after which the breaker answers at once.
 */
export const USAGE_STORE_TIMEOUT_MS = 500;
/** How often, once Redis failed, it is asked whether it answers again. */
const USAGE_STORE_PROBE_INTERVAL_MS = 1_000;

/**
 * A client that fails fast while Redis is away: a batch then answers 503 and its sender retries
 * later, and a statistics request answers 503 instead of hanging. RESP2, for the reply shapes below.
 * A cluster gets the same: no offline queue while its slots move, the batch's sender retries.
 */
export function createUsageRedis(target: RedisTarget): RedisConnection {
  return connectRedis(target, {
    protocol: 2,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    disconnectTimeout: 500,
    retryStrategy: (attempt: number) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
}

/**
 * The names of every key, all under one prefix so that tests (and deployments) keep apart. The prefix
 * is a hash tag, `{lexicon:usage}:counters:en`: a Redis Cluster puts keys in a slot by the tag alone,
 * so every usage key lives in one slot, on one node, and a batch can stay one script and a read one
 * MULTI (either over keys of several slots fails with CROSSSLOT). One server ignores the braces.
 */
export function usageKeys(prefix: string) {
  const tagged = `{${prefix}}`;
  return {
    counters: (language: LanguageCode): string => `${tagged}:counters:${language}`,
    top: (list: TopList, language: LanguageCode): string => `${tagged}:top:${list}:${language}`,
    hour: (hour: number): string => `${tagged}:hour:${hour}`,
    events: `${tagged}:events`,
    appliedBatches: `${tagged}:batches`,
  };
}

/**
 * Usage aggregated in Redis, so every replica answers the same: per language a hash of counters and
 * a sorted set per ranked list (trimmed to the most counted), per hour a hash by language that
 * expires once the hour has left the 24-hour window. A batch is one script (usage-batch-script.ts), so
 * a reader sees all of it or none of it and a batch sent again under its id counts once; a read is one
 * MULTI, so its figures agree with each other.
 */
export class RedisUsageStore implements UsageStore {
  readonly kind = 'redis';
  private readonly keys: ReturnType<typeof usageKeys>;
  private readonly redis: ApplyBatchRedis;
  /** After one timeout or failure, calls fail at once (no wait) until Redis answers a probe again. */
  private readonly breaker: CircuitBreaker;

  constructor(redis: RedisConnection, prefix: string, timeoutMs: number = USAGE_STORE_TIMEOUT_MS) {
    this.redis = withApplyBatchScript(redis);
    this.keys = usageKeys(prefix);
    // The probe touches the usage slot: in a cluster another node answering a PING says nothing of
    // the one that holds the usage keys (after a failover, until a replica has taken its slots over).
    const probeKey = this.keys.events;
    this.breaker = new CircuitBreaker({ probe: () => redis.exists(probeKey), timeoutMs, probeIntervalMs: USAGE_STORE_PROBE_INTERVAL_MS });
    // Handled: a Redis outage shows in readiness and as 503s, not as an unhandled error event.
    redis.on('error', () => undefined);
    redis.on('ready', () => this.breaker.reset());
  }

  apply(increments: UsageIncrements, now: number, batchId?: string): Promise<boolean> {
    return this.breaker.run(() => this.applyNow(increments, now, batchId));
  }

  languages(languages: readonly LanguageCode[], now: number): Promise<LanguageUsageRecord[]> {
    return this.breaker.run(() => this.languagesNow(languages, now));
  }

  events(): Promise<EventCounts> {
    return this.breaker.run(() => this.eventsNow());
  }

  private async applyNow(increments: UsageIncrements, now: number, batchId: string | undefined): Promise<boolean> {
    const writes = new BatchWrites();
    for (const [language, added] of increments.languages) {
      const counters = this.keys.counters(language);
      for (const [name, amount] of added.counters) writes.add('hincrby', counters, name, amount);
      for (const list of TOP_LISTS) {
        if (added.top[list].size === 0) continue;
        const key = this.keys.top(list, language);
        for (const [query, amount] of added.top[list]) writes.add('zincrby', key, amount, query);
        writes.add('zremrangebyrank', key, 0, -(TOP_QUERIES_KEPT + 1));
      }
    }
    for (const [hour, byLanguage] of increments.hours) {
      const key = this.keys.hour(hour);
      for (const [language, amount] of byLanguage) writes.add('hincrby', key, language, amount);
      // Gone once this hour is no longer among the last HOURS_KEPT.
      writes.add('pexpireat', key, (hour + HOURS_KEPT) * HOUR_MS);
    }
    writes.add('hincrby', this.keys.events, 'recorded', increments.events);
    if (increments.dropped > 0) writes.add('hincrby', this.keys.events, 'dropped', increments.dropped);
    return writes.send(this.redis, this.keys.appliedBatches, batchId, now, now - BATCH_IDS_KEPT_MS);
  }

  private async languagesNow(languages: readonly LanguageCode[], now: number): Promise<LanguageUsageRecord[]> {
    const hours = windowHours(now);
    const multi = this.redis.multi();
    for (const language of languages) {
      multi.hgetall(this.keys.counters(language));
      for (const list of TOP_LISTS) multi.zrevrange(this.keys.top(list, language), 0, TOP_QUERIES_READ - 1, 'WITHSCORES');
    }
    for (const hour of hours) multi.hgetall(this.keys.hour(hour));
    const replies = failOnError(await multi.exec());
    const perLanguage = 1 + TOP_LISTS.length;
    const hourCounts = replies.slice(languages.length * perLanguage) as Array<Record<string, string>>;
    return languages.map((language, index) => {
      const [counters, ...tops] = replies.slice(index * perLanguage, (index + 1) * perLanguage) as [Record<string, string>, ...string[][]];
      return {
        language,
        counters: Object.fromEntries(Object.entries(counters).map(([name, value]) => [name, Number(value)])),
        top: Object.fromEntries(TOP_LISTS.map((list, listIndex) => [list, pairs(tops[listIndex] ?? [])])) as LanguageUsageRecord['top'],
        hours: hourCounts.map((byLanguage) => Number(byLanguage[language] ?? 0)),
      };
    });
  }

  private async eventsNow(): Promise<EventCounts> {
    const counts = await this.redis.hgetall(this.keys.events);
    return { recorded: Number(counts.recorded ?? 0), dropped: Number(counts.dropped ?? 0) };
  }

  available(): boolean {
    return this.redis.status === 'ready' && !this.breaker.isOpen;
  }

  /** Resolves once connected (or at once when already), false if not within the time given. */
  async connected(timeoutMs: number): Promise<boolean> {
    if (this.available()) return true;
    return new Promise((resolve) => {
      const done = (result: boolean): void => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        resolve(result);
      };
      const onReady = (): void => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.redis.on('ready', onReady);
    });
  }

  async close(): Promise<void> {
    this.breaker.stop();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** `[member, score, member, score, …]` → `[[member, score], …]`. */
function pairs(flat: readonly string[]): Array<[string, number]> {
  const result: Array<[string, number]> = [];
  for (let i = 0; i + 1 < flat.length; i += 2) result.push([flat[i] as string, Number(flat[i + 1])]);
  return result;
}

/** A MULTI's replies, or the first error among them (an aborted transaction is an error too). */
function failOnError(replies: Array<[Error | null, unknown]> | null): unknown[] {
  if (replies === null) throw new Error('Redis transaction aborted');
  const failed = replies.find(([error]) => error !== null);
  if (failed !== undefined) throw failed[0] as Error;
  return replies.map(([, value]) => value);
}
