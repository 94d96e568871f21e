/**
 * `npm run bench:capacity`: the figures docs/capacity.md plans from. The whole system on this machine
 * (rate limits in Redis), loaded through the gateway with the mix below for BENCH_SECONDS, then, per
 * process: CPU µs per request (so requests per second per core), resident memory after the load, and
 * Redis commands per request (Redis's own INFO counters). From those it prints what 1 k, 10 k and 100 k
 * requests per second of the same mix need: cores and replicas per process, memory, Redis commands per
 * second, and whether one Redis still carries them.
 * Options (environment): BENCH_CONNECTIONS (32), BENCH_SECONDS (15), REDIS_URL, BENCH_CLIENTS (1: every
 * request from the load generator's one address; more spreads the requests over that many client
 * addresses, named in X-Forwarded-For, so each client's requests no longer share Redis round trips).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { startUnlimitedSystem } from './bench-system';
import { canMeasureCpu, childProcesses, cpuDuring, type ProcessCpu } from './process-cpu';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1);

/**
 * The mix a word game sends, as weights: mostly "is this word playable" (a pattern with no wildcard),
 * then word details, short patterns, racks, and now and then the language list or statistics.
 */
const MIX: ReadonlyArray<{ weight: number; paths: readonly string[] }> = [
  {
    weight: 40,
    paths: ['en&pattern=cat', 'en&pattern=quixotic', 'fr&pattern=maison', 'de&pattern=haus', 'pl&pattern=dom', 'es&pattern=casa', 'en&pattern=zzxq', 'it&pattern=casa'].map(
      (query) => encodeURI(`/api/v1/search/pattern?lang=${query}`),
    ),
  },
  { weight: 20, paths: ['en/cat', 'en/running', 'fr/maison', 'de/haus', 'es/casa'].map((word) => `/api/v1/word/${word}`) },
  {
    weight: 20,
    paths: ['en&pattern=c?t', 'en&pattern=ab*&limit=20', 'pl&pattern=*ość&limit=20', 'de&pattern=h??s', 'en&pattern=*ing&limit=20'].map((query) => encodeURI(`/api/v1/search/pattern?lang=${query}`)),
  },
  { weight: 15, paths: ['en&letters=retains', 'en&letters=aeinst?', 'fr&letters=maisons', 'de&letters=hausen'].map((query) => `/api/v1/search/anagram?lang=${query}&limit=20`) },
  { weight: 5, paths: ['/api/v1/languages', '/api/v1/stats/languages/en', '/api/v1/stats/global'] },
];

/** Target rates the plan is printed for, and how busy a core is planned to be (headroom for bursts). */
const PLAN_RATES = [1_000, 10_000, 100_000];
const PLANNED_UTILISATION = 0.6;
/** The CPU a replica gets (its Kubernetes limit, deploy/kubernetes/): one core. */
const CORES_PER_REPLICA = 1;

const write = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

/** The n-th of the benchmark's client addresses (a private range: never a real client). */
const clientAddress = (n: number): string => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * The request sequence autocannon walks: each path repeated by its class's weight, classes interleaved;
 * with several clients, each request names the next client in turn.
 */
function mixedRequests(): Array<{ method: 'GET'; path: string; headers?: Record<string, string> }> {
  const sequence: string[] = [];
  for (const entry of MIX) {
    for (let i = 0; i < entry.weight; i += 1) sequence.push(entry.paths[i % entry.paths.length] as string);
  }
  // A fixed shuffle, so every run sends the same order.
  let seed = 7;
  for (let i = sequence.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [sequence[i], sequence[j]] = [sequence[j] as string, sequence[i] as string];
  }
  if (CLIENTS <= 1) return sequence.map((path) => ({ method: 'GET', path }));
  // Long enough that every client appears, each path with several clients.
  const length = Math.max(sequence.length, CLIENTS);
  return Array.from({ length }, (_, i) => ({ method: 'GET', path: sequence[i % sequence.length] as string, headers: { 'x-forwarded-for': clientAddress(i % CLIENTS) } }));
}

function residentMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

async function redisCommands(redis: Redis): Promise<number> {
  const info = await redis.info('stats');
  return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0);
}

