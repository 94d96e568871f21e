/**
 * `npm run bench:isolation`: can one client hurt another? The whole system as real processes on
 * loopback (rate limits in Redis, the documented defaults). First each worst-case query alone, timed;
 * then a victim's sequential cheap queries (pattern c?t, a 7-tile rack, word details) alone, and again
 * while an attacker, one client address at its full rate budget, keeps 6 worst-case queries in
 * flight; then the same through a gateway in front of two search-service processes. Prints what each
 * query cost and would be charged, the victim's p50, p99, max and errors both ways, the attacker's
 * answers by status, and the targets. Bounded: about a minute and a half. Options: BENCH_SECONDS (per phase, 12), REDIS_URL.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { dataDirectory } from '@lexicon/dictionary-store';
import { DEFAULT_QUERY_BUDGET_MS, DEFAULT_QUERY_PRICING, pointsFor, QUERY_COST_HEADER, reportedUnits } from '@lexicon/shared';
import { startLocalSystem } from '@lexicon/local-system';
import { WORST_CASE_QUERIES } from './worst-case-queries';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ATTACKER_IN_FLIGHT = 6;
/** The services' own default budget: a query answers within it or is cut. */
const QUERY_BUDGET_MS = DEFAULT_QUERY_BUDGET_MS;
const VICTIM_QUERIES = ['/api/v1/search/pattern?lang=en&pattern=c?t', '/api/v1/search/anagram?lang=en&letters=retains', '/api/v1/word/en/hello'];
/** The victim speaks from many addresses, so that its own rate budget never limits it. */
const VICTIM_ADDRESSES = 256;
/** One attacker address per phase, so the second phase's attacker starts with a full budget too. */
const ATTACKER_ADDRESSES = ['203.0.113.66', '203.0.113.67'] as const;

const write = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

interface Reply {
  status: number;
  ms: number;
  code?: string;
  /** What the service said the query cost, in work units (services report it; the gateway removes it). */
  units: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve) => {
    http
      .get(url, { agent, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          let code: string | undefined;
          if ((res.statusCode ?? 0) >= 400) {
            try {
              code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
            } catch {
              code = 'unparsed';
            }
          }
          resolve({ status: res.statusCode ?? 0, ms, units: reportedUnits(res.headers[QUERY_COST_HEADER]), ...(code === undefined ? {} : { code }) });
        });
      })
      .on('error', () => resolve({ status: 0, ms: performance.now() - started, code: 'socket', units: 0 }));
  });
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);
}

interface VictimFigures {
  count: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  fiveHundreds: number;
  timeouts504: number;
}

async function victim(gateway: string, seconds: number, firstAddress: number): Promise<VictimFigures> {
  const times: number[] = [];
  let errors = 0;
  let fiveHundreds = 0;
  let timeouts504 = 0;
  const end = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < end; i += 1) {
    const address = `198.51.${(firstAddress + (i % VICTIM_ADDRESSES)) >> 8}.${(firstAddress + i) % 256}`;
    const reply = await get(`${gateway}${VICTIM_QUERIES[i % VICTIM_QUERIES.length]}`, { 'X-Forwarded-For': address });
    times.push(reply.ms);
    if (reply.status !== 200) errors += 1;
    if (reply.status >= 500) fiveHundreds += 1;
    if (reply.status === 504) timeouts504 += 1;
  }
  times.sort((a, b) => a - b);
  return { count: times.length, p50: quantile(times, 0.5), p99: quantile(times, 0.99), max: times.at(-1) ?? NaN, errors, fiveHundreds, timeouts504 };
}

