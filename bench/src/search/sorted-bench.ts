import {
  type Dictionary,
  parseLetterCounts,
  parsePattern,
  parseRack,
  searchAnagramSorted,
  searchPatternSorted,
  type SearchOptions,
  sortKeyBytes,
  sortKeysOf,
  commonWordsOf,
  keyOrderBytes,
  letterSetBytes,
  anagramKeyOrderBytes,
} from '@lexicon/engine';
import { SORT_VALUES, sortOrderOf, type SortValue } from '@lexicon/shared';
import { median, percentile, type RunPlan, timeRuns } from './bench-stats';
import { ms } from './bench-report';
import { createEngineSearch } from './engine-search';
import { type BenchQuery, describeQuery } from './query-set';

/**
 * The sort orders (`sort=…`) and `common=true` timed on a language's committed queries: every pattern
 * and anagram query of the set run in each order, paged at the query's own offset. Each class is one
 * order (or the filter) over all those queries; the default order is the main bench's. Before any
 * timing, each sorted query's total is checked against the unsorted one (an order never changes
 * which words match); the order itself is held to a brute-force sort by the engine's oracle tests.
 */

/** The classes: every order but the pattern default, then the filter, alone and with the common order. */
export const SORTED_CLASSES: ReadonlyArray<{ name: string; filtered: boolean; options: (dictionary: Dictionary) => SearchOptions }> = [
  ...SORT_VALUES.map((value: SortValue) => ({ name: `sort=${value}`, filtered: false, options: () => ({ sort: sortOrderOf(value) }) })),
  { name: 'common=true', filtered: true, options: (dictionary) => ({ within: commonWordsOf(dictionary) }) },
  { name: 'common=true sort=-probability', filtered: true, options: (dictionary) => ({ within: commonWordsOf(dictionary), sort: sortOrderOf('-probability') }) },
];

export interface SortedFigures {
  name: string;
  queries: number;
  p50: number;
  p99: number;
  max: number;
}

export interface SortedRun {
  /** Time to build the sort keys of the list (once per dictionary and thread), and what they hold. */
  keysBuildMs: number;
  keysBytes: number;
  commonWords: number;
  commonBytes: number;
  /** What pages tested word by word in the order hold once the classes have run: key orders for patterns and for racks, and the words' letter sets (engine key-order.ts, anagram-key-order.ts). */
  testedPageBytes: { patternOrders: number; rackOrders: number; letterSets: number };
  classes: SortedFigures[];
  /** Queries whose sorted total differed from the default one: none, or the bench fails. */
  mismatches: string[];
}

function runSorted(dictionary: Dictionary, query: BenchQuery, options: SearchOptions): { total: number } {
  const { rules } = dictionary;
  if (query.kind === 'anagram') {
    return searchAnagramSorted(dictionary, { rack: parseRack(query.rack, rules), minLength: query.minLength, maxLength: query.maxLength, offset: query.offset, limit: query.limit }, options);
  }
  return searchPatternSorted(
    dictionary,
    {
      pattern: parsePattern(query.pattern, rules),
      contains: query.contains === '' ? new Map() : parseLetterCounts(query.contains, 'contains', rules),
      excludes: query.excludes === '' ? new Map() : parseLetterCounts(query.excludes, 'excludes', rules),
      offset: query.offset,
      limit: query.limit,
    },
    options,
  );
}

export function benchSortedOrders(dictionary: Dictionary, queries: readonly BenchQuery[], plan: RunPlan): SortedRun {
  const started = performance.now();
  sortKeysOf(dictionary);
  const keysBuildMs = performance.now() - started;
  const common = commonWordsOf(dictionary);
  const engine = createEngineSearch(dictionary);
  const mismatches: string[] = [];
  for (const query of queries) {
    const expected = (query.kind === 'pattern' ? engine.pattern(query) : engine.anagram(query)).total;
    for (const { name, filtered, options } of SORTED_CLASSES) {
      if (filtered) continue;
      const { total } = runSorted(dictionary, query, options(dictionary));
      if (total !== expected) mismatches.push(`${describeQuery(query)} ${name}: total ${total}, unsorted ${expected}`);
    }
  }
  const classes: SortedFigures[] = [];
  if (mismatches.length === 0) {
    for (const { name, options } of SORTED_CLASSES) {
      const asked = options(dictionary);
      const samples = queries.flatMap((query) => timeRuns(() => runSorted(dictionary, query, asked), plan));
      classes.push({ name, queries: queries.length, p50: median(samples), p99: percentile(samples, 99), max: Math.max(...samples) });
    }
  }
  return { keysBuildMs, keysBytes: sortKeyBytes(dictionary), commonWords: common.ranks.length, commonBytes: common.ranks.byteLength + common.places.byteLength, testedPageBytes: { patternOrders: keyOrderBytes(dictionary), rackOrders: anagramKeyOrderBytes(dictionary), letterSets: letterSetBytes(dictionary) }, classes, mismatches };
}

function bytesLine(bytes: SortedRun['testedPageBytes'], words: number): string {
  const total = bytes.patternOrders + bytes.rackOrders + bytes.letterSets;
  const part = (value: number): string => value.toLocaleString('en');
  return `${part(total)} bytes (${(total / words).toFixed(2)} a word: pattern key orders ${part(bytes.patternOrders)}, rack key orders ${part(bytes.rackOrders)}, letter sets ${part(bytes.letterSets)})`;
}

export function formatSortedRun(dictionary: Dictionary, run: SortedRun, targetP99Ms: number): string {
  const width = Math.max(...run.classes.map(({ name }) => name.length), 'order'.length);
  const lines = [
    `sort keys: built in ${ms(run.keysBuildMs)} ms, ${run.keysBytes.toLocaleString('en')} bytes (${(run.keysBytes / dictionary.wordCount).toFixed(2)} a word); ` +
      `common words: ${run.commonWords.toLocaleString('en')}, ${run.commonBytes.toLocaleString('en')} bytes; ` +
      `tested pages: ${bytesLine(run.testedPageBytes, dictionary.wordCount)}`,
    `${'order (ms)'.padEnd(width)}  ${'n'.padStart(4)}  ${'p50'.padStart(7)}  ${'p99'.padStart(7)}  ${'max'.padStart(7)}`,
    ...run.classes.map(({ name, queries, p50, p99, max }) => `${name.padEnd(width)}  ${String(queries).padStart(4)}  ${ms(p50).padStart(7)}  ${ms(p99).padStart(7)}  ${ms(max).padStart(7)}  ${p99 <= targetP99Ms ? '✔' : '✘'}`),
  ];
  return lines.join('\n') + '\n';
}
