/**
 * How the gateway and the services agree on what a query may cost and what it did cost. Header names
 * are lower-case, as Node presents incoming ones.
 */

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

/** The longest a service lets one query take by default (its QUERY_BUDGET_MS), waiting included. */
export const DEFAULT_QUERY_BUDGET_MS = 250;

/** Gateway → service: the milliseconds the gateway will still wait for this answer. */
export const QUERY_BUDGET_HEADER = 'x-lexicon-query-budget-ms';

/** Gateway → service: the client the request is made for, so a service can queue heavy work fairly per client. */
export const CLIENT_KEY_HEADER = 'x-lexicon-client';

/**
 * Service → gateway: what answering cost, in work units (one unit is one step of the engine: a node of
 * a word graph visited, a word listed). The gateway charges it against the client's rate-limit budget
 * and removes the header before the answer leaves.
 */
export const QUERY_COST_HEADER = 'x-query-cost';

/**
 * What the gateway tells a service it may spend: its own wait for the service, less a margin, so that the
 * service's documented error (422 query_too_expensive) arrives before the gateway would give up with 504.
 */
export function serviceBudgetMs(upstreamTimeoutMs: number): number {
  return Math.max(1, upstreamTimeoutMs - Math.max(250, Math.round(upstreamTimeoutMs / 10)));
}

/** The budget a service may assume when the header is missing or unreadable (a caller other than the gateway). */
export function queryBudgetFrom(headerValue: string | string[] | undefined, ceilingMs: number): number {
  const value = Number(Array.isArray(headerValue) ? headerValue[0] : headerValue);
  return Number.isFinite(value) && value > 0 ? Math.min(value, ceilingMs) : ceilingMs;
}
