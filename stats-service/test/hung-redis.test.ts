import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { freePort } from '@lexicon/service-kit';
import { globalStatsResponseSchema, languageStatsResponseSchema, type UsageEvent } from '@lexicon/shared';
import type { Express } from 'express';
import request from 'supertest';
import { createUsageRedis, RedisUsageStore, USAGE_STORE_TIMEOUT_MS } from '../src/data-access/redis-usage-store';
import { USAGE_READ_REUSE_MS, UsageAggregator } from '../src/domain/usage-aggregator';
import { fixtureStatsApp } from './stats-fixture';

/** A redis-server of this test's own, so it can be frozen (SIGSTOP) without touching anyone else's. */
async function ownRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = createUsageRedis({ kind: 'single', url: `redis://127.0.0.1:${port}` });
  probe.on('error', () => undefined);
  try {
    const deadline = Date.now() + 10_000;
    while ((await probe.ping().catch(() => undefined)) !== 'PONG') {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    probe.disconnect();
  }
  return child;
}

const usageEvent = (query: string): UsageEvent => ({ language: 'de', tool: 'word', surface: 'rest', query, total: 1, duration_ms: 0.3, status: 200, at: Date.now() });

describe('statistics while the usage Redis hangs with its connection open', () => {
  let redisServer: ChildProcess;
  let redisUrl: string;
  let store: RedisUsageStore;
  let app: Express;
  beforeAll(async () => {
    const port = await freePort();
    redisServer = await ownRedis(port);
    redisUrl = `redis://127.0.0.1:${port}`;
    store = new RedisUsageStore(createUsageRedis({ kind: 'single', url: redisUrl }), `test:usage:${randomUUID()}`);
    app = await fixtureStatsApp(store);
  });
  afterAll(async () => {
    redisServer.kill('SIGCONT');
    await store.close();
    redisServer.kill('SIGKILL');
  });

  const timed = async (path: string): Promise<{ ms: number; body: unknown }> => {
    const started = performance.now();
    const response = await request(app).get(path).expect(200);
    return { ms: performance.now() - started, body: response.body };
  };

  it('answers the dictionary figures with usage marked unavailable, within one timeout and then at once', async () => {
    const healthy = languageStatsResponseSchema.parse((await timed('/api/v1/stats/languages/en')).body);
    expect(healthy.usage).toHaveProperty('requests');
    // Figures just read are answered again for a moment without asking the store: past that, it is asked.
    await new Promise((resolve) => setTimeout(resolve, USAGE_READ_REUSE_MS));

    redisServer.kill('SIGSTOP');
    try {
      const first = await timed('/api/v1/stats/languages/en');
      const firstBody = languageStatsResponseSchema.parse(first.body);
      expect(firstBody.usage).toEqual({ status: 'unavailable', message: expect.any(String) });
      expect(firstBody.dictionary).toEqual(healthy.dictionary);
      expect(first.ms).toBeLessThan(2 * USAGE_STORE_TIMEOUT_MS);
      // The circuit is open now, so later answers do not wait for the store at all. The bound is the
      // timeout itself rather than a few milliseconds: a busy CI machine can add a few hundred ms to
      // any answer, while a request that waited for the store would take at least the timeout.
      expect(store.available()).toBe(false);
      for (const path of ['/api/v1/stats/languages/fr', '/api/v1/stats/global', '/api/v1/stats/languages/en']) {
        const later = await timed(path);
        expect(later.ms).toBeLessThan(USAGE_STORE_TIMEOUT_MS);
        expect((later.body as { usage: unknown }).usage).toMatchObject({ status: 'unavailable' });
      }
      expect(globalStatsResponseSchema.safeParse((await timed('/api/v1/stats/global')).body).success).toBe(true);
      expect(store.available()).toBe(false);
    } finally {
      redisServer.kill('SIGCONT');
    }
    const deadline = Date.now() + 5_000;
    while (!store.available() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const back = languageStatsResponseSchema.parse((await timed('/api/v1/stats/languages/en')).body);
    expect(back.usage).toHaveProperty('requests');
  });

  it('counts once a batch whose write outlasted the timeout and landed later, when its sender sends it again under its id', async () => {
    const batchStore = new RedisUsageStore(createUsageRedis({ kind: 'single', url: redisUrl }), `test:usage:${randomUUID()}`);
    const usage = new UsageAggregator(batchStore);
    const events = [usageEvent('haus'), usageEvent('hauser')];
    const refusedThenRetried = async (batchId: string | undefined): Promise<void> => {
      redisServer.kill('SIGSTOP');
      try {
        // Written to the socket, then the timeout: 503 to the sender, while the write waits in Redis.
        await expect(usage.record(events, 0, batchId)).rejects.toMatchObject({ code: 'service_unavailable' });
      } finally {
        redisServer.kill('SIGCONT');
      }
      const deadline = Date.now() + 5_000;
      for (;;) {
        try {
          await usage.record(events, 0, batchId);
          return;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    try {
      await refusedThenRetried(randomUUID());
      expect((await usage.language('de')).requests).toBe(2);
      // Without an id the same two tries count the batch twice: what the id is for.
      await refusedThenRetried(undefined);
      expect((await usage.language('de')).requests).toBe(6);
    } finally {
      await batchStore.close();
    }
  });
});
