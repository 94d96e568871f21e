/**
 * `npm run bench:frozen-redis`: what a Redis that hangs (SIGSTOP: the connection stays open, nothing
 * answers) costs. The system runs as `npm start` runs it, the gateway's rate limit and stats-service's
 * usage in a redis-server of the bench's own (never a shared one), on a free port. Prints, for requests
 * through the gateway, the latency with Redis healthy, the first request after the freeze, the requests
 * after it (target: at most 5 ms more than healthy), the statistics endpoints while frozen (target:
 * within 100 ms, dictionary figures with usage marked unavailable), and the return once Redis resumes.
 * Options (environment): BENCH_REQUESTS (200).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { dataDirectory } from '@lexicon/dictionary-store';
import { freePort } from '@lexicon/service-kit';
import { startLocalSystem } from '@lexicon/local-system';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const write = (line = ''): boolean => process.stdout.write(`${line}\n`);


/** One GET; its status, body and the milliseconds it took. */
function timedGet(url: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

const percentile = (values: number[], p: number): number => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] as number;
const ms = (value: number): string => `${value.toFixed(2)} ms`;
const summary = (values: number[]): string => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))} (${values.length} requests)`;

async function series(url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await timedGet(url);
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.body.slice(0, 200)}`);
    times.push(answer.ms);
  }
  return times;
}

async function main(): Promise<void> {
  const port = await freePort();
  const redis: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const redisUrl = `redis://127.0.0.1:${port}`;
  const system = await startLocalSystem({
    ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
    env: { LEXICON_DATA_DIR: dataDirectory(process.env), LOG_LEVEL: 'fatal', REDIS_URL: redisUrl, RATE_LIMIT_POINTS: '1000000' },
  });
  try {
    const search = `${system.gatewayUrl}/api/v1/search/pattern?lang=en&pattern=c?t`;
    const stats = `${system.gatewayUrl}/api/v1/stats/languages/en`;
    const global = `${system.gatewayUrl}/api/v1/stats/global`;
    await series(search, 50);
    const healthy = await series(search, REQUESTS);
    const healthyStats = await series(stats, 20);
    write(`Redis at ${redisUrl} (own redis-server, pid ${String(redis.pid)})`);
    write(`healthy:           ${summary(healthy)}`);
    write(`healthy /stats:    ${summary(healthyStats)}`);

    redis.kill('SIGSTOP');
    const first = await timedGet(search);
    const frozen = await series(search, REQUESTS);
    const frozenStats: number[] = [];
    let unavailable = 0;
    for (let i = 0; i < 20; i += 1) {
      for (const url of [stats, global]) {
        const answer = await timedGet(url);
        if (answer.status !== 200) throw new Error(`${url} answered ${answer.status} while Redis was frozen`);
        frozenStats.push(answer.ms);
        if ((JSON.parse(answer.body) as { usage: { status?: string } }).usage.status === 'unavailable') unavailable += 1;
      }
    }
    const ready = (await timedGet(`${system.urls.gateway}/readyz`)).body;
    redis.kill('SIGCONT');
    write(`frozen, first:     ${ms(first.ms)} (status ${first.status}; the one Redis timeout)`);
    write(`frozen, after:     ${summary(frozen)}`);
    write(`added per request: p50 ${ms(percentile(frozen, 50) - percentile(healthy, 50))}, p95 ${ms(percentile(frozen, 95) - percentile(healthy, 95))}`);
    write(`frozen /stats:     ${summary(frozenStats)}; usage marked unavailable in ${unavailable} of ${frozenStats.length}, all 200`);
    write(`gateway readiness while frozen: ${ready}`);

    const resumed = performance.now();
    let back = false;
    while (!back && performance.now() - resumed < 10_000) {
      await timedGet(search);
      const answer = await timedGet(stats);
      back = (JSON.parse(answer.body) as { usage: { status?: string } }).usage.status === undefined && (await timedGet(`${system.urls.gateway}/readyz`)).body.includes('"usingInsurance":false');
      if (!back) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    write(`after SIGCONT:     ${back ? `counting in Redis and usage figures back within ${ms(performance.now() - resumed)}` : 'not back within 10 s'}`);
  } finally {
    redis.kill('SIGCONT');
    await system.stop();
    redis.kill('SIGKILL');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