async function attacker(gateway: string, address: string, until: () => boolean): Promise<Map<string, number>> {
  const outcomes = new Map<string, number>();
  let next = 0;
  const loop = async (): Promise<void> => {
    while (!until()) {
      const path = WORST_CASE_QUERIES[next++ % WORST_CASE_QUERIES.length] as string;
      const reply = await get(`${gateway}${path}`, { 'X-Forwarded-For': address });
      const key = `${reply.status}${reply.code === undefined ? '' : ` ${reply.code}`}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      // A refused attacker comes straight back, as a real one would; a socket error waits a moment.
      if (reply.status === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  await Promise.all(Array.from({ length: ATTACKER_IN_FLIGHT }, loop));
  return outcomes;
}

function victimLine(name: string, figures: VictimFigures): string {
  return `${name.padEnd(16)}${String(figures.count).padStart(8)}${figures.p50.toFixed(1).padStart(9)}${figures.p99.toFixed(1).padStart(9)}${figures.max.toFixed(1).padStart(9)}${String(figures.errors).padStart(8)}${String(figures.fiveHundreds).padStart(6)}${String(figures.timeouts504).padStart(6)}`;
}

/** Waits until a search-service has built its indexes on the event loop and in every heavy-lane worker, so nothing timed pays for them. */
async function untilWarm(searchServiceUrl: string): Promise<void> {
  const deadline = performance.now() + 120_000;
  for (;;) {
    // Ready (200) only once the event loop's warm-up is done; the heavy lane's workers report their own.
    const response = await fetch(`${searchServiceUrl}/readyz`);
    const body = (await response.json()) as { query_lanes?: { heavy?: { warmWorkers: number } } };
    const heavy = body.query_lanes?.heavy;
    if (response.status === 200 && (heavy === undefined || heavy.warmWorkers > 0)) return;
    if (performance.now() > deadline) throw new Error(`${searchServiceUrl} did not build its indexes within 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const points = (units: number): number => pointsFor(units, DEFAULT_QUERY_PRICING);

/** Each worst-case query alone, straight to its service: its time, its answer and what it would be charged. */
async function worstCaseSet(urls: Record<'search-service' | 'word-service', string>): Promise<void> {
  write('worst-case set, each alone, straight to its service (target: answered within 250 ms, or cut with the documented error within budget + 50 ms):');
  write(`  ${'status'.padEnd(26)}${'ms'.padStart(8)}  ${'units'.padStart(11)} ${'points'.padStart(6)}`);
  let met = 0;
  for (const path of WORST_CASE_QUERIES) {
    const service = path.startsWith('/api/v1/word/') ? urls['word-service'] : urls['search-service'];
    const reply = await get(`${service}${path}`);
    const ok = reply.status === 200 || reply.status === 404 ? reply.ms <= 250 : reply.code === 'query_too_expensive' && reply.ms <= QUERY_BUDGET_MS + 50;
    if (ok) met += 1;
    write(`  ${String(reply.status).padEnd(4)}${(reply.code ?? '').padEnd(22)}${reply.ms.toFixed(1).padStart(8)}  ${String(reply.units).padStart(11)} ${String(points(reply.units)).padStart(6)}  ${ok ? 'met' : 'MISSED'}  ${path}`);
  }
  write(`  ${met} of ${WORST_CASE_QUERIES.length} met`);
  write();
  write("the victim's queries, straight to their services:");
  for (const path of VICTIM_QUERIES) {
    const service = path.startsWith('/api/v1/word/') ? urls['word-service'] : urls['search-service'];
    const reply = await get(`${service}${path}`);
    write(`  ${String(reply.status).padEnd(4)}${reply.ms.toFixed(1).padStart(8)} ms ${String(reply.units).padStart(11)} units ${String(points(reply.units)).padStart(3)} point(s)  ${path}`);
  }
}

/** The victim alone, then under attack from `attackerAddress`, through one gateway; prints both and the targets. */
async function attackPhase(title: string, gatewayUrl: string, firstVictimAddress: number, attackerAddress: string): Promise<void> {
  write();
  write(title);
  // A short untimed pass so the victim's first queries are not timed cold.
  await victim(gatewayUrl, 1, firstVictimAddress);
  const alone = await victim(gatewayUrl, SECONDS, firstVictimAddress);
  let attackOver = false;
  const attack = attacker(gatewayUrl, attackerAddress, () => attackOver);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const underAttack = await victim(gatewayUrl, SECONDS, firstVictimAddress + VICTIM_ADDRESSES);
  attackOver = true;
  const attackerOutcomes = await attack;

  write(`${'victim'.padEnd(16)}${'requests'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'errors'.padStart(8)}${'5xx'.padStart(6)}${'504'.padStart(6)}`);
  write(victimLine('alone', alone));
  write(victimLine('under attack', underAttack));
  write(`attacker answers by status: ${[...attackerOutcomes].sort((a, b) => b[1] - a[1]).map(([key, count]) => `${key}: ${count}`).join(', ')}`);
  const ratio = underAttack.p99 / alone.p99;
  write(`victim p99 under attack / alone: ${ratio.toFixed(2)}×   (target ≤ 2×: ${ratio <= 2 ? 'met' : 'MISSED'})`);
  write(`victim p99 under attack: ${underAttack.p99.toFixed(1)} ms   (target ≤ 50 ms: ${underAttack.p99 <= 50 ? 'met' : 'MISSED'})`);
  write(`victim 5xx under attack: ${underAttack.fiveHundreds}, 504: ${underAttack.timeouts504}   (target 0: ${underAttack.fiveHundreds === 0 ? 'met' : 'MISSED'})`);
  const silent = [...attackerOutcomes.keys()].filter((key) => !/^(200|404|422 query_too_expensive|429 |503 query_timeout)/.test(key));
  write(`attacker answers other than 200/404, 422 query_too_expensive, 429 or 503 query_timeout: ${silent.length === 0 ? 'none' : silent.join(', ')}`);
}

async function main(): Promise<void> {
  const system = await startLocalSystem({
    ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
    env: {
      LEXICON_DATA_DIR: dataDirectory(process.env),
      LOG_LEVEL: 'warn',
      REDIS_URL,
      RATE_LIMIT_KEY_PREFIX: `bench:${randomUUID()}`,
      // The bench's clients are told apart by X-Forwarded-For, as behind a trusted load balancer.
      TRUSTED_PROXIES: '127.0.0.1',
    },
  });
  try {
    await untilWarm(system.urls['search-service']);
    write(`isolation benchmark: ${SECONDS} s per phase, attacker ${ATTACKER_IN_FLIGHT} in flight, query budget ${QUERY_BUDGET_MS} ms`);
    write(`price list: 1 point per request, +1 per ${DEFAULT_QUERY_PRICING.unitsPerPoint.toLocaleString('en')} units, at most ${DEFAULT_QUERY_PRICING.maxPoints}`);
    write();
    await worstCaseSet(system.urls);
    await attackPhase('one search-service process:', system.gatewayUrl, 0, ATTACKER_ADDRESSES[0]);

    const second = await system.startReplica('search-service');
    const gateway = await system.startReplica('gateway', { SEARCH_SERVICE_URL: `${system.urls['search-service']},${second.url}` });
    await untilWarm(second.url);
    await attackPhase('two search-service processes behind one gateway (each request to the next in turn):', gateway.url, 2 * VICTIM_ADDRESSES, ATTACKER_ADDRESSES[1]);
  } finally {
    await system.stop();
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:isolation: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
