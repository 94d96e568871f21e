import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import express from 'express';
import { gatewayApp, listen, refusingUrl } from './gateway-fixture';

/** Sends one raw HTTP/1.1 request and returns the status line of the answer. */
async function rawStatusLine(url: string, requestTarget: string): Promise<string> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  socket.write(`GET ${requestTarget} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  await once(socket, 'end');
  return answer.slice(0, answer.indexOf('\r\n'));
}

/** The gateway sends a service the request's path and query exactly as the client wrote them. */
describe('the request target the gateway forwards', () => {
  let upstream: { server: Server; url: string };
  let gateway: { server: Server; url: string };
  const seen: string[] = [];

  beforeAll(async () => {
    const service = express();
    service.get('/api/v1/search/pattern', (req, res) => {
      seen.push(req.url);
      res.json({ ok: true });
    });
    upstream = await listen(service);
    const refused = await refusingUrl();
    gateway = await listen(gatewayApp({ upstreams: { search: upstream.url, word: refused, stats: refused } }));
  });
  afterAll(() => {
    upstream.server.close();
    gateway.server.close();
  });

  it.each([
    ['a plain query', '/api/v1/search/pattern?lang=en&pattern=c?t&limit=20'],
    ['percent-encoded letters and wildcards', '/api/v1/search/pattern?lang=pl&pattern=%C5%BC%3F%3F&contains=%C3%B3'],
    ['a repeated parameter and an empty one', '/api/v1/search/pattern?lang=en&lang=de&pattern='],
  ])('is the path and query as sent, for %s', async (_name, target) => {
    expect(await rawStatusLine(gateway.url, target)).toBe('HTTP/1.1 200 OK');
    expect(seen.at(-1)).toBe(target);
  });

  it('is the path and query alone for a request in absolute form', async () => {
    const target = '/api/v1/search/pattern?lang=en&pattern=c?t';
    expect(await rawStatusLine(gateway.url, `http://lexicon.example${target}`)).toBe('HTTP/1.1 200 OK');
    expect(seen.at(-1)).toBe(target);
  });
});
