import { AppError, type GlobalUsageFigures, type LanguageCode, type UsageEvent, type UsageFigures } from '@lexicon/shared';
import type { UsageStore } from '../data-access/usage-store';
import { globalUsageFiguresOf, usageFigures } from './usage-figures';
import { usageIncrements } from './usage-increments';

/**
 * How long figures read from the store are answered again. A read of every language is about 70 Redis
 * commands (each language's counters and ranked lists, each hour): read afresh for every request, the
 * statistics endpoints were most of Redis's work under the capacity benchmark's mix (docs/capacity.md).
 */
export const USAGE_READ_REUSE_MS = 1_000;

/**
 * Usage in and out: batches are summed and applied to the store in one step; figures are read back
 * and shaped, and answered again for USAGE_READ_REUSE_MS (this replica's own batches are seen at once;
 * another replica's within that time). A store that does not answer (Redis away) becomes 503, so
 * senders retry their batches.
 */
export class UsageAggregator {
  private readonly reads = new Map<string, { readAt: number; figures: Promise<unknown> }>();

  constructor(
    private readonly store: UsageStore,
    private readonly now: () => number = Date.now,
    private readonly reuseMs: number = USAGE_READ_REUSE_MS,
  ) {}

  /** Applies a batch; false when `batchId` names one applied already (sent again), which then counts once. */
  async record(events: readonly UsageEvent[], dropped: number, batchId?: string): Promise<boolean> {
    const now = this.now();
    const applied = await unavailableOnFailure(() => this.store.apply(usageIncrements(events, dropped, now), now, batchId));
    this.reads.clear();
    return applied;
  }

  language(language: LanguageCode): Promise<UsageFigures> {
    return this.reused(`language:${language}`, async () => {
      const now = this.now();
      return usageFigures(await unavailableOnFailure(() => this.store.languages([language], now)), now);
    });
  }

  global(languages: readonly LanguageCode[]): Promise<GlobalUsageFigures> {
    return this.reused(`global:${languages.join(',')}`, async () => {
      const now = this.now();
      const [records, events] = await unavailableOnFailure(() => Promise.all([this.store.languages(languages, now), this.store.events()]));
      return globalUsageFiguresOf(records, events, now);
    });
  }

  /** The figures read less than `reuseMs` ago (or being read now), else a new read; a failed read is not kept. */
  private reused<Figures>(key: string, read: () => Promise<Figures>): Promise<Figures> {
    const at = performance.now();
    const kept = this.reads.get(key);
    if (kept !== undefined && at - kept.readAt < this.reuseMs) return kept.figures as Promise<Figures>;
    const figures = read();
    this.reads.set(key, { readAt: at, figures });
    figures.catch(() => {
      if (this.reads.get(key)?.figures === figures) this.reads.delete(key);
    });
    return figures;
  }

  async describe(): Promise<Record<string, unknown>> {
    const store = { kind: this.store.kind, available: this.store.available() };
    try {
      return { usage_store: store, usage_events: await this.store.events() };
    } catch {
      return { usage_store: store };
    }
  }
}

async function unavailableOnFailure<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    // The cause goes to the log (the error handler logs every 5xx with its error), never to the client.
    const unavailable = new AppError('service_unavailable', 'Usage figures are unavailable: their store does not answer; try again shortly.');
    unavailable.cause = error;
    throw unavailable;
  }
}
