/**
 * The orders pattern and anagram search can be sorted in (docs/api.md, "Sort orders"): a key, and a
 * leading `-` for descending. Written once: the wire schema validates `sort` against it, the engine
 * sorts by it.
 */
export const SORT_KEYS = ['alpha', 'length', 'points', 'score', 'common', 'probability'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Every value `sort` accepts: each key, ascending and (`-`) descending. */
export const SORT_VALUES = SORT_KEYS.flatMap((key) => [key, `-${key}`] as const) as ReadonlyArray<SortKey | `-${SortKey}`>;
export type SortValue = SortKey | `-${SortKey}`;

/** `score` is the points a word makes from a rack: anagram search only, a pattern has no rack. */
export const RACK_SORT_KEYS: readonly SortKey[] = ['score'];

/** The values `sort` accepts on pattern search: every one but the rack's. */
export const PATTERN_SORT_VALUES = SORT_VALUES.filter((value) => !RACK_SORT_KEYS.includes(sortOrderOf(value).key));

export interface SortOrder {
  key: SortKey;
  /** Largest value first: `-points`, `-score`, `-length`; `-common` is the least common first, `-probability` the most probable first. */
  descending: boolean;
}

export function sortOrderOf(value: SortValue): SortOrder {
  return value.startsWith('-') ? { key: value.slice(1) as SortKey, descending: true } : { key: value as SortKey, descending: false };
}
