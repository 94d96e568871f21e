import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../src/app';
import { createRateLimiter, rateLimit } from '../src/rate-limit';
import { type ReplicaPools, startReplicaPools, stopReplicaPools } from '../src/routing/replicas';
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

  const started: ReplicaPools[] = [];
  beforeAll(async () => {
    ({ server: ready, url: readyUrl } = await listen(createServer((_req, res) => res.end('{"status":"ready"}'))));
    ({ server: starting, url: startingUrl } = await listen(createServer((_req, res) => res.writeHead(503).end('{}'))));
  });
  afterAll(() => {
    for (const pools of started) stopReplicaPools(pools);
    ready.close();
    starting.close();
  });

  const gatewayWith = (urls: { search: string; word: string; stats: string }) => {
    const limiter = createRateLimiter({ points: 100, windowSeconds: 60, keyPrefix: 'readyz', logger: silentLogger });
    const pools = startReplicaPools(urls);
    started.push(pools);
    return createApp({
      logger: silentLogger,
      upstreams: urls,
      upstreamTimeoutMs: 1_000,
      readiness: gatewayReadiness(pools, () => limiter.status()),
      pools,
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

  it('reports each replica of a service that has several, and is ready while one of each service is', async () => {
    const dead = await refusingUrl();
    const both = await request(gatewayWith({ search: `${readyUrl},${startingUrl}`, word: readyUrl, stats: readyUrl })).get('/api/v1/readyz').expect(200);
    expect(both.body.services).toEqual({ search: ['ready', 'not_ready'], word: 'ready', stats: 'ready' });
    const oneDown = await request(gatewayWith({ search: `${readyUrl}, ${dead}`, word: readyUrl, stats: readyUrl })).get('/api/v1/readyz').expect(200);
    expect(oneDown.body.services).toEqual({ search: ['ready', 'unreachable'], word: 'ready', stats: 'ready' });
    const noneReady = await request(gatewayWith({ search: `${startingUrl}, ${dead}`, word: readyUrl, stats: readyUrl })).get('/api/v1/readyz').expect(503);
    expect(noneReady.body.error.details.services).toEqual({ search: ['not_ready', 'unreachable'], word: 'ready', stats: 'ready' });
  });
});

describe('a service with several replicas', () => {
  it('gets requests on every surface in turn, each replica an equal share', async () => {
    const hits = [0, 0];
    const replicas = await Promise.all(
      hits.map((_, index) =>
        listen(
          createServer((req, res) => {
            // The gateway's readiness probes are not requests of the clients'.
            if (req.url !== '/readyz') hits[index] = (hits[index] ?? 0) + 1;
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify({ replica: index }));
          }),
        ),
      ),
    );
    try {
      const refused = await refusingUrl();
      const app = gatewayApp({ upstreams: { search: replicas.map((one) => one.url).join(','), word: refused, stats: refused } });
      const answers: unknown[] = [];
      for (let i = 0; i < 4; i += 1) answers.push((await request(app).get('/api/v1/search/pattern?lang=en&pattern=c?t').expect(200)).body);
      expect(answers).toEqual([{ replica: 0 }, { replica: 1 }, { replica: 0 }, { replica: 1 }]);
      await request(app).post('/mcp').send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_languages' } }).expect(200);
      await request(app).post('/mcp').send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list_languages' } }).expect(200);
      expect(hits).toEqual([3, 3]);
    } finally {
      for (const replica of replicas) replica.server.close();
    }
  });
});
