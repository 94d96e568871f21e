import { type RunPlan, timeRuns } from './bench-stats';
import { type BenchQuery, describeQuery, type QueryClass } from './query-set';
import { firstDifference } from './result-comparison';
import type { BenchPage, SearchImplementation } from './search-implementation';

export interface Mismatch {
  query: BenchQuery;
  reference: string;
  implementation: string;
  difference: string;
}

/** Samples in ms: query class → implementation name → one sample per timed run. */
export type ClassSamples = Map<QueryClass, Map<string, number[]>>;

export function runQuery(implementation: SearchImplementation, query: BenchQuery): BenchPage {
  return query.kind === 'pattern' ? implementation.pattern(query) : implementation.anagram(query);
}

/** A page, or why there is none. */
function attempt(implementation: SearchImplementation, query: BenchQuery): BenchPage | Error {
  try {
    return runQuery(implementation, query);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Runs every query once on each implementation and compares each answer with the first one's:
 * totals and pages must be identical, and no implementation may fail. This pass is also every
 * baseline's warm-up.
 */
export function checkAgreement(queries: readonly BenchQuery[], implementations: readonly SearchImplementation[]): Mismatch[] {
  const [reference, ...others] = implementations;
  if (reference === undefined) return [];
  const mismatches: Mismatch[] = [];
  for (const query of queries) {
    const expected = attempt(reference, query);
    for (const other of others) {
      const actual = attempt(other, query);
      let difference: string | null;
      if (expected instanceof Error || actual instanceof Error) {
        const failure = (page: BenchPage | Error): string => (page instanceof Error ? `failed (${page.message})` : `total ${page.total}`);
        difference = `${failure(expected)} vs ${failure(actual)}`;
      } else {
        difference = firstDifference(query, expected, actual);
      }
      if (difference !== null) mismatches.push({ query, reference: reference.name, implementation: other.name, difference });
    }
  }
  return mismatches;
}

export function describeMismatch(mismatch: Mismatch): string {
  return `${describeQuery(mismatch.query)}\n    ${mismatch.reference} vs ${mismatch.implementation}: ${mismatch.difference}`;
}

/**
 * Times every query on each implementation in turn (all of one implementation's runs together, so
 * one's garbage does not land in another's timings) and pools the samples per query class.
 */
/** Runs every query `passes` times, untimed, so the code that answers them is compiled and warm. */
export function warmUp(implementation: SearchImplementation, queries: readonly BenchQuery[], passes: number): void {
  for (let pass = 0; pass < passes; pass += 1) for (const query of queries) runQuery(implementation, query);
}

export function timeQueries(
  queries: readonly BenchQuery[],
  implementations: ReadonlyArray<{ implementation: SearchImplementation; plan: RunPlan }>,
): ClassSamples {
  const samples: ClassSamples = new Map();
  for (const { implementation, plan } of implementations) {
    for (const query of queries) {
      let byImplementation = samples.get(query.class);
      if (byImplementation === undefined) {
        byImplementation = new Map();
        samples.set(query.class, byImplementation);
      }
      const pooled = byImplementation.get(implementation.name) ?? [];
      pooled.push(...timeRuns(() => runQuery(implementation, query), plan));
      byImplementation.set(implementation.name, pooled);
    }
  }
  return samples;
}
