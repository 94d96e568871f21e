import type { DictionaryServiceDependencies } from '@lexicon/data';
import { createServiceApp, type UsageEmitter } from '@lexicon/shared';
import type { Express } from 'express';
import { searchRoutes } from './routes/search-routes';

export const SERVICE_NAME = 'search-service';

export interface SearchServiceDependencies extends DictionaryServiceDependencies {
  /** Where answered queries are recorded; absent when usage events are off. */
  usage?: UsageEmitter;
}

export function createApp(deps: SearchServiceDependencies): Express {
  const dictionaries = deps.dictionaries.readiness();
  return createServiceApp({
    service: SERVICE_NAME,
    logger: deps.logger,
    readiness: {
      ready: () => dictionaries.ready(),
      // The emitter's queue and drop count, so lost usage events are visible where they are lost.
      describe: async () => ({ ...(await dictionaries.describe()), ...(deps.usage === undefined ? {} : { usage_events: deps.usage.status() }) }),
    },
    routes: (app) => {
      app.set('etag', false);
      app.use(searchRoutes(deps.dictionaries, deps.usage));
    },
  });
}
