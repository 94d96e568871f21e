import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort, httpUsageSender } from '@lexicon/service-kit';
import { USAGE_EVENTS_PATH, type UsageBatch } from '@lexicon/shared';

const BATCH: UsageBatch = {
  source: 'search-service',
  dropped: 2,
  events: [{ language: 'pl', tool: 'pattern', surface: 'rest', query: 'żó?w', total: 3, duration_ms: 0.25, status: 200, at: 1_790_000_000_000 }],
};

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver that records each request and answers it as `answer` says (or never, when it returns false). */
async function receiver(answer: (res: ServerResponse) => boolean): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('the usage batch sender', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('posts the batch as JSON to the usage path, UTF-8 intact, and says delivered on a 2xx', async () => {
    const { server, url, received } = await receiver((res) => {
      res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"accepted":1}');
      return true;
    });
    servers.push(server);
    const send = httpUsageSender(`${url}/`, 2_000);
    await expect(send(BATCH)).resolves.toBe('delivered');
    await expect(send(BATCH)).resolves.toBe('delivered');
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({ method: 'POST', url: USAGE_EVENTS_PATH });
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.headers['x-request-id']).toBe('usage-search-service');
    expect(Number(received[0]?.headers['content-length'])).toBe(Buffer.byteLength(received[0]?.body ?? ''));
    expect(JSON.parse(received[0]?.body ?? '')).toEqual(BATCH);
  });

  it('says rejected on a 400 and throws on any other answer, so the emitter retries', async () => {
    let status = 400;
    const { server, url } = await receiver((res) => {
      res.writeHead(status).end();
      return true;
    });
    servers.push(server);
    const send = httpUsageSender(url, 2_000);
    await expect(send(BATCH)).resolves.toBe('rejected');
    status = 503;
    await expect(send(BATCH)).rejects.toThrow('stats-service answered 503');
  });

  it('throws when the receiver does not answer in time, or is not there', async () => {
    const { server, url } = await receiver(() => false);
    servers.push(server);
    const started = Date.now();
    await expect(httpUsageSender(url, 200)(BATCH)).rejects.toThrow('no answer within 200 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(httpUsageSender(`http://127.0.0.1:${await freePort()}`, 2_000)(BATCH)).rejects.toThrow(/ECONNREFUSED/);
  });
});
