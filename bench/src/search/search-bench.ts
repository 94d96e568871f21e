/**
 * npm run bench:search [-- --languages cs,en] [--engine-runs 25] [--sqlite-runs 1] [--naive-runs 1] [--orders-only] [--service-memory] [--every-language]
 *
 * Times three answers to the same pattern and anagram queries over each complete list — the
 * engine, an in-memory SQLite table and a naive scan — after checking, query by query, that all
 * three give the same totals and pages. Queries come from the committed bench/queries.json. Then
 * the engine alone runs the same queries in each sort order and with common=true (sorted-bench.ts);
 * `--orders-only` times only those. `--service-memory` instead starts the service itself and states its
 * resident memory at ready and after the queries (service-memory.ts); `--every-language` starts it
 * and times one rack in every language through HTTP (every-language-bench.ts).
 */
import { parseArgs } from 'node:util';
import { dataDirectory, loadDictionaries } from '@lexicon/dictionary-store';
import { type Dictionary, searchIndexBytes, sharedSearchIndexesOf } from '@lexicon/engine';
import { parseLanguages } from './bench-options';
import { formatLanguageTable, formatSummary, type LanguageFigures, summariseLanguage } from './bench-report';
import { checkAgreement, type ClassSamples, describeMismatch, type Mismatch, timeQueries, warmUp } from './bench-runner';
import type { RunPlan } from './bench-stats';
import { createEngineSearch } from './engine-search';
import { benchEveryLanguage } from './every-language-bench';
import { collectGarbage } from './heap';
import { createNaiveSearch } from './naive-search';
import { type BenchQuery, loadQuerySet, type QueryClass } from './query-set';
import type { SearchImplementation } from './search-implementation';
import { formatServiceMemory, measureServiceMemory } from './service-memory';
import { createSqliteSearch } from './sqlite-search';
import { benchSortedOrders, formatSortedRun } from './sorted-bench';
import { flattenWordList } from './word-list';

/** The sort orders' target: p99 over each order's queries on the largest lists. */
const SORTED_P99_TARGET_MS = 50;

/** search-service's resident memory with all twelve lists, at ready and after queries (docs/capacity.md). */
const SERVICE_RSS_TARGET_MB = 600;

/** Untimed passes over every query before the engine is timed (one was not enough to reach steady code). */
const ENGINE_WARM_PASSES = 10;

const write = (text: string): void => {
  process.stdout.write(text);
};

function seconds(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}

