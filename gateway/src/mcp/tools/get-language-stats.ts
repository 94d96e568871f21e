import { languageStatsParametersSchema, languageStatsResponseSchema } from '@lexicon/shared';
import { LANG_TEXT } from './argument-texts';
import { toolArguments } from './tool-arguments';
import { defineTool } from './tool-definition';

export const getLanguageStats = defineTool({
  name: 'get_language_stats',
  title: 'Statistics of one language',
  description:
    "One language's dictionary figures (word lengths, letter frequencies, points, top-scoring words, words per first letter) " +
    'and its usage (requests by tool and surface, top queries, share without result, the last 24 hours). Same as GET /api/v1/stats/languages/{lang}.',
  arguments: toolArguments(languageStatsParametersSchema, { lang: LANG_TEXT }),
  output: languageStatsResponseSchema,
  serviceCall: ({ lang }) => ({ service: 'stats', path: `/api/v1/stats/languages/${encodeURIComponent(String(lang))}` }),
});
