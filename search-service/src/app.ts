import type { DictionaryServiceDependencies } from '@lexicon/data';
import { createServiceApp } from '@lexicon/shared';
import type { Express } from 'express';
import { searchRoutes } from './routes/search-routes';

export const SERVICE_NAME = 'search-service';

export function createApp(deps: DictionaryServiceDependencies): Express {
  return createServiceApp({
    service: SERVICE_NAME,
    logger: deps.logger,
    readiness: deps.dictionaries.readiness(),
    routes: (app) => {
      app.set('etag', false);
      app.use(searchRoutes(deps.dictionaries));
    },
  });
}
