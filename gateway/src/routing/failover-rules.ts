import { isUnreachable } from './upstream-failure';

/**
 * When the gateway sends a request again to another replica (docs/api.md, Replicas and failover).
 * Only a request that no replica has begun to answer is sent again, and only one whose repetition
 * cannot change anything: a GET (or HEAD). A request whose answer has started is never repeated: the
 * client may already hold part of it, and a second answer would be spliced onto the first.
 */

/** Retrying with less time than this left would only turn a quick failure into a slow one. */
export const MIN_RETRY_BUDGET_MS = 100;

/** Socket errors of a connection that was made and then dropped before any answer byte arrived. */
const DROPPED = new Set(['ECONNRESET', 'EPIPE']);

export interface FailedAttempt {
  method: string;
  /** The socket error's code, if it had one. */
  code: string | undefined;
  /** The wait for the answer ran out (the upstream timeout): the replica is slow, not gone. */
  timedOut: boolean;
  /** The replica had begun to answer (its status line arrived) before the failure. */
  answerStarted: boolean;
  /** Attempts made so far for this request, this one included. */
  attempts: number;
  /** Time left of the request's deadline. */
  remainingMs: number;
}

/** Why a failed attempt is, or is not, sent again. */
export type RetryDecision = 'retry' | 'not_idempotent' | 'answer_started' | 'timed_out' | 'not_a_connection_failure' | 'already_retried' | 'no_time_left';

/**
 * The rules, in the order they are checked: a GET or HEAD; no answer byte yet; not a timeout (a slow
 * replica asked again would double the load it is slow under); a failure to connect or a connection
 * dropped before the answer; the first failure of this request (one retry, so a request costs at most
 * two replicas' attention); and enough of the deadline left.
 */
export function retryDecision(attempt: FailedAttempt): RetryDecision {
  if (attempt.method !== 'GET' && attempt.method !== 'HEAD') return 'not_idempotent';
  if (attempt.answerStarted) return 'answer_started';
  if (attempt.timedOut) return 'timed_out';
  if (!isUnreachable(attempt.code) && !(attempt.code !== undefined && DROPPED.has(attempt.code))) return 'not_a_connection_failure';
  if (attempt.attempts >= 2) return 'already_retried';
  if (attempt.remainingMs < MIN_RETRY_BUDGET_MS) return 'no_time_left';
  return 'retry';
}
