import { execFile } from 'node:child_process';
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

describe('the process logger', () => {
  /** Runs `script` in a child process with `createLogger` in scope; its stdout, as lines. */
  async function linesOf(script: string): Promise<string[]> {
    const loggerModule = require.resolve('../../dist/logging/logger.js');
    const program = `const { createLogger } = require(${JSON.stringify(loggerModule)}); ${script}`;
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, ['-e', program], { maxBuffer: 64 * 1024 * 1024 }, (error, out) => (error === null ? resolve(out) : reject(error)));
    });
    return stdout.split('\n').filter((line) => line !== '');
  }

  it('writes every line whole and in order, those of many turns and those still held when the process exits at once', async () => {
    const lines = await linesOf(`
      const log = createLogger('test', 'info');
      let n = 0;
      const burst = (count) => { for (let i = 0; i < count; i += 1) log.info({ n: n++, text: 'żółw ' + 'x'.repeat(n % 300) }, 'line'); };
      burst(500);
      setImmediate(() => { burst(1); setTimeout(() => { burst(2000); process.exit(0); }, 5); });
    `);
    expect(lines).toHaveLength(2501);
    lines.forEach((line, index) => expect(JSON.parse(line)).toMatchObject({ service: 'test', level: 'info', msg: 'line', n: index, text: expect.stringMatching(/^żółw x*$/) }));
  });

  it('writes what logger.flush() is asked for before its callback', async () => {
    const lines = await linesOf(`
      const fs = require('node:fs');
      const log = createLogger('test', 'info');
      log.info('before flush');
      log.flush(() => { fs.writeSync(1, 'flushed\\n'); });
    `);
    expect(lines.map((line) => (line.startsWith('{') ? (JSON.parse(line) as { msg: string }).msg : line))).toEqual(['before flush', 'flushed']);
  });
});
