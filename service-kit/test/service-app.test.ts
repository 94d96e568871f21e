import { once } from 'node:events';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, healthBody } from '@lexicon/shared';
import { type CompletionLines, createLogger, createServiceApp, createServiceClient, SLOW_REQUEST_MS, startHttpServer } from '@lexicon/service-kit';
import { rawRequest } from './raw-http';
import express from 'express';
import request from 'supertest';

const logger = createLogger('test', 'silent');

function appWith(ready: boolean): express.Express {
  return createServiceApp({
    service: 'test-service',
    logger,
    readiness: { ready: () => ready, describe: () => ({ languages_loaded: ready ? 12 : 0 }) },
    routes: (app) => {
      app.use(express.json({ limit: 65_536 }));
      app.get('/app-error', () => {
        throw new AppError('invalid_language', 'Unsupported language "xx".', { parameter: 'lang', value: 'xx' });
      });
      app.get('/crash', () => {
        throw new Error('secret internals at /srv/app.js:12');
      });
      app.get('/things/:id', (req, res) => {
        res.json({ id: req.params.id });
      });
      app.post('/echo', (req, res) => {
        res.json(req.body);
      });
    },
  });
}

describe('the service frame', () => {
  it('answers /healthz with the health body, time to the second in UTC', async () => {
    const response = await request(appWith(true)).get('/healthz').expect(200);
    expect(response.body).toEqual({ status: 'ok', service: 'test-service', api_version: 'v1', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) });
    expect(healthBody('x', new Date('2026-03-12T12:34:56.789Z')).time).toBe('2026-03-12T12:34:56Z');
  });

  it('answers /readyz 503 in the envelope until ready, then 200 with what it loaded', async () => {
    const notReady = await request(appWith(false)).get('/readyz').expect(503);
    expect(notReady.body.error).toMatchObject({ code: 'service_unavailable', details: { languages_loaded: 0 } });
    const ready = await request(appWith(true)).get('/readyz').expect(200);
    expect(ready.body).toMatchObject({ status: 'ready', languages_loaded: 12 });
  });

  it('answers an unknown path with 404 not_found in the envelope', async () => {
    const response = await request(appWith(true)).get('/nowhere').expect(404);
    expect(response.body.error).toMatchObject({ code: 'not_found', details: { path: '/nowhere' } });
  });

  it('turns an AppError into its status and envelope', async () => {
    const response = await request(appWith(true)).get('/app-error').expect(400);
    expect(response.body).toEqual({ error: { code: 'invalid_language', message: 'Unsupported language "xx".', details: { parameter: 'lang', value: 'xx' } } });
  });

  it('answers an unexpected failure with 500 internal_error and no internals', async () => {
    const response = await request(appWith(true)).get('/crash').expect(500);
    expect(response.body.error.code).toBe('internal_error');
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });

  it('answers an HTTP/1.1 request without Host with 400 invalid_request in the envelope', async () => {
    const running = await startHttpServer(appWith(true), { host: '127.0.0.1', port: 0, logger, shutdownGraceMs: 100 });
    try {
      const answer = await rawRequest(running.port, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).error).toMatchObject({ code: 'invalid_request', details: { header: 'Host' } });
    } finally {
      await running.stop();
    }
  });

  it('answers a path parameter whose percent escape is not UTF-8 with 400 invalid_parameter, not 500', async () => {
    const app = appWith(true);
    expect((await request(app).get('/things/%C3%A9').expect(200)).body).toEqual({ id: 'é' });
    const response = await request(app).get('/things/%C3').expect(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_parameter', details: { path: '/things/%C3' } });
  });

  it('repeats at most 200 characters of a huge path in a 404', async () => {
    const response = await request(appWith(true)).get(`/${'a'.repeat(5_000)}`).expect(404);
    expect(response.body.error.details.path).toHaveLength(201);
    expect(response.text.length).toBeLessThan(1_000);
  });

  it('answers malformed JSON with 400 invalid_json and an oversized body with 413 request_too_large', async () => {
    const app = appWith(true);
    const malformed = await request(app).post('/echo').set('Content-Type', 'application/json').send('{"a":').expect(400);
    expect(malformed.body.error.code).toBe('invalid_json');
    const large = await request(app).post('/echo').set('Content-Type', 'application/json').send(JSON.stringify({ a: 'x'.repeat(70_000) })).expect(413);
    expect(large.body.error.code).toBe('request_too_large');
  });

  it('returns the caller X-Request-Id, or a generated one, and ignores unsafe ids', async () => {
    const app = appWith(true);
    const given = await request(app).get('/healthz').set('X-Request-Id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await request(app).get('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const unsafe of ['has spaces', 'x'.repeat(129), '<script>']) {
      const response = await request(app).get('/healthz').set('X-Request-Id', unsafe);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the service client', () => {
  it('passes the current request id on to the next service over real HTTP', async () => {
    const upstream = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ seen: req.headers['x-request-id'] ?? null, connection: req.headers.connection }));
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const client = createServiceClient({ baseURL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, timeoutMs: 2_000 });
    const app = createServiceApp({
      service: 'caller',
      logger,
      readiness: { ready: () => true, describe: () => ({}) },
      routes: (router) =>
        router.get('/call', async (_req, res) => {
          const answer = await client.get('/');
          res.json(answer.data);
        }),
    });
    try {
      const response = await request(app).get('/call').set('X-Request-Id', 'trace-42').expect(200);
      expect(response.body).toEqual({ seen: 'trace-42', connection: 'keep-alive' });
    } finally {
      upstream.close();
    }
  });

  it('fails with a timeout rather than waiting forever on a silent service', async () => {
    const silent = createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const client = createServiceClient({ baseURL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, timeoutMs: 200 });
    try {
      await expect(client.get('/')).rejects.toMatchObject({ code: 'ECONNABORTED' });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('request logs', () => {
  it('name the request id on every line logged for the request', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const captured = pino({ level: 'info' }, sink);
    const app = createServiceApp({
      service: 'logged',
      logger: captured,
      readiness: { ready: () => true, describe: () => ({}) },
      routes: (router) =>
        router.get('/work', (req, res) => {
          req.log.info('working on it');
          res.json({ done: true });
        }),
    });
    await request(app).get('/work').set('X-Request-Id', 'log-trace-7').expect(200);
    const forRequest = lines.filter((line) => line.msg === 'working on it' || line.msg === 'request completed');
    expect(forRequest).toHaveLength(2);
    for (const line of forRequest) expect(line.requestId).toBe('log-trace-7');
  });

  /** A service app whose lines, from debug up, are collected; `/wait/:ms` answers after that long, `/crash` with a 500. */
  function capturedApp(completionLines: CompletionLines): { app: express.Express; lines: Array<Record<string, unknown>> } {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = createServiceApp({
      service: 'logged',
      logger: pino({ level: 'debug' }, sink),
      readiness: { ready: () => true, describe: () => ({}) },
      completionLines,
      routes: (router) => {
        router.get('/wait/:ms', (req, res) => {
          setTimeout(() => res.json({ done: true }), Number(req.params.ms));
        });
        router.get('/crash', () => {
          throw new Error('broken');
        });
      },
    });
    return { app, lines };
  }
  const completion = (lines: Array<Record<string, unknown>>): Array<{ level: unknown; msg: unknown }> =>
    lines.filter((line) => line.msg === 'request completed' || line.msg === 'request errored').map(({ level, msg }) => ({ level, msg }));

  it('a service behind the gateway (slow lines): a quick request at debug, a slow one at info, a 5xx at error', async () => {
    const { app, lines } = capturedApp('slow');
    await request(app).get('/wait/0').expect(200);
    await request(app).get(`/wait/${SLOW_REQUEST_MS + 50}`).expect(200);
    await request(app).get('/crash').expect(500);
    expect(completion(lines)).toEqual([
      { level: 20, msg: 'request completed' },
      { level: 30, msg: 'request completed' },
      { level: 50, msg: 'request errored' },
    ]);
  });

  it('the gateway (every line): each request at info, a 5xx at error', async () => {
    const { app, lines } = capturedApp('every');
    await request(app).get('/wait/0').expect(200);
    await request(app).get('/crash').expect(500);
    expect(completion(lines)).toEqual([
      { level: 30, msg: 'request completed' },
      { level: 50, msg: 'request errored' },
    ]);
  });
});
