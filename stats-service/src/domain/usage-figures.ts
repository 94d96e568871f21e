import {
  type GlobalUsageFigures,
  LANGUAGE_CODES,
  type LanguageCode,
  SURFACES,
  USAGE_TOOLS,
  type UsageFigures,
} from '@lexicon/shared';
import { HOUR_MS, HOURS_KEPT, hourOf, type TopList } from './usage-increments';

export const TOP_QUERIES = 10;

/** What a store holds for one language, read back as it is stored. */
export interface LanguageUsageRecord {
  language: LanguageCode;
  counters: Record<string, number>;
  /** Each list's leading entries, any order: figures sort them. */
  top: Record<TopList, Array<[query: string, count: number]>>;
  /** Requests in each of the last HOURS_KEPT hours, oldest first. */
  hours: number[];
}

export interface EventCounts {
  recorded: number;
  dropped: number;
}

/** The epoch hours the figures cover, oldest first, the current hour last. */
export function windowHours(now: number): number[] {
  const current = hourOf(now);
  return Array.from({ length: HOURS_KEPT }, (_, index) => current - HOURS_KEPT + 1 + index);
}

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Most counted first; equal counts in alphabetical order, so every store and replica lists the same. */
function ranked(entries: Array<{ query: string; language: LanguageCode; count: number }>): Array<{ query: string; language: LanguageCode; count: number }> {
  return entries
    .sort((left, right) => right.count - left.count || (left.query < right.query ? -1 : left.query > right.query ? 1 : 0) || LANGUAGE_CODES.indexOf(left.language) - LANGUAGE_CODES.indexOf(right.language))
    .slice(0, TOP_QUERIES);
}

/** The usage figures of one language, or of several summed (each query keeps its language). */
export function usageFigures(records: readonly LanguageUsageRecord[], now: number): UsageFigures {
  const counter = (name: string): number => records.reduce((sum, record) => sum + (record.counters[name] ?? 0), 0);
  const requests = counter('requests');
  const noResult = counter('no_result');
  const top = (list: TopList) => ranked(records.flatMap((record) => record.top[list].map(([query, count]) => ({ query, language: record.language, count }))));
  const hours = windowHours(now);
  return {
    requests,
    by_tool: Object.fromEntries(USAGE_TOOLS.map((tool) => [tool, counter(`tool:${tool}`)])) as UsageFigures['by_tool'],
    by_surface: Object.fromEntries(SURFACES.map((surface) => [surface, counter(`surface:${surface}`)])) as UsageFigures['by_surface'],
    no_result: { queries: noResult, share: requests === 0 ? 0 : round(noResult / requests, 4) },
    top_patterns: top('patterns'),
    top_racks: top('racks'),
    top_words: top('words'),
    per_hour: hours.map((hour, index) => ({
      hour: new Date(hour * HOUR_MS).toISOString().replace('.000Z', 'Z'),
      requests: records.reduce((sum, record) => sum + (record.hours[index] ?? 0), 0),
    })),
  };
}

/** Every language together, plus each language's requests and the event pipeline's counts. */
export function globalUsageFiguresOf(records: readonly LanguageUsageRecord[], events: EventCounts, now: number): GlobalUsageFigures {
  return {
    ...usageFigures(records, now),
    by_language: records.map((record) => ({ language: record.language, requests: record.counters.requests ?? 0 })),
    events: { recorded: events.recorded, dropped: events.dropped },
  };
}
