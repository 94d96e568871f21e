/** Median of a sample (the mean of the middle two for an even count). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Nearest-rank percentile: with fewer than 100 samples, p99 is the slowest one. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export interface RunPlan {
  /** Untimed runs before the timed ones. */
  warmUps: number;
  runs: number;
  /** Stop adding timed runs of one query once they have taken this long (at least one run is made). */
  budgetMs: number;
}

/** Times a call per the plan; the results are kept alive so no run can be optimised away. */
export function timeRuns(call: () => { total: number }, plan: RunPlan): number[] {
  let sink = 0;
  for (let i = 0; i < plan.warmUps; i += 1) sink += call().total;
  const samples: number[] = [];
  let spent = 0;
  while (samples.length < plan.runs && (samples.length === 0 || spent < plan.budgetMs)) {
    const start = performance.now();
    sink += call().total;
    const elapsed = performance.now() - start;
    samples.push(elapsed);
    spent += elapsed;
  }
  if (sink < 0) throw new Error('unreachable: totals are never negative');
  return samples;
}
