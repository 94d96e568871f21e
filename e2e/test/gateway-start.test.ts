import { type ChildProcess, type ChildProcessByStdio, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { freePort } from '@lexicon/service-kit';
import { nodeArgumentsFor } from '@lexicon/local-system';

/**
 * The gateway as the launcher starts it (or with `args` instead of its usual Node arguments), on a
 * free port and a free metrics port, its services at an address nothing answers, limits in memory.
 */
async function startGateway(options: { args?: string[]; env?: Record<string, string> } = {}): Promise<{ child: ChildProcessByStdio<null, Readable, Readable>; port: number; stderr: () => string }> {
  const [port, nowhere] = await Promise.all([freePort(), freePort()]);
  const upstream = `http://127.0.0.1:${nowhere}`;
  const child = spawn(process.execPath, options.args ?? nodeArgumentsFor('gateway'), {
    env: {
      ...process.env,
      GATEWAY_PORT: String(port),
      // A free metrics port: the one beside GATEWAY_PORT may be anybody's.
      GATEWAY_METRICS_PORT: '0',
      GATEWAY_HOST: '127.0.0.1',
      SEARCH_SERVICE_URL: upstream,
      WORD_SERVICE_URL: upstream,
      STATS_SERVICE_URL: upstream,
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.stdout.resume();
  return { child, port, stderr: () => stderr };
}

async function stopGateway(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  await once(child, 'exit');
}


describe('the gateway process, started as the launcher starts it', () => {
  it('prints no deprecation warning, at start or when it proxies', async () => {
    const { child, port, stderr } = await startGateway();
    try {
      const deadline = Date.now() + 20_000;
      let status = 0;
      while (status === 0 && Date.now() < deadline) {
        // A proxied path: the proxy library runs (and would warn); the service is away, so 503.
        status = await fetch(`http://127.0.0.1:${port}/api/v1/languages`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stderr()).not.toContain('DeprecationWarning');
    } finally {
      await stopGateway(child);
    }
  }, 30_000);

  it("spends url.parse's deprecation warning at start, so that Node stops checking each call for whether to warn", async () => {
    // Started without the flag that silences it, the warning shows that the gateway itself called
    // url.parse once: after that, Node no longer captures a stack at every call the proxy library makes
    // (gateway/src/routing/legacy-url-parse.ts).
    const args = nodeArgumentsFor('gateway').filter((argument) => argument !== '--disable-warning=DEP0169');
    expect(args).toHaveLength(nodeArgumentsFor('gateway').length - 1);
    const { child, stderr } = await startGateway({ args });
    try {
      const deadline = Date.now() + 20_000;
      while (!stderr().includes('DEP0169') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stderr().match(/\[DEP0169\] DeprecationWarning/g)).toHaveLength(1);
    } finally {
      await stopGateway(child);
    }
  }, 30_000);

  it('states in its OpenAPI document the rate limit it is configured with, as its headers do', async () => {
    const { child, port } = await startGateway({ env: { RATE_LIMIT_POINTS: '37', RATE_LIMIT_WINDOW_SECONDS: '11', CLIENT_MAX_IN_FLIGHT: '3' } });
    try {
      const deadline = Date.now() + 20_000;
      let response: Response | undefined;
      while (response === undefined && Date.now() < deadline) {
        response = await fetch(`http://127.0.0.1:${port}/api/v1/openapi.json`).catch(() => undefined);
        if (response === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(response?.status).toBe(200);
      expect([response?.headers.get('x-ratelimit-limit'), response?.headers.get('x-ratelimit-window')]).toEqual(['37', '11']);
      const document = (await response?.json()) as { info: { description: string }; components: { headers: Record<string, { description: string }> } };
      expect(document.info.description).toContain('a rate limit of 37 points per 11 seconds');
      expect(document.info.description).toContain('Each client address may have 3 requests in flight at once');
      expect(document.components.headers['X-RateLimit-Limit']?.description).toBe('Requests allowed per client address in one window: 37.');
    } finally {
      await stopGateway(child);
    }
  }, 30_000);

  it('says in one line why it cannot start, and exits 1: its port taken, or its metrics port', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const takenPort = (taken.address() as { port: number }).port;
    try {
      const cases = [
        { env: { GATEWAY_PORT: String(takenPort), GATEWAY_METRICS_PORT: '0' }, line: `gateway: cannot listen for requests on 127.0.0.1:${takenPort}: the address is in use (EADDRINUSE)` },
        { env: { GATEWAY_PORT: String(await freePort()), GATEWAY_METRICS_PORT: String(takenPort) }, line: `gateway: cannot listen for metrics on 127.0.0.1:${takenPort}: the address is in use (EADDRINUSE)` },
      ];
      for (const { env, line } of cases) {
        const child = spawn(process.execPath, nodeArgumentsFor('gateway'), {
          env: { ...process.env, ...env, GATEWAY_HOST: '127.0.0.1', REDIS_URL: '', LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
        const [code] = (await once(child, 'close')) as [number | null];
        expect({ code, stderr }).toEqual({ code: 1, stderr: `${line}\n` });
      }
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 30_000);
});
