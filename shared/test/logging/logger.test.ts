import { createServer } from 'node:http';
import { once } from 'node:events';
import axios, { type AxiosError } from 'axios';
import { freePort } from '../../src/http/free-port';
import { serializeError } from '../../src/logging/logger';

describe('the log serializer of errors', () => {
  it('keeps what an HTTP client error says (message, code, address, status) and drops its request, agent and sockets', async () => {
    const refused = await axios.get(`http://127.0.0.1:${await freePort()}/x`).catch((error: unknown) => error as AxiosError);
    const line = serializeError(refused);
    expect(line).toMatchObject({ type: 'AxiosError', code: 'ECONNREFUSED', message: expect.stringContaining('ECONNREFUSED') });
    expect(Object.keys(line)).not.toEqual(expect.arrayContaining(['config']));
    expect(JSON.stringify(line).length).toBeLessThan(4_000);

    const server = createServer((_req, res) => res.writeHead(503).end('{}')).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    const failed = await axios.get(`http://127.0.0.1:${port}/x`).catch((error: unknown) => error as AxiosError);
    server.close();
    expect(serializeError(failed)).toMatchObject({ status: 503, code: 'ERR_BAD_RESPONSE' });
  });
});
