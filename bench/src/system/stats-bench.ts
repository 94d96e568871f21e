/**
 * `npm run bench:stats`, on loopback, in one run:
 *   1. the statistics endpoints (per language and global) on stats-service with usage in Redis,
 *      after a load of synthetic usage events: p50 and p99 of sequential requests (target p99 ≤ 20 ms);
 *   2. a search's median latency on two search-service processes over the same dictionaries, one
 *      emitting usage events and one with USAGE_EVENTS=false, requests alternating between them
 *      (target: the emitter adds ≤ 0.1 ms);
 *   3. the cost of one usage event on the request path (recorder + queue), in process.
 * Options (environment): BENCH_REQUESTS (2000), REDIS_URL.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { dataDirectory } from '@lexicon/dictionary-store';
import { LANGUAGE_CODES, SURFACES, USAGE_EVENTS_PATH, USAGE_TOOLS, type UsageEvent } from '@lexicon/shared';
import { UsageEmitter } from '@lexicon/service-kit';
import { deleteKeysUnder, startLocalSystem } from '@lexicon/local-system';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

const write = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

/** One GET over a kept-alive socket; resolves with the milliseconds it took. */
function timedGet(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url}: ${response.statusCode}`))));
    })
      .on('error', reject)
      .end();
  });
}

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 202) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
const ms = (value: number): string => `${value.toFixed(3)} ms`;

/** Synthetic usage: many distinct queries, so the top-N lists have something to rank. */
function syntheticEvents(count: number): UsageEvent[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => ({
    language: LANGUAGE_CODES[i % LANGUAGE_CODES.length] as UsageEvent['language'],
    tool: USAGE_TOOLS[i % USAGE_TOOLS.length] as UsageEvent['tool'],
    surface: SURFACES[i % SURFACES.length] as UsageEvent['surface'],
    query: `q${(i * 7919) % 5000}`,
    total: i % 9,
    duration_ms: 0.5,
    status: 200,
    at: now - (i % 24) * 3_600_000,
  }));
}

async function statsEndpoints(statsUrl: string): Promise<void> {
  const events = syntheticEvents(50_000);
  for (let i = 0; i < events.length; i += 250) await post(`${statsUrl}${USAGE_EVENTS_PATH}`, { source: 'bench', events: events.slice(i, i + 250) });
  write(`usage seeded: ${events.length.toLocaleString('en-US')} events, 5,000 distinct queries, in Redis`);
  for (const [name, path] of [
    ['GET /api/v1/stats/languages/{lang}', (i: number) => `/api/v1/stats/languages/${LANGUAGE_CODES[i % LANGUAGE_CODES.length]}`],
    ['GET /api/v1/stats/global', () => '/api/v1/stats/global'],
  ] as const) {
    for (let i = 0; i < 200; i += 1) await timedGet(`${statsUrl}${path(i)}`);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) times.push(await timedGet(`${statsUrl}${path(i)}`));
    times.sort((a, b) => a - b);
    write(`${name.padEnd(36)} p50 ${ms(quantile(times, 0.5))}  p99 ${ms(quantile(times, 0.99))}  (${REQUESTS} sequential, target p99 ≤ 20 ms)`);
  }
}

async function searchWithAndWithoutEmitter(withEmitter: string, withoutEmitter: string): Promise<void> {
  const queries = ['pattern?lang=en&pattern=c?t&limit=20', 'anagram?lang=fr&letters=chaton&limit=20', 'pattern?lang=de&pattern=haus*&limit=20'];
  const times = { with: [] as number[], without: [] as number[] };
  for (let i = 0; i < 300; i += 1) {
    await timedGet(`${withEmitter}/api/v1/search/${queries[i % 3]}`);
    await timedGet(`${withoutEmitter}/api/v1/search/${queries[i % 3]}`);
  }
  for (let i = 0; i < REQUESTS * 2; i += 1) {
    const query = queries[i % 3];
    // Alternating which goes first, so neither side always follows the other.
    const order = i % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
    for (const side of order) times[side].push(await timedGet(`${side === 'with' ? withEmitter : withoutEmitter}/api/v1/search/${query}`));
  }
  const median = (values: number[]): number => quantile([...values].sort((a, b) => a - b), 0.5);
  const withMedian = median(times.with);
  const withoutMedian = median(times.without);
  write(`search median without emitter       ${ms(withoutMedian)}`);
  write(`search median with emitter          ${ms(withMedian)}`);
  write(`emitter adds                        ${ms(withMedian - withoutMedian)}  (${REQUESTS * 2} searches each, target ≤ 0.1 ms)`);
}

function emitterCostInProcess(): void {
  const emitter = new UsageEmitter({
    source: 'bench',
    send: async () => 'delivered',
    capacity: 10_000,
    batchSize: 100,
    flushIntervalMs: 1000,
    retryBaseMs: 500,
    retryMaxMs: 30_000,
  });
  const event = syntheticEvents(1)[0] as UsageEvent;
  const count = 1_000_000;
  const started = performance.now();
  for (let i = 0; i < count; i += 1) emitter.record({ ...event, at: i });
  const perEvent = ((performance.now() - started) / count) * 1e6;
  write(`record() on the request path        ${perEvent.toFixed(0)} ns per event (queue full after 10,000: drop-oldest path included)`);
  void emitter.stop();
}

async function main(): Promise<void> {
  write(`stats benchmark, ${REQUESTS} requests per figure, Redis at ${REDIS_URL}`);
  const usageKeyPrefix = `bench:usage:${randomUUID()}`;
  const system = await startLocalSystem({
    ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
    env: { LEXICON_DATA_DIR: dataDirectory(process.env), LOG_LEVEL: 'warn', REDIS_URL, USAGE_KEY_PREFIX: usageKeyPrefix },
  });
  try {
    await statsEndpoints(system.urls['stats-service']);
    const silent = await system.startReplica('search-service', { USAGE_EVENTS: 'false' });
    try {
      await searchWithAndWithoutEmitter(system.urls['search-service'], silent.url);
    } finally {
      await silent.stop();
    }
    emitterCostInProcess();
  } finally {
    await system.stop();
    agent.destroy();
    // The usage keys are under the prefix as a hash tag, `{prefix}:` (stats-service, usageKeys).
    await deleteKeysUnder(REDIS_URL, `{${usageKeyPrefix}}:`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
