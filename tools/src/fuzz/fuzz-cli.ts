/**
 * `npm run fuzz`: the whole system as real processes, then tens of thousands of generated requests at
 * every surface and at the HTTP parser, each answer checked (envelope, CORS, no 5xx), the processes
 * checked (alive, memory bounded). Seeded: `--seed 7` reruns the same cases, `--case 1234` one of them.
 *
 *   npm run fuzz -- [--seed N] [--requests N] [--concurrency N] [--fault-requests N] [--case I,J]
 */
import { COMPONENTS } from '@lexicon/local-system';
import type { FuzzReport } from './fuzz-runner';
import { runFuzz } from './fuzz-runner';
import { processProblems, RSS_GROWTH_BOUND_MB, snapshot, startFuzzSystem } from './fuzz-system';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

function cases(): number[] | undefined {
  const at = process.argv.indexOf('--case');
  return at < 0 ? undefined : String(process.argv[at + 1]).split(',').map(Number);
}

const print = (line = ''): boolean => process.stdout.write(`${line}\n`);
const count = (value: number): string => value.toLocaleString('en');

function printReport(title: string, report: FuzzReport): void {
  print(`${title}: ${count(report.requests)} requests in ${(report.durationMs / 1000).toFixed(1)} s`);
  print(`  by surface: ${Object.entries(report.bySurface).map(([surface, n]) => `${surface} ${count(n)}`).join(', ')}`);
  print(`  by status:  ${Object.entries(report.byStatus).map(([status, n]) => `${status} ${count(n)}`).join(', ')}`);
  const fiveHundreds = Object.entries(report.byStatus).filter(([status]) => Number(status) >= 500).reduce((sum, [, n]) => sum + n, 0);
  print(`  5xx: ${count(fiveHundreds)}; failures: ${count(report.failures.length)}`);
  for (const failure of report.failures.slice(0, 20)) {
    print(`  FAIL case ${failure.index} (${failure.surface}): ${failure.problem}`);
    print(`    ${failure.reproduce.length > 4_000 ? `${failure.reproduce.slice(0, 4_000)}… (rerun with --case ${failure.index})` : failure.reproduce}`);
  }
}

async function main(): Promise<void> {
  const seed = option('seed', 1);
  const requests = option('requests', 30_000);
  const concurrency = option('concurrency', 16);
  const faultRequests = option('fault-requests', 1_000);
  const only = cases();
  print(`lexicon fuzz: seed ${seed}, ${only === undefined ? `${count(requests)} requests` : `cases ${only.join(', ')}`}, concurrency ${concurrency}; starting the system…`);
  const system = await startFuzzSystem();
  let failed: boolean;
  try {
    const before = await snapshot(system);
    const report = await runFuzz({ baseUrl: system.gatewayUrl, seed, requests, concurrency, ...(only === undefined ? {} : { only }) });
    const after = await snapshot(system);
    printReport('all services up', report);
    print(`  memory (MB, before → after, bound +${RSS_GROWTH_BOUND_MB}): ${COMPONENTS.map((c) => `${c} ${before[c].rssMb} → ${after[c].rssMb}`).join(', ')}`);
    const problems = processProblems(before, after);
    for (const problem of problems) print(`  FAIL ${problem}`);
    failed = report.failures.length > 0 || problems.length > 0;
    if (only === undefined && faultRequests > 0) {
      // A fault scenario: word-service stopped. Its paths and tools must answer 503 in the envelope, the rest as before.
      await system.stopComponent('word-service');
      const fault = await runFuzz({ baseUrl: system.gatewayUrl, seed: seed + 1, requests: faultRequests, concurrency, allowed5xx: new Set(['service_unavailable']) });
      printReport('word-service stopped', fault);
      failed ||= fault.failures.length > 0;
      await system.startComponent('word-service');
    }
  } finally {
    await system.stop();
  }
  print(failed ? 'fuzz: FAILED' : 'fuzz: passed');
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(`fuzz: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
