import { anagramSearchParametersSchema, searchResponseSchema } from '@lexicon/shared';
import { LANG_TEXT, LIMIT_TEXT, OFFSET_TEXT } from './argument-texts';
import { toolArguments } from './tool-arguments';
import { defineTool } from './tool-definition';

export const searchAnagram = defineTool({
  name: 'search_anagram',
  title: 'Find words a rack makes',
  description:
    'Every word buildable from a subset of a rack of tiles, each tile used once, longest first, then highest points; ' +
    'blanks (`?` or `_`) stand for any letter and `blanks` says which. Same as GET /api/v1/search/anagram.',
  arguments: toolArguments(anagramSearchParametersSchema, {
    lang: LANG_TEXT,
    letters: 'The rack: 1 to 32 tiles, single letters of the language plus blanks `?` or `_`.',
    min_length: 'Shortest word to list, default 2 (1 for a one-tile rack).',
    max_length: 'Longest word to list, default and cap the rack size.',
    limit: LIMIT_TEXT,
    offset: OFFSET_TEXT,
  }),
  output: searchResponseSchema,
  serviceCall: (args) => ({ service: 'search', path: '/api/v1/search/anagram', query: args }),
});
