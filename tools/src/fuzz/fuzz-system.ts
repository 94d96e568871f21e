import { dataDirectory } from '@lexicon/dictionary-store';
import { COMPONENTS, type Component, type LocalSystem, startLocalSystem } from '@lexicon/local-system';
import { residentMb } from './process-memory';

/**
 * The stack the fuzzer runs against: every process real, on loopback and free ports, the rate limit
 * and the cap on requests in flight lifted (the fuzzer is one client sending tens of thousands of
 * requests, many at once), counters and usage in
 * memory so no shared Redis is touched.
 */
export function startFuzzSystem(): Promise<LocalSystem> {
  return startLocalSystem({
    ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
    env: { LEXICON_DATA_DIR: dataDirectory(process.env), LOG_LEVEL: 'fatal', RATE_LIMIT_POINTS: '1000000000', CLIENT_MAX_IN_FLIGHT: '1000000', REDIS_URL: '' },
  });
}

/**
 * How much each process may grow over a run, in MB. Measured: a 30,000-request run grows the gateway
 * and the services by tens of MB (caches of pronunciations and folded forms fill up); a leak of a few
 * KB per request would pass 30,000 requests well beyond this.
 */
export const RSS_GROWTH_BOUND_MB = 256;

export type ProcessSnapshot = Record<Component, { pid: number | undefined; rssMb: number | undefined }>;

export async function snapshot(system: LocalSystem): Promise<ProcessSnapshot> {
  const entries = await Promise.all(
    COMPONENTS.map(async (component) => {
      const pid = system.processId(component);
      return [component, { pid, rssMb: await residentMb(pid) }] as const;
    }),
  );
  return Object.fromEntries(entries) as ProcessSnapshot;
}

/** Processes that died or were replaced, and those that grew beyond the bound, between two snapshots. */
export function processProblems(before: ProcessSnapshot, after: ProcessSnapshot, boundMb: number = RSS_GROWTH_BOUND_MB): string[] {
  const problems: string[] = [];
  for (const component of COMPONENTS) {
    const was = before[component];
    const now = after[component];
    if (now.pid === undefined || now.pid !== was.pid || now.rssMb === undefined) {
      problems.push(`${component} died (pid ${String(was.pid)} → ${String(now.pid)})`);
      continue;
    }
    const growth = now.rssMb - (was.rssMb ?? now.rssMb);
    if (growth > boundMb) problems.push(`${component} grew by ${growth} MB (bound ${boundMb} MB)`);
  }
  return problems;
}
