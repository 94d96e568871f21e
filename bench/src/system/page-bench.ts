/**
 * `npm run bench:page`: Lighthouse (mobile preset: a mid-range phone, simulated slow 4G and a 4x
 * slower CPU) on the page at `/`, in Debian's chromium, against the whole system on loopback.
 * Prints the performance, accessibility and best-practices scores of each address (targets: 95, 100,
 * 100) and writes the full reports to bench/artifacts/lighthouse/. Not part of CI: scores depend on the
 * machine.
 * Options (environment): CHROMIUM_PATH, PAGE_BENCH_RUNS (1: the median of several when more).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirectory } from '@lexicon/dictionary-store';
import { freePort } from '@lexicon/service-kit';
import { launchChromium, startLocalSystem } from '@lexicon/local-system';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100 };
/** The first visit, and a shared link that opens with results. */
const ADDRESSES = ['/', '/?mode=anagram&lang=fr&letters=chat??'];
const RUNS = Math.max(1, Number(process.env.PAGE_BENCH_RUNS ?? 1));
const REPORT_DIRECTORY = path.resolve(__dirname, '../../artifacts/lighthouse');

const write = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { score: number | null; title: string; displayValue?: string }>;
  };
  report: string | string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function main(): Promise<void> {
  const system = await startLocalSystem({
    ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
    env: { LEXICON_DATA_DIR: dataDirectory(process.env), LOG_LEVEL: 'warn', RATE_LIMIT_KEY_PREFIX: `bench:page:${randomUUID()}` },
  });
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  // Lighthouse is an ES module; this package is CommonJS.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: (url: string, flags: object) => Promise<LighthouseResult | undefined> };
  mkdirSync(REPORT_DIRECTORY, { recursive: true });
  let missed = 0;
  try {
    write(`Lighthouse, mobile preset, ${RUNS} run(s) per address, chromium ${browser.version()}`);
    for (const address of ADDRESSES) {
      const scores: Record<string, number[]> = {};
      let last: LighthouseResult | undefined;
      for (let run = 0; run < RUNS; run += 1) {
        last = await lighthouse(`${system.gatewayUrl}${address}`, { port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (last === undefined) throw new Error(`Lighthouse gave no result for ${address}`);
        for (const category of CATEGORIES) (scores[category] ??= []).push(Math.round((last.lhr.categories[category]?.score ?? 0) * 100));
      }
      const line = CATEGORIES.map((category) => {
        const score = median(scores[category] ?? [0]);
        if (score < TARGETS[category]) missed += 1;
        return `${category} ${score}${score < TARGETS[category] ? ` (target ${TARGETS[category]})` : ''}`;
      });
      write(`${address}: ${line.join(', ')}`);
      const audits = last?.lhr.audits ?? {};
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
      write(`  ${metrics.map((id) => `${audits[id]?.title ?? id}: ${audits[id]?.displayValue ?? '-'}`).join('; ')}`);
      const failing = Object.entries(audits).filter(([, audit]) => audit.score !== null && audit.score < 1);
      const named = failing.filter(([id]) => !metrics.includes(id)).map(([id, audit]) => `${id} (${audit.score})`);
      if (named.length > 0) write(`  audits below full marks: ${named.join(', ')}`);
      const file = path.join(REPORT_DIRECTORY, `${address === '/' ? 'home' : 'deep-link'}.html`);
      writeFileSync(file, Array.isArray(last?.report) ? last.report.join('\n') : (last?.report ?? ''));
      write(`  report: ${path.relative(process.cwd(), file)}`);
    }
  } finally {
    await browser.close();
    await system.stop();
  }
  write(missed === 0 ? 'every score meets its target' : `${missed} score(s) below target`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:page: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
