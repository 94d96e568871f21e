/**
 * The word lists a search can run on (docs/api.md, "Word lists"): every language has its `full`
 * list (the default) and its `common` list, the full list's words that its frequency list ranks
 * (`common_rank`); English also has SCOWL's sizes `small`, `medium` and `large`. `/languages`
 * lists each language's lists with their sizes and sources; a list a language lacks is refused.
 */
export const WORD_LISTS = ['full', 'common', 'small', 'medium', 'large'] as const;
export type WordListName = (typeof WORD_LISTS)[number];
