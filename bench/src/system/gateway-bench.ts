/**
 * `npm run bench:gateway`: load on loopback with autocannon, in one run, against
 *   1. a bare express hello-JSON server (the baseline),
 *   2. search-service directly, with a cheap pattern query,
 *   3. the same query through our gateway, rate limits counted in Redis (limit raised for the run),
 *   4. the same query through a fastify peer (`@fastify/http-proxy`, `@fastify/rate-limit` on the same
 *      Redis, pino writing a line per request), and through the same peer without logging,
 *   5. the same query through Debian's nginx (`limit_req` in memory, an access log), when installed,
 *   6. the same query through express with http-proxy-middleware and nothing else: the chosen stack's
 *      floor, what any gateway built on it spends before its first feature,
 *   7. the same query through node's own http server and agent and nothing else: what is left once
 *      express and http-proxy-middleware are gone too,
 *   8. a 1,000-word page direct, through our gateway and through each peer, and through our gateway
 *      compressed (the client accepts brotli, as browsers do: search-service compresses the page whole
 *      and the gateway relays it, docs/api.md, Compression).
 * Each target is loaded once per round, the rounds one after another, so that a burst of other work on
 * a shared machine lands in one round of a target rather than on the whole of it; each figure is the
 * median of its rounds. Prints requests/s, p50 and p99 latency for each, and the CPU time each process
 * spent per request (Redis, not started here, is not among them): the figure to compare on a machine
 * shared with other work. Then the targets, as ratios of CPU per request within this run.
 * Options (environment): BENCH_CONNECTIONS (50), BENCH_ROUNDS (3), BENCH_SECONDS (per round, 5), REDIS_URL.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '@lexicon/service-kit';
import { percentile } from '../word/bench-figures';
import { startUnlimitedSystem } from './bench-system';
import { startNginxPeer } from './nginx-peer';
import { canMeasureCpu, childProcesses, cpuDuring, type ProcessCpu } from './process-cpu';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUERY = '/api/v1/search/pattern?lang=en&pattern=c?t&limit=20';
/** A page of 1,000 words (English words of five letters starting with s: more than a thousand). */
const PAGE_QUERY = '/api/v1/search/pattern?lang=en&pattern=s????&limit=1000';

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

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

async function load(target: Target, processes: readonly ProcessCpu[], warmUpSeconds: number): Promise<Figures> {
  const { name, url, headers = {} } = target;
  // A warm-up first: JIT, keep-alive sockets, the search engine's first queries.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: warmUpSeconds });
  const { result, cpu } = await cpuDuring(processes, () => autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS }));
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

/** The middle of a target's rounds (the lower of the two middles for an even number of rounds). */
const median = (values: readonly number[]): number => percentile(values, 50);

/** One target's rounds as one figure: each measure's median (a process missing from a round counts 0 there), failures summed. */
function medianOf(rounds: readonly Figures[]): Figures {
  const processes = new Set(rounds.flatMap((round) => [...round.cpuPerRequest.keys()]));
  return {
    name: (rounds[0] as Figures).name,
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    cpuPerRequest: new Map([...processes].map((process) => [process, median(rounds.map((round) => round.cpuPerRequest.get(process) ?? 0))])),
  };
}

/** Every target once per round (the first round's warm-up longer: JIT), then each target's median. */
async function measure(targets: readonly Target[], processes: readonly ProcessCpu[]): Promise<Figures[]> {
  const rounds = targets.map((): Figures[] => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    write(`round ${round + 1} of ${ROUNDS}`);
    for (const [index, target] of targets.entries()) rounds[index]?.push(await load(target, processes, round === 0 ? 2 : 1));
  }
  return rounds.map(medianOf);
}

/** "gateway 140, search-service 70 … (total 260)": processes that spent at least 1 µs per request. */
function cpuLine(figure: Figures): string {
  const busy = [...figure.cpuPerRequest].filter(([, microseconds]) => microseconds >= 1).sort((a, b) => b[1] - a[1]);
  const total = busy.reduce((sum, [, microseconds]) => sum + microseconds, 0);
  return `${busy.map(([process, microseconds]) => `${process} ${microseconds.toFixed(0)}`).join(', ')} (total ${total.toFixed(0)})`;
}

/** A child process of this one, started with `fork`, once it says it listens. */
async function forked(script: string, args: string[]): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, script), args, { stdio: 'ignore' });
  await once(child, 'message');
  return child;
}

