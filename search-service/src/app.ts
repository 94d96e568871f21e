import type { DictionarySet } from '@lexicon/data';
import { createServiceApp, type Logger } from '@lexicon/shared';
import type { Express } from 'express';
import { searchRoutes } from './routes/search-routes';

export interface SearchServiceDependencies {
  logger: Logger;
  dictionaries: DictionarySet;
}

export const SERVICE_NAME = 'search-service';

export function createApp(deps: SearchServiceDependencies): Express {
  return createServiceApp({
    service: SERVICE_NAME,
    logger: deps.logger,
    readiness: { ready: () => deps.dictionaries.ready, describe: () => deps.dictionaries.describe() },
    routes: (app) => {
      app.set('etag', false);
      app.use(searchRoutes(deps.dictionaries));
    },
  });
}
