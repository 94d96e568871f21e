import { request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import { searchFixtureUpstream } from './search-upstream';
import { gatewayApp, listen } from './gateway-fixture';

/** The gateway in front of a real search service (fixture dictionaries) on loopback. */
describe('the gateway edge', () => {
  let upstream: { server: Server; url: string };
  let app: Express;

  beforeAll(async () => {
    upstream = await searchFixtureUpstream();
    app = gatewayApp({ upstreams: { search: upstream.url, word: upstream.url, stats: upstream.url } });
  });
  afterAll(() => upstream.server.close());

  describe('CORS', () => {
    it.each([
      ['a proxied success', 'get', '/api/v1/search/pattern?lang=en&pattern=c?t', 200],
      ['a service error', 'get', '/api/v1/search/pattern?lang=xx&pattern=cat', 400],
      ['an unknown path', 'get', '/api/v1/nowhere', 404],
      ['a wrong method', 'post', '/api/v1/languages', 405],
      ['the health probe', 'get', '/api/v1/healthz', 200],
    ] as const)('allows any origin on %s (%i)', async (_what, method, path, status) => {
      const response = await request(app)[method](path).set('Origin', 'https://game.example').expect(status);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-expose-headers']).toContain('X-RateLimit-Remaining');
      expect(response.headers['access-control-expose-headers']).toContain('Retry-After');
      expect(response.headers['access-control-expose-headers']).toContain('X-Request-Id');
    });

    it('answers a preflight with 204, the methods, the requested headers and a max-age, uncounted', async () => {
      const response = await request(app)
        .options('/api/v1/search/pattern')
        .set('Origin', 'https://game.example')
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'content-type, x-request-id')
        .expect(204);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
      expect(response.headers['access-control-allow-headers']).toBe('content-type, x-request-id');
      expect(Number(response.headers['access-control-max-age'])).toBeGreaterThan(0);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
      expect(response.text).toBe('');
    });
  });

  describe('methods', () => {
    it('answers HEAD as GET without a body', async () => {
      const response = await request(app).head('/api/v1/search/pattern?lang=en&pattern=c?t').expect(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.text ?? '').toBe('');
    });

    it.each(['PUT', 'DELETE', 'PATCH'])('refuses %s on a known path with 405 and the methods that path answers', async (method) => {
      const response = await request(app)[method.toLowerCase() as 'put' | 'delete' | 'patch']('/api/v1/languages').expect(405);
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(response.body.error).toMatchObject({ code: 'method_not_allowed', details: { method } });
    });

    it('refuses an unsupported method on an unknown path with 405 and the methods the gateway answers', async () => {
      const response = await request(app).put('/api/v1/nothing-here').expect(405);
      expect(response.headers.allow).toBe('GET, POST, OPTIONS, HEAD');
    });

    it('names in the 405 message exactly the methods its Allow header lists', async () => {
      for (const path of ['/api/v1/languages', '/mcp', '/api/v1/nothing-here']) {
        const response = await request(app).delete(path).expect(405);
        expect(response.body.error.message).toContain(`use ${response.headers.allow as string}.`);
        expect(response.body.error.details.allowed).toEqual((response.headers.allow as string).split(', '));
      }
    });

    it("answers a known path asked with the wrong method with 405 and that path's Allow", async () => {
      const response = await request(app).post('/api/v1/search/anagram').expect(405);
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(response.body.error).toMatchObject({ code: 'method_not_allowed', details: { path: '/api/v1/search/anagram' } });
    });

    it('answers an unknown path with 404 not_found, without asking a service', async () => {
      const response = await request(app).get('/api/v1/search/everything').expect(404);
      expect(response.body.error).toMatchObject({ code: 'not_found', details: { path: '/api/v1/search/everything' } });
      // /mcp and /v1/models are served now (GET /mcp is 405); paths beside them are still unknown.
      await request(app).get('/mcp/sessions').expect(404);
      await request(app).get('/v1/embeddings').expect(404);
    });
  });

  describe('bodies', () => {
    it('refuses a declared Content-Length over 65,536 bytes with 413 before reading it', async () => {
      const response = await request(app).post('/api/v1/search/pattern').set('Content-Type', 'application/json').send(JSON.stringify({ pad: 'x'.repeat(70_000) })).expect(413);
      expect(response.body.error).toMatchObject({ code: 'request_too_large', details: { limit_bytes: 65_536 } });
      expect(response.headers['access-control-allow-origin']).toBe('*');
    });

    it('refuses a chunked body the moment it grows past the limit, without waiting for its end', async () => {
      const gateway = await listen(app);
      try {
        const answer = await new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
          const req = httpRequest(`${gateway.url}/api/v1/search/pattern`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } });
          let sentBytes = 0;
          const chunk = Buffer.alloc(8_192, 'x');
          // Keeps streaming until the gateway answers: the answer must come while the body is still open.
          const pump = setInterval(() => {
            if (sentBytes < 4_000_000 && !req.destroyed) {
              req.write(chunk);
              sentBytes += chunk.length;
            }
          }, 2);
          req.on('response', (res) => {
            clearInterval(pump);
            let body = '';
            res.on('data', (data: Buffer) => (body += data.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBytes }));
          });
          req.on('error', (error) => {
            clearInterval(pump);
            reject(error);
          });
        });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body).error.code).toBe('request_too_large');
        expect(answer.sentBytes).toBeLessThan(4_000_000);
      } finally {
        gateway.server.closeAllConnections();
        gateway.server.close();
      }
    });

    it('answers a POST body that is not JSON with 415, and malformed JSON with 400 invalid_json', async () => {
      const text = await request(app).post('/api/v1/search/pattern').set('Content-Type', 'text/plain').send('hello').expect(415);
      expect(text.body.error.code).toBe('unsupported_media_type');
      const broken = await request(app).post('/api/v1/search/pattern').set('Content-Type', 'application/json').send('{"lang": ').expect(400);
      expect(broken.body.error.code).toBe('invalid_json');
    });
  });

  describe('headers and errors', () => {
    it('sends security headers on every answer', async () => {
      for (const path of ['/api/v1/languages', '/api/v1/nowhere']) {
        const response = await request(app).get(path);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['content-security-policy']).toContain("default-src 'none'");
        expect(response.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('passes the request id to the service and returns it; generates one when absent', async () => {
      const given = await request(app).get('/api/v1/languages').set('X-Request-Id', 'edge-42').expect(200);
      expect(given.headers['x-request-id']).toBe('edge-42');
      const generated = await request(app).get('/api/v1/languages').expect(200);
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('serves the OpenAPI document', async () => {
      const response = await request(app).get('/api/v1/openapi.json').expect(200);
      expect(response.body.openapi).toMatch(/^3\.0\./);
      expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/v1/search/pattern', '/api/v1/search/anagram', '/api/v1/languages', '/api/v1/healthz']));
    });
  });
});
