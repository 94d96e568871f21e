import { workMeter } from '../search/work-meter';

/** Candidates of a search in its default order, and each one's sort bucket. */
export interface BucketedCandidates {
  /**
   * Calls `visit(position, bucket)` for each candidate in default order (position: its index in that
   * order, or its rank where candidates are ranges of ranks); a bucket of SKIPPED leaves it out.
   */
  forEach(visit: (position: number, bucket: number) => boolean | void): void;
  buckets: number;
}

export const SKIPPED = 0xffffffff;

export interface SortedPage {
  /** Candidates that were not skipped. */
  total: number;
  /** The page's positions, in sorted order. */
  positions: number[];
}

/**
 * The candidates at positions offset … offset + limit of the order (bucket, then default order): a
 * counting sort that never sorts. One pass counts each bucket; their sizes say which buckets the page
 * falls in and where each starts; a second pass in default order drops each candidate of those
 * buckets into its slot, so ties stay in default order. Two passes over the matches, whatever the page.
 */
export function sortedPage(candidates: BucketedCandidates, offset: number, limit: number): SortedPage {
  const starts = new Float64Array(candidates.buckets + 1);
  let total = 0;
  candidates.forEach((_, bucket) => {
    if (bucket === SKIPPED) return;
    starts[bucket + 1] = (starts[bucket + 1] as number) + 1;
    total += 1;
  });
  const size = Math.min(limit, total - offset);
  if (size <= 0) return { total, positions: [] };
  for (let bucket = 1; bucket < starts.length; bucket += 1) starts[bucket] = (starts[bucket] as number) + (starts[bucket - 1] as number);
  // The buckets the page touches: first, the one holding position `offset`; last, the one holding offset + size - 1.
  let first = 0;
  while ((starts[first + 1] as number) <= offset) first += 1;
  let last = first;
  while ((starts[last + 1] as number) < offset + size) last += 1;
  const positions = new Array<number>(size);
  let placed = 0;
  candidates.forEach((position, bucket) => {
    if (bucket === SKIPPED || bucket < first || bucket > last) return;
    const slot = (starts[bucket] as number) - offset;
    starts[bucket] = (starts[bucket] as number) + 1;
    if (slot < 0 || slot >= size) return;
    positions[slot] = position;
    placed += 1;
    return placed === size;
  });
  return { total, positions };
}

/**
 * Candidates as runs of dictionary ranks in rank order, each rank's bucket read from a key array
 * through a bucket map (no keys: one bucket, rank order). `keep`: by rank, 0 to leave a word out.
 */
export function rankRuns(runs: ArrayLike<number>, keyed: { keys: ArrayLike<number>; map: Uint32Array } | null, keep: ArrayLike<number> | null): BucketedCandidates {
  const keys = keyed?.keys ?? null;
  const map = keyed?.map ?? ONE_BUCKET;
  return {
    buckets: map.length,
    forEach(visit) {
      for (let run = 0; run < runs.length; run += 2) {
        const end = runs[run + 1] as number;
        workMeter.spend(end - (runs[run] as number));
        for (let rank = runs[run] as number; rank < end; rank += 1) {
          if (keep !== null && keep[rank] === 0) continue;
          if (visit(rank, keys === null ? 0 : (map[keys[rank] as number] as number)) === true) return;
        }
      }
    },
  };
}

const ONE_BUCKET = new Uint32Array(1);
