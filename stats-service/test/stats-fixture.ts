import { type DictionaryServiceDependencies, DictionarySet } from '@lexicon/dictionary-store';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import { createLogger, type Logger } from '@lexicon/service-kit';
import { LANGUAGE_CODES } from '@lexicon/shared';
import type { Express } from 'express';
import { createApp } from '../src/app';
import type { UsageStore } from '../src/data-access/usage-store';
import { MemoryUsageStore } from '../src/data-access/memory-usage-store';
import { DictionaryStatistics } from '../src/domain/dictionary-statistics';
import { UsageAggregator } from '../src/domain/usage-aggregator';

/** Every language's fixture dictionary, loaded. */
export const fixtureDictionaries = (): DictionarySet => DictionarySet.of(new Map(LANGUAGE_CODES.map((code) => [code, fixtureDictionary(code)])));

/** stats-service over the fixture lists, its figures computed as at start, usage in the given store. */
export async function fixtureStatsApp(store: UsageStore = new MemoryUsageStore(), now?: () => number): Promise<Express> {
  const dictionaries = fixtureDictionaries();
  const statistics = new DictionaryStatistics(dictionaries);
  await statistics.compute();
  return createApp({ logger: createLogger('stats-service', 'silent'), dictionaries, statistics, usage: new UsageAggregator(store, now) });
}

/**
 * The app as `runService` starts it, for the probes every dictionary service shares: the dictionary
 * figures are computed right after the dictionaries load, as the start-up of `src/index.ts` does.
 */
export function probedStatsApp(deps: DictionaryServiceDependencies & { logger: Logger }): Express {
  const statistics = new DictionaryStatistics(deps.dictionaries);
  const load = deps.dictionaries.load.bind(deps.dictionaries);
  deps.dictionaries.load = async (dataDir: string): Promise<void> => {
    await load(dataDir);
    await statistics.compute();
  };
  return createApp({ ...deps, statistics, usage: new UsageAggregator(new MemoryUsageStore()) });
}
