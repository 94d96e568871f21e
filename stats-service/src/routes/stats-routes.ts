import {
  type GlobalStatsResponse,
  isoSecond,
  languageStatsParametersSchema,
  type LanguageStatsResponse,
  parseQueryParameters,
} from '@lexicon/shared';
import { Router } from 'express';
import type { DictionaryStatistics } from '../domain/dictionary-statistics';
import type { UsageAggregator } from '../domain/usage-aggregator';

/** The public statistics endpoints (DECISIONS.md §7): dictionary figures kept from start, usage read now. */
export function statsRoutes(statistics: DictionaryStatistics, usage: UsageAggregator): Router {
  const router = Router();
  router.get('/api/v1/stats/languages/:lang', async (req, res) => {
    const { lang } = parseQueryParameters(languageStatsParametersSchema, req.params);
    const { name, figures } = statistics.language(lang);
    const body: LanguageStatsResponse = {
      language: lang,
      name,
      generated_at: isoSecond(new Date()),
      dictionary: figures,
      usage: await usage.language(lang),
    };
    res.json(body);
  });
  router.get('/api/v1/stats/global', async (_req, res) => {
    const dictionary = statistics.global();
    const body: GlobalStatsResponse = {
      generated_at: isoSecond(new Date()),
      languages: [...statistics.languages],
      dictionary,
      usage: await usage.global(statistics.languages),
    };
    res.json(body);
  });
  return router;
}
