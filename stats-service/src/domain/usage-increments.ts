import { type LanguageCode, type UsageEvent, type UsageTool } from '@lexicon/shared';

/** Hours of usage kept per hour: the last 24, the current one included. */
export const HOURS_KEPT = 24;
export const HOUR_MS = 3_600_000;

/** The ranked list an answered query feeds, by tool. */
export const TOP_LIST_OF: Record<UsageTool, TopList> = { pattern: 'patterns', anagram: 'racks', word: 'words' };
export const TOP_LISTS = ['patterns', 'racks', 'words'] as const;
export type TopList = (typeof TOP_LISTS)[number];

/** Counter names of one language: `requests`, `no_result`, `tool:<tool>`, `surface:<surface>`. */
export type CounterName = string;

export interface LanguageIncrements {
  counters: Map<CounterName, number>;
  top: Record<TopList, Map<string, number>>;
}

/**
 * A batch of events summed up before it touches a store, so a store applies each counter once per
 * batch (one HINCRBY for 200 pattern searches) and a batch is one atomic step.
 */
export interface UsageIncrements {
  languages: Map<LanguageCode, LanguageIncrements>;
  /** Hour index (epoch hours) → language → requests. */
  hours: Map<number, Map<LanguageCode, number>>;
  events: number;
  dropped: number;
}

export const hourOf = (epochMs: number): number => Math.floor(epochMs / HOUR_MS);

const add = <Key>(map: Map<Key, number>, key: Key, amount = 1): void => {
  map.set(key, (map.get(key) ?? 0) + amount);
};

/**
 * What a batch adds. Every answered query counts as a request, by tool and by surface, and as a query
 * with no result when it found nothing (a word lookup answered 404 included). Only queries answered
 * with success feed the top lists, so refused input never ranks. Events older than the hourly window
 * still count in the totals but in no hour.
 */
export function usageIncrements(events: readonly UsageEvent[], dropped: number, now: number): UsageIncrements {
  const increments: UsageIncrements = { languages: new Map(), hours: new Map(), events: events.length, dropped };
  const oldestHour = hourOf(now) - HOURS_KEPT + 1;
  for (const event of events) {
    let language = increments.languages.get(event.language);
    if (language === undefined) {
      language = { counters: new Map(), top: { patterns: new Map(), racks: new Map(), words: new Map() } };
      increments.languages.set(event.language, language);
    }
    add(language.counters, 'requests');
    add(language.counters, `tool:${event.tool}`);
    add(language.counters, `surface:${event.surface}`);
    if (event.total === 0) add(language.counters, 'no_result');
    if (event.status < 400 && event.query !== '') add(language.top[TOP_LIST_OF[event.tool]], event.query);
    const hour = hourOf(event.at);
    if (hour >= oldestHour && hour <= hourOf(now) + 1) {
      let byLanguage = increments.hours.get(hour);
      if (byLanguage === undefined) {
        byLanguage = new Map();
        increments.hours.set(hour, byLanguage);
      }
      add(byLanguage, event.language);
    }
  }
  return increments;
}