/** The rows of the two proxies with no feature of ours (the chosen stack's floor, and what is below it), by the start of their names. */
const BARE_EXPRESS = 'express + http-proxy-middleware';
const BARE_NODE = "node's http server";
const COMPRESSED_PAGE = 'our gateway, compressed (br)';

const micros = (figure: Figures | undefined, process: string): number => figure?.cpuPerRequest.get(process) ?? Number.NaN;
const proxyTotal = (figure: Figures | undefined): number => [...(figure?.cpuPerRequest ?? new Map<string, number>())].filter(([name]) => name !== 'load generator').reduce((sum, [, value]) => sum + value, 0);

/**
 * "…: 1.43×   (target ≤ 0.6×: MISSED)"; with `floors`, a second line with the same ratio through the
 * proxies that have none of our features, each said to be above or within the target.
 */
function target(label: string, ratio: number, limit: number, floors: ReadonlyArray<readonly [string, number]> = []): string {
  const verdict = `${label}: ${ratio.toFixed(2)}×   (target ≤ ${limit}×: ${ratio <= limit ? 'met' : 'MISSED'})`;
  if (floors.length === 0) return verdict;
  const through = floors.map(([name, floor]) => `${name} ${floor.toFixed(2)}× (${floor <= limit ? 'within' : 'above'} it)`);
  return `${verdict}\n    with none of our features: ${through.join(', ')}`;
}

/** "…: 0.93×   (target ≥ 0.8×: met)": a ratio that must reach the limit rather than stay under it. */
function atLeast(label: string, ratio: number, limit: number): string {
  return `${label}: ${ratio.toFixed(2)}×   (target ≥ ${limit}×: ${ratio >= limit ? 'met' : 'MISSED'})`;
}

