import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@lexicon/service-kit';
import type { BenchQuery, QuerySet } from './query-set';

/**
 * `npm run bench:search -- --service-memory`: search-service's resident memory as it runs, all twelve
 * lists. Starts the built service (dist/index.js with the Node flags and environment of its `npm start`, default configuration, usage events off) on free
 * ports, waits until it is ready (lists loaded, indexes built) and every heavy-lane worker is warm,
 * reads VmRSS of the process (all its threads) from /proc; then sends every query of the committed
 * query set, in every language, through HTTP (cheap ones answered on the event loop, heavy ones in the
 * worker), and reads it again.
 */

/** search-service's folder, found as a package (bench/package.json depends on it). */
const SERVICE_DIRECTORY = path.dirname(require.resolve('@lexicon/search-service/package.json'));
export const SERVICE_ENTRY = path.join(SERVICE_DIRECTORY, 'dist', 'index.js');

/**
 * The environment variables and Node flags the service is started with, read from its own `npm start`
 * (search-service/package.json), which its stage of the Dockerfile and the local system repeat
 * (e2e/test/deploy/deployment-files.test.ts checks them).
 */
export function serviceStart(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync(path.join(SERVICE_DIRECTORY, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, ...value] = (words.shift() as string).split('=');
    env[name as string] = value.join('=');
  }
  if (words[0] !== 'node' || words.at(-1) !== 'dist/index.js') throw new Error(`search-service's start script is not "[NAME=value …] node <flags> dist/index.js": ${scripts.start}`);
  return { env, flags: words.slice(1, -1) };
}
/** Queries in flight at once during the burst. */
const CONCURRENCY = 4;
const READY_TIMEOUT_MS = 180_000;

export interface ServiceMemory {
  readyMs: number;
  rssAtReadyMb: number;
  rssAfterQueriesMb: number;
  queries: number;
  failed: number;
  burstMs: number;
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (line === null) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Ready (indexes built) and every heavy-lane worker warm, as /readyz describes it. */
export async function waitWarm(base: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`search-service exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.ok) {
        const body = (await response.json()) as { query_lanes?: { heavy?: { warmWorkers?: number } | null } };
        // No heavy lane (HEAVY_LANE_WORKERS=0): ready is warm.
        const heavy = body.query_lanes?.heavy;
        if (heavy === undefined || heavy === null || (heavy.warmWorkers ?? 0) >= 1) return;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`search-service was not ready and warm within ${READY_TIMEOUT_MS / 1000} s`);
}

function queryUrl(base: string, language: string, query: BenchQuery): string {
  const parameters = new URLSearchParams({ lang: language, limit: String(query.limit), offset: String(query.offset) });
  if (query.kind === 'pattern') {
    parameters.set('pattern', query.pattern);
    if (query.contains !== '') parameters.set('contains', query.contains);
    if (query.excludes !== '') parameters.set('excludes', query.excludes);
    return `${base}/api/v1/search/pattern?${parameters}`;
  }
  parameters.set('letters', query.rack);
  parameters.set('min_length', String(query.minLength));
  parameters.set('max_length', String(query.maxLength));
  return `${base}/api/v1/search/anagram?${parameters}`;
}

/** Sends every query, `CONCURRENCY` at a time; returns how many failed (any status but 200). */
async function burst(base: string, querySet: QuerySet): Promise<{ sent: number; failed: number }> {
  const urls = querySet.languages.flatMap(({ language, queries }) => queries.map((query) => queryUrl(base, language, query)));
  let next = 0;
  let failed = 0;
  const lane = async (): Promise<void> => {
    while (next < urls.length) {
      const url = urls[next] as string;
      next += 1;
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return { sent: urls.length, failed };
}

export async function measureServiceMemory(querySet: QuerySet, env: Record<string, string> = {}): Promise<ServiceMemory> {
  const port = await freePort();
  const metricsPort = await freePort();
  const started = performance.now();
  const start = serviceStart();
  const child = spawn(process.execPath, [...start.flags, SERVICE_ENTRY], {
    env: { ...process.env, ...start.env, SEARCH_SERVICE_PORT: String(port), SEARCH_SERVICE_METRICS_PORT: String(metricsPort), USAGE_EVENTS: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('search-service did not start');
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitWarm(base, child);
    const readyMs = performance.now() - started;
    // A moment for the last allocations of the warm-up to settle.
    await sleep(1000);
    const rssAtReadyMb = residentMb(pid);
    const burstStart = performance.now();
    const { sent, failed } = await burst(base, querySet);
    const burstMs = performance.now() - burstStart;
    await sleep(1000);
    return { readyMs, rssAtReadyMb, rssAfterQueriesMb: residentMb(pid), queries: sent, failed, burstMs };
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(undefined)));
  }
}

export function formatServiceMemory(memory: ServiceMemory, targetMb: number): string {
  const mb = (value: number): string => `${Math.round(value).toLocaleString('en')} MB`;
  const mark = (value: number): string => (value <= targetMb ? '' : ' ✘');
  return (
    `search-service, all twelve lists, default configuration: ready and warm in ${(memory.readyMs / 1000).toFixed(1)} s, ` +
    `RSS ${mb(memory.rssAtReadyMb)}${mark(memory.rssAtReadyMb)}; after ${memory.queries} queries in every language ` +
    `(${(memory.burstMs / 1000).toFixed(1)} s, ${memory.failed} not answered 200) ${mb(memory.rssAfterQueriesMb)}${mark(memory.rssAfterQueriesMb)} ` +
    `(target ≤ ${targetMb} MB; ✘ over it)\n`
  );
}
