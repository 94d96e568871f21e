import { randomUUID } from 'node:crypto';
import { LANGUAGE_CODES, type UsageEvent } from '@lexicon/shared';
import { MemoryUsageStore } from '../src/data-access/memory-usage-store';
import { createUsageRedis, RedisUsageStore, usageKeys } from '../src/data-access/redis-usage-store';
import { BATCH_IDS_KEPT_MS, type UsageStore } from '../src/data-access/usage-store';
import { HOUR_MS } from '../src/domain/usage-increments';
import { UsageAggregator } from '../src/domain/usage-aggregator';
import { deleteKeysUnder } from '@lexicon/local-system';
import type { RedisTarget } from '@lexicon/service-kit';
import type { Redis } from 'ioredis';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS: RedisTarget = { kind: 'single', url: REDIS_URL };
// Every store of this file under one prefix, each under its own below it; all removed at the end
// (a store's keys start with its prefix as a hash tag, `{prefix}:`: usageKeys).
const RUN_PREFIX = `test:usage:${randomUUID()}`;
const freshPrefix = (): string => `${RUN_PREFIX}:${randomUUID()}`;
afterAll(() => deleteKeysUnder(REDIS_URL, `{${RUN_PREFIX}:`));
// Half past the current hour: Redis expires hour buckets by the real clock, so the test hour must be now.
const HOUR = 3_600_000;
const NOW = Math.floor(Date.now() / HOUR) * HOUR + HOUR / 2;
const hourText = (hoursAgo: number): string => new Date(Math.floor(NOW / HOUR - hoursAgo) * HOUR).toISOString().replace('.000Z', 'Z');

const event = (overrides: Partial<UsageEvent>): UsageEvent => ({
  language: 'en',
  tool: 'pattern',
  surface: 'rest',
  query: 'c?t',
  total: 5,
  duration_ms: 0.4,
  status: 200,
  at: NOW,
  ...overrides,
});

/** A known set of events: what each figure must say is written out below, by hand. */
const EVENTS: UsageEvent[] = [
  event({}),
  event({}),
  event({ query: '*ing', total: 9000 }),
  event({ tool: 'anagram', query: 'aeinrst', surface: 'mcp', at: NOW - HOUR_MS }),
  event({ tool: 'anagram', query: 'aeinrst', surface: 'chat', at: NOW - 3 * HOUR_MS }),
  event({ tool: 'word', query: 'zzz', total: 0, status: 404 }),
  event({ tool: 'word', query: 'cat', total: 1 }),
  event({ tool: 'pattern', query: 'xq*', total: 0 }),
  event({ language: 'fr', query: 'ete', total: 3 }),
  // Two days old: counted, but in no hour of the window.
  event({ language: 'fr', tool: 'word', query: 'été', total: 1, at: NOW - 48 * HOUR_MS }),
];

const storeKinds: Array<[string, () => UsageStore]> = [
  ['memory', () => new MemoryUsageStore()],
  ['Redis', () => new RedisUsageStore(createUsageRedis(REDIS), freshPrefix())],
];

async function connectedStore(store: UsageStore): Promise<UsageStore> {
  if (store instanceof RedisUsageStore && !(await store.connected(5_000))) throw new Error(`Redis does not answer at ${REDIS_URL}`);
  return store;
}

