import type { DictionarySet } from '@lexicon/data';
import {
  anagramSearchParametersSchema,
  noteUsage,
  parseQueryParameters,
  patternSearchParametersSchema,
  type SearchResponse,
  type UsageSink,
  usageRecorder,
} from '@lexicon/shared';
import { type Response, Router } from 'express';
import { runAnagramSearch } from '../domain/anagram-search';
import { languageList } from '../domain/language-list';
import { runPatternSearch } from '../domain/pattern-search';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Pages of up to 1000 words are common: one JSON.stringify, written as it is. express's send() would
 * parse the Content-Type again to add a charset and check freshness, for an answer that has neither
 * ETag nor Last-Modified; node drops the body of a HEAD answer itself.
 */
function sendJson(res: Response, body: unknown): void {
  const text = JSON.stringify(body);
  res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** Sends a search answer and notes it for the usage figures under its normalised query. */
function sendAnswer(res: Response, answer: SearchResponse, query: string): void {
  noteUsage(res, { language: answer.language, query, total: answer.total });
  sendJson(res, answer);
}

export function searchRoutes(dictionaries: DictionarySet, usage?: UsageSink): Router {
  const router = Router();
  let languages: string | undefined;
  router.get('/api/v1/languages', (_req, res) => {
    languages ??= JSON.stringify(languageList(dictionaries));
    res.type(JSON_CONTENT_TYPE).send(languages);
  });
  router.get('/api/v1/search/pattern', usageRecorder(usage, 'pattern'), (req, res) => {
    const answer = runPatternSearch(dictionaries, parseQueryParameters(patternSearchParametersSchema, req.query));
    sendAnswer(res, answer, String(answer.query.pattern));
  });
  router.get('/api/v1/search/anagram', usageRecorder(usage, 'anagram'), (req, res) => {
    const answer = runAnagramSearch(dictionaries, parseQueryParameters(anagramSearchParametersSchema, req.query));
    sendAnswer(res, answer, String(answer.query.letters));
  });
  return router;
}
