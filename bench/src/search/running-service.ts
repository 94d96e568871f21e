import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@lexicon/service-kit';

/**
 * The built search-service started as its `npm start` starts it (dist/index.js with the Node flags and
 * environment of search-service/package.json, usage events off) on free ports, for the benchmarks that
 * measure the process itself: its memory (service-memory.ts) and its CPU per request
 * (every-language-bench.ts).
 */

/** search-service's folder, found as a package (bench/package.json depends on it). */
const SERVICE_DIRECTORY = path.dirname(require.resolve('@lexicon/search-service/package.json'));
const SERVICE_ENTRY = path.join(SERVICE_DIRECTORY, 'dist', 'index.js');

/**
 * The environment variables and Node flags the service is started with, read from its own `npm start`
 * (search-service/package.json), which its stage of the Dockerfile and the local system repeat
 * (e2e/test/deploy/deployment-files.test.ts checks them).
 */
function serviceStart(): { env: Record<string, string>; flags: string[] } {
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

const READY_TIMEOUT_MS = 180_000;

export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (line === null) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

/** CPU time the process (all its threads) has spent, in milliseconds: user and system, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat; after the command's ") " they are the 12th and 13th.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Ready (indexes built) and every heavy-lane worker warm, as /readyz describes it. */
async function waitWarm(base: string, child: ChildProcess): Promise<void> {
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

export interface RunningService {
  base: string;
  pid: number;
  startedMs: number;
  stop(): Promise<void>;
}

/** Starts the service and resolves once it is ready and warm. */
export async function startSearchService(env: Record<string, string> = {}): Promise<RunningService> {
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
  const stop = async (): Promise<void> => {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(undefined)));
  };
  try {
    await waitWarm(base, child);
  } catch (error: unknown) {
    await stop();
    throw error;
  }
  return { base, pid, startedMs: started, stop };
}
