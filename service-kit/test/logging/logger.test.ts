import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { once } from 'node:events';
import axios, { type AxiosError } from 'axios';
import { freePort } from '../../src/http/free-port';
import { HeldLines, isoTime, serializeError } from '../../src/logging/logger';

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

  it('hands a turn’s lines on together at its end, in order, and at once on flush and flushSync', async () => {
    const handed: string[] = [];
    const calls: string[] = [];
    const holder = new HeldLines({
      write: (text: string) => handed.push(text),
      flush: (callback?: (error?: Error) => void) => {
        calls.push(`flush after ${handed.length}`);
        callback?.();
      },
      flushSync: () => calls.push(`flushSync after ${handed.length}`),
    });
    holder.write('a\n');
    holder.write('b\n');
    expect(handed).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(handed).toEqual(['a\nb\n']);
    holder.write('c\n');
    holder.flush();
    holder.write('d\n');
    holder.write('e\n');
    holder.flushSync();
    await new Promise((resolve) => setImmediate(resolve));
    expect(handed).toEqual(['a\nb\n', 'c\n', 'd\ne\n']);
    expect(calls).toEqual(['flush after 2', 'flushSync after 3']);
  });

  it('held for a time, hands on the lines of many turns together once it has passed, and at once on flushSync', async () => {
    const handed: string[] = [];
    const holder = new HeldLines({ write: (text: string) => handed.push(text), flush: () => undefined, flushSync: () => undefined }, 40);
    holder.write('a\n');
    await new Promise((resolve) => setImmediate(resolve));
    holder.write('b\n');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(handed).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(handed).toEqual(['a\nb\n']);
    holder.write('c\n');
    holder.flushSync();
    expect(handed).toEqual(['a\nb\n', 'c\n']);
    // The timer of the lines just written was cleared: nothing more arrives, and the next line waits its own time.
    holder.write('d\n');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(handed).toEqual(['a\nb\n', 'c\n']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(handed).toEqual(['a\nb\n', 'c\n', 'd\n']);
  });
});

describe('the time of log lines', () => {
  it('is pino’s ISO time field, for the current millisecond, across milliseconds', () => {
    const seen = new Set<string>();
    const until = Date.now() + 5_000;
    while (seen.size < 10 && Date.now() < until) {
      const before = Date.now();
      const field = isoTime();
      const after = Date.now();
      const at = Date.parse((JSON.parse(`{${field.slice(1)}}`) as { time: string }).time);
      expect(field).toBe(`,"time":"${new Date(at).toISOString()}"`);
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(after);
      seen.add(field);
    }
    expect(seen.size).toBe(10);
  });
});
