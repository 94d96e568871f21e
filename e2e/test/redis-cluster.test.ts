import { randomUUID } from 'node:crypto';
import { connectRedis, createLogger, type RedisConnection } from '@lexicon/service-kit';
import type { UsageEvent } from '@lexicon/shared';
import { createUsageRedis, RedisUsageStore, usageKeys } from '../../stats-service/src/data-access/redis-usage-store';
import { UsageAggregator } from '../../stats-service/src/domain/usage-aggregator';
import { AudioStore } from '../../word-service/src/audio/audio-store';
import type { SpeechEngine } from '../../word-service/src/pronunciation/speech-engine';
import { type RedisClusterForTests, startRedisCluster } from '../test-support/redis-cluster';

/**
 * The services' Redis users on a real Redis Cluster (six redis-server processes of this test's own).
 * stats-service's usage store: a batch is one MULTI over many keys, which a cluster accepts only
 * because every usage key shares one hash tag; and when the master holding them dies, its replica
 * takes over and batches go on. word-service's audio cache: one key a word, spread over the masters.
 */

const NOW = Date.now();
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
const FIRST_BATCH = [event({}), event({ tool: 'anagram', query: 'aeinrst', surface: 'mcp' }), event({ language: 'fr', query: 'ete' }), event({ tool: 'word', query: 'cat', total: 1 })];
const SECOND_BATCH = [event({}), event({ language: 'de', tool: 'word', query: 'haus', total: 1 })];

/**
 * As a usage sender does with a batch refused by a 503: again, a moment later, under the same id, until
 * accepted. A try refused only because it outlasted the store's timeout may still land on the new
 * master; the id keeps the next try from counting it twice.
 */
async function recordUntilAccepted(usage: UsageAggregator, events: UsageEvent[], timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const batchId = randomUUID();
  for (let refused = 0; ; refused += 1) {
    try {
      await usage.record(events, 0, batchId);
      return refused;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe('the services on a Redis Cluster', () => {
  let cluster: RedisClusterForTests | undefined;
  beforeAll(async () => {
    cluster = await startRedisCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('records a batch and reads it back, and does again once the master of the usage slot has failed over', async () => {
    const nodes = cluster!.nodes;
    expect(nodes).toHaveLength(6);
    const prefix = `e2e:usage:${randomUUID()}`;
    const keys = usageKeys(prefix);
    const store = new RedisUsageStore(createUsageRedis({ kind: 'cluster', nodes }), prefix);
    try {
      expect(await store.connected(10_000)).toBe(true);
      const usage = new UsageAggregator(store, () => NOW);
      await usage.record(FIRST_BATCH, 0);
      const en = await usage.language('en');
      expect(en.requests).toBe(3);
      expect(en.by_tool).toEqual({ pattern: 1, anagram: 1, word: 1 });
      expect((await usage.language('fr')).requests).toBe(1);

      // Every usage key is in the one slot of the tag, so one master holds them all.
      const master = await cluster!.masterFor(keys.events);
      for (const key of [keys.counters('en'), keys.counters('fr'), keys.top('patterns', 'en'), keys.hour(0)]) expect((await cluster!.masterFor(key)).url).toBe(master.url);

      await cluster!.waitForReplicas(master.url);
      await cluster!.kill(master.url);
      const promoted = await cluster!.waitForFailover(keys.events);
      expect(promoted.url).not.toBe(master.url);
      expect(promoted.pid).not.toBe(master.pid);

      // The first batches after the failover may be refused (the client learns the new slot map); the
      // sender's retries then land on the new master, with what the old one had replicated.
      const refused = await recordUntilAccepted(usage, SECOND_BATCH, 20_000);
      process.stdout.write(`redis cluster: master ${master.url} killed, ${promoted.url} took over; batches refused meanwhile: ${refused}\n`);
      const after = await usage.global(['en', 'fr', 'de']);
      expect(after.requests).toBe(FIRST_BATCH.length + SECOND_BATCH.length);
      expect(after.events.recorded).toBe(FIRST_BATCH.length + SECOND_BATCH.length);
      expect((await usage.language('en')).requests).toBe(4);
      expect((await usage.language('de')).top_words).toEqual([{ query: 'haus', language: 'de', count: 1 }]);
    } finally {
      await store.close();
    }
  }, 90_000);

  it('shares word-service\'s audio cache between replicas, its keys on several masters', async () => {
    const synthesised: string[] = [];
    const speech: SpeechEngine = {
      kind: 'system',
      ipa: () => Promise.resolve(''),
      wav: (_voice, text) => {
        synthesised.push(text);
        return Promise.resolve(Buffer.from(`RIFF ${text}`));
      },
      close: () => Promise.resolve(),
    };
    const logger = createLogger('redis-cluster-test', 'silent');
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1 };
    const connections: RedisConnection[] = [connectRedis({ kind: 'cluster', nodes: cluster!.nodes }, options), connectRedis({ kind: 'cluster', nodes: cluster!.nodes }, options)];
    try {
      await Promise.all(connections.map((connection) => new Promise((resolve) => (connection.status === 'ready' ? resolve(true) : connection.once('ready', resolve)))));
      const prefix = `e2e:audio:${randomUUID()}`;
      const [first, second] = connections.map((connection) => new AudioStore(speech, logger, connection, prefix)) as [AudioStore, AudioStore];
      // Each key lands on one of three masters by its hash: all twelve on one is a chance of 1 in
      // 177,147 (with six it was 1 in 243, and a CI run met it).
      const words = ['cat', 'dog', 'house', 'tree', 'word', 'game', 'tile', 'rack', 'board', 'blank', 'hook', 'play'];
      for (const word of words) expect((await first.wav('en', word)).toString()).toBe(`RIFF ${word}`);
      // The writes are not awaited by the store (a cache): wait until every word is in Redis.
      const deadline = Date.now() + 5_000;
      while ((await Promise.all(words.map((word) => connections[0]!.exists(`${prefix}:en:${word}`)))).some((found) => found === 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const word of words) expect((await second.wav('en', word)).toString()).toBe(`RIFF ${word}`);
      expect(synthesised).toEqual(words);
      const masters = new Set(await Promise.all(words.map(async (word) => (await cluster!.masterFor(`${prefix}:en:${word}`)).url)));
      expect(masters.size).toBeGreaterThan(1);
    } finally {
      connections.forEach((connection) => connection.disconnect());
    }
  }, 30_000);
});
