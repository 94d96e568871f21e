import { AppError, type GlobalUsageFigures, type LanguageCode, type UsageEvent, type UsageFigures } from '@lexicon/shared';
import type { UsageStore } from '../data-access/usage-store';
import { globalUsageFiguresOf, usageFigures } from './usage-figures';
import { usageIncrements } from './usage-increments';

/**
 * Usage in and out: batches are summed and applied to the store in one step; figures are read back
 * and shaped. A store that does not answer (Redis away) becomes 503, so senders retry their batches.
 */
export class UsageAggregator {
  constructor(
    private readonly store: UsageStore,
    private readonly now: () => number = Date.now,
  ) {}

  async record(events: readonly UsageEvent[], dropped: number): Promise<void> {
    const now = this.now();
    await unavailableOnFailure(() => this.store.apply(usageIncrements(events, dropped, now), now));
  }

  async language(language: LanguageCode): Promise<UsageFigures> {
    const now = this.now();
    return usageFigures(await unavailableOnFailure(() => this.store.languages([language], now)), now);
  }

  async global(languages: readonly LanguageCode[]): Promise<GlobalUsageFigures> {
    const now = this.now();
    const [records, events] = await unavailableOnFailure(() => Promise.all([this.store.languages(languages, now), this.store.events()]));
    return globalUsageFiguresOf(records, events, now);
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
