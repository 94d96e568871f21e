import { createLogger } from '@lexicon/service-kit';
import { gatewayMetrics } from '../../src/gateway-metrics';
import express, { type Express } from 'express';
import type { Redis } from 'ioredis';
import { type ClientRateLimiter, createRateLimiter, createRateLimitRedis, rateLimit, type RateLimiterOptions } from '../../src/rate-limit';
import { freePort, inspector, kill, listen, type Listening, ready, REDIS_URL, startRedisServer, storedBudget, uniquePrefix, until, watchCommands } from './rate-limit-test-kit';

const logger = createLogger('gateway', 'silent');

/**
 * An app whose every answer waits until the test lets it go, so requests stay in flight as long as the
 * test needs; `started` counts the requests that got past the limits.
 */
function heldApp(limiter: ClientRateLimiter): { app: Express; started: () => number; releaseAll: () => void } {
  let started = 0;
  let waiting: Array<() => void> = [];
  const app = express();
  app.use(rateLimit(limiter, { trustedProxies: ['127.0.0.1'] }));
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

/** Limits with a cap of `maxInFlight`, in Redis when a client is given. */
function capped(maxInFlight: number, more: Partial<RateLimiterOptions> = {}): ClientRateLimiter {
  return createRateLimiter({ points: 1_000, windowSeconds: 60, maxInFlight, leaseMs: 10_000, keyPrefix: 'in-flight', logger, ...more });
}

function get(url: string, client: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${url}/api/v1/search/pattern?lang=en&pattern=c?t`, { headers: { 'X-Forwarded-For': client }, ...(signal === undefined ? {} : { signal }) });
}

describe('the cap on requests in flight per client, in one process', () => {
  let server: Listening;
  let held: ReturnType<typeof heldApp>;

  beforeEach(async () => {
    held = heldApp(capped(2));
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
  const limiters: ClientRateLimiter[] = [];
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
      const limiter = capped(2, { redis, keyPrefix });
      limiters.push(limiter);
      const held = heldApp(limiter);
      apps.push(held);
      servers.push(await listen(held.app));
    }
  });
  afterEach(async () => {
    for (const held of apps.splice(0)) held.releaseAll();
    for (const server of servers.splice(0)) await server.close();
    for (const limiter of limiters.splice(0)) await limiter.close();
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
    expect((await storedBudget(checker, keyPrefix, '198.51.100.7'))?.held).toBe(2);
    expect((await get(one.url, '198.51.100.7')).status).toBe(429);
    expect((await get(two.url, '198.51.100.7')).status).toBe(429);
    for (const held of apps) held.releaseAll();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    await until(async () => (await storedBudget(checker, keyPrefix, '198.51.100.7'))?.held === 0);
  });

  it('asks Redis once per admitted request (one script: a GET and a SET), and once for the requests a client sends at once', async () => {
    const [one] = servers as [Listening];
    const watched = await watchCommands(REDIS_URL, keyPrefix);
    try {
      const first = get(one.url, '198.51.100.8');
      await until(() => (apps[0]?.started() ?? 0) === 1);
      await until(() => watched.seen.length >= 3);
      expect(watched.seen).toEqual([
        { command: 'eval', fromScript: false },
        { command: 'get', fromScript: true },
        { command: 'set', fromScript: true },
      ]);
      apps[0]?.releaseAll();
      expect((await first).status).toBe(200);
      // The slot given back rides on the client's next call, or leaves on its own within PENDING_FLUSH_MS.
      await until(async () => (await storedBudget(checker, keyPrefix, '198.51.100.8'))?.held === 0);
      // The request's call and the call that gave its slot back.
      const scriptCalls = (): number => watched.seen.filter(({ command }) => command === 'eval').length;
      await until(() => scriptCalls() >= 2);
      // Three requests of one client in the same turn: one call, which gives two of them the cap's two slots.
      const together = await Promise.all([0, 1, 2].map(() => (limiters[0] as ClientRateLimiter).admit('198.51.100.8')));
      // MONITOR reports after the fact: wait for the call, then a moment for any other.
      await until(() => scriptCalls() >= 3);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(scriptCalls()).toBe(3);
      expect(together.map(({ outcome, slot }) => [outcome.allowed, slot !== undefined])).toEqual([
        [true, true],
        [true, true],
        [true, false],
      ]);
      expect(together.map(({ outcome }) => outcome.remaining)).toEqual([998, 997, 996]);
      for (const { slot } of together) slot?.release();
    } finally {
      await watched.stop();
    }
  });

  it('holds no slot for a client past its rate limit, and refuses it from memory once Redis said so', async () => {
    const redis = clients[0] as Redis;
    const limiter = createRateLimiter({ points: 2, windowSeconds: 60, maxInFlight: 5, leaseMs: 10_000, redis, keyPrefix, logger });
    const other = createRateLimiter({ points: 2, windowSeconds: 60, maxInFlight: 5, leaseMs: 10_000, redis: clients[1] as Redis, keyPrefix, logger });
    limiters.push(limiter, other);
    const app = express();
    app.use(rateLimit(limiter, { trustedProxies: ['127.0.0.1'] }));
    app.use((_req, res) => res.json({ ok: true }));
    const server = await listen(app);
    try {
      // The other replica spends the client's budget: this one learns it from Redis, with its first refusal.
      for (let i = 0; i < 2; i += 1) (await other.admit('192.0.2.44')).slot?.release();
      expect((await get(server.url, '192.0.2.44')).status).toBe(429);
      await until(async () => (await storedBudget(checker, keyPrefix, '192.0.2.44'))?.held === 0);
      const watched = await watchCommands(REDIS_URL, keyPrefix);
      try {
        for (let i = 0; i < 3; i += 1) expect((await get(server.url, '192.0.2.44')).status).toBe(429);
      } finally {
        await watched.stop();
      }
      expect(watched.seen).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('forgets slots whose replica never gave them back once their lease ends', async () => {
    const redis = clients[0] as Redis;
    const leaky = capped(1, { redis, keyPrefix, leaseMs: 300 });
    limiters.push(leaky);
    expect((await leaky.admit('192.0.2.9')).slot).toBeDefined();
    // Another replica (its own name in the lease list) sees the slot held, then forgotten.
    const other = capped(1, { redis: clients[1] as Redis, keyPrefix, leaseMs: 300 });
    limiters.push(other);
    expect((await other.admit('192.0.2.9')).slot).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await other.admit('192.0.2.9')).slot).toBeDefined();
  });

  it('counts per replica in memory while Redis is unreachable', async () => {
    const unreachable = createRateLimitRedis('redis://127.0.0.1:1');
    const limiter = capped(1, { redis: unreachable, keyPrefix, redisTimeoutMs: 200 });
    const { slot } = await limiter.admit('192.0.2.10');
    expect(slot).toBeDefined();
    expect((await limiter.admit('192.0.2.10')).slot).toBeUndefined();
    expect(limiter.status()).toEqual({ store: 'redis', redis: 'unreachable', usingInsurance: true, in_flight: { max: 1 } });
    slot?.release();
    expect((await limiter.admit('192.0.2.10')).slot).toBeDefined();
    await limiter.close();
    unreachable.disconnect();
  });

  it('pays a hung Redis one timeout: later slots are counted in memory at once, and in Redis again once it answers', async () => {
    const port = await freePort();
    const server = await startRedisServer(port);
    const own = createRateLimitRedis(`redis://127.0.0.1:${port}`);
    try {
      await ready(own);
      const limiter = capped(2, { redis: own, keyPrefix, redisTimeoutMs: 300, redisProbeIntervalMs: 100 });
      const timed = async (): Promise<number> => {
        const started = performance.now();
        (await limiter.admit('192.0.2.20')).slot?.release();
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
        expect(limiter.status().usingInsurance).toBe(true);
      } finally {
        server.kill('SIGCONT');
      }
      await until(async () => {
        await timed();
        return !limiter.status().usingInsurance;
      }, 5_000);
      await limiter.close();
    } finally {
      own.disconnect();
      await kill(server);
    }
  });
});
