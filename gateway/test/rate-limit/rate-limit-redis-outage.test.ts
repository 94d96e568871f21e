import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import request from 'supertest';
import { type ClientRateLimiter, createRateLimiter, createRateLimitRedis } from '../../src/rate-limit';
import {
  captureLogs,
  freePort,
  inspector,
  kill,
  limitedApp,
  listen,
  type Listening,
  ready,
  startRedisServer,
  storedBudget,
  uniquePrefix,
  until,
} from './rate-limit-test-kit';

const POINTS = 5;
const UNREACHABLE = 'Redis unreachable';
const BACK = 'Redis reachable again';

describe('the rate limiter while its Redis goes away and comes back', () => {
  let port: number;
  let redisServer: ChildProcess | undefined;
  let redis: Redis | undefined;
  let limiter: ClientRateLimiter | undefined;
  let server: Listening | undefined;

  afterEach(async () => {
    await server?.close();
    await limiter?.close();
    redis?.disconnect();
    if (redisServer) await kill(redisServer);
    server = undefined;
    limiter = undefined;
    redis = undefined;
    redisServer = undefined;
  });

  async function statuses(url: string, client: string, count: number): Promise<number[]> {
    const result: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await request(url).get('/api/v1/languages').set('X-Forwarded-For', client);
      result.push(response.status);
    }
    return result;
  }

  it('keeps limiting from memory when Redis is killed, logs it once, and returns to Redis when it restarts', async () => {
    port = await freePort();
    redisServer = await startRedisServer(port);
    const redisUrl = `redis://127.0.0.1:${port}`;
    redis = createRateLimitRedis(redisUrl);
    await ready(redis);
    const logs = captureLogs();
    const keyPrefix = uniquePrefix('outage');
    limiter = createRateLimiter({ points: POINTS, windowSeconds: 60, redis, keyPrefix, logger: logs.logger });
    server = await listen(limitedApp(limiter, { trustedProxies: ['127.0.0.1'] }));
    const { url } = server;

    expect(await statuses(url, '203.0.113.1', 2)).toEqual([200, 200]);
    const before = await inspector(redisUrl);
    expect((await storedBudget(before, keyPrefix, '203.0.113.1'))?.spent).toBe(2);
    await before.quit();
    expect(limiter.status()).toEqual({ store: 'redis', redis: 'connected', usingInsurance: false });

    await kill(redisServer);

    // Still limiting, per client, from the insurance limiter (whose counts start afresh): never a 500,
    // and a failing Redis is never taken for a spent budget.
    expect(await statuses(url, '203.0.113.1', POINTS + 1)).toEqual([200, 200, 200, 200, 200, 429]);
    const concurrent = await Promise.all(
      Array.from({ length: POINTS + 3 }, () => request(url).get('/mcp').set('X-Forwarded-For', '203.0.113.2')),
    );
    expect(concurrent.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const other = await request(url).get('/v1/models').set('X-Forwarded-For', '203.0.113.3').expect(200);
    expect(other.headers['x-ratelimit-remaining']).toBe('4');
    expect(limiter.status()).toEqual({ store: 'redis', redis: 'unreachable', usingInsurance: true });
    expect(logs.withMessage(UNREACHABLE)).toHaveLength(1);
    expect(logs.withMessage(UNREACHABLE)[0]).toMatchObject({ level: 40, component: 'rate-limiter', keyPrefix });

    redisServer = await startRedisServer(port);
    await until(() => limiter!.status().redis === 'connected');

    const back = await request(url).get('/api/v1/languages').set('X-Forwarded-For', '203.0.113.4').expect(200);
    expect(back.headers['x-ratelimit-remaining']).toBe('4');
    await request(url).get('/api/v1/languages').set('X-Forwarded-For', '203.0.113.4').expect(200);
    expect(limiter.status()).toEqual({ store: 'redis', redis: 'connected', usingInsurance: false });
    const after = await inspector(redisUrl);
    expect((await storedBudget(after, keyPrefix, '203.0.113.4'))?.spent).toBe(2);
    await after.quit();
    expect(logs.withMessage(BACK)).toHaveLength(1);
    expect(logs.withMessage(UNREACHABLE)).toHaveLength(1);
  });

  it('answers from memory within the Redis timeout when Redis hangs with the connection still open', async () => {
    port = await freePort();
    redisServer = await startRedisServer(port);
    redis = createRateLimitRedis(`redis://127.0.0.1:${port}`);
    await ready(redis);
    const logs = captureLogs();
    limiter = createRateLimiter({
      points: POINTS,
      windowSeconds: 60,
      redis,
      keyPrefix: uniquePrefix('hang'),
      logger: logs.logger,
      redisTimeoutMs: 200,
    });
    server = await listen(limitedApp(limiter));
    await request(server.url).get('/api/v1/languages').expect(200);

    redisServer.kill('SIGSTOP');
    try {
      const started = Date.now();
      const response = await request(server.url).get('/api/v1/languages').expect(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(response.headers['x-ratelimit-remaining']).toBe('4');
      // The socket is still open, so the connection looks fine; the answers come from memory all the same.
      expect(limiter.status()).toEqual({ store: 'redis', redis: 'connected', usingInsurance: true });
      expect(logs.withMessage(UNREACHABLE)).toHaveLength(1);
    } finally {
      redisServer.kill('SIGCONT');
    }
    await until(async () => (await request(server!.url).get('/api/v1/languages')).status === 200 && !limiter!.status().usingInsurance);
    expect(logs.withMessage(BACK)).toHaveLength(1);
  });

  it('pays the Redis timeout once when Redis hangs: later requests go to memory at once, and back to Redis when it answers', async () => {
    port = await freePort();
    redisServer = await startRedisServer(port);
    redis = createRateLimitRedis(`redis://127.0.0.1:${port}`);
    await ready(redis);
    const logs = captureLogs();
    const timeoutMs = 300;
    limiter = createRateLimiter({ points: 1_000, windowSeconds: 60, redis, keyPrefix: uniquePrefix('breaker'), logger: logs.logger, redisTimeoutMs: timeoutMs, redisProbeIntervalMs: 200 });
    server = await listen(limitedApp(limiter));
    const url = server.url;
    const timed = async (): Promise<number> => {
      const started = performance.now();
      await request(url).get('/api/v1/languages').expect(200);
      return performance.now() - started;
    };
    const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const healthy: number[] = [];
    for (let i = 0; i < 30; i += 1) healthy.push(await timed());

    redisServer.kill('SIGSTOP');
    const hung: number[] = [];
    try {
      const first = await timed();
      expect(first).toBeGreaterThanOrEqual(timeoutMs - 20);
      for (let i = 0; i < 30; i += 1) hung.push(await timed());
    } finally {
      redisServer.kill('SIGCONT');
    }
    // Every request after the first timeout costs what it cost with Redis healthy, give or take 5 ms.
    expect(median(hung) - median(healthy)).toBeLessThanOrEqual(5);
    expect(Math.max(...hung)).toBeLessThan(timeoutMs / 2);
    expect(limiter.status().usingInsurance).toBe(true);
    await until(async () => {
      await timed();
      return !limiter!.status().usingInsurance;
    }, 5_000);
    expect(logs.withMessage(BACK)).toHaveLength(1);
  });

  it('serves from memory, and says so, when Redis is unreachable from the start', async () => {
    port = await freePort();
    redis = createRateLimitRedis(`redis://127.0.0.1:${port}`);
    const logs = captureLogs();
    limiter = createRateLimiter({ points: POINTS, windowSeconds: 60, redis, keyPrefix: uniquePrefix('never'), logger: logs.logger });
    server = await listen(limitedApp(limiter));
    expect(await statuses(server.url, 'ignored', POINTS + 1)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(limiter.status()).toEqual({ store: 'redis', redis: 'unreachable', usingInsurance: true });
    expect(logs.withMessage(UNREACHABLE)).toHaveLength(1);
  });

  it('refuses a Redis client that would queue commands while Redis is away', () => {
    const logs = captureLogs();
    const queueing = new Redis({ lazyConnect: true });
    try {
      expect(() => createRateLimiter({ points: POINTS, windowSeconds: 60, redis: queueing, keyPrefix: 'x', logger: logs.logger })).toThrow(
        /enableOfflineQueue: false/,
      );
    } finally {
      queueing.disconnect();
    }
  });
});
