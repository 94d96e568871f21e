import type { ChildProcess } from 'node:child_process';
import { buildOpenApiDocument } from '@lexicon/shared';
import type { Server } from 'node:http';
import request from 'supertest';
import { createApp } from '../src/app';
import { createRateLimiter, createRateLimitRedis, rateLimit } from '../src/rate-limit';
import { silentLogger } from './gateway-fixture';
import { freePort, kill, startRedisServer, uniquePrefix, until } from './rate-limit/rate-limit-test-kit';
import { searchFixtureUpstream } from './search-upstream';

/**
 * The whole gateway with its limiter on a Redis of the test's own, which dies mid-run and comes back:
 * searches keep being answered, readiness says where counting happens, and counting returns to Redis.
 */
describe('the gateway while Redis goes away and comes back', () => {
  let redisProcess: ChildProcess;
  let port: number;
  let upstream: { server: Server; url: string };

  beforeAll(async () => {
    port = await freePort();
    redisProcess = await startRedisServer(port);
    upstream = await searchFixtureUpstream();
  });
  afterAll(async () => {
    await kill(redisProcess);
    upstream.server.close();
  });

  it('keeps serving from the in-memory limiter, reports it, and returns to Redis', async () => {
    const redis = createRateLimitRedis(`redis://127.0.0.1:${port}`);
    const limiter = createRateLimiter({ points: 50, windowSeconds: 60, redis, keyPrefix: uniquePrefix('outage'), logger: silentLogger });
    const app = createApp({
      logger: silentLogger,
      upstreams: { search: upstream.url, word: upstream.url, stats: upstream.url },
      upstreamTimeoutMs: 2_000,
      readiness: { ready: () => true, describe: () => ({ rate_limit: limiter.status() }) },
      rateLimit: rateLimit(limiter),
      openApiDocument: () => buildOpenApiDocument(),
    });
    const search = () => request(app).get('/api/v1/search/pattern?lang=en&pattern=c?t');
    try {
      await until(() => limiter.status().redis === 'connected');
      const before = await search().expect(200);
      expect(before.headers['x-ratelimit-remaining']).toBe('49');
      expect((await request(app).get('/api/v1/readyz').expect(200)).body.rate_limit).toEqual({ store: 'redis', redis: 'connected', usingInsurance: false });

      await kill(redisProcess);
      for (let i = 0; i < 5; i += 1) {
        const during = await search();
        expect(during.status).toBe(200);
        expect(during.headers['x-ratelimit-limit']).toBe('50');
      }
      const outage = await request(app).get('/api/v1/readyz').expect(200);
      expect(outage.body.rate_limit).toMatchObject({ store: 'redis', redis: 'unreachable', usingInsurance: true });

      redisProcess = await startRedisServer(port);
      await until(() => limiter.status().redis === 'connected');
      await search().expect(200);
      await until(async () => (await request(app).get('/api/v1/readyz')).body.rate_limit.usingInsurance === false);
      // Redis counts afresh after it returns: two counted requests since (the search and the last readyz).
      const after = await search().expect(200);
      expect(Number(after.headers['x-ratelimit-remaining'])).toBeGreaterThanOrEqual(45);
    } finally {
      await limiter.close();
      redis.disconnect();
    }
  }, 30_000);
});
