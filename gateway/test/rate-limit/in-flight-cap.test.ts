import { createLogger } from '@lexicon/service-kit';
import { gatewayMetrics } from '../../src/gateway-metrics';
import express, { type Express } from 'express';
import type { Redis } from 'ioredis';
import { createInFlightLimiter, createRateLimiter, createRateLimitRedis, type InFlightLimiter, rateLimit } from '../../src/rate-limit';
import { freePort, inspector, kill, listen, type Listening, ready, REDIS_URL, startRedisServer, uniquePrefix, until } from './rate-limit-test-kit';

const logger = createLogger('gateway', 'silent');

/**
 * An app whose every answer waits until the test lets it go, so requests stay in flight as long as the
 * test needs; `started` counts the requests that got past the limits.
 */
function heldApp(inFlight: InFlightLimiter): { app: Express; started: () => number; releaseAll: () => void } {
  let started = 0;
  let waiting: Array<() => void> = [];
  const app = express();
  const limiter = createRateLimiter({ points: 1_000, windowSeconds: 60, keyPrefix: 'in-flight', logger });
  app.use(rateLimit(limiter, { inFlight, trustedProxies: ['127.0.0.1'] }));
  app.use((_req, res) => {
    started += 1;
    waiting.push(() => res.json({ ok: true }));
  });
  return {
    app,
    started: () => started,
    releaseAll: () => {
      const now = waiting;
      waiting = [];
      for (const release of now) release();
    },
  };
}

