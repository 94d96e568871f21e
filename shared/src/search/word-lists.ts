/**
 * The word lists a search can run on (docs/api.md, "Word lists"): every language has its `full`
 * list (the default) and its `common` list, the full list's words that its frequency list ranks
 * (`common_rank`). `/languages` lists both with their sizes and sources.
 */
export const WORD_LISTS = ['full', 'common'] as const;
export type WordListName = (typeof WORD_LISTS)[number];
