import { type DictionarySet, interruptionError, localDeadline } from '@lexicon/dictionary-store';
import { AppError, type ErrorCode, type QueryWork } from '@lexicon/shared';
import { metered, QueryInterrupted } from '@lexicon/engine';
import type { HeavyLane, HeavyLaneCounters } from './heavy-lane';
import { NARROWING, runSearchJob, type SearchAnswer, type SearchJob } from './search-jobs';

export interface LaneAnswer {
  answer: SearchAnswer;
  units: number;
}

/** A query that did not produce an answer, with what it cost (the gateway charges for it all the same). */
export class UnansweredQuery extends Error {
  constructor(
    readonly error: AppError | undefined,
    readonly units: number,
  ) {
    super(error?.message ?? 'the client left before the answer');
    this.name = 'UnansweredQuery';
  }
}

export interface LaneCounters {
  /** Answered on the event loop within the cheap allowance. */
  cheap: number;
  /** Moved to the heavy lane after spending the cheap allowance. */
  escalated: number;
  heavy?: HeavyLaneCounters;
}

/**
 * Two lanes. Every query first runs on the event loop with a small allowance of work units: most
 * finish within it in well under a millisecond, and a query that does not is stopped there (having
 * held the loop for a few milliseconds at most) and queued for the heavy lane's worker threads, which
 * run it to its deadline. Cheap queries therefore never wait behind heavy ones. Without a heavy lane
 * (tests over in-memory dictionaries), queries run on the event loop to their deadline.
 */
export class QueryLanes {
  private readonly counts = { cheap: 0, escalated: 0 };

  private heavy: HeavyLane | undefined;

  constructor(
    private readonly dictionaries: DictionarySet,
    private readonly cheapUnits: number,
  ) {}

  /** The heavy lane needs the loaded dictionaries' shared bytes, so it joins once they are loaded. */
  attachHeavyLane(heavy: HeavyLane): void {
    this.heavy = heavy;
  }

  async close(): Promise<void> {
    await this.heavy?.close();
  }

  async run(job: SearchJob, client: string, work: QueryWork): Promise<LaneAnswer> {
    const abandoned = (): boolean => work.gone;
    const allowance = this.heavy === undefined ? {} : { maxUnits: this.cheapUnits };
    let spent: number;
    try {
      const { value, units } = metered({ deadline: localDeadline(work.deadline), abandoned, ...allowance }, () => runSearchJob(this.dictionaries, job));
      this.counts.cheap += 1;
      return { answer: value, units };
    } catch (error: unknown) {
      if (!(error instanceof QueryInterrupted)) throw error;
      if (error.reason !== 'units' || this.heavy === undefined) throw this.unanswered(error.reason, job, work, error.units);
      spent = error.units;
    }
    this.counts.escalated += 1;
    const outcome = await this.heavy.run(client, job, work);
    switch (outcome.outcome) {
      case 'answered':
        return { answer: outcome.answer, units: spent + outcome.units };
      case 'interrupted':
        throw this.unanswered(outcome.reason, job, work, spent + outcome.units);
      case 'waited':
        throw new UnansweredQuery(work.gone ? undefined : interruptionError('waited', work, NARROWING[job.kind]), spent);
      case 'queue_full':
        throw new UnansweredQuery(
          new AppError('query_timeout', 'This client already has heavy queries waiting; send the next one when an answer arrives.', { budget_ms: work.budgetMs, retry_after_seconds: 1 }),
          spent,
        );
      case 'refused':
        throw new UnansweredQuery(new AppError(outcome.code as ErrorCode, outcome.message, outcome.details), spent);
      case 'failed':
        throw new Error(`heavy-lane query failed: ${outcome.message}`);
    }
  }

  counters(): LaneCounters {
    const heavy = this.heavy?.counters();
    return { ...this.counts, ...(heavy === undefined ? {} : { heavy }) };
  }

  private unanswered(reason: QueryInterrupted['reason'], job: SearchJob, work: QueryWork, units: number): UnansweredQuery {
    if (reason === 'abandoned' || work.gone) return new UnansweredQuery(undefined, units);
    return new UnansweredQuery(interruptionError('deadline', work, NARROWING[job.kind]), units);
  }
}
