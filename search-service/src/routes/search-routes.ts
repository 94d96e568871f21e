import { type DictionarySet, meteredStep } from '@lexicon/dictionary-store';
import { mountOperations, noteUsage, type QueryWorkConfig, queryWorkOf, reportQueryCost, sendJsonText, usageRecorder, type UsageSink } from '@lexicon/service-kit';
import { anagramLanguagesParametersSchema, anagramSearchParametersSchema, checkWordsParametersSchema, findMovesBodySchema, scoreMoveBodySchema, CLIENT_KEY_HEADER, parseQueryParameters, WORD_CHECK_UNITS } from '@lexicon/shared';
import type { IRouter, Request, Response } from 'express';
import { languageList } from '../domain/language-list';
import { checkWords } from '../domain/word-check';
import { patternParametersOf } from './pattern-parameters';
import { type QueryLanes, UnansweredQuery } from '../work/query-lanes';
import type { SearchAnswer, SearchJob } from '../work/search-jobs';

/**
 * Sends a search answer and notes a page of one language for the usage figures under its normalised
 * query. One rack in every language is no one language's query, and moves on a board (no `tool`)
 * have no query text to count: neither is in those figures.
 */
function sendAnswer(req: Request, res: Response, answer: SearchAnswer): void {
  if ('tool' in answer && answer.tool !== 'anagram_languages') noteUsage(res, { language: answer.language, query: String(answer.tool === 'pattern' ? answer.query.pattern : answer.query.letters), total: answer.total });
  sendJsonText(req, res, JSON.stringify(answer));
}

/** Whom heavy work is queued for: the client the gateway names, else the caller's address. */
function clientOf(req: Request): string {
  const named = req.headers[CLIENT_KEY_HEADER];
  return (Array.isArray(named) ? named[0] : named) ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * Runs a search in the lanes under the request's deadline and reports its cost. A query that runs out
 * of time answers its documented error; one whose client left answers nothing.
 */
async function answerSearch(req: Request, res: Response, lanes: QueryLanes, job: SearchJob, config: QueryWorkConfig): Promise<void> {
  const work = queryWorkOf(req, res, config);
  try {
    const { answer, units } = await lanes.run(job, clientOf(req), work);
    reportQueryCost(res, units);
    sendAnswer(req, res, answer);
  } catch (error: unknown) {
    if (!(error instanceof UnansweredQuery)) throw error;
    reportQueryCost(res, error.units);
    if (error.error === undefined) return;
    if (error.error.code === 'query_timeout') res.setHeader('Retry-After', '1');
    throw error.error;
  }
}

/** What a client can narrow when a move's check runs out of time: the error's `details.narrow`. */
const CHECK_NARROWING: readonly string[] = ['fewer words'];

/**
 * Checks a move's words on this thread: lookups take microseconds each, no heavy lane's work. The
 * price is each word answered (WORD_CHECK_UNITS, shared/src/wire/word-check-wire.ts) beside the
 * lookups' own work; a refused word costs only the work done before it.
 */
function answerCheck(req: Request, res: Response, dictionaries: DictionarySet, config: QueryWorkConfig): void {
  const parameters = parseQueryParameters(checkWordsParametersSchema, req.query);
  const work = queryWorkOf(req, res, config);
  let answer;
  try {
    answer = meteredStep(work, CHECK_NARROWING, () => checkWords(dictionaries, parameters));
  } catch (error) {
    reportQueryCost(res, work.units);
    throw error;
  }
  reportQueryCost(res, work.units + answer.words.length * WORD_CHECK_UNITS);
  sendJsonText(req, res, JSON.stringify(answer));
}

/**
 * Mounts the search operations on `router`: the app itself, so a search is not one more router's
 * walk (each router a request passes runs its own matching and parameter steps).
 */
export function mountSearchRoutes(router: IRouter, dictionaries: DictionarySet, lanes: QueryLanes, config: QueryWorkConfig, usage?: UsageSink): void {
  let languages: string | undefined;
  // Each operation the catalogue gives this service, by id; one without its handler stops the start.
  mountOperations(router, 'search', {
    listLanguages: (req, res) => {
      languages ??= JSON.stringify(languageList(dictionaries));
      sendJsonText(req, res, languages);
    },
    searchPattern: [
      usageRecorder(usage, 'pattern'),
      async (req, res) => {
        await answerSearch(req, res, lanes, { kind: 'pattern', parameters: patternParametersOf(req.query) }, config);
      },
    ],
    searchAnagram: [
      usageRecorder(usage, 'anagram'),
      async (req, res) => {
        await answerSearch(req, res, lanes, { kind: 'anagram', parameters: parseQueryParameters(anagramSearchParametersSchema, req.query) }, config);
      },
    ],
    checkWords: (req, res) => {
      answerCheck(req, res, dictionaries, config);
    },
    // A board travels as a JSON body (validated here; what it means is the engine's to check). A move
    // search is a heavy query like an anagram: metered, moved to the heavy lane past the cheap
    // allowance, cut at the deadline.
    findMoves: async (req, res) => {
      await answerSearch(req, res, lanes, { kind: 'findMoves', parameters: parseQueryParameters(findMovesBodySchema, req.body) }, config);
    },
    scoreMove: async (req, res) => {
      await answerSearch(req, res, lanes, { kind: 'scoreMove', parameters: parseQueryParameters(scoreMoveBodySchema, req.body) }, config);
    },
    searchAnagramLanguages: async (req, res) => {
      await answerSearch(req, res, lanes, { kind: 'anagramLanguages', parameters: parseQueryParameters(anagramLanguagesParametersSchema, req.query) }, config);
    },
  });
}
