import type { LanguageCode } from '@lexicon/shared';
import type { EventCounts, LanguageUsageRecord } from '../domain/usage-figures';
import type { UsageIncrements } from '../domain/usage-increments';

/** Distinct queries kept per language and list; the top ten come from the most counted of them. */
export const TOP_QUERIES_KEPT = 10_000;
/** How many leading entries of each list are read back to rank the top ten (ties sorted after reading). */
export const TOP_QUERIES_READ = 25;

/**
 * How long the id of an applied batch is remembered: a batch sent again within it counts once. Far
 * beyond a sender's longest wait between tries (USAGE_RETRY_MAX_MS, 30 s by default); a sender away
 * longer than this may count a batch twice, never lose one.
 */
export const BATCH_IDS_KEPT_MS = 60 * 60 * 1000;

/**
 * Where usage is aggregated: Redis, shared by every replica, or this process's memory. Both apply a
 * batch's increments as one step and read back the same records.
 */
export interface UsageStore {
  readonly kind: 'redis' | 'memory';
  /** Applies a batch's increments in one step; false, with nothing changed, when `batchId` was applied already. */
  apply(increments: UsageIncrements, now: number, batchId?: string): Promise<boolean>;
  languages(languages: readonly LanguageCode[], now: number): Promise<LanguageUsageRecord[]>;
  events(): Promise<EventCounts>;
  /** For readiness: can the store answer now? */
  available(): boolean;
  close(): Promise<void>;
}
