import type { LanguageCode } from '@lexicon/shared';
import { type EventCounts, type LanguageUsageRecord, windowHours } from '../domain/usage-figures';
import { HOURS_KEPT, hourOf, TOP_LISTS, type TopList, type UsageIncrements } from '../domain/usage-increments';
import { BATCH_IDS_KEPT_MS, TOP_QUERIES_KEPT, TOP_QUERIES_READ, type UsageStore } from './usage-store';

interface LanguageTotals {
  counters: Map<string, number>;
  top: Record<TopList, Map<string, number>>;
}

const before = (left: [string, number], right: [string, number]): boolean => left[1] > right[1] || (left[1] === right[1] && left[0] < right[0]);

/** The `count` most counted entries, ties alphabetical; one pass, no sort of the whole map. */
function leading(counts: Map<string, number>, count: number): Array<[string, number]> {
  const kept: Array<[string, number]> = [];
  for (const entry of counts) {
    if (kept.length === count && !before(entry, kept[count - 1] as [string, number])) continue;
    let at = kept.length;
    while (at > 0 && before(entry, kept[at - 1] as [string, number])) at -= 1;
    kept.splice(at, 0, entry);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/** Usage in this process's memory, for a single replica without Redis; same figures as Redis gives. */
export class MemoryUsageStore implements UsageStore {
  readonly kind = 'memory';
  private readonly totals = new Map<LanguageCode, LanguageTotals>();
  private readonly hours = new Map<number, Map<LanguageCode, number>>();
  private readonly counts: EventCounts = { recorded: 0, dropped: 0 };
  /** The ids of the batches applied within BATCH_IDS_KEPT_MS, with when, oldest first. */
  private readonly appliedBatches = new Map<string, number>();

  async apply(increments: UsageIncrements, now: number, batchId?: string): Promise<boolean> {
    for (const [id, at] of this.appliedBatches) {
      if (at > now - BATCH_IDS_KEPT_MS) break;
      this.appliedBatches.delete(id);
    }
    if (batchId !== undefined) {
      if (this.appliedBatches.has(batchId)) return false;
      this.appliedBatches.set(batchId, now);
    }
    for (const [language, added] of increments.languages) {
      let totals = this.totals.get(language);
      if (totals === undefined) {
        totals = { counters: new Map(), top: { patterns: new Map(), racks: new Map(), words: new Map() } };
        this.totals.set(language, totals);
      }
      for (const [name, amount] of added.counters) totals.counters.set(name, (totals.counters.get(name) ?? 0) + amount);
      for (const list of TOP_LISTS) {
        const counts = totals.top[list];
        for (const [query, amount] of added.top[list]) counts.set(query, (counts.get(query) ?? 0) + amount);
        // Bounded like the Redis sorted sets: the least counted go first.
        if (counts.size > 2 * TOP_QUERIES_KEPT) totals.top[list] = new Map(leading(counts, TOP_QUERIES_KEPT));
      }
    }
    for (const [hour, byLanguage] of increments.hours) {
      let stored = this.hours.get(hour);
      if (stored === undefined) {
        stored = new Map();
        this.hours.set(hour, stored);
      }
      for (const [language, amount] of byLanguage) stored.set(language, (stored.get(language) ?? 0) + amount);
    }
    const oldest = hourOf(now) - HOURS_KEPT + 1;
    for (const hour of this.hours.keys()) if (hour < oldest) this.hours.delete(hour);
    this.counts.recorded += increments.events;
    this.counts.dropped += increments.dropped;
    return true;
  }

  async languages(languages: readonly LanguageCode[], now: number): Promise<LanguageUsageRecord[]> {
    const hours = windowHours(now);
    return languages.map((language) => {
      const totals = this.totals.get(language);
      return {
        language,
        counters: Object.fromEntries(totals?.counters ?? []),
        top: {
          patterns: leading(totals?.top.patterns ?? new Map(), TOP_QUERIES_READ),
          racks: leading(totals?.top.racks ?? new Map(), TOP_QUERIES_READ),
          words: leading(totals?.top.words ?? new Map(), TOP_QUERIES_READ),
        },
        hours: hours.map((hour) => this.hours.get(hour)?.get(language) ?? 0),
      };
    });
  }

  async events(): Promise<EventCounts> {
    return { ...this.counts };
  }

  available(): boolean {
    return true;
  }

  async close(): Promise<void> {}
}
