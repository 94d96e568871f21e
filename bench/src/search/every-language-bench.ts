import { percentile } from './bench-stats';
import type { QuerySet } from './query-set';
import { cpuMs, startSearchService } from './running-service';

/**
 * `npm run bench:search -- --every-language`: one rack in every language
 * (GET /api/v1/search/anagram/languages) against the running search-service, all twelve lists: the
 * English racks of the committed query set as they are, with one blank and with two added, each sent
 * `RUNS` times one after another. Per group: latency p50, p99 and max, the service's CPU per request
 * (its whole process, from /proc, over the group) and the work units it reported (X-Query-Cost).
 */

const RUNS = 3;
const RACKS_PER_GROUP = 20;
const WORDS_PER_LIST = 5;

interface GroupFigures {
  name: string;
  requests: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  cpuMsPerRequest: number;
  meanUnits: number;
}

async function timeGroup(base: string, pid: number, name: string, racks: readonly string[]): Promise<GroupFigures> {
  const latencies: number[] = [];
  let failed = 0;
  let units = 0;
  const cpuBefore = cpuMs(pid);
  for (const rack of racks) {
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/search/anagram/languages?${new URLSearchParams({ letters: rack, limit: String(WORDS_PER_LIST) })}`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) failed += 1;
      units += Number(response.headers.get('x-query-cost') ?? 0);
    }
  }
  const requests = latencies.length;
  return {
    name,
    requests,
    failed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: Math.max(...latencies),
    cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / requests,
    meanUnits: units / requests,
  };
}

export async function benchEveryLanguage(querySet: QuerySet): Promise<string> {
  const english = querySet.languages.find(({ language }) => language === 'en');
  const racks = [...new Set((english?.queries ?? []).flatMap((query) => (query.kind === 'anagram' ? [query.rack.replace(/[?_]/g, '')] : [])))]
    .filter((rack) => rack.length > 0)
    .slice(0, RACKS_PER_GROUP);
  if (racks.length === 0) throw new Error('the query set has no English anagram queries to take racks from');
  const service = await startSearchService();
  try {
    const groups = [
      await timeGroup(service.base, service.pid, 'racks, no blank', racks),
      await timeGroup(service.base, service.pid, 'racks + 1 blank', racks.map((rack) => `${rack}?`)),
      await timeGroup(service.base, service.pid, 'racks + 2 blanks', racks.map((rack) => `${rack}??`)),
    ];
    const ms = (value: number): string => value.toFixed(1);
    const rows = groups.map(
      (group) =>
        `| ${group.name} | ${group.requests} | ${group.failed} | ${ms(group.p50Ms)} | ${ms(group.p99Ms)} | ${ms(group.maxMs)} | ${ms(group.cpuMsPerRequest)} | ${Math.round(group.meanUnits).toLocaleString('en')} |`,
    );
    return [
      `\nOne rack in every language (GET /api/v1/search/anagram/languages, limit ${WORDS_PER_LIST}): ${racks.length} English racks of the query set, ${RUNS} runs each, one request at a time`,
      '| racks | requests | not 200 | p50 ms | p99 ms | max ms | service CPU ms / request | work units / request |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
    ].join('\n');
  } finally {
    await service.stop();
  }
}
