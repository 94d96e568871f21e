import { AppError, configVar, DEFAULT_QUERY_BUDGET_MS, recordQueryCost, type Environment, loadConfig, QUERY_BUDGET_HEADER, QUERY_COST_HEADER, queryBudgetFrom } from '@lexicon/shared';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { type InterruptReason, metered, QueryInterrupted } from '@lexicon/engine';
import { epochNow, localDeadline } from './deadlines';

/**
 * What one request may spend, as the services see it: a deadline (the gateway's remaining wait, from
 * QUERY_BUDGET_HEADER, or the service's own QUERY_BUDGET_MS, whichever is sooner) and whether the
 * client is still there. Times are epoch milliseconds so that they mean the same in every thread.
 */
export interface QueryWork {
  /** Epoch milliseconds after which nobody should compute for this request. */
  deadline: number;
  budgetMs: number;
  /** True once the client has gone (connection closed before the answer was written). */
  readonly gone: boolean;
  /** Work units spent for the request so far, by every metered step that gave this as its account. */
  units: number;
}

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
  const work = { deadline: epochNow() + budgetMs, budgetMs, gone: false, units: 0 };
  res.once('close', () => {
    if (!res.writableFinished) work.gone = true;
  });
  return work;
}

/**
 * Runs one synchronous step of a request's work under its deadline and client, adding what it spent to
 * the request's units; a step that runs out of time throws the documented error instead.
 */
export function meteredStep<T>(work: QueryWork, narrow: readonly string[], step: () => T): T {
  try {
    return metered({ deadline: localDeadline(work.deadline), abandoned: () => work.gone, account: work }, step).value;
  } catch (error: unknown) {
    if (error instanceof QueryInterrupted) throw interruptionError('deadline', work, narrow);
    throw error;
  }
}

/** Tells the gateway what the answer cost; on an error too, since the work was done. */
export function reportQueryCost(res: Response, units: number): void {
  if (res.headersSent) return;
  const reported = Math.max(0, Math.round(units));
  res.setHeader(QUERY_COST_HEADER, String(reported));
  recordQueryCost(res.req.method, res.req.path, reported);
}

/**
 * The documented error of a query that did not finish: it ran out of its time (422
 * query_too_expensive, with what to narrow), or it waited for a turn until its time was gone (503
 * query_timeout: the service is busy; the same query may well pass later).
 */
export function interruptionError(reason: Exclude<InterruptReason, 'abandoned' | 'units'> | 'waited', work: QueryWork, narrow: readonly string[]): AppError {
  if (reason === 'waited') {
    return new AppError('query_timeout', `The service is busy with heavy queries and could not start this one within its ${work.budgetMs} ms. Try again shortly.`, {
      budget_ms: work.budgetMs,
      retry_after_seconds: 1,
    });
  }
  return new AppError('query_too_expensive', `This query needs more than its ${work.budgetMs} ms of work. Narrow it: ${narrow.join('; ')}.`, {
    budget_ms: work.budgetMs,
    narrow,
  });
}

export { QueryInterrupted };
