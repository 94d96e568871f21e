import { workMeter } from '../search/work-meter';
import type { CommonWords } from './common-words';
import { firstRankFrom, type WordSet } from './word-sets';

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
 * Turns per-bucket counts (`starts[b + 1]` = candidates in bucket b) into each bucket's first position,
 * in place, and names the buckets the page [offset, offset + size) touches: first, the one holding
 * position `offset`; last, the one holding offset + size - 1.
 */
function pageBuckets(starts: Float64Array, offset: number, size: number): { first: number; last: number } {
  for (let bucket = 1; bucket < starts.length; bucket += 1) starts[bucket] = (starts[bucket] as number) + (starts[bucket - 1] as number);
  let first = 0;
  while ((starts[first + 1] as number) <= offset) first += 1;
  let last = first;
  while ((starts[last + 1] as number) < offset + size) last += 1;
  return { first, last };
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
  const { first, last } = pageBuckets(starts, offset, size);
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

/** A sort key by dictionary rank: dense (a value per word) or the common words' places (0 for the rest). */
export type RankKey = { kind: 'dense'; values: ArrayLike<number>; map: Uint32Array } | { kind: 'common'; common: CommonWords; map: Uint32Array };

/**
 * Candidates as runs of dictionary ranks in rank order, each rank's bucket read through a bucket map
 * (no key: one bucket, rank order). With a word set (`within`: a list narrower than the full one), only
 * the set's words of each run are visited, found from its sorted ranks, so `common=true` or
 * `dict=small` costs the set's words, not the matches.
 */
export function rankRuns(runs: ArrayLike<number>, key: RankKey | null, within: WordSet | null): BucketedCandidates {
  const map = key?.map ?? ONE_BUCKET;
  const dense = key?.kind === 'dense' ? key.values : null;
  const common = key?.kind === 'common' ? key.common : null;
  return {
    buckets: map.length,
    forEach(visit) {
      // The next common word at or after the rank being visited (ranks only ascend).
      let next = 0;
      const placeAt = (rank: number): number => {
        if (common === null) return 0;
        while (next < common.ranks.length && (common.ranks[next] as number) < rank) next += 1;
        return common.ranks[next] === rank ? (common.places[next] as number) : 0;
      };
      const bucketOf = (rank: number): number => (key === null ? 0 : dense !== null ? (map[dense[rank] as number] as number) : (map[placeAt(rank)] as number));
      for (let run = 0; run < runs.length; run += 2) {
        const start = runs[run] as number;
        const end = runs[run + 1] as number;
        if (within !== null) {
          let index = firstRankFrom(within, start);
          workMeter.spend(20);
          for (; index < within.ranks.length && (within.ranks[index] as number) < end; index += 1) {
            workMeter.tick();
            const rank = within.ranks[index] as number;
            if (visit(rank, bucketOf(rank)) === true) return;
          }
          continue;
        }
        workMeter.spend(end - start);
        if (key === null) {
          for (let rank = start; rank < end; rank += 1) if (visit(rank, 0) === true) return;
        } else if (dense !== null) {
          for (let rank = start; rank < end; rank += 1) if (visit(rank, map[dense[rank] as number] as number) === true) return;
        } else {
          for (let rank = start; rank < end; rank += 1) if (visit(rank, map[placeAt(rank)] as number) === true) return;
        }
      }
    },
  };
}

const ONE_BUCKET = new Uint32Array(1);

/**
 * `sortedPage` over runs of ranks with a key array, in two tight loops rather than a call per word
 * (on `*` over three million words the calls took most of the time): one counts each bucket, the
 * other drops the words of the buckets the page touches into their slots.
 */
export function sortedRunsPage(runs: ArrayLike<number>, values: ArrayLike<number>, map: Uint32Array, offset: number, limit: number): SortedPage {
  const starts = new Float64Array(map.length + 1);
  let total = 0;
  for (let run = 0; run < runs.length; run += 2) {
    const start = runs[run] as number;
    const end = runs[run + 1] as number;
    workMeter.spend(end - start);
    for (let rank = start; rank < end; rank += 1) {
      const slot = (map[values[rank] as number] as number) + 1;
      starts[slot] = (starts[slot] as number) + 1;
    }
    total += end - start;
  }
  const size = Math.min(limit, total - offset);
  if (size <= 0) return { total, positions: [] };
  const { first, last } = pageBuckets(starts, offset, size);
  const positions = new Array<number>(size);
  let placed = 0;
  for (let run = 0; run < runs.length && placed < size; run += 2) {
    const start = runs[run] as number;
    const end = runs[run + 1] as number;
    workMeter.spend(end - start);
    for (let rank = start; rank < end; rank += 1) {
      const bucket = map[values[rank] as number] as number;
      if (bucket < first || bucket > last) continue;
      const slot = (starts[bucket] as number) - offset;
      starts[bucket] = (starts[bucket] as number) + 1;
      if (slot < 0 || slot >= size) continue;
      positions[slot] = rank;
      placed += 1;
    }
  }
  return { total, positions };
}

/**
 * `sortedRunsPage` for the common order, whose key is sparse: a cursor steps along the common words'
 * ranks as the runs' ranks rise, so each word costs a compare, not a search.
 */
export function sortedRunsPageByCommon(runs: ArrayLike<number>, common: CommonWords, map: Uint32Array, offset: number, limit: number): SortedPage {
  const { ranks, places } = common;
  const absent = map[0] as number;
  const starts = new Float64Array(map.length + 1);
  let total = 0;
  let next = 0;
  for (let run = 0; run < runs.length; run += 2) {
    const start = runs[run] as number;
    const end = runs[run + 1] as number;
    workMeter.spend(20);
    // The run's common words, then the rest of the run in the absent bucket.
    if (next < ranks.length && (ranks[next] as number) < start) next = firstRankFrom(common, start);
    let inRun = 0;
    for (; next < ranks.length && (ranks[next] as number) < end; next += 1) {
      const slot = (map[places[next] as number] as number) + 1;
      starts[slot] = (starts[slot] as number) + 1;
      inRun += 1;
    }
    starts[absent + 1] = (starts[absent + 1] as number) + (end - start - inRun);
    total += end - start;
  }
  const size = Math.min(limit, total - offset);
  if (size <= 0) return { total, positions: [] };
  const { first, last } = pageBuckets(starts, offset, size);
  const positions = new Array<number>(size);
  let placed = 0;
  const place = (rank: number, bucket: number): void => {
    if (bucket < first || bucket > last) return;
    const slot = (starts[bucket] as number) - offset;
    starts[bucket] = (starts[bucket] as number) + 1;
    if (slot < 0 || slot >= size) return;
    positions[slot] = rank;
    placed += 1;
  };
  const absentOnPage = absent >= first && absent <= last;
  next = 0;
  for (let run = 0; run < runs.length && placed < size; run += 2) {
    const start = runs[run] as number;
    const end = runs[run + 1] as number;
    if (next < ranks.length && (ranks[next] as number) < start) next = firstRankFrom(common, start);
    if (!absentOnPage) {
      // Only common words can be on the page: visit those of the run alone.
      workMeter.spend(20);
      for (; next < ranks.length && (ranks[next] as number) < end; next += 1) place(ranks[next] as number, map[places[next] as number] as number);
      continue;
    }
    workMeter.spend(end - start);
    for (let rank = start; rank < end; rank += 1) {
      if (next < ranks.length && ranks[next] === rank) {
        place(rank, map[places[next] as number] as number);
        next += 1;
      } else {
        place(rank, absent);
      }
    }
  }
  return { total, positions };
}
