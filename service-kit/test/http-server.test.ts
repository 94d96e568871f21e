import { createLogger, type RunningServer, startHttpServer } from '@lexicon/service-kit';
import { errorEnvelopeSchema } from '@lexicon/shared';
import { type RawAnswer, rawRequest } from './raw-http';
import type { IncomingMessage, ServerResponse } from 'node:http';

const logger = createLogger('test', 'silent');

describe('the HTTP server lifecycle', () => {
  it('on stop, refuses new connections but lets an in-flight request finish', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running = await startHttpServer(
      (_req, res) => {
        void slow.then(() => res.end('done'));
      },
      { host: '127.0.0.1', port: 0, logger, shutdownGraceMs: 5_000 },
    );
    const inFlight = fetch(running.url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = running.stop();
    await expect(fetch(running.url, { signal: AbortSignal.timeout(1_000) })).rejects.toThrow();
    release();
    await expect(inFlight).resolves.toBe('done');
    await stopped;
  });

  it('closes connections that outlive the grace period', async () => {
    const running = await startHttpServer(() => undefined, { host: '127.0.0.1', port: 0, logger, shutdownGraceMs: 200 });
    const hanging = fetch(running.url).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await running.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(String(await hanging)).toMatch(/fetch failed|terminated|socket/i);
  });
});

describe('requests Node refuses before the app sees them', () => {
  let running: RunningServer;
  beforeAll(async () => {
    // Reads the whole body before answering, as a JSON endpoint does.
    const readsBody = (req: IncomingMessage, res: ServerResponse): void => {
      req.resume();
      req.on('end', () => res.end('{}'));
    };
    running = await startHttpServer(readsBody, { host: '127.0.0.1', port: 0, logger, shutdownGraceMs: 100, headersTimeoutMs: 400, requestTimeoutMs: 800 });
  });
  afterAll(() => running.stop());

  /** The envelope with CORS and Connection: close, whatever the fault. */
  const expectEnvelope = (answer: RawAnswer, status: number, code: string): void => {
    expect(answer.status).toBe(status);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(errorEnvelopeSchema.parse(JSON.parse(answer.body)).error.code).toBe(code);
  };

  it('answers a query string of 100 KB with 431 headers_too_large in the envelope', async () => {
    expectEnvelope(await rawRequest(running.port, `GET /?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`), 431, 'headers_too_large');
  });

  it('answers CONNECT (no Lexicon process is a proxy) with 405 method_not_allowed in the envelope', async () => {
    expectEnvelope(await rawRequest(running.port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'), 405, 'method_not_allowed');
  });

  it('answers an unknown method token with 400 invalid_request in the envelope', async () => {
    expectEnvelope(await rawRequest(running.port, 'BREW / HTTP/1.1\r\nHost: x\r\n\r\n'), 400, 'invalid_request');
  });

  it('answers a NUL in the request target with 400 invalid_request in the envelope', async () => {
    expectEnvelope(await rawRequest(running.port, 'GET /?a=\0 HTTP/1.1\r\nHost: x\r\n\r\n'), 400, 'invalid_request');
  });

  it('answers headers that never end with 408 request_timeout in the envelope, on time', async () => {
    const answer = await rawRequest(running.port, 'GET / HTTP/1.1\r\nHost: x\r\n');
    expectEnvelope(answer, 408, 'request_timeout');
    expect(answer.elapsedMs).toBeLessThan(400 + 1_000);
  });

  it('answers a body that stops halfway with 408 request_timeout in the envelope, on time', async () => {
    const answer = await rawRequest(running.port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{"a"');
    expectEnvelope(answer, 408, 'request_timeout');
    expect(answer.elapsedMs).toBeLessThan(800 + 1_000);
  });
});

describe('raw UTF-8 in a request target, as curl sends it', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await startHttpServer((req, res) => res.end(JSON.stringify({ url: req.url, address: req.socket.remoteAddress })), {
      host: '127.0.0.1',
      port: 0,
      logger,
      shutdownGraceMs: 100,
    });
  });
  afterAll(() => running.stop());

  const requestLine = (target: Buffer): Buffer => Buffer.concat([Buffer.from('GET '), target, Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')]);

  it('is read as the percent-encoded target a browser would send', async () => {
    const answer = await rawRequest(running.port, requestLine(Buffer.from('/search?pattern=*ości&lang=pl', 'utf8')));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ url: '/search?pattern=*o%C5%9Bci&lang=pl', address: expect.stringContaining('127.0.0.1') });
  });

  it('keeps the connection for the next request', async () => {
    const first = Buffer.concat([Buffer.from('GET /ą HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8')]);
    const answer = await rawRequest(running.port, Buffer.concat([first, Buffer.from('GET /next HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')]));
    expect(answer.body).toContain('"url":"/%C4%85"');
    expect(answer.body).toContain('"url":"/next"');
  });

  it('is refused with 400 invalid_request when the bytes are not UTF-8', async () => {
    const answer = await rawRequest(running.port, requestLine(Buffer.from([0x2f, 0x3f, 0x61, 0x3d, 0xe9])));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('invalid_request');
  });
});

describe('the documented slow-client limits, as configured by default', () => {
  it('answers headers that never end with 408 between 10 and 11 s, as the README says', async () => {
    const running = await startHttpServer((_req, res) => res.end('{}'), { host: '127.0.0.1', port: 0, logger, shutdownGraceMs: 100 });
    try {
      const answer = await rawRequest(running.port, 'GET / HTTP/1.1\r\nHost: x\r\n', 40_000);
      expect(answer.status).toBe(408);
      expect(answer.elapsedMs).toBeGreaterThanOrEqual(10_000);
      expect(answer.elapsedMs).toBeLessThan(11_000);
    } finally {
      await running.stop();
    }
  }, 45_000);
});