async function main(): Promise<void> {
  write(`gateway benchmark: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per target (medians), query ${QUERY}, page ${PAGE_QUERY}`);
  const helloPort = await freePort();
  const children: ChildProcess[] = [await forked('hello-server.js', [String(helloPort)])];
  // Our gateway writes its line per request (info), as the fastify peer and nginx do.
  const system = await startUnlimitedSystem(REDIS_URL, 'info');
  const search = system.urls['search-service'];
  const fastifyPort = await freePort();
  const quietFastifyPort = await freePort();
  const bareExpressPort = await freePort();
  const bareNodePort = await freePort();
  children.push(await forked('fastify-peer.js', [String(fastifyPort), search, REDIS_URL, 'log']));
  children.push(await forked('fastify-peer.js', [String(quietFastifyPort), search, REDIS_URL, 'quiet']));
  children.push(await forked('express-proxy-peer.js', [String(bareExpressPort), search]));
  children.push(await forked('node-proxy-peer.js', [String(bareNodePort), search]));
  const nginx = await startNginxPeer(await freePort(), search);
  if (nginx === undefined) write('nginx is not installed (apt-get install nginx): its rows are left out');
  try {
    const readiness = (await (await fetch(`${system.gatewayUrl}/api/v1/readyz`)).json()) as { rate_limit?: { store: string } };
    write(`rate limits counted in: ${readiness.rate_limit?.store ?? 'unknown'} (${REDIS_URL})`);
    // The load generator runs in this process, so its share is measured too.
    const processes = canMeasureCpu() ? [...childProcesses(), ...(nginx?.processes ?? []), { name: 'load generator', pid: process.pid }] : [];
    const peers: Array<[string, string]> = [
      ['our gateway (Redis limits, log line)', system.gatewayUrl],
      ['fastify peer (Redis limits, log line)', `http://127.0.0.1:${fastifyPort}`],
      ['fastify peer (Redis limits, no log)', `http://127.0.0.1:${quietFastifyPort}`],
      ...(nginx === undefined ? [] : [['nginx 1.22 (limit_req, access log)', nginx.url] as [string, string]]),
      [`${BARE_EXPRESS}, bare`, `http://127.0.0.1:${bareExpressPort}`],
      [`${BARE_NODE} and agent, bare`, `http://127.0.0.1:${bareNodePort}`],
    ];
    const targets: Target[] = [
      { name: 'express hello-JSON (baseline)', url: `http://127.0.0.1:${helloPort}/hello` },
      { name: 'search-service direct', url: `${search}${QUERY}` },
      ...peers.map(([name, url]) => ({ name, url: `${url}${QUERY}` })),
      { name: '1,000 words: search-service direct', url: `${search}${PAGE_QUERY}` },
      ...peers.map(([name, url]) => ({ name: `1,000 words: ${name}`, url: `${url}${PAGE_QUERY}` })),
      // What a browser asks for: the same page, compressed (brotli, the encoding it prefers).
      { name: `1,000 words: ${COMPRESSED_PAGE}`, url: `${system.gatewayUrl}${PAGE_QUERY}`, headers: { 'accept-encoding': 'gzip, deflate, br' } },
    ];
    const figures = await measure(targets, processes);
    write();
    // The longest name and two spaces: the page rows name their proxy in full.
    const width = Math.max(...figures.map((figure) => figure.name.length)) + 2;
    write(`${'target'.padEnd(width)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`);
    for (const figure of figures) {
      write(
        `${figure.name.padEnd(width)}${figure.requestsPerSecond.toFixed(0).padStart(10)}${figure.p50.toFixed(1).padStart(9)}${figure.p99.toFixed(1).padStart(9)}${String(figure.non2xx).padStart(9)}${String(figure.errors).padStart(8)}`,
      );
    }
    if (processes.length === 0) return;
    write();
    write('CPU time per request, µs by process:');
    for (const figure of figures) write(`  ${figure.name.padEnd(width)}${cpuLine(figure)}`);
    const named = (name: string): Figures | undefined => figures.find((figure) => figure.name.startsWith(name));
    const ours = micros(named('our gateway'), 'gateway');
    const fastify = micros(named('fastify peer (Redis limits, log line)'), 'fastify-peer.js');
    const hello = micros(named('express hello'), 'hello-server.js');
    const searchDirect = micros(named('search-service direct'), 'search-service');
    write();
    const bare = micros(named(BARE_EXPRESS), 'express-proxy-peer.js');
    write(`proxy CPU per request, µs: ours ${ours.toFixed(0)}, fastify peer ${fastify.toFixed(0)}, fastify without logging ${micros(named('fastify peer (Redis limits, no log)'), 'fastify-peer.js').toFixed(0)}${nginx === undefined ? '' : `, nginx ${micros(named('nginx'), 'nginx').toFixed(0)}`}, bare express + http-proxy-middleware ${bare.toFixed(0)}`);
    const bareNode = micros(named(BARE_NODE), 'node-proxy-peer.js');
    /** A 1,000-word page's CPU through a proxy, all processes but the load generator, over its cost direct. */
    const pageRatio = (proxy: string): number => proxyTotal(named(`1,000 words: ${proxy}`)) / proxyTotal(named('1,000 words: search-service direct'));
    // The floors' ratios against each target are printed under it (`target`), not here.
    write(`  the chosen stack's floor: our gateway's features on top of bare ${BARE_EXPRESS} ${(ours - bare).toFixed(0)} µs`);
    write(`  below it: ${BARE_NODE} and agent alone ${bareNode.toFixed(0)} µs: ${BARE_EXPRESS} cost ${(bare - bareNode).toFixed(0)} µs a request`);
    const floors = (throughExpress: number, throughNode: number): Array<readonly [string, number]> => [
      [`bare ${BARE_EXPRESS}`, throughExpress],
      [`${BARE_NODE} alone`, throughNode],
    ];
    // The targets of issue 38: our features on the chosen stack cost about what the fastify peer's cost.
    write(target('our gateway / fastify peer, CPU per request', ours / fastify, 1.25, floors(bare / fastify, bareNode / fastify)));
    write(target(`our gateway / bare ${BARE_EXPRESS} (the floor), CPU per request`, ours / bare, 1.5));
    const rate = (name: string): number => named(name)?.requestsPerSecond ?? Number.NaN;
    write(atLeast('our gateway / fastify peer, requests per second', rate('our gateway') / rate('fastify peer (Redis limits, log line)'), 0.8));
    write(target('search-service (cheap query) / express hello, CPU per request', searchDirect / hello, 2));
    write(target('1,000-word page through our gateway / direct, CPU per request (all processes)', pageRatio('our gateway'), 1.5, floors(pageRatio(BARE_EXPRESS), pageRatio(BARE_NODE))));
    const compressed = named(`1,000 words: ${COMPRESSED_PAGE}`);
    write(`  compressed (br): ${compressed?.cpuPerRequest.get('gateway')?.toFixed(0) ?? '?'} µs in the gateway, ${compressed?.requestsPerSecond.toFixed(0) ?? '?'} req/s`);
    write(target('1,000-word page through our gateway, compressed (br) / direct uncompressed, CPU per request (all processes)', pageRatio(COMPRESSED_PAGE), 1.5));
    if (figures.some((figure) => figure.non2xx > 0 || figure.errors > 0)) write('warning: some requests failed; the figures above include them');
  } finally {
    await nginx?.stop();
    await system.stop();
    for (const child of children) child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:gateway failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
