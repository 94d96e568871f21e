import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServiceClient } from '@lexicon/shared';
import request from 'supertest';
import { createApp } from '../src/app';
import { createRateLimiter, rateLimit } from '../src/rate-limit';
import { gatewayReadiness } from '../src/upstream-readiness';
import { gatewayApp, listen, refusingUrl, silentLogger } from './gateway-fixture';
import { buildOpenApiDocument } from '@lexicon/shared';

/** A TCP server that answers every connection with bytes that are not HTTP. */
async function garbageUpstream(): Promise<{ server: TcpServer; url: string }> {
  const server = createTcpServer((socket) => {
    socket.on('data', () => socket.end('this is not HTTP\r\n\r\n'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('when a service fails', () => {
  it('answers 503 service_unavailable when it refuses connections', async () => {
    const dead = await refusingUrl();
    const response = await request(gatewayApp({ upstreams: { search: dead, word: dead, stats: dead } })).get('/api/v1/languages').expect(503);
    expect(response.body.error).toMatchObject({ code: 'service_unavailable', details: { service: 'search' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 504 upstream_timeout within the configured timeout', async () => {
    const silent = await listen(() => undefined);
    try {
      const started = Date.now();
      const app = gatewayApp({ upstreams: { search: silent.url, word: silent.url, stats: silent.url }, upstreamTimeoutMs: 300 });
      const response = await request(app).get('/api/v1/word/en/hello').expect(504);
      expect(response.body.error.code).toBe('upstream_timeout');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.server.closeAllConnections();
      silent.server.close();
    }
  });

  it('answers 502 upstream_error when the answer is not HTTP, with no internals in the message', async () => {
    const garbage = await garbageUpstream();
    try {
      const app = gatewayApp({ upstreams: { search: garbage.url, word: garbage.url, stats: garbage.url } });
      const response = await request(app).get('/api/v1/stats/global').expect(502);
      expect(response.body.error).toMatchObject({ code: 'upstream_error', details: { service: 'stats' } });
      expect(JSON.stringify(response.body)).not.toMatch(/127\.0\.0\.1|HPE_|stack/);
    } finally {
      garbage.server.close();
    }
  });
});

describe('GET /api/v1/readyz', () => {
  let ready: Server;
  let starting: Server;
  let readyUrl: string;
  let startingUrl: string;

  beforeAll(async () => {
    ({ server: ready, url: readyUrl } = await listen(createServer((_req, res) => res.end('{"status":"ready"}'))));
    ({ server: starting, url: startingUrl } = await listen(createServer((_req, res) => res.writeHead(503).end('{}'))));
  });
  afterAll(() => {
    ready.close();
    starting.close();
  });

  const gatewayWith = (urls: { search: string; word: string; stats: string }) => {
    const limiter = createRateLimiter({ points: 100, windowSeconds: 60, keyPrefix: 'readyz', logger: silentLogger });
    const clients = {
      search: createServiceClient({ baseURL: urls.search, timeoutMs: 1_000 }),
      word: createServiceClient({ baseURL: urls.word, timeoutMs: 1_000 }),
      stats: createServiceClient({ baseURL: urls.stats, timeoutMs: 1_000 }),
    };
    return createApp({
      logger: silentLogger,
      upstreams: urls,
      upstreamTimeoutMs: 1_000,
      readiness: gatewayReadiness(clients, () => limiter.status()),
      rateLimit: rateLimit(limiter),
      openApiDocument: () => buildOpenApiDocument(),
    });
  };

  it('is 200 with each service and the rate-limit store when every service is ready', async () => {
    const response = await request(gatewayWith({ search: readyUrl, word: readyUrl, stats: readyUrl })).get('/api/v1/readyz').expect(200);
    expect(response.body).toEqual({
      status: 'ready',
      service: 'lexicon-api',
      services: { search: 'ready', word: 'ready', stats: 'ready' },
      rate_limit: { store: 'memory', usingInsurance: false },
    });
  });

  it('is 503 in the envelope naming the service that is down or not ready', async () => {
    const dead = await refusingUrl();
    const response = await request(gatewayWith({ search: readyUrl, word: dead, stats: startingUrl })).get('/api/v1/readyz').expect(503);
    expect(response.body.error).toMatchObject({
      code: 'service_unavailable',
      details: { services: { search: 'ready', word: 'unreachable', stats: 'not_ready' } },
    });
  });
});
