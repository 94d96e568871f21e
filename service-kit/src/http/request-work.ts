import { configVar, type Environment, loadConfig } from '../config/load-config';
import { recordQueryCost } from '../metrics';
import { DEFAULT_QUERY_BUDGET_MS, QUERY_BUDGET_HEADER, QUERY_COST_HEADER, queryBudgetFrom, type QueryWork } from '@lexicon/shared';
import type { Request, Response } from 'express';
import { z } from 'zod';

/**
 * A request's query work as express shows it: its budget (the gateway's remaining wait, from
 * QUERY_BUDGET_HEADER, or the service's own QUERY_BUDGET_MS, whichever is sooner), whether its client
 * is still there, and what it cost once answered. The steps that spend it are metered by
 * data/dictionary-store/src/query-work.ts.
 */
export interface QueryWorkConfig {
  /** The longest any one query may take, queueing included. */
  queryBudgetMs: number;
}

const queryWorkSchema = z.object({ QUERY_BUDGET_MS: configVar.milliseconds(DEFAULT_QUERY_BUDGET_MS) });

export function loadQueryWorkConfig(env: Environment): QueryWorkConfig {
  return { queryBudgetMs: loadConfig(queryWorkSchema, env).QUERY_BUDGET_MS };
}

/** The request's budget and deadline, and a flag raised when its client leaves before the answer is written. */
export function queryWorkOf(req: Request, res: Response, config: QueryWorkConfig): QueryWork {
  const budgetMs = queryBudgetFrom(req.headers[QUERY_BUDGET_HEADER], config.queryBudgetMs);
  // An epoch deadline, as data/dictionary-store/src/deadlines.ts reads it in every thread.
  const work = { deadline: performance.timeOrigin + performance.now() + budgetMs, budgetMs, gone: false, units: 0 };
  res.once('close', () => {
    if (!res.writableFinished) work.gone = true;
  });
  return work;
}

/** Tells the gateway what the answer cost; on an error too, since the work was done. */
export function reportQueryCost(res: Response, units: number): void {
  if (res.headersSent) return;
  const reported = Math.max(0, Math.round(units));
  res.setHeader(QUERY_COST_HEADER, String(reported));
  recordQueryCost(res.req.method, res.req.path, reported);
}
