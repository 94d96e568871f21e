/**
 * What a query may spend, and what it spent. The engine's walks are synchronous, so one meter serves
 * the whole thread: `metered` arms it around one query, and every walk ticks it once per step (a word
 * graph node visited, a (node, state) pair counted, a word listed). A tick is a decrement and a
 * compare; only every `CHECK_EVERY` ticks is the clock read and the caller asked whether anyone still
 * waits. Outside `metered` (tests, benchmarks, index builds) ticks cost the same and stop nothing.
 */

export type InterruptReason =
  /** The query's deadline passed. */
  | 'deadline'
  /** Whoever asked has gone (closed the connection, or the gateway gave up). */
  | 'abandoned'
  /** The query spent the units it was allowed (a cheap lane's allowance). */
  | 'units';

/** Thrown out of a walk when a metered query must stop; the walk's caches stay consistent. */
export class QueryInterrupted extends Error {
  constructor(
    readonly reason: InterruptReason,
    /** Work units spent when it stopped. */
    readonly units: number,
  ) {
    super(`query interrupted (${reason}) after ${units} work units`);
    this.name = 'QueryInterrupted';
  }
}

export interface WorkLimits {
  /** `performance.now()` after which the query stops. */
  deadline: number;
  /** Work units after which it stops; unlimited when absent. */
  maxUnits?: number;
  /** Asked at each check: true once nobody waits for the answer. */
  abandoned?: () => boolean;
  /** Where the units spent are added, whether the query finishes or throws (several queries may share one). */
  account?: { units: number };
}

export interface Metered<T> {
  value: T;
  units: number;
}

/** Ticks between two clock reads: a few tens of microseconds of walking. */
const CHECK_EVERY = 4096;
/** The credit of an unmetered thread: a small integer, so the hot field stays one. */
const UNMETERED_CREDIT = 1 << 30;

class WorkMeter {
  /** Ticks left before the next check; the walks decrement it. */
  credit = UNMETERED_CREDIT;
  private granted = UNMETERED_CREDIT;
  private spentBefore = 0;
  private limits: WorkLimits | undefined;

  /** One step of a walk. */
  tick(): void {
    if (--this.credit < 0) this.check();
  }

  /** `units` steps at once, for work done in bulk (a batch of words read from an index). */
  spend(units: number): void {
    this.credit -= units;
    if (this.credit < 0) this.check();
  }

  /**
   * Stops a query running under a units allowance (the search service's cheap lane on the event loop)
   * before work that cannot be metered step by step, such as building an index: it goes to a lane
   * without one (a worker thread) instead of holding the loop. Elsewhere it does nothing.
   */
  leaveAllowance(): void {
    if (this.limits?.maxUnits !== undefined) throw new QueryInterrupted('units', this.spent);
  }

  get spent(): number {
    return this.spentBefore + this.granted - this.credit;
  }

  arm(limits: WorkLimits): void {
    this.limits = limits;
    this.spentBefore = 0;
    this.grant();
  }

  disarm(): void {
    this.limits = undefined;
    this.spentBefore = 0;
    this.granted = UNMETERED_CREDIT;
    this.credit = UNMETERED_CREDIT;
  }

  private check(): void {
    this.spentBefore += this.granted - this.credit;
    const limits = this.limits;
    if (limits === undefined) {
      this.spentBefore = 0;
      this.granted = UNMETERED_CREDIT;
      this.credit = UNMETERED_CREDIT;
      return;
    }
    if (limits.maxUnits !== undefined && this.spentBefore >= limits.maxUnits) throw new QueryInterrupted('units', this.spentBefore);
    if (performance.now() >= limits.deadline) throw new QueryInterrupted('deadline', this.spentBefore);
    if (limits.abandoned?.() === true) throw new QueryInterrupted('abandoned', this.spentBefore);
    this.grant();
  }

  private grant(): void {
    const left = (this.limits?.maxUnits ?? Infinity) - this.spentBefore;
    this.granted = Math.max(1, Math.min(CHECK_EVERY, left));
    this.credit = this.granted;
  }
}

/** The thread's meter; walks tick it. */
export const workMeter = new WorkMeter();

/**
 * Runs one query under limits and says what it spent. Throws QueryInterrupted when a limit is hit
 * (the deadline is also checked before it starts, so a query that waited too long never runs).
 */
export function metered<T>(limits: WorkLimits, query: () => T): Metered<T> {
  if (performance.now() >= limits.deadline) throw new QueryInterrupted('deadline', 0);
  workMeter.arm(limits);
  try {
    const value = query();
    return { value, units: workMeter.spent };
  } finally {
    if (limits.account !== undefined) limits.account.units += workMeter.spent;
    workMeter.disarm();
  }
}
