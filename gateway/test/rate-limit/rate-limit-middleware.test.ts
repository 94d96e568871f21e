import { createLogger } from '@lexicon/service-kit';
import express from 'express';
import type { Redis } from 'ioredis';
import request from 'supertest';
import {
  type ClientRateLimiter,
  createRateLimiter,
  createRateLimitRedis,
  rateLimit,
  type RateLimitMiddlewareOptions,
} from '../../src/rate-limit';
import { limitedApp, listen, type Listening, ready, REDIS_URL, uniquePrefix } from './rate-limit-test-kit';

const logger = createLogger('gateway', 'silent');
const POINTS = 5;
const WINDOW = 60;
const RATE_LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-window', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

describe.each(['memory', 'redis'] as const)('the rate-limit middleware, counting in %s', (store) => {
  let redis: Redis | undefined;
  const open: Array<{ limiter: ClientRateLimiter; server: Listening }> = [];

  beforeAll(async () => {
    if (store === 'redis') {
      redis = createRateLimitRedis(REDIS_URL);
      await ready(redis);
    }
  });
  afterEach(async () => {
    for (const { limiter, server } of open.splice(0)) {
      await limiter.close();
      await server.close();
    }
  });
  afterAll(async () => {
    await redis?.quit();
  });

  async function start(options?: RateLimitMiddlewareOptions): Promise<{ url: string; limiter: ClientRateLimiter }> {
    const limiter = createRateLimiter({ points: POINTS, windowSeconds: WINDOW, redis, keyPrefix: uniquePrefix('middleware'), logger });
    const server = await listen(limitedApp(limiter, options));
    open.push({ limiter, server });
    return { url: server.url, limiter };
  }

  it('gives every counted response the limit, window, remaining and reset, in whole seconds', async () => {
    const { url } = await start();
    const first = await request(url).get('/api/v1/search/pattern?lang=en&pattern=c?t').expect(200);
    expect(first.headers['x-ratelimit-limit']).toBe('5');
    expect(first.headers['x-ratelimit-window']).toBe('60');
    expect(first.headers['x-ratelimit-remaining']).toBe('4');
    const reset = Number(first.headers['x-ratelimit-reset']);
    expect(Number.isInteger(reset)).toBe(true);
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(WINDOW);
    const second = await request(url).get('/api/v1/word/en/hello').expect(200);
    expect(second.headers['x-ratelimit-remaining']).toBe('3');
    expect(Number(second.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(reset);
  });

  it.each([
    ['GET', '/api/v1/languages'],
    ['POST', '/v1/chat/completions'],
    ['GET', '/v1/models'],
    ['POST', '/mcp'],
  ] as const)('counts %s %s', async (method, path) => {
    const { url } = await start();
    const response = await request(url)[method === 'GET' ? 'get' : 'post'](path).expect(200);
    expect(response.headers['x-ratelimit-remaining']).toBe('4');
  });

  it.each([
    ['GET', '/api/v1/healthz'],
    ['OPTIONS', '/api/v1/search/pattern'],
    ['OPTIONS', '/mcp'],
    ['GET', '/healthz'],
    ['GET', '/readyz'],
    ['GET', '/somewhere/else'],
  ] as const)('neither counts nor labels %s %s', async (method, path) => {
    const { url } = await start();
    for (let i = 0; i < POINTS + 2; i += 1) {
      const response = await request(url)[method === 'GET' ? 'get' : 'options'](path).expect(200);
      for (const header of RATE_LIMIT_HEADERS) expect(response.headers[header]).toBeUndefined();
    }
    const counted = await request(url).get('/api/v1/languages').expect(200);
    expect(counted.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('answers 429 rate_limited in the envelope, with Retry-After in whole seconds, once the budget is spent', async () => {
    const { url } = await start();
    for (let i = POINTS - 1; i >= 0; i -= 1) {
      const allowed = await request(url).get('/api/v1/languages').expect(200);
      expect(allowed.headers['x-ratelimit-remaining']).toBe(String(i));
    }
    const limited = await request(url).post('/mcp').send({ jsonrpc: '2.0' }).expect(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW);
    expect(limited.body).toEqual({
      error: {
        code: 'rate_limited',
        message: expect.stringContaining('Too many requests'),
        details: { limit: POINTS, window_seconds: WINDOW, retry_after_seconds: retryAfter },
      },
    });
    expect(limited.body.error.message).toBe(
      `Too many requests: the limit is ${POINTS} per ${WINDOW} seconds per client. Retry after ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`,
    );
    expect(limited.headers['x-ratelimit-limit']).toBe('5');
    expect(limited.headers['x-ratelimit-window']).toBe('60');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['x-ratelimit-reset']).toBe(String(retryAfter));
    // The probe stays reachable for a limited client.
    await request(url).get('/api/v1/healthz').expect(200);
    await request(url).get('/v1/models').expect(429);
  });

  it('holds back the refusals of a client that keeps sending after its first few', async () => {
    const { url } = await start({ refusalPacing: { freeRefusals: 2, delayMs: 400, maxClients: 10 }, trustedProxies: ['127.0.0.1'] });
    const from = (client: string) => request(url).get('/api/v1/languages').set('X-Forwarded-For', client);
    for (let i = 0; i < POINTS; i += 1) await from('192.0.2.1').expect(200);
    const timed = async (client: string): Promise<number> => {
      const started = performance.now();
      await from(client).expect(429);
      return performance.now() - started;
    };
    await timed('192.0.2.1');
    await timed('192.0.2.1');
    // The third refusal in the window waits; the answer is the same 429.
    expect(await timed('192.0.2.1')).toBeGreaterThanOrEqual(390);
  });

  it('keeps one bucket per client behind a trusted proxy, and a client cannot escape its own by prepending addresses', async () => {
    const { url } = await start({ trustedProxies: ['127.0.0.1'] });
    for (let i = 0; i < POINTS; i += 1) {
      await request(url).get('/api/v1/languages').set('X-Forwarded-For', '203.0.113.7').expect(200);
    }
    await request(url).get('/api/v1/languages').set('X-Forwarded-For', '203.0.113.7').expect(429);
    await request(url).get('/api/v1/languages').set('X-Forwarded-For', '198.51.100.99, 203.0.113.7').expect(429);
    const other = await request(url).get('/api/v1/languages').set('X-Forwarded-For', '203.0.113.8').expect(200);
    expect(other.headers['x-ratelimit-remaining']).toBe('4');
    // Without the header, the proxy itself is the client: a bucket of its own, not anyone else's.
    const proxy = await request(url).get('/api/v1/languages').expect(200);
    expect(proxy.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('ignores X-Forwarded-For when the peer is not a trusted proxy', async () => {
    const { url } = await start({ trustedProxies: ['10.0.0.0/8'] });
    for (let i = 0; i < POINTS; i += 1) {
      await request(url).get('/api/v1/languages').set('X-Forwarded-For', `203.0.113.${i}`).expect(200);
    }
    await request(url).get('/api/v1/languages').set('X-Forwarded-For', '203.0.113.200').expect(429);
    await request(url).get('/api/v1/languages').expect(429);
  });

  it('ignores X-Forwarded-For when no proxy is configured (the default)', async () => {
    const { url } = await start();
    for (let i = 0; i < POINTS; i += 1) {
      await request(url).get('/v1/models').set('X-Forwarded-For', `198.51.100.${i}`).expect(200);
    }
    await request(url).get('/v1/models').set('X-Forwarded-For', '198.51.100.250').expect(429);
  });

  it('refuses, rather than pools, a request whose client address cannot be determined', async () => {
    const limiter = createRateLimiter({ points: POINTS, windowSeconds: WINDOW, redis, keyPrefix: uniquePrefix('anonymous'), logger });
    const app = express();
    // Stands in for a socket already torn down, whose remoteAddress Node reports as undefined.
    app.use((req, _res, next) => {
      Object.defineProperty(req.socket, 'remoteAddress', { value: undefined, configurable: true });
      next();
    });
    app.use(rateLimit(limiter));
    app.use((_req, res) => {
      res.json({ reached: true });
    });
    const server = await listen(app);
    open.push({ limiter, server });
    for (let i = 0; i < POINTS + 1; i += 1) {
      const refused = await request(server.url).get('/api/v1/languages').expect(400);
      expect(refused.body).toEqual({ error: { code: 'invalid_request', message: expect.any(String), details: {} } });
      for (const header of RATE_LIMIT_HEADERS) expect(refused.headers[header]).toBeUndefined();
    }
    // Uncounted paths do not need an address.
    await request(server.url).get('/api/v1/healthz').expect(200);
  });
});
