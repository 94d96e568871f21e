import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { loadGatewayConfig } from '../src/config';
import { gatewayApp, listen, refusingUrl as closedPortUrl } from './gateway-fixture';

describe('the gateway skeleton', () => {
  let upstream: Server;
  let upstreamUrl: string;
  const seen: Array<{ url?: string; requestId?: string }> = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push({ url: req.url, requestId: req.headers['x-request-id'] as string | undefined });
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ answeredBy: 'upstream', path: req.url }));
    });
    upstreamUrl = (await listen(upstream)).url;
  });
  afterAll(() => upstream.close());

  it('answers GET /api/v1/healthz with exactly the health body the README shows', async () => {
    const app = gatewayApp({ upstreams: { search: upstreamUrl, word: upstreamUrl, stats: upstreamUrl }, upstreamTimeoutMs: 2_000 });
    const response = await request(app).get('/api/v1/healthz').expect(200);
    expect(Object.keys(response.body)).toEqual(['status', 'service', 'api_version', 'time']);
    expect(response.body).toMatchObject({ status: 'ok', service: 'lexicon-api', api_version: 'v1' });
    expect(response.body.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    ['/api/v1/languages', 'search'],
    ['/api/v1/search/pattern?lang=en&pattern=c?t', 'search'],
    ['/api/v1/word/en/hello', 'word'],
    ['/api/v1/audio/en/hello', 'word'],
    ['/api/v1/stats/global', 'stats'],
  ] as const)('routes %s to the %s service, path unchanged, with the request id', async (path, service) => {
    const dead = await closedPortUrl();
    const upstreams = { search: dead, word: dead, stats: dead, [service]: upstreamUrl };
    const app = gatewayApp({ upstreams, upstreamTimeoutMs: 2_000 });
    const response = await request(app).get(path).set('X-Request-Id', `route-${service}`).expect(200);
    expect(response.body).toEqual({ answeredBy: 'upstream', path });
    expect(response.headers['x-request-id']).toBe(`route-${service}`);
    expect(seen.at(-1)).toEqual({ url: path, requestId: `route-${service}` });
  });

  it('answers 503 service_unavailable in the envelope when the service refuses connections', async () => {
    const dead = await closedPortUrl();
    const app = gatewayApp({ upstreams: { search: dead, word: dead, stats: dead }, upstreamTimeoutMs: 2_000 });
    const response = await request(app).get('/api/v1/search/pattern?lang=en&pattern=cat').expect(503);
    expect(response.body.error).toMatchObject({ code: 'service_unavailable', details: { service: 'search' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 504 upstream_timeout when the service does not answer in time', async () => {
    const silent = createServer(() => undefined);
    const silentUrl = (await listen(silent)).url;
    try {
      const app = gatewayApp({ upstreams: { search: silentUrl, word: silentUrl, stats: silentUrl }, upstreamTimeoutMs: 300 });
      const response = await request(app).get('/api/v1/word/en/hello').expect(504);
      expect(response.body.error.code).toBe('upstream_timeout');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('answers unknown paths with the 404 envelope', async () => {
    const app = gatewayApp({ upstreams: { search: upstreamUrl, word: upstreamUrl, stats: upstreamUrl }, upstreamTimeoutMs: 2_000 });
    const response = await request(app).get('/api/v2/anything').expect(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('reads upstream addresses from the environment and rejects bad ones', () => {
    expect(loadGatewayConfig({}).upstreams).toEqual({ search: 'http://127.0.0.1:8081', word: 'http://127.0.0.1:8082', stats: 'http://127.0.0.1:8083' });
    expect(() => loadGatewayConfig({ WORD_SERVICE_URL: 'nonsense' })).toThrow('WORD_SERVICE_URL');
    expect(loadGatewayConfig({ SEARCH_SERVICE_URL: 'http://10.0.0.5:8081, http://10.0.0.6:8081' }).upstreams.search).toBe('http://10.0.0.5:8081, http://10.0.0.6:8081');
    expect(() => loadGatewayConfig({ SEARCH_SERVICE_URL: 'http://10.0.0.5:8081,nonsense' })).toThrow('SEARCH_SERVICE_URL');
    expect(() => loadGatewayConfig({ SEARCH_SERVICE_URL: ' , ' })).toThrow('SEARCH_SERVICE_URL');
  });
});
