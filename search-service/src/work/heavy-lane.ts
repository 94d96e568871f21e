import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { epochNow, type SharedDictionary } from '@lexicon/dictionary-store';
import type { LanguageCode, QueryWork } from '@lexicon/shared';
import type { SharedSearchIndexes } from '@lexicon/engine';
import type { Logger } from '@lexicon/service-kit';
import { FairQueue } from './fair-queue';
import type { SearchAnswer, SearchJob } from './search-jobs';
import type { IndexesMessage, ResultMessage, RunMessage, WarmedMessage, WorkerStart } from './worker-protocol';

export interface HeavyLaneOptions {
  workers: number;
  /** Queued jobs per client beyond which its next heavy query is refused at once. */
  queuePerClient: number;
  artifacts: ReadonlyMap<LanguageCode, SharedDictionary>;
  logger: Logger;
  /** Each worker's budget for the tables sorted searches rebuild on demand (config.ts). */
  sortTablesBudgetBytes: number;
}

export type HeavyOutcome = Exclude<ResultMessage, { outcome: 'answered' }> | { outcome: 'answered'; answer: SearchAnswer; units: number } | { outcome: 'waited' } | { outcome: 'queue_full' };

interface QueuedJob {
  message: RunMessage;
  work: QueryWork;
  settle: (outcome: HeavyOutcome) => void;
}

interface WorkerSlot {
  worker: Worker;
  running: QueuedJob | undefined;
  /** The worker holds every language's indexes (adopted from the main thread, or built for a query that came first). */
  warm: boolean;
}

export interface HeavyLaneCounters {
  queued: number;
  running: number;
  answered: number;
  /** Stopped at their deadline while running. */
  timedOut: number;
  /** Stopped while running because their client left. */
  abandoned: number;
  /** Dropped before they ran: their deadline passed or their client left while they waited. */
  dropped: number;
  refusedQueueFull: number;
  workerRestarts: number;
  /** Workers that hold every language's indexes (a heavy query before that builds its language's own first). */
  warmWorkers: number;
}

/** The compiled worker beside this file; under the TypeScript test runner, the build's copy. */
function workerFile(): string {
  const beside = path.join(__dirname, 'search-worker.js');
  return existsSync(beside) ? beside : path.resolve(__dirname, '../../dist/work/search-worker.js');
}

/**
 * Queries too heavy for the event loop run here, in worker threads, so that cheap queries never wait
 * behind them. Jobs wait in a queue served one client at a time in turn; a job whose deadline
 * passes or whose client leaves while it waits never runs, and one running is stopped at its
 * worker's next meter check through a flag in shared memory.
 */
export class HeavyLane {
  private readonly slots: WorkerSlot[] = [];
  private readonly queue = new FairQueue<QueuedJob>();
  private readonly stopFlags: Int32Array;
  /** The main thread's indexes so far, for workers started later (a restarted one). */
  private readonly indexes = new Map<LanguageCode, SharedSearchIndexes>();
  private nextId = 1;
  private closed = false;
  private readonly counts: Omit<HeavyLaneCounters, 'queued' | 'running' | 'warmWorkers'> = { answered: 0, timedOut: 0, abandoned: 0, dropped: 0, refusedQueueFull: 0, workerRestarts: 0 };
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: HeavyLaneOptions) {
    this.stopFlags = new Int32Array(new SharedArrayBuffer(4 * options.workers));
    for (let slot = 0; slot < options.workers; slot += 1) this.slots.push({ worker: this.spawn(slot), running: undefined, warm: false });
    // Waiting jobs whose client left or whose time ran out free their place without waiting for a turn.
    this.sweeper = setInterval(() => this.sweep(), 20);
    this.sweeper.unref();
  }

  run(client: string, job: SearchJob, work: QueryWork): Promise<HeavyOutcome> {
    if (this.queue.waitingFor(client) >= this.options.queuePerClient) {
      this.counts.refusedQueueFull += 1;
      return Promise.resolve({ outcome: 'queue_full' });
    }
    return new Promise((settle) => {
      this.queue.add(client, { message: { id: this.nextId++, job, deadline: work.deadline }, work, settle });
      this.dispatch();
    });
  }

  /**
   * Hands a language's indexes, built by the main thread in shared memory, to every worker: they
   * answer from the same bytes instead of each building a copy.
   */
  shareIndexes(language: LanguageCode, indexes: SharedSearchIndexes): void {
    this.indexes.set(language, indexes);
    const message: IndexesMessage = { language, indexes };
    for (const slot of this.slots) slot.worker.postMessage(message);
  }

  counters(): HeavyLaneCounters {
    return {
      ...this.counts,
      queued: this.queue.size,
      running: this.slots.filter((slot) => slot.running !== undefined).length,
      warmWorkers: this.slots.filter((slot) => slot.warm).length,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const job of this.queue.remove(() => true)) job.settle({ outcome: 'waited' });
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(slot: number): Worker {
    const start: WorkerStart = { artifacts: this.options.artifacts, indexes: this.indexes, stopFlags: this.stopFlags.buffer as SharedArrayBuffer, slot, sortTablesBudgetBytes: this.options.sortTablesBudgetBytes };
    const worker = new Worker(workerFile(), { workerData: start });
    worker.unref();
    worker.on('message', (message: ResultMessage | WarmedMessage) => {
      if ('warmed' in message) (this.slots[slot] as WorkerSlot).warm = true;
      else this.finish(slot, message);
    });
    worker.on('error', (error) => this.options.logger.error({ err: error, slot }, 'heavy-lane worker failed'));
    worker.on('exit', (code) => {
      if (this.closed) return;
      // A dead worker's query fails; a fresh worker takes its place.
      const running = (this.slots[slot] as WorkerSlot).running;
      if (running !== undefined) running.settle({ id: running.message.id, outcome: 'failed', message: `worker exited with code ${code}` });
      this.counts.workerRestarts += 1;
      (this.slots[slot] as WorkerSlot).running = undefined;
      (this.slots[slot] as WorkerSlot).warm = false;
      (this.slots[slot] as WorkerSlot).worker = this.spawn(slot);
      this.dispatch();
    });
    return worker;
  }

  private finish(slot: number, result: ResultMessage): void {
    const state = this.slots[slot] as WorkerSlot;
    const running = state.running;
    state.running = undefined;
    if (running !== undefined && running.message.id === result.id) {
      if (result.outcome === 'answered') this.counts.answered += 1;
      else if (result.outcome === 'interrupted' && result.reason === 'abandoned') this.counts.abandoned += 1;
      else if (result.outcome === 'interrupted') this.counts.timedOut += 1;
      running.settle(result);
    }
    this.dispatch();
  }

  private sweep(): void {
    const now = epochNow();
    for (const job of this.queue.remove((queued) => queued.work.gone || queued.work.deadline <= now)) {
      this.counts.dropped += 1;
      job.settle({ outcome: 'waited' });
    }
    this.slots.forEach((state, slot) => {
      if (state.running?.work.gone === true) Atomics.store(this.stopFlags, slot, 1);
    });
  }

  private dispatch(): void {
    for (let slot = 0; slot < this.slots.length; slot += 1) {
      const state = this.slots[slot] as WorkerSlot;
      if (state.running !== undefined) continue;
      let job = this.queue.take();
      while (job !== undefined && (job.work.gone || job.work.deadline <= epochNow())) {
        this.counts.dropped += 1;
        job.settle({ outcome: 'waited' });
        job = this.queue.take();
      }
      if (job === undefined) return;
      state.running = job;
      Atomics.store(this.stopFlags, slot, 0);
      state.worker.postMessage(job.message);
    }
  }
}
