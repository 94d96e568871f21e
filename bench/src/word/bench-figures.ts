/** Small helpers the word benchmark prints its figures with. */

export const out = (line: string): boolean => process.stdout.write(`${line}\n`);

export const ms = (value: number): string => `${value.toFixed(2)} ms`;

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** Seeded, so every run asks the same words. */
export function sampler(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

export interface TimedWord {
  word: string;
  ms: number;
}

/** "p50 / p99 / max" of a set of timings, each padded to a column. */
export function spread(timings: readonly TimedWord[], columns = 9): string {
  const values = timings.map((timing) => timing.ms);
  if (values.length === 0) return ['-', '-', '-'].map((cell) => cell.padEnd(columns)).join(' ');
  return [percentile(values, 50), percentile(values, 99), Math.max(...values)].map((value) => value.toFixed(2).padEnd(columns)).join(' ');
}

/** The slowest words, as `word 12.3`. */
export function slowest(timings: readonly TimedWord[], count: number): string {
  return [...timings]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((timing) => `${timing.word} ${timing.ms.toFixed(1)}`)
    .join(', ');
}
