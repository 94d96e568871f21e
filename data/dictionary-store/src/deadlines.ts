/**
 * Deadlines as epoch milliseconds, so that they mean the same in every thread (a query's deadline is
 * set on the event loop and checked in a heavy-lane worker).
 */

/** Now, in epoch milliseconds with sub-millisecond precision, comparable across threads. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

/** A deadline in epoch milliseconds as this thread's `performance.now()` reads it. */
export function localDeadline(epochDeadline: number): number {
  return epochDeadline - performance.timeOrigin;
}
