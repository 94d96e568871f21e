/** The orders a search can be sorted in are written once, in shared (docs/api.md, "Sort orders"). */
export { SORT_KEYS } from '@lexicon/shared/core';
export type { SortKey, SortOrder } from '@lexicon/shared/core';

/**
 * How each key's raw value becomes a bucket of the order: buckets ascend in the order listed, and
 * ties within a bucket keep the search's default order (so the order is total). A raw value that is
 * absent (a word with no common rank, 0) sorts after every present one, whichever the direction.
 */
export function bucketMap(span: number, descending: boolean, absentValue: number | null): Uint32Array {
  const map = new Uint32Array(span);
  if (absentValue === null) {
    for (let value = 0; value < span; value += 1) map[value] = descending ? span - 1 - value : value;
    return map;
  }
  // Present values are the others: they take buckets 0 .. span - 2 in order, the absent one span - 1.
  let bucket = 0;
  const present: number[] = [];
  for (let value = 0; value < span; value += 1) if (value !== absentValue) present.push(value);
  if (descending) present.reverse();
  for (const value of present) map[value] = bucket++;
  map[absentValue] = span - 1;
  return map;
}