/** Redis's own process, when it runs on this machine: its CPU per request is what sizes it. */
async function redisProcess(redis: Redis): Promise<ProcessCpu | undefined> {
  const pid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
  try {
    readFileSync(`/proc/${pid}/stat`);
    return { name: 'redis', pid };
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  if (!canMeasureCpu()) throw new Error('bench:capacity reads CPU time from /proc, which this machine lacks');
  write(`capacity benchmark: the mix through the gateway, ${CONNECTIONS} connections, ${SECONDS} s, ${CLIENTS === 1 ? 'one client address' : `${CLIENTS} client addresses`}, Redis at ${REDIS_URL}`);
  write(`mix (weights): ${MIX.map((entry) => `${entry.weight} × ${entry.paths[0]?.replace(/\?.*/, '')}`).join(', ')}`);
  const system = await startUnlimitedSystem(REDIS_URL, 'warn');
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  try {
    const redisServer = await redisProcess(redis);
    if (redisServer === undefined) write('Redis runs elsewhere: its CPU is not measured, only its commands');
    const processes = [...childProcesses(), ...(redisServer === undefined ? [] : [redisServer])];
    const requests = mixedRequests();
    // Warm-up: JIT, keep-alive sockets, the search indexes the mix touches, the word caches.
    await autocannon({ url: system.gatewayUrl, connections: CONNECTIONS, duration: 5, requests });
    const commandsBefore = await redisCommands(redis);
    const { result, cpu } = await cpuDuring(processes, () => autocannon({ url: system.gatewayUrl, connections: CONNECTIONS, duration: SECONDS, requests }));
    const commands = (await redisCommands(redis)) - commandsBefore;
    const answered = Math.max(1, result.requests.total);
    write();
    write(`${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}`);
    write(`Redis: ${(commands / answered).toFixed(2)} commands per request (Redis INFO total_commands_processed, the commands of its scripts included)`);
    write();
    write(`${'process'.padEnd(16)}${'CPU µs/req'.padStart(12)}${'req/s/core'.padStart(12)}${'RSS MB'.padStart(9)}`);
    const perProcess = processes
      .filter((one) => one.name !== 'hello-server.js')
      .map((one) => ({ name: one.name, micros: (cpu.get(one.name) ?? 0) / answered, rssMb: residentMb(one.pid) }));
    for (const one of perProcess) {
      write(`${one.name.padEnd(16)}${one.micros.toFixed(0).padStart(12)}${(1e6 / Math.max(1, one.micros)).toFixed(0).padStart(12)}${one.rssMb.toFixed(0).padStart(9)}`);
    }
    write();
    write(`plan at ${PLANNED_UTILISATION * 100} % CPU per core, ${CORES_PER_REPLICA} core per replica, this mix:`);
    const redisMicros = perProcess.find((one) => one.name === 'redis')?.micros;
    for (const rate of PLAN_RATES) {
      const parts = perProcess
        .filter((one) => one.name !== 'redis')
        .map((one) => {
          const cores = (rate * one.micros) / 1e6 / PLANNED_UTILISATION;
          const replicas = Math.max(2, Math.ceil(cores / CORES_PER_REPLICA));
          return `${one.name} ${replicas} × (${cores.toFixed(1)} cores, ${((replicas * one.rssMb) / 1024).toFixed(1)} GB)`;
        });
      const redisRate = Math.round((rate * commands) / answered);
      // Redis runs its commands on one core: past one planned core, a Redis Cluster spreads the clients'
      // keys over its masters by hash slot (REDIS_CLUSTER_NODES), each master with a replica for failover.
      const redisCores = redisMicros === undefined ? undefined : (rate * redisMicros) / 1e6 / PLANNED_UTILISATION;
      const redisVerdict =
        redisCores === undefined
          ? ''
          : redisCores <= 1
            ? `, ${redisCores.toFixed(2)} of its one core: one Redis`
            : `, ${redisCores.toFixed(1)} cores: a Redis Cluster of ${Math.max(3, Math.ceil(redisCores))} masters and as many replicas`;
      write(`  ${String(rate).padStart(6)} req/s: ${parts.join('; ')}; Redis ${redisRate} commands/s${redisVerdict}`);
    }
    write();
    write(
      `memory per replica, MB: ${perProcess
        .filter((one) => one.name !== 'redis')
        .map((one) => `${one.name} ${one.rssMb.toFixed(0)}`)
        .join(', ')}`,
    );
  } finally {
    redis.disconnect();
    await system.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:capacity failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