describe.each(storeKinds)('usage aggregated in %s', (_kind, makeStore) => {
  let store: UsageStore;
  let usage: UsageAggregator;
  beforeEach(async () => {
    store = await connectedStore(makeStore());
    usage = new UsageAggregator(store, () => NOW);
    await usage.record(EVENTS.slice(0, 5), 0);
    await usage.record(EVENTS.slice(5), 3);
  });
  afterEach(() => store.close());

  it('counts requests by tool and surface, the queries that found nothing, and ranks the queries', async () => {
    const en = await usage.language('en');
    expect(en.requests).toBe(8);
    expect(en.by_tool).toEqual({ pattern: 4, anagram: 2, word: 2 });
    expect(en.by_surface).toEqual({ rest: 6, mcp: 1, chat: 1 });
    expect(en.no_result).toEqual({ queries: 2, share: 0.25 });
    expect(en.top_patterns).toEqual([
      { query: 'c?t', language: 'en', count: 2 },
      { query: '*ing', language: 'en', count: 1 },
      { query: 'xq*', language: 'en', count: 1 },
    ]);
    expect(en.top_racks).toEqual([{ query: 'aeinrst', language: 'en', count: 2 }]);
    // The 404 lookup of zzz is a query with no result, but never a top word.
    expect(en.top_words).toEqual([{ query: 'cat', language: 'en', count: 1 }]);
  });

  it('counts requests per hour for the last 24 hours, the current hour last', async () => {
    const en = await usage.language('en');
    expect(en.per_hour).toHaveLength(24);
    expect(en.per_hour[23]).toEqual({ hour: hourText(0), requests: 6 });
    expect(en.per_hour[22]).toEqual({ hour: hourText(1), requests: 1 });
    expect(en.per_hour[20]).toEqual({ hour: hourText(3), requests: 1 });
    expect(en.per_hour.reduce((sum, hour) => sum + hour.requests, 0)).toBe(8);
    const fr = await usage.language('fr');
    expect(fr.requests).toBe(2);
    expect(fr.per_hour.reduce((sum, hour) => sum + hour.requests, 0)).toBe(1);
  });

  it('gives global figures over every language, per language, and the events recorded and dropped', async () => {
    const global = await usage.global(LANGUAGE_CODES);
    expect(global.requests).toBe(10);
    expect(global.by_language).toEqual(LANGUAGE_CODES.map((language) => ({ language, requests: { en: 8, fr: 2 }[language as 'en' | 'fr'] ?? 0 })));
    expect(global.top_patterns[0]).toEqual({ query: 'c?t', language: 'en', count: 2 });
    expect(global.top_patterns).toContainEqual({ query: 'ete', language: 'fr', count: 1 });
    expect(global.top_words).toEqual([
      { query: 'cat', language: 'en', count: 1 },
      { query: 'été', language: 'fr', count: 1 },
    ]);
    expect(global.events).toEqual({ recorded: 10, dropped: 3 });
  });

  it('applies a batch sent again under its id once, a batch without one each time, and forgets an id after BATCH_IDS_KEPT_MS', async () => {
    const again = [event({ language: 'de', tool: 'word', query: 'haus', total: 1 })];
    expect(await usage.record(again, 1, 'batch-1')).toBe(true);
    expect(await usage.record(again, 1, 'batch-1')).toBe(false);
    expect((await usage.global(LANGUAGE_CODES)).events).toEqual({ recorded: 11, dropped: 4 });
    await usage.record(again, 0);
    await usage.record(again, 0);
    expect((await usage.language('de')).requests).toBe(3);
    const anHourOn = new UsageAggregator(store, () => NOW + BATCH_IDS_KEPT_MS + 1);
    expect(await anHourOn.record(again, 0, 'batch-1')).toBe(true);
    expect(await anHourOn.record(again, 0, 'batch-1')).toBe(false);
    expect((await anHourOn.global(LANGUAGE_CODES)).events).toEqual({ recorded: 14, dropped: 4 });
  });
});

describe('usage in Redis', () => {
  it('gives every replica the same figures, and lets hour buckets expire when they leave the window', async () => {
    const prefix = freshPrefix();
    const first = new RedisUsageStore(createUsageRedis(REDIS), prefix);
    const second = new RedisUsageStore(createUsageRedis(REDIS), prefix);
    // One server here: KEYS below is a single server's view of every key.
    const redis = createUsageRedis(REDIS) as Redis;
    const reader = new RedisUsageStore(redis, prefix);
    try {
      await Promise.all([connectedStore(first), connectedStore(second), connectedStore(reader)]);
      await new UsageAggregator(first, () => NOW).record(EVENTS.slice(0, 4), 0);
      await new UsageAggregator(second, () => NOW).record(EVENTS.slice(4), 0);
      const fromFirst = await new UsageAggregator(first, () => NOW).global(LANGUAGE_CODES);
      const fromSecond = await new UsageAggregator(second, () => NOW).global(LANGUAGE_CODES);
      expect(fromSecond).toEqual(fromFirst);
      expect(fromFirst.requests).toBe(10);
      const hourKey = usageKeys(prefix).hour(Math.floor(NOW / HOUR_MS));
      const expiresAt = await redis.pexpiretime(hourKey);
      expect(expiresAt).toBe((Math.floor(NOW / HOUR_MS) + 24) * HOUR_MS);
      const keys = await redis.keys(`{${prefix}}:*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((key) => key.startsWith(`{${prefix}}:`))).toBe(true);
      expect(await redis.keys(`${prefix}*`)).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close(), reader.close()]);
    }
  });

  it('answers 503 while Redis does not answer, so senders keep their batches', async () => {
    const store = new RedisUsageStore(createUsageRedis({ kind: 'single', url: 'redis://127.0.0.1:1' }), freshPrefix());
    const usage = new UsageAggregator(store, () => NOW);
    await expect(usage.record(EVENTS, 0)).rejects.toMatchObject({ code: 'service_unavailable' });
    await expect(usage.language('en')).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(store.available()).toBe(false);
    await store.close();
  });
});
