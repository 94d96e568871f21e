import { LANGUAGE_CODES } from '../languages/language-metadata';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../wire/query-parameters';
import { DEFAULT_WORDS_PER_LANGUAGE, MAX_WORDS_PER_LANGUAGE } from '../wire/search-wire';
import { DEFAULT_FAMILY_LIMIT, MAX_FAMILY_LIMIT } from '../wire/word-wire';
import { MAX_CHECKED_WORDS } from '../wire/word-check-wire';
import type { ParameterDescription } from './operation';

/**
 * The prose of each public parameter, written once: the OpenAPI document and the MCP input schemas
 * (and so the chat surface's tools) both show it.
 */

/** `lang` in a query, where absent and unknown have codes of their own. */
export const LANG_IN_QUERY: ParameterDescription = {
  type: 'text',
  description: `Language code, one of ${LANGUAGE_CODES.join(', ')}. Absent or empty gives \`missing_lang\`; any other value gives \`invalid_language\`.`,
  example: 'en',
};

/** `lang` as a path segment, always present. */
export const LANG_IN_PATH: ParameterDescription = {
  type: 'text',
  description: `Language code, one of ${LANGUAGE_CODES.join(', ')}; any other value gives \`invalid_language\`.`,
  example: 'fr',
};

export const LIMIT: ParameterDescription = {
  type: 'integer',
  description: `Page size. Default ${DEFAULT_LIMIT}. Values above ${MAX_LIMIT} are clamped to ${MAX_LIMIT}, and the response's \`limit\` says ${MAX_LIMIT}; below 1 or not an integer gives \`invalid_parameter\`.`,
  example: 20,
};

export const OFFSET: ParameterDescription = {
  type: 'integer',
  description: 'Number of matches to skip. Default 0. Negative or not an integer gives `invalid_parameter`; beyond the last match gives an empty page (page on with `has_more`).',
  example: 0,
};

export const PATTERN: ParameterDescription = {
  type: 'text',
  description: [
    'The whole word to match, case-insensitive, on its folded form: accents fold as the language\'s tiles do, so `ete` finds French `été` (results show the dictionary form).',
    '`?` or `_`: exactly one letter. `*` or `%`: zero or more letters. `[abc]`: one of these letters. `[^abc]`: any letter but these. `@`: one vowel. `#`: one consonant.',
    'At most 64 characters and 8 `*`/`%`. Absent or empty gives `missing_pattern`; anything else that does not parse gives `invalid_pattern` with the offending `position` in `details`.',
  ].join(' '),
  inUrl: 'Send `#` as `%23`. A `%` that is not a valid URL escape is taken as the wildcard, so `pattern=c%t` works.',
  example: 'c?t*',
};

export const CONTAINS: ParameterDescription = {
  type: 'text',
  description:
    'Letters that must all appear in the word; a letter given twice must appear at least twice (`contains=ee`). Folded like the pattern; at most 32 letters of the language, else `invalid_parameter`.',
  example: 'ae',
};

export const EXCLUDES: ParameterDescription = {
  type: 'text',
  description: 'Letters that must not appear in the word. Folded like the pattern. A letter both in `contains` and in `excludes` gives `invalid_parameter`.',
  example: 'z',
};

export const LETTERS: ParameterDescription = {
  type: 'text',
  description:
    'The rack: 1 to 32 tiles, letters of the language plus blanks `?` or `_`. Tiles are single letters in every language (a Spanish word with `ll` needs two `l`). Absent or empty gives `missing_letters`; any other character gives `invalid_letters`.',
  example: 'retains?',
};

export const MIN_LENGTH: ParameterDescription = {
  type: 'integer',
  description: 'Shortest word to list. Default 2, or `max_length` when that is smaller (a one-tile rack, or `max_length=1`). Greater than the effective `max_length` gives `invalid_length_range`.',
  example: 7,
};

export const MAX_LENGTH: ParameterDescription = {
  type: 'integer',
  description: 'Longest word to list. Default, and cap, the rack size. `min_length = max_length =` the rack size lists exact anagrams.',
  example: 8,
};

/** `min_length` of a pattern search: a pattern has no rack, so no default bound. */
export const PATTERN_MIN_LENGTH: ParameterDescription = {
  type: 'integer',
  description:
    'Shortest word to list, in letters as played (`straße` has 7). Absent, no bound beyond the pattern\'s own; above 32, no word (none is longer). At least 1, else `invalid_parameter`; greater than `max_length` gives `invalid_length_range`. `total`, pages and orders count only the words within the lengths.',
  example: 5,
};

/** `max_length` of a pattern search. */
export const PATTERN_MAX_LENGTH: ParameterDescription = {
  type: 'integer',
  description: 'Longest word to list, in letters as played. Absent, no bound (a word has at most 32 letters). At least 1, else `invalid_parameter`. `min_length = max_length = 5` lists the five-letter matches only.',
  example: 5,
};

