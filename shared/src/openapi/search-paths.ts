import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { LANGUAGE_CODES } from '../languages/language-metadata';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../wire/query-parameters';
import { anagramSearchParametersSchema, patternSearchParametersSchema } from '../wire/search-wire';
import type { ComponentSchemas } from './component-schemas';
import { documentedQuery, type ParameterText } from './documented-query';
import { QUERY_WORK_ERRORS, UPSTREAM_ERRORS } from './error-responses';
import { registerGet } from './get-operation';

// The prose of each parameter. The texts objects are typed by the validators' keys, so a parameter
// added to a validator fails the typecheck here until it is described.
const LANG: ParameterText = {
  description: `Language code, one of ${LANGUAGE_CODES.join(', ')}. Absent or empty gives \`missing_lang\`; any other value gives \`invalid_language\`.`,
  example: 'en',
};
const LIMIT: ParameterText = {
  description: `Page size. Default ${DEFAULT_LIMIT}. Values above ${MAX_LIMIT} are clamped to ${MAX_LIMIT}, and the response's \`limit\` says ${MAX_LIMIT}; below 1 or not an integer gives \`invalid_parameter\`.`,
  example: 20,
};
const OFFSET: ParameterText = {
  description: 'Number of matches to skip. Default 0. Negative or not an integer gives `invalid_parameter`; beyond the last match gives an empty page.',
  example: 0,
};

const PATTERN_TEXTS: Record<keyof typeof patternSearchParametersSchema.shape, ParameterText> = {
  lang: LANG,
  pattern: {
    description: [
      'The whole word to match, case-insensitive, on its folded form: accents fold as the language\'s tiles do, so `ete` finds French `été` (results show the dictionary form).',
      '`?` or `_`: exactly one letter. `*` or `%`: zero or more letters. `[abc]`: one of these letters. `[^abc]`: any letter but these. `@`: one vowel. `#`: one consonant (send it as `%23`).',
      'A `%` that is not a valid URL escape is taken as the wildcard, so `pattern=c%t` works.',
      'At most 64 characters and 8 `*`/`%`. Absent or empty gives `missing_pattern`; anything else that does not parse gives `invalid_pattern` with the offending `position` in `details`.',
    ].join(' '),
    example: 'c?t*',
  },
  contains: {
    description:
      'Letters that must all appear in the word; a letter given twice must appear at least twice (`contains=ee`). Folded like the pattern; at most 32 letters of the language, else `invalid_parameter`.',
    example: 'ae',
  },
  excludes: {
    description: 'Letters that must not appear in the word. Folded like the pattern. A letter both in `contains` and in `excludes` gives `invalid_parameter`.',
    example: 'z',
  },
  limit: LIMIT,
  offset: OFFSET,
};

const ANAGRAM_TEXTS: Record<keyof typeof anagramSearchParametersSchema.shape, ParameterText> = {
  lang: LANG,
  letters: {
    description:
      'The rack: 1 to 32 tiles, letters of the language plus blanks `?` or `_`. Tiles are single letters in every language (a Spanish word with `ll` needs two `l`). Absent or empty gives `missing_letters`; any other character gives `invalid_letters`.',
    example: 'retains?',
  },
  min_length: {
    description: 'Shortest word to list. Default 2. Greater than the effective `max_length` gives `invalid_length_range`.',
    example: 7,
  },
  max_length: {
    description: 'Longest word to list. Default, and cap, the rack size. `min_length = max_length =` the rack size lists exact anagrams.',
    example: 8,
  },
  limit: LIMIT,
  offset: OFFSET,
};

/** The search service's endpoints, as the gateway exposes them. */
export function registerSearchPaths(registry: OpenAPIRegistry, schemas: ComponentSchemas): void {
  registerGet(
    registry,
    {
      path: '/api/v1/languages',
      operationId: 'listLanguages',
      tag: 'languages',
      summary: 'Supported languages and their dictionaries',
      description: 'Every supported language: names, flag, alphabet, and the size and sources of its default word list.',
      ok: { description: 'The languages, with totals.', schema: schemas.LanguagesResponse },
      errors: UPSTREAM_ERRORS,
      rateLimited: true,
    },
    schemas.ErrorEnvelope,
  );
  registerGet(
    registry,
    {
      path: '/api/v1/search/pattern',
      operationId: 'searchPattern',
      tag: 'search',
      summary: 'Words that match a pattern',
      description:
        'Words of one language that match a wildcard pattern and the letter filters, in the language\'s alphabetical order, then by length. `tool` is `pattern`; `query` echoes the normalised pattern and filters.',
      query: documentedQuery(patternSearchParametersSchema, PATTERN_TEXTS),
      ok: { description: 'A page of matching words.', schema: schemas.SearchResponse },
      errors: {
        missing_lang: 'lang is absent or empty.',
        invalid_language: 'lang is not a supported language code, or is given more than once.',
        missing_pattern: 'pattern is absent or empty.',
        invalid_pattern:
          'pattern does not parse (over 64 characters, more than 8 `*`/`%`, an unclosed or empty `[...]`, a character that is no letter of the language), or is given more than once; `details.position` says where.',
        invalid_parameter:
          'limit is below 1 or offset negative, or either is not an integer; contains or excludes holds a character that is no letter of the language, or more than 32 letters; a letter is in both contains and excludes; or one of these is given more than once.',
        ...QUERY_WORK_ERRORS,
        ...UPSTREAM_ERRORS,
      },
      rateLimited: true,
    },
    schemas.ErrorEnvelope,
  );
  registerGet(
    registry,
    {
      path: '/api/v1/search/anagram',
      operationId: 'searchAnagram',
      tag: 'search',
      summary: 'Words that can be built from a rack',
      description:
        'Words that can be built from a subset of the rack, each tile used at most once, blanks standing for any letter: longest first, then highest points, then alphabetical. `tool` is `anagram`; each word lists in `blanks` the letters its blanks stand for; `points` stays the face value.',
      query: documentedQuery(anagramSearchParametersSchema, ANAGRAM_TEXTS),
      ok: { description: 'A page of words.', schema: schemas.SearchResponse },
      errors: {
        missing_lang: 'lang is absent or empty.',
        invalid_language: 'lang is not a supported language code, or is given more than once.',
        missing_letters: 'letters is absent or empty.',
        invalid_letters: 'letters holds a character that is neither a letter of the language nor a blank, or more than 32 tiles, or is given more than once.',
        invalid_length_range: 'min_length (default 2) is greater than max_length (default, and cap, the rack size).',
        invalid_parameter:
          'min_length or max_length is below 1 or not an integer; limit is below 1 or offset negative, or either is not an integer; or one of these is given more than once.',
        ...QUERY_WORK_ERRORS,
        ...UPSTREAM_ERRORS,
      },
      rateLimited: true,
    },
    schemas.ErrorEnvelope,
  );
}
