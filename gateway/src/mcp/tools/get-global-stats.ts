import { globalStatsResponseSchema } from '@lexicon/shared';
import { z } from 'zod';
import { defineTool } from './tool-definition';

export const getGlobalStats = defineTool({
  name: 'get_global_stats',
  title: 'Statistics of all languages',
  description: 'Dictionary and usage figures over every language together, with usage per language. Same as GET /api/v1/stats/global.',
  arguments: z.strictObject({}),
  output: globalStatsResponseSchema,
  serviceCall: () => ({ service: 'stats', path: '/api/v1/stats/global' }),
});