function positiveInteger(value: string | undefined, fallback: number, option: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${option} takes a whole number of at least 1, not "${value}"`);
  return number;
}

interface BaselineRun {
  mismatches: Mismatch[];
  samples: ClassSamples;
}

/**
 * Builds both baselines over the engine's list, checks all three agree on every query, then times
 * the baselines. Nothing they hold outlives this call, so the engine is timed on a clean heap.
 */
function runBaselines(dictionary: Dictionary, engine: SearchImplementation, queries: readonly BenchQuery[], plans: Record<'sqlite' | 'naive', RunPlan>): BaselineRun {
  let start = performance.now();
  const list = flattenWordList(dictionary);
  const flattening = seconds(start);
  start = performance.now();
  const sqlite = createSqliteSearch(list);
  const naive = createNaiveSearch(list);
  write(`baselines built: flat list ${flattening}, SQLite table and index ${seconds(start)}\n`);
  try {
    start = performance.now();
    const mismatches = checkAgreement(queries, [engine, sqlite, naive]);
    if (mismatches.length > 0) return { mismatches, samples: new Map() };
    write(`all ${queries.length} queries agree: same totals and pages from engine, sqlite and naive (${seconds(start)})\n`);
    start = performance.now();
    const samples = timeQueries(queries, [
      { implementation: sqlite, plan: plans.sqlite },
      { implementation: naive, plan: plans.naive },
    ]);
    write(`baselines timed in ${seconds(start)}\n`);
    return { mismatches, samples };
  } finally {
    sqlite.close();
  }
}

/**
 * The bytes of each index the language's searches use, built once per process in shared memory and
 * adopted by the heavy-lane worker (data/engine/src/search/shared-search-indexes.ts), with the DAWGs'
 * derived arrays, shared the same way.
 */
function indexBytesLine(dictionary: Dictionary): string {
  const start = performance.now();
  const { forward, reverse } = dictionary.dawgSummaries;
  const summaries = [forward, reverse].reduce((sum, summary) => sum + summary.lettersBelowLow.byteLength + summary.lettersBelowHigh.byteLength + summary.height.byteLength, 0);
  const parts: Record<string, number> = { ...searchIndexBytes(sharedSearchIndexesOf(dictionary)), 'DAWG summaries': summaries };
  const total = Object.values(parts).reduce((sum, bytes) => sum + bytes, 0);
  const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;
  const list = Object.entries(parts)
    .map(([name, bytes]) => `${name} ${mb(bytes)}`)
    .join(', ');
  return `search indexes, once per process (the worker adopts them): ${mb(total)}, ${(total / dictionary.wordCount).toFixed(1)} bytes a word (${list}); built in ${seconds(start)}\n`;
}

/** The sort orders on the language's queries, with the heap the process holds after them. */
function sortedSection(dictionary: Dictionary, queries: readonly BenchQuery[], plan: RunPlan): string {
  const start = performance.now();
  const run = benchSortedOrders(dictionary, queries, plan);
  if (run.mismatches.length > 0) throw new Error(`sorted totals differ from the default ones:\n  ${run.mismatches.join('\n  ')}`);
  collectGarbage();
  const { heapUsed, rss } = process.memoryUsage();
  return (
    `sort orders and common=true, engine only (${seconds(start)}; p99 target ${SORTED_P99_TARGET_MS} ms; ✘ over it)\n${formatSortedRun(dictionary, run, SORTED_P99_TARGET_MS)}` +
    `process after them: heap ${(heapUsed / 2 ** 20).toFixed(0)} MB, RSS ${(rss / 2 ** 20).toFixed(0)} MB\n`
  );
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      languages: { type: 'string' },
      'engine-runs': { type: 'string' },
      'naive-runs': { type: 'string' },
      'sqlite-runs': { type: 'string' },
      queries: { type: 'string' },
      'orders-only': { type: 'boolean' },
      'service-memory': { type: 'boolean' },
      'every-language': { type: 'boolean' },
    },
  });
  const querySet = loadQuerySet(values.queries);
  if (values['service-memory'] === true) {
    write(formatServiceMemory(await measureServiceMemory(querySet), SERVICE_RSS_TARGET_MB));
    return 0;
  }
  if (values['every-language'] === true) {
    write(await benchEveryLanguage(querySet));
    return 0;
  }
  const wanted = values.languages === undefined ? querySet.languages.map(({ language }) => language) : parseLanguages(values.languages);
  const entries = wanted.map((language) => {
    const entry = querySet.languages.find((candidate) => candidate.language === language);
    if (entry === undefined) throw new Error(`the query set has no queries for ${language}`);
    return entry;
  });
  // The engine's runs are cheap: enough of them for a real p99. The baselines scan the whole list
  // per query: the agreement check is their warm-up, then one timed run each (more on request) keeps the bench to minutes.
  const plans: Record<'engine' | 'sqlite' | 'naive', RunPlan> = {
    engine: { warmUps: 2, runs: positiveInteger(values['engine-runs'], 25, 'engine-runs'), budgetMs: 250 },
    sqlite: { warmUps: 0, runs: positiveInteger(values['sqlite-runs'], 1, 'sqlite-runs'), budgetMs: 400 },
    naive: { warmUps: 0, runs: positiveInteger(values['naive-runs'], 1, 'naive-runs'), budgetMs: 400 },
  };
  write(
    `Search benchmark: ${entries.length} language(s), limit 100; runs per query — engine ${plans.engine.runs} (after ${ENGINE_WARM_PASSES} untimed passes over all queries and ${plans.engine.warmUps} warm-ups), ` +
      `sqlite ${plans.sqlite.runs}, naive ${plans.naive.runs} (after the agreement check's run); no new run of a query once its runs ` +
      `took ${plans.engine.budgetMs} ms (engine) or ${plans.naive.budgetMs} ms (baselines)\n`,
  );

  const dataDir = dataDirectory(process.env);
  const results: LanguageFigures[] = [];
  const started = performance.now();
  for (const { language, wordCount, queries } of entries) {
    const start = performance.now();
    const { dictionaries } = await loadDictionaries(dataDir, [language]);
    const dictionary = dictionaries.get(language);
    if (dictionary === undefined) throw new Error(`${language} did not load`);
    const engine = createEngineSearch(dictionary);
    write(
      `\n${language} — ${dictionary.wordCount.toLocaleString('en')} words, ${queries.length} queries` +
        `${wordCount === dictionary.wordCount ? '' : ` (drawn from a list of ${wordCount.toLocaleString('en')}: the list was rebuilt since)`}` +
        ` · loaded in ${seconds(start)}\n`,
    );
    write(indexBytesLine(dictionary));
    if (values['orders-only'] === true) {
      write(sortedSection(dictionary, queries, plans.engine));
      continue;
    }
    const baselines = runBaselines(dictionary, engine, queries, plans);
    if (baselines.mismatches.length > 0) {
      const lines = baselines.mismatches.map((mismatch) => `  ${describeMismatch(mismatch)}`).join('\n');
      write(`${baselines.mismatches.length} disagreement(s) in ${language}; nothing was timed:\n${lines}\n`);
      return 1;
    }
    collectGarbage();
    // The baselines are timed straight after the agreement check, warm. The full collection above
    // also drops the engine's compiled code, so it gets untimed passes first: the service it stands
    // for answers warm, and without them the first classes timed (fixed, prefix) measure V8's tiers.
    warmUp(engine, queries, ENGINE_WARM_PASSES);
    const timing = performance.now();
    const samples = timeQueries(queries, [{ implementation: engine, plan: plans.engine }]);
    for (const [queryClass, byImplementation] of baselines.samples) {
      for (const [name, values] of byImplementation) samples.get(queryClass)?.set(name, values);
    }
    const perClass = new Map<QueryClass, number>();
    for (const query of queries) perClass.set(query.class, (perClass.get(query.class) ?? 0) + 1);
    const figures = summariseLanguage(language, dictionary.wordCount, perClass, samples);
    results.push(figures);
    write(`engine timed in ${seconds(timing)}\n${formatLanguageTable(figures)}`);
    write(sortedSection(dictionary, queries, plans.engine));
  }
  if (results.length > 0) write(`\n${formatSummary(results)}`);
  write(`total ${seconds(started)}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench:search: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
