/**
 * `npm run bench:gateway`: load on loopback with autocannon, in one run, against
 *   1. a bare express hello-JSON server (the baseline),
 *   2. search-service directly, with a typical pattern query,
 *   3. the same query through the gateway, rate limits counted in Redis (limit raised for the run).
 * Prints requests/s, p50 and p99 latency for each, the ratios, and the targets; where /proc exists, also
 * the CPU time each of the benchmark's processes spent per request (Redis, not started here, is not among
 * them), the figure to compare between runs on a machine shared with other work.
 * Options (environment): BENCH_CONNECTIONS (50), BENCH_SECONDS (10), REDIS_URL.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { dataDirectory } from '@lexicon/dictionary-store';
import { startLocalSystem } from '../local-system/local-system';
import { canMeasureCpu, childProcesses, cpuDuring, type ProcessCpu } from './process-cpu';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUERY = '/api/v1/search/pattern?lang=en&pattern=c?t&limit=20';
const HELLO_PORT = 18_180;

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU microseconds per request by process, when measurable. */
  cpuPerRequest: Map<string, number>;
}

const write = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

async function load(name: string, url: string, processes: readonly ProcessCpu[]): Promise<Figures> {
  // A short warm-up first: JIT, keep-alive sockets, the search engine's first queries.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const { result, cpu } = await cpuDuring(processes, () => autocannon({ url, connections: CONNECTIONS, duration: SECONDS }));
  const requests = Math.max(1, result.requests.total);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPerRequest: new Map([...cpu].map(([process, microseconds]) => [process, microseconds / requests])),
  };
}

/** "gateway 140, search-service 70 … (total 260)": processes that spent at least 1 µs per request. */
function cpuLine(figure: Figures): string {
  const busy = [...figure.cpuPerRequest].filter(([, microseconds]) => microseconds >= 1).sort((a, b) => b[1] - a[1]);
  const total = busy.reduce((sum, [, microseconds]) => sum + microseconds, 0);
  return `${busy.map(([process, microseconds]) => `${process} ${microseconds.toFixed(0)}`).join(', ')} (total ${total.toFixed(0)})`;
}

async function main(): Promise<void> {
  write(`gateway benchmark: ${CONNECTIONS} connections, ${SECONDS} s per target, query ${QUERY}`);
  const hello = fork(path.join(__dirname, 'hello-server.js'), [String(HELLO_PORT)], { stdio: 'ignore' });
  await once(hello, 'message');
  const system = await startLocalSystem({
    ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
    env: {
      LEXICON_DATA_DIR: dataDirectory(process.env),
      LOG_LEVEL: 'warn',
      REDIS_URL,
      RATE_LIMIT_POINTS: '1000000000',
      // The bench's many connections come from one address; the gateway's own cost is measured, not the cap.
      CLIENT_MAX_IN_FLIGHT: '1000000',
      RATE_LIMIT_KEY_PREFIX: `bench:${randomUUID()}`,
    },
  });
  try {
    const readiness = (await (await fetch(`${system.gatewayUrl}/api/v1/readyz`)).json()) as { rate_limit?: { store: string } };
    write(`rate limits counted in: ${readiness.rate_limit?.store ?? 'unknown'} (${REDIS_URL})`);
    // The load generator runs in this process, so its share is measured too.
    const processes = canMeasureCpu() ? [...childProcesses(), { name: 'load generator', pid: process.pid }] : [];
    const figures = [
      await load('express hello-JSON (baseline)', `http://127.0.0.1:${HELLO_PORT}/hello`, processes),
      await load('search-service direct', `${system.urls['search-service']}${QUERY}`, processes),
      await load('through the gateway (Redis limits)', `${system.gatewayUrl}${QUERY}`, processes),
    ];
    const [baseline, direct, gateway] = figures as [Figures, Figures, Figures];
    write();
    write(`${'target'.padEnd(38)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`);
    for (const figure of figures) {
      write(
        `${figure.name.padEnd(38)}${figure.requestsPerSecond.toFixed(0).padStart(10)}${figure.p50.toFixed(1).padStart(9)}${figure.p99.toFixed(1).padStart(9)}${String(figure.non2xx).padStart(9)}${String(figure.errors).padStart(8)}`,
      );
    }
    const gatewayToBaseline = gateway.requestsPerSecond / baseline.requestsPerSecond;
    write();
    write(`gateway / express baseline req/s: ${gatewayToBaseline.toFixed(2)}×   (target ≥ 0.5×: ${gatewayToBaseline >= 0.5 ? 'met' : 'MISSED'})`);
    write(`gateway / search-service direct req/s: ${(gateway.requestsPerSecond / direct.requestsPerSecond).toFixed(2)}×`);
    write(`gateway p99: ${gateway.p99.toFixed(1)} ms at ${CONNECTIONS} connections   (target ≤ 25 ms: ${gateway.p99 <= 25 ? 'met' : 'MISSED'})`);
    if (processes.length > 0) {
      write();
      write('CPU time per request, µs by process (steadier than req/s when other work shares the machine):');
      for (const figure of figures) write(`  ${figure.name.padEnd(36)}${cpuLine(figure)}`);
    }
    if (figures.some((figure) => figure.non2xx > 0 || figure.errors > 0)) write('warning: some requests failed; the figures above include them');
  } finally {
    await system.stop();
    hello.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:gateway failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
