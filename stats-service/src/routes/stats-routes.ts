import { AppError, type GlobalStatsResponse, isoSecond, languageStatsParametersSchema, type LanguageStatsResponse, parseQueryParameters, type UsageUnavailable } from '@lexicon/shared';
import { mountOperations, sendJsonText } from '@lexicon/service-kit';
import { type Request, type Response, Router } from 'express';
import type { DictionaryStatistics } from '../domain/dictionary-statistics';
import type { UsageAggregator } from '../domain/usage-aggregator';

/**
 * Writes a response whose dictionary part is already JSON: the figures never change after start, so
 * they are serialised once per language instead of on every request. Compressed here when large and
 * accepted, as the other services' answers are: the gateway passes proxied answers on as they come.
 */
function sendWithDictionary(req: Request, res: Response, head: Record<string, unknown>, dictionaryJson: string, usage: unknown): void {
  const headJson = JSON.stringify(head);
  sendJsonText(req, res, `${headJson.slice(0, -1)},"dictionary":${dictionaryJson},"usage":${JSON.stringify(usage)}}`);
}

/**
 * The usage figures, or the mark that they are unavailable when their store does not answer: the
 * dictionary figures are answered either way (200), never held back by the usage store.
 */
async function usageOrUnavailable<Figures>(read: () => Promise<Figures>): Promise<Figures | UsageUnavailable> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'service_unavailable') throw error;
    return { status: 'unavailable', message: error.message };
  }
}

/** The public statistics endpoints (docs/api.md, Statistics): dictionary figures kept from start, usage read now. */
export function statsRoutes(statistics: DictionaryStatistics, usage: UsageAggregator): Router {
  const router = Router();
  const serialised = new Map<string, string>();
  const dictionaryJson = (key: string, figures: () => unknown): string => {
    let json = serialised.get(key);
    if (json === undefined) {
      json = JSON.stringify(figures());
      serialised.set(key, json);
    }
    return json;
  };
  // Each operation the catalogue gives this service, by id; one without its handler stops the start.
  mountOperations(router, 'stats', {
    getLanguageStats: async (req, res) => {
      const { lang } = parseQueryParameters(languageStatsParametersSchema, req.params);
      const { name, figures } = statistics.language(lang);
      const head: Omit<LanguageStatsResponse, 'dictionary' | 'usage'> = { language: lang, name, generated_at: isoSecond(new Date()) };
      const usageFigures: LanguageStatsResponse['usage'] = await usageOrUnavailable(() => usage.language(lang));
      sendWithDictionary(req, res, head, dictionaryJson(lang, () => figures), usageFigures);
    },
    getGlobalStats: async (req, res) => {
      const dictionary = dictionaryJson('global', () => statistics.global());
      const head: Omit<GlobalStatsResponse, 'dictionary' | 'usage'> = { generated_at: isoSecond(new Date()), languages: [...statistics.languages] };
      const usageFigures: GlobalStatsResponse['usage'] = await usageOrUnavailable(() => usage.global(statistics.languages));
      sendWithDictionary(req, res, head, dictionary, usageFigures);
    },
  });
  return router;
}
