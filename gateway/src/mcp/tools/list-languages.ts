import { languagesResponseSchema } from '@lexicon/shared';
import { z } from 'zod';
import { defineTool } from './tool-definition';

export const listLanguages = defineTool({
  name: 'list_languages',
  title: 'List languages',
  description: 'The languages Lexicon serves, each with its name, flag, alphabet, word count and dictionary sources. Same as GET /api/v1/languages.',
  arguments: z.strictObject({}),
  output: languagesResponseSchema,
  serviceCall: () => ({ service: 'search', path: '/api/v1/languages' }),
});
