import type { DictionarySet } from '@lexicon/data';
import { anagramSearchParametersSchema, parseQueryParameters, patternSearchParametersSchema } from '@lexicon/shared';
import { type Response, Router } from 'express';
import { runAnagramSearch } from '../domain/anagram-search';
import { languageList } from '../domain/language-list';
import { runPatternSearch } from '../domain/pattern-search';

/** Pages of up to 1000 words are common: one JSON.stringify, no ETag hashing of the body. */
function sendJson(res: Response, body: unknown): void {
  res.type('application/json; charset=utf-8').send(JSON.stringify(body));
}

export function searchRoutes(dictionaries: DictionarySet): Router {
  const router = Router();
  let languages: string | undefined;
  router.get('/api/v1/languages', (_req, res) => {
    languages ??= JSON.stringify(languageList(dictionaries));
    res.type('application/json; charset=utf-8').send(languages);
  });
  router.get('/api/v1/search/pattern', (req, res) => {
    sendJson(res, runPatternSearch(dictionaries, parseQueryParameters(patternSearchParametersSchema, req.query)));
  });
  router.get('/api/v1/search/anagram', (req, res) => {
    sendJson(res, runAnagramSearch(dictionaries, parseQueryParameters(anagramSearchParametersSchema, req.query)));
  });
  return router;
}
