import type { DictionaryServiceDependencies } from '@lexicon/data';
import { createServiceApp, type UsageEmitter, withUsageStatus } from '@lexicon/shared';
import type { Express } from 'express';
import { searchRoutes } from './routes/search-routes';

export const SERVICE_NAME = 'search-service';

export interface SearchServiceDependencies extends DictionaryServiceDependencies {
  /** Where answered queries are recorded; absent when usage events are off. */
  usage?: UsageEmitter;
}

export function createApp(deps: SearchServiceDependencies): Express {
  return createServiceApp({
    service: SERVICE_NAME,
    logger: deps.logger,
    readiness: withUsageStatus(deps.dictionaries.readiness(), deps.usage),
    routes: (app) => {
      app.set('etag', false);
      app.use(searchRoutes(deps.dictionaries, deps.usage));
    },
  });
}
