import { createLogger } from '@lexicon/service-kit';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { type ClientRateLimiter, createRateLimiter, createRateLimitRedis } from '../../src/rate-limit';
import { ADMIT_ALONE_COMMAND, ADMIT_COMMAND } from '../../src/rate-limit/admission-script';
import { inspector, limitedApp, listen, type Listening, ready, REDIS_URL, storedBudget, uniquePrefix, until, watchCommands } from './rate-limit-test-kit';

const logger = createLogger('gateway', 'silent');

describe('two gateway replicas sharing one Redis', () => {
  const clients: Redis[] = [];
  const limiters: ClientRateLimiter[] = [];
  const servers: Listening[] = [];
  let checker: Redis;
  let keyPrefix: string;

  beforeAll(async () => {
    checker = await inspector(REDIS_URL);
  });
  beforeEach(async () => {
    keyPrefix = uniquePrefix('replicas');
    // Each replica has its own connection, as separate processes would.
    for (let replica = 0; replica < 2; replica += 1) {
      const redis = createRateLimitRedis(REDIS_URL);
      await ready(redis);
      const limiter = createRateLimiter({ points: 120, windowSeconds: 60, redis, keyPrefix, logger });
      clients.push(redis);
      limiters.push(limiter);
      servers.push(await listen(limitedApp(limiter)));
    }
  });
  afterEach(async () => {
    const keys = await checker.keys(`${keyPrefix}:*`);
    if (keys.length > 0) await checker.del(...keys);
    for (const server of servers.splice(0)) await server.close();
    for (const limiter of limiters.splice(0)) await limiter.close();
    for (const redis of clients.splice(0)) await redis.quit();
  });
  afterAll(async () => {
    await checker.quit();
  });

  it('admits exactly 120 requests from one client in one window, under 300 concurrent requests split over both', async () => {
    const paths = ['/api/v1/languages', '/v1/models', '/mcp'];
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => {
        const { url } = servers[i % 2]!;
        const path = paths[i % paths.length]!;
        return path === '/mcp' ? request(url).post(path) : request(url).get(path);
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(180);
    // Remaining counts down through every value exactly once: no two replicas handed out the same slot.
    const remaining = responses
      .filter((response) => response.status === 200)
      .map((response) => Number(response.headers['x-ratelimit-remaining']))
      .sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 120 }, (_, i) => i));
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(response.body.error.code).toBe('rate_limited');
    }
    // Every admitted request was counted in Redis (none fell back to a replica's memory), and a refusal spends nothing.
    expect((await storedBudget(checker, keyPrefix, '127.0.0.1'))?.spent).toBe(120);
    expect(limiters.map((limiter) => limiter.status())).toEqual([
      { store: 'redis', redis: 'connected', usingInsurance: false },
      { store: 'redis', redis: 'connected', usingInsurance: false },
    ]);
  });

  it('shows one replica the requests the other admitted', async () => {
    const [first, second] = servers as [Listening, Listening];
    await request(first.url).get('/api/v1/languages').expect(200);
    await request(first.url).get('/api/v1/languages').expect(200);
    const response = await request(second.url).get('/api/v1/languages').expect(200);
    expect(response.headers['x-ratelimit-remaining']).toBe('117');
    const ttl = (await storedBudget(checker, keyPrefix, '127.0.0.1'))?.pttl ?? -1;
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('refuses a client whose budget is spent from memory, without asking Redis again until its window ends', async () => {
    const [first, second] = servers as [Listening, Listening];
    for (let i = 0; i < 120; i += 1) await request(first.url).get('/api/v1/languages').expect(200);
    await request(first.url).get('/api/v1/languages').expect(429);
    const watched = await watchCommands(REDIS_URL, keyPrefix);
    let seenByRefusalsFromMemory: unknown[];
    try {
      for (let i = 0; i < 4; i += 1) await request(first.url).get('/api/v1/languages').expect(429);
      seenByRefusalsFromMemory = [...watched.seen];
      // The other replica has not refused this client yet, so it asks: the watch does see what reaches Redis.
      await request(second.url).get('/api/v1/languages').expect(429);
      await until(() => watched.seen.length >= 3);
    } finally {
      await watched.stop();
    }
    expect(seenByRefusalsFromMemory).toEqual([]);
    expect(watched.seen.map(({ command }) => command)).toEqual(['eval', 'get', 'set']);
    expect((await storedBudget(checker, keyPrefix, '127.0.0.1'))?.spent).toBe(120);
  });

  it('loses nothing on a clean shutdown: charges and slots given back just before close reach Redis', async () => {
    const redis = clients[0] as Redis;
    const closing = createRateLimiter({ points: 120, windowSeconds: 60, maxInFlight: 4, leaseMs: 10_000, redis, keyPrefix, logger });
    const { slot } = await closing.admit('192.0.2.77');
    expect((await storedBudget(checker, keyPrefix, '192.0.2.77'))?.held).toBe(1);
    // Both wait for the client's next request or the flush timer; close sends them at once.
    closing.charge('192.0.2.77', 5);
    slot?.release();
    await closing.close();
    expect(await storedBudget(checker, keyPrefix, '192.0.2.77')).toMatchObject({ spent: 6, held: 0 });
  });

  it("on a clean shutdown also sends the request that waited for its client's call in flight", async () => {
    const closing = createRateLimiter({ points: 120, windowSeconds: 60, redis: clients[0] as Redis, keyPrefix, logger });
    const first = closing.admit('192.0.2.78');
    // The first call leaves at the end of this turn; the second request waits for its answer.
    await new Promise((resolve) => setImmediate(resolve));
    const second = closing.admit('192.0.2.78');
    await closing.close();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect((await storedBudget(checker, keyPrefix, '192.0.2.78'))?.spent).toBe(2);
  });

  it('sends a call made alone in its turn outside the auto-pipeline, and the calls of several clients in one turn through one', async () => {
    const redis = clients[0] as unknown as Record<typeof ADMIT_COMMAND | typeof ADMIT_ALONE_COMMAND, () => Promise<unknown>>;
    const alone = jest.spyOn(redis, ADMIT_ALONE_COMMAND);
    const together = jest.spyOn(redis, ADMIT_COMMAND);
    // ioredis's pipeline calls the client's command function again, on itself: the calls' contexts tell the two apart.
    const pipelinesOf = (spy: jest.SpyInstance): unknown[] => spy.mock.contexts.filter((context) => context !== redis);
    const limiter = limiters[0] as ClientRateLimiter;
    // Two requests of one client in one turn: one call, on the client itself.
    await Promise.all([limiter.admit('192.0.2.80'), limiter.admit('192.0.2.80')]);
    expect(alone.mock.contexts).toEqual([redis]);
    expect(together).not.toHaveBeenCalled();
    // Two clients in one turn: two calls, both in the same pipeline.
    await Promise.all([limiter.admit('192.0.2.81'), limiter.admit('192.0.2.82')]);
    expect(alone).toHaveBeenCalledTimes(1);
    const pipelines = pipelinesOf(together);
    expect(pipelines).toHaveLength(2);
    expect(pipelines[0]).toBe(pipelines[1]);
    expect(pipelines[0]).toMatchObject({ isPipeline: true });
    // Both ways reached Redis.
    for (const [client, spent] of [['192.0.2.80', 2], ['192.0.2.81', 1], ['192.0.2.82', 1]] as const) {
      expect((await storedBudget(checker, keyPrefix, client))?.spent).toBe(spent);
    }
  });
});