export const HOOKS: ParameterDescription = {
  type: 'boolean',
  description:
    "`true` gives each listed word its `hooks`: the letters that make a word when put before it (`front`) and after it (`back`), folded, in the language's alphabet order. Default `false`; any value but `true` or `false` gives `invalid_parameter`.",
  example: true,
};

/** `letters` of the rack tried in every language. */
export const LETTERS_ANY_LANGUAGE: ParameterDescription = {
  type: 'text',
  description:
    'The rack: 1 to 32 tiles, letters of any language plus blanks `?` or `_`. Each language plays the letters it has (folded as its words are) and names the others in `omitted_letters`. Absent or empty gives `missing_letters`; a character that is a letter of no language gives `invalid_letters`.',
  example: 'retains?',
};

export const WORDS_PER_LANGUAGE: ParameterDescription = {
  type: 'integer',
  description: `How many words each language lists in \`longest\` and in \`highest_scoring\`: default ${DEFAULT_WORDS_PER_LANGUAGE}, at most ${MAX_WORDS_PER_LANGUAGE} (a larger value is read as ${MAX_WORDS_PER_LANGUAGE}); below 1 gives \`invalid_parameter\`.`,
  example: 3,
};

const SORT_KEYS_TEXT =
  '`alpha` dictionary order, `length` letters, `points` face value, `common` common rank (most common first; words with no common rank last), `probability` the chance of drawing the word\'s tiles from a full bag (least probable first).';
const SORT_REVERSED_TEXT = 'A leading `-` reverses a key: `-points` highest first, `-probability` most probable first (Zyzzyva\'s probability order); `-common` still lists words with no common rank last.';

export const PATTERN_SORT: ParameterDescription = {
  type: 'text',
  description: [
    "The order of the results; absent, dictionary order.",
    SORT_KEYS_TEXT,
    SORT_REVERSED_TEXT,
    'Ties keep dictionary order, so paging is exact in every order. `score` is for anagram search (a pattern has no rack); it and any other value give `invalid_parameter`.',
  ].join(' '),
  example: '-probability',
};

export const ANAGRAM_SORT: ParameterDescription = {
  type: 'text',
  description: [
    'The order of the results; absent, longest first, then highest `score`, then dictionary order (`-length` is the same order).',
    SORT_KEYS_TEXT,
    '`score` the points the word makes from this rack, the letters blanks play counting 0 (`-score` highest first).',
    SORT_REVERSED_TEXT,
    'Ties keep the default order for `score` and `-score`, and for the other keys longest first, then highest `points`, then dictionary order, so paging is exact in every order. Any other value gives `invalid_parameter`.',
  ].join(' '),
  example: '-score',
};

export const COMMON: ParameterDescription = {
  type: 'boolean',
  description:
    "`true` keeps only the language's common words (those with a `common_rank`: the 10,000 most frequent words of the language's frequency list that the dictionary holds); `total` counts only them. Default `false`; any value but `true` or `false` gives `invalid_parameter`.",
  example: true,
};

export const DICT: ParameterDescription = {
  type: 'text',
  description:
    "Which of the language's word lists to search: `full` (default), every word of the dictionary; `common`, its common words only (the same words as `common=true`); in English also `small`, `medium` and `large`, SCOWL's sizes 35, 50 and 70 (the more common words). `/languages` lists each language's lists with their sizes and sources. A list the language lacks, or any other value, gives `invalid_parameter`.",
  example: 'common',
};

export const WORD: ParameterDescription = {
  type: 'text',
  description:
    'The word, in any case, accented or not: it is found by its folded form (`ete` finds French `été`). Characters that are no letters of the language, or more than 32 letters, give `invalid_parameter`.',
  example: 'ete',
};

export const FAMILY_LIMIT: ParameterDescription = {
  type: 'integer',
  description: `Words listed per family, 1 to ${MAX_FAMILY_LIMIT}. Default ${DEFAULT_FAMILY_LIMIT}.`,
  example: 10,
};

/** `words` of a move check: the words a move forms, checked at once. */
export const WORDS: ParameterDescription = {
  type: 'list',
  description:
    `1 to ${MAX_CHECKED_WORDS} words, comma-separated (spaces around a word are ignored; a tool also takes them as an array of strings), in any case, accented or not: each is folded as patterns are (\`ete\` finds French \`été\`), and words that fold alike are answered once. Absent or empty gives \`missing_words\`; an empty word between commas or more than ${MAX_CHECKED_WORDS} words give \`invalid_words\`; a word with a character that is no letter of the language, or more than 32 letters, gives \`invalid_words\` naming it.`,
  example: 'cat,dogs,xyzzy',
};
