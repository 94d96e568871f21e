import { AppError, type QueryWork } from '@lexicon/shared';
import { type InterruptReason, metered, QueryInterrupted } from '@lexicon/engine';
import { localDeadline } from './deadlines';

/**
 * Runs one synchronous step of a request's work under its deadline and client, adding what it spent to
 * the request's units; a step that runs out of time throws the documented error instead. The request's
 * QueryWork comes from queryWorkOf() (service-kit/src/http/request-work.ts).
 */
export function meteredStep<T>(work: QueryWork, narrow: readonly string[], step: () => T): T {
  try {
    return metered({ deadline: localDeadline(work.deadline), abandoned: () => work.gone, account: work }, step).value;
  } catch (error: unknown) {
    if (error instanceof QueryInterrupted) throw interruptionError('deadline', work, narrow);
    throw error;
  }
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
