import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { BoundedQueue } from './bounded-queue';
import type { UsageBatch, UsageEvent } from '@lexicon/shared';
import { usageQueueMetrics } from './usage-metrics';

/** Where a service's routes put their usage events. */
export interface UsageSink {
  record(event: UsageEvent): void;
}

/**
 * Delivers one batch. `delivered`: it arrived. `rejected`: the receiver refused it as invalid, so
 * sending it again cannot help. Throwing (unreachable, timeout, 5xx) means: try again later.
 */
export type UsageBatchSender = (batch: UsageBatch) => Promise<'delivered' | 'rejected'>;

export interface UsageEmitterOptions {
  /** Names the emitting service in its batches. */
  source: string;
  send: UsageBatchSender;
  /** Events that may wait; beyond it the oldest are dropped and counted. */
  capacity: number;
  batchSize: number;
  /** How often a partial batch is sent. */
  flushIntervalMs: number;
  /** First wait after a failed delivery; it doubles with each further failure, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  logger?: Logger;
}

export interface UsageEmitterStatus {
  queued: number;
  /** Dropped because the queue was full, since the process started. */
  dropped: number;
  delivered: number;
  /** Refused by the receiver as invalid (a fault of this code, not of the network). */
  rejected: number;
  /** Failed deliveries in a row; 0 when the last one succeeded. */
  failures: number;
}

/** The wait after the n-th failure in a row (n ≥ 1): base, 2·base, 4·base, … capped. */
export function retryDelay(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(30, failures - 1));
}

/**
 * Usage events leave the process in batches, from a bounded queue, off the request path: `record`
 * only pushes onto the queue, so it never waits, never throws and never fails the request it
 * describes. One batch is in flight at a time, under an id of its own; a batch that fails is sent
 * again as it was, under the same id (the receiver may have applied it and been cut off before
 * answering: it applies an id once), and each attempt waits twice as long as the one before. While
 * the receiver is away, the queue keeps the newest `capacity` events beside that batch and counts the
 * rest as dropped, and each batch tells the receiver how many were dropped since the previous one.
 */
export class UsageEmitter implements UsageSink {
  private readonly queue: BoundedQueue<UsageEvent>;
  private timer: NodeJS.Timeout | undefined;
  private sending: Promise<void> | undefined;
  /** The batch taken from the queue and not yet taken or refused by the receiver. */
  private unsent: UsageBatch | undefined;
  private failures = 0;
  private delivered = 0;
  private rejected = 0;
  private droppedReported = 0;
  private stopped = false;
  /** A send is already due at once: later records need not re-arm the timer. */
  private due = false;
  private readonly unwatch: () => void;

  constructor(private readonly options: UsageEmitterOptions) {
    this.queue = new BoundedQueue<UsageEvent>(options.capacity);
    this.unwatch = usageQueueMetrics().watchUsageQueue(() => this.status());
    this.schedule(options.flushIntervalMs);
  }

  record(event: UsageEvent): void {
    this.queue.push(event);
    // A full batch goes at once, unless a delivery is under way or the receiver is being waited for.
    if (!this.due && this.queue.size >= this.options.batchSize && this.sending === undefined && this.failures === 0 && !this.stopped) {
      this.due = true;
      this.schedule(0);
    }
  }

  status(): UsageEmitterStatus {
    return { queued: this.queue.size + (this.unsent?.events.length ?? 0), dropped: this.queue.dropped, delivered: this.delivered, rejected: this.rejected, failures: this.failures };
  }

  /** Sends what is queued, one batch after another, until the queue is empty or a delivery fails. */
  async flush(): Promise<boolean> {
    while (this.unsent !== undefined || this.queue.size > 0 || this.queue.dropped > this.droppedReported) {
      await this.sendOne();
      if (this.failures > 0) return false;
    }
    return true;
  }

  /** Stops the timer and makes one last attempt to deliver what is queued (on shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.sending;
    await this.flush();
    this.unwatch();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    // Waiting events never keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.due = false;
    await this.sending;
    await this.sendOne();
    if (this.failures > 0) {
      this.schedule(retryDelay(this.failures, this.options.retryBaseMs, this.options.retryMaxMs));
    } else {
      this.schedule(this.queue.size >= this.options.batchSize ? 0 : this.options.flushIntervalMs);
    }
  }

  private async sendOne(): Promise<void> {
    if (this.sending !== undefined) return this.sending;
    this.unsent ??= this.nextBatch();
    if (this.unsent === undefined) return;
    this.sending = this.deliver(this.unsent).finally(() => {
      this.sending = undefined;
    });
    return this.sending;
  }

  /** The next batch from the queue, or undefined when there is nothing to tell. */
  private nextBatch(): UsageBatch | undefined {
    const dropped = this.queue.dropped - this.droppedReported;
    const events = this.queue.take(this.options.batchSize);
    if (events.length === 0 && dropped === 0) return undefined;
    this.droppedReported = this.queue.dropped;
    return { id: randomUUID(), source: this.options.source, dropped, events };
  }

  private async deliver(batch: UsageBatch): Promise<void> {
    try {
      const outcome = await this.options.send(batch);
      if (outcome === 'rejected') {
        this.rejected += batch.events.length;
        this.options.logger?.error({ events: batch.events.length }, 'usage events refused by stats-service');
      } else {
        this.delivered += batch.events.length;
      }
      this.unsent = undefined;
      if (this.failures > 0) this.options.logger?.info({ failures: this.failures }, 'usage events delivered again');
      this.failures = 0;
    } catch (error) {
      this.failures += 1;
      if (this.failures === 1) this.options.logger?.warn({ err: error, queued: this.queue.size }, 'usage events not delivered; retrying with backoff');
    }
  }
}
