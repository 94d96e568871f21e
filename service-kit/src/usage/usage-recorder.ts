import type { RequestHandler, Response } from 'express';
import { whenResponseDone } from '../http/response-done';
import { type LanguageCode, MAX_USAGE_QUERY_LENGTH, SURFACE_HEADER, surfaceOf, type UsageTool } from '@lexicon/shared';
import type { UsageSink } from './usage-emitter';

/** What a route knows once it has answered a query. */
export interface UsageAnswer {
  language: LanguageCode;
  /** The normalised query: the pattern, the rack with its letters sorted, the folded word. */
  query: string;
  total: number;
}

const ANSWER_KEY = 'lexiconUsageAnswer';

/**
 * Marks the response as answering a query: the event is recorded when the response finishes, with
 * the status it went out with. Call it before sending, or before throwing an error that still counts
 * as an answer (a word that is not in the dictionary).
 */
export function noteUsage(res: Response, answer: UsageAnswer): void {
  res.locals[ANSWER_KEY] = answer;
}

/**
 * Route middleware: times the request and, once the response has gone out, records one usage event
 * if the route noted an answer. Requests refused before an answer (a malformed pattern) are not
 * counted. With no sink it does nothing.
 */
export function usageRecorder(sink: UsageSink | undefined, tool: UsageTool): RequestHandler {
  if (sink === undefined) return (_req, _res, next) => next();
  return (req, res, next) => {
    const started = performance.now();
    whenResponseDone(res, () => {
      const answer = res.locals[ANSWER_KEY] as UsageAnswer | undefined;
      // Only a response written whole counts, with the status it went out with.
      if (answer === undefined || !res.writableFinished) return;
      sink.record({
        language: answer.language,
        tool,
        surface: surfaceOf(req.headers[SURFACE_HEADER]),
        query: answer.query.slice(0, MAX_USAGE_QUERY_LENGTH),
        total: answer.total,
        duration_ms: Math.round((performance.now() - started) * 1000) / 1000,
        status: res.statusCode,
        at: Date.now(),
      });
    });
    next();
  };
}
