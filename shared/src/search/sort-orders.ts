/**
 * The orders pattern and anagram search can be sorted in (docs/api.md, "Sort orders"): a key, and a
 * leading `-` for descending. Written once: the wire schema validates `sort` against it, the engine
 * sorts by it.
 */
export const SORT_KEYS = ['alpha', 'length', 'points', 'common', 'probability'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Every value `sort` accepts: each key, ascending and (`-`) descending. */
export const SORT_VALUES = SORT_KEYS.flatMap((key) => [key, `-${key}`] as const) as ReadonlyArray<SortKey | `-${SortKey}`>;
export type SortValue = SortKey | `-${SortKey}`;

export interface SortOrder {
  key: SortKey;
  /** Largest value first: `-points`, `-length`; `-common` is the least common first, `-probability` the most probable first. */
  descending: boolean;
}

export function sortOrderOf(value: SortValue): SortOrder {
  return value.startsWith('-') ? { key: value.slice(1) as SortKey, descending: true } : { key: value as SortKey, descending: false };
}