function get(url: string, client: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${url}/api/v1/search/pattern?lang=en&pattern=c?t`, { headers: { 'X-Forwarded-For': client }, ...(signal === undefined ? {} : { signal }) });
}

describe('the cap on requests in flight per client, in one process', () => {
  let server: Listening;
  let held: ReturnType<typeof heldApp>;

  beforeEach(async () => {
    held = heldApp(createInFlightLimiter({ maxInFlight: 2, keyPrefix: 'unused', leaseMs: 10_000, redisTimeoutMs: 500, logger }));
    server = await listen(held.app);
  });
  afterEach(async () => {
    held.releaseAll();
    await server.close();
  });

  it('answers 429 too_many_concurrent_requests with Retry-After and the rate headers beyond the cap, and not for another client', async () => {
    const decisions = async (decision: string): Promise<number> => (await gatewayMetrics().rateLimitDecisions.get()).values.find((value) => value.labels.decision === decision)?.value ?? 0;
    const [allowedBefore, refusedBefore] = [await decisions('allowed'), await decisions('in_flight_refused')];
    const first = get(server.url, '203.0.113.1');
    const second = get(server.url, '203.0.113.1');
    await until(() => held.started() === 2);
    const third = await get(server.url, '203.0.113.1');
    expect(third.status).toBe(429);
    // The metrics count the two let through and the one refused (README, Metrics).
    expect(await decisions('allowed')).toBe(allowedBefore + 2);
    expect(await decisions('in_flight_refused')).toBe(refusedBefore + 1);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(third.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(await third.json()).toEqual({
      error: {
        code: 'too_many_concurrent_requests',
        message: 'Too many requests at once: each client may have 2 in flight. Wait for an answer before sending another.',
        details: { max_in_flight: 2, retry_after_seconds: 1 },
      },
    });
    const other = get(server.url, '203.0.113.2');
    await until(() => held.started() === 3);
    held.releaseAll();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await other).status).toBe(200);
  });

  it('gives the slot back when an answer is sent and when the client leaves', async () => {
    const first = get(server.url, '203.0.113.3');
    const leaving = new AbortController();
    const abandoned = get(server.url, '203.0.113.3', leaving.signal).catch(() => 'aborted');
    await until(() => held.started() === 2);
    leaving.abort();
    expect(await abandoned).toBe('aborted');
    // The abandoned request's slot is free again: a new one gets through while the first is still held.
    await until(async () => {
      const attempt = get(server.url, '203.0.113.3');
      const settled = await Promise.race([attempt.then((response) => response.status), new Promise((resolve) => setTimeout(() => resolve('held'), 100))]);
      return settled === 'held';
    });
    held.releaseAll();
    expect((await first).status).toBe(200);
    const after = get(server.url, '203.0.113.3');
    await until(() => held.started() >= 4);
    held.releaseAll();
    expect((await after).status).toBe(200);
  });
});

describe('the cap across two gateway replicas sharing one Redis', () => {
  const clients: Redis[] = [];
  const servers: Listening[] = [];
  const apps: Array<ReturnType<typeof heldApp>> = [];
  let checker: Redis;
  let keyPrefix: string;

  beforeAll(async () => {
    checker = await inspector(REDIS_URL);
  });
  beforeEach(async () => {
    keyPrefix = uniquePrefix('in-flight');
    for (let replica = 0; replica < 2; replica += 1) {
      const redis = createRateLimitRedis(REDIS_URL);
      await ready(redis);
      clients.push(redis);
      const held = heldApp(createInFlightLimiter({ maxInFlight: 2, redis, keyPrefix, leaseMs: 10_000, redisTimeoutMs: 500, logger }));
      apps.push(held);
      servers.push(await listen(held.app));
    }
  });
  afterEach(async () => {
    for (const held of apps.splice(0)) held.releaseAll();
    for (const server of servers.splice(0)) await server.close();
    for (const redis of clients.splice(0)) await redis.quit();
    const keys = await checker.keys(`${keyPrefix}:*`);
    if (keys.length > 0) await checker.del(...keys);
  });
  afterAll(async () => {
    await checker.quit();
  });

  it('counts one client across both replicas, and frees the slots in Redis when the answers are done', async () => {
    const [one, two] = servers as [Listening, Listening];
    const first = get(one.url, '198.51.100.7');
    const second = get(two.url, '198.51.100.7');
    await until(() => apps.every((held) => held.started() === 1));
    expect(await checker.zcard(`${keyPrefix}:inflight:198.51.100.7`)).toBe(2);
    expect((await get(one.url, '198.51.100.7')).status).toBe(429);
    expect((await get(two.url, '198.51.100.7')).status).toBe(429);
    for (const held of apps) held.releaseAll();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    await until(async () => (await checker.zcard(`${keyPrefix}:inflight:198.51.100.7`)) === 0);
  });

  it('holds no slot for a client past its rate limit: one refused by Redis gives its slot back at once, one refused from memory never asks for one', async () => {
    const redis = clients[0] as Redis;
    const limiter = createRateLimiter({ points: 2, windowSeconds: 60, redis, keyPrefix, logger });
    const other = createRateLimiter({ points: 2, windowSeconds: 60, redis: clients[1] as Redis, keyPrefix, logger });
    const slots = createInFlightLimiter({ maxInFlight: 5, redis, keyPrefix, leaseMs: 10_000, redisTimeoutMs: 500, logger });
    let asked = 0;
    const counted: InFlightLimiter = {
      acquire: (key) => {
        asked += 1;
        return slots.acquire(key);
      },
      status: () => slots.status(),
      close: () => slots.close(),
    };
    const app = express();
    app.use(rateLimit(limiter, { inFlight: counted, trustedProxies: ['127.0.0.1'] }));
    app.use((_req, res) => res.json({ ok: true }));
    const server = await listen(app);
    try {
      // The other replica spends the client's budget: this one learns it from Redis, with its first refusal.
      for (let i = 0; i < 2; i += 1) expect((await other.consume('192.0.2.44')).allowed).toBe(true);
      expect((await get(server.url, '192.0.2.44')).status).toBe(429);
      expect(asked).toBe(1);
      await until(async () => (await checker.zcard(`${keyPrefix}:inflight:192.0.2.44`)) === 0);
      for (let i = 0; i < 3; i += 1) expect((await get(server.url, '192.0.2.44')).status).toBe(429);
      expect(asked).toBe(1);
    } finally {
      await server.close();
      limiter.close();
      other.close();
      slots.close();
    }
  });

  it('forgets slots whose replica never gave them back once their lease ends', async () => {
    const redis = clients[0] as Redis;
    const leaky = createInFlightLimiter({ maxInFlight: 1, redis, keyPrefix, leaseMs: 300, redisTimeoutMs: 500, logger });
    expect(await leaky.acquire('192.0.2.9')).toBeDefined();
    expect(await leaky.acquire('192.0.2.9')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await leaky.acquire('192.0.2.9')).toBeDefined();
  });

  it('counts per replica in memory while Redis is unreachable', async () => {
    const unreachable = createRateLimitRedis('redis://127.0.0.1:1');
    const limiter = createInFlightLimiter({ maxInFlight: 1, redis: unreachable, keyPrefix, leaseMs: 10_000, redisTimeoutMs: 200, logger });
    const slot = await limiter.acquire('192.0.2.10');
    expect(slot).toBeDefined();
    expect(await limiter.acquire('192.0.2.10')).toBeUndefined();
    expect(limiter.status()).toEqual({ max: 1, store: 'redis', usingFallback: true });
    slot?.release();
    expect(await limiter.acquire('192.0.2.10')).toBeDefined();
    unreachable.disconnect();
  });

  it('pays a hung Redis one timeout: later slots are counted in memory at once, and in Redis again once it answers', async () => {
    const port = await freePort();
    const server = await startRedisServer(port);
    const own = createRateLimitRedis(`redis://127.0.0.1:${port}`);
    try {
      await ready(own);
      const limiter = createInFlightLimiter({ maxInFlight: 2, redis: own, keyPrefix, leaseMs: 10_000, redisTimeoutMs: 300, redisProbeIntervalMs: 100, logger });
      const timed = async (): Promise<number> => {
        const started = performance.now();
        (await limiter.acquire('192.0.2.20'))?.release();
        return performance.now() - started;
      };
      server.kill('SIGSTOP');
      try {
        expect(await timed()).toBeGreaterThanOrEqual(280);
        const after: number[] = [];
        for (let i = 0; i < 20; i += 1) after.push(await timed());
        // With the circuit open no request waits for Redis: a hung call would take the full 300 ms, and
        // that timeout is the bound (a busy CI machine adds a few hundred ms to anything, never the reverse).
        expect(Math.max(...after)).toBeLessThan(280);
        expect(limiter.status().usingFallback).toBe(true);
      } finally {
        server.kill('SIGCONT');
      }
      await until(async () => {
        await timed();
        return !limiter.status().usingFallback;
      }, 5_000);
      limiter.close();
    } finally {
      own.disconnect();
      await kill(server);
    }
  });
});
