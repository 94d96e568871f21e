import { createServiceApp, type Logger } from '@lexicon/service-kit';
import type { DictionarySet } from '@lexicon/dictionary-store';
import type { Express } from 'express';
import type { DictionaryStatistics } from './domain/dictionary-statistics';
import type { UsageAggregator } from './domain/usage-aggregator';
import { statsRoutes } from './routes/stats-routes';
import { usageEventsRoute } from './routes/usage-events-route';

export const SERVICE_NAME = 'stats-service';

export interface StatsServiceDependencies {
  logger: Logger;
  dictionaries: DictionarySet;
  statistics: DictionaryStatistics;
  usage: UsageAggregator;
}

export function createApp(deps: StatsServiceDependencies): Express {
  const dictionaries = deps.dictionaries.readiness();
  return createServiceApp({
    service: SERVICE_NAME,
    logger: deps.logger,
    // Behind the gateway, whose line names each request under the same id: only slow ones here.
    completionLines: 'slow',
    readiness: {
      // Ready once the dictionary figures exist; the usage store is reported (events dropped by the
      // senders included), not required: without Redis the dictionary figures still answer.
      ready: () => deps.statistics.ready,
      describe: async () => ({ ...(await dictionaries.describe()), ...deps.statistics.describe(), ...(await deps.usage.describe()) }),
    },
    routes: (app) => {
      app.use(usageEventsRoute(deps.usage));
      app.use(statsRoutes(deps.statistics, deps.usage));
    },
  });
}
