import { patternSearchParametersSchema, searchResponseSchema } from '@lexicon/shared';
import { LANG_TEXT, LIMIT_TEXT, OFFSET_TEXT } from './argument-texts';
import { toolArguments } from './tool-arguments';
import { defineTool } from './tool-definition';

export const searchPattern = defineTool({
  name: 'search_pattern',
  title: 'Search words by pattern',
  description:
    'Words that match a whole-word pattern, in alphabetical order, with their length and points and the exact total. ' +
    'Matching is case-insensitive on the folded form (French `ete` finds `été`). Same as GET /api/v1/search/pattern.',
  arguments: toolArguments(patternSearchParametersSchema, {
    lang: LANG_TEXT,
    pattern:
      'The whole word to match, at most 64 characters: `?` or `_` one letter, `*` or `%` zero or more letters (at most 8), ' +
      '`[abc]` one of these letters, `[^abc]` any letter but these, `@` a vowel, `#` a consonant, other letters themselves.',
    contains: 'Letters every word must hold; a letter given twice must appear at least twice.',
    excludes: 'Letters no word may hold.',
    limit: LIMIT_TEXT,
    offset: OFFSET_TEXT,
  }),
  output: searchResponseSchema,
  serviceCall: (args) => ({ service: 'search', path: '/api/v1/search/pattern', query: args }),
});
