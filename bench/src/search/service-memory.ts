import type { BenchQuery, QuerySet } from './query-set';
import { residentMb, sleep, startSearchService } from './running-service';

/**
 * `npm run bench:search -- --service-memory`: search-service's resident memory as it runs, all twelve
 * lists. Starts the built service (dist/index.js with the Node flags and environment of its `npm start`, default configuration, usage events off) on free
 * ports, waits until it is ready (lists loaded, indexes built) and every heavy-lane worker is warm,
 * reads VmRSS of the process (all its threads) from /proc; then sends every query of the committed
 * query set, in every language, through HTTP (cheap ones answered on the event loop, heavy ones in the
 * worker), and reads it again.
 */

/** Queries in flight at once during the burst. */
const CONCURRENCY = 4;

export interface ServiceMemory {
  readyMs: number;
  rssAtReadyMb: number;
  rssAfterQueriesMb: number;
  queries: number;
  failed: number;
  burstMs: number;
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
  const service = await startSearchService(env);
  try {
    const readyMs = performance.now() - service.startedMs;
    // A moment for the last allocations of the warm-up to settle.
    await sleep(1000);
    const rssAtReadyMb = residentMb(service.pid);
    const burstStart = performance.now();
    const { sent, failed } = await burst(service.base, querySet);
    const burstMs = performance.now() - burstStart;
    await sleep(1000);
    return { readyMs, rssAtReadyMb, rssAfterQueriesMb: residentMb(service.pid), queries: sent, failed, burstMs };
  } finally {
    await service.stop();
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
