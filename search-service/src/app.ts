import { dictionaryReadiness, type DictionaryServiceDependencies } from '@lexicon/dictionary-store';
import { createServiceApp, type Logger, type UsageEmitter, withUsageStatus } from '@lexicon/service-kit';
import type { Readiness } from '@lexicon/shared';
import type { Express } from 'express';
import { loadSearchWorkConfig, type SearchWorkConfig } from './config';
import { mountSearchRoutes } from './routes/search-routes';
import { QueryLanes } from './work/query-lanes';

export const SERVICE_NAME = 'search-service';

export interface SearchServiceDependencies extends DictionaryServiceDependencies {
  logger: Logger;
  /** Where answered queries are recorded; absent when usage events are off. */
  usage?: UsageEmitter;
  /** The query lanes; built over `dictionaries` (event loop only, defaults) when not given. */
  lanes?: QueryLanes;
  work?: SearchWorkConfig;
}

/** Defaults for apps built without configuration (tests): the documented defaults, no heavy lane. */
const DEFAULT_WORK: SearchWorkConfig = { ...loadSearchWorkConfig({}), heavyLaneWorkers: 0 };

/** Readiness with the lanes' counters, so an operator sees queries moved, stopped and dropped. */
function withLaneCounters(readiness: Readiness, lanes: QueryLanes): Readiness {
  return { ready: () => readiness.ready(), describe: async () => ({ ...(await readiness.describe()), query_lanes: lanes.counters() }) };
}

export function createApp(deps: SearchServiceDependencies): Express {
  const work = deps.work ?? DEFAULT_WORK;
  const lanes = deps.lanes ?? new QueryLanes(deps.dictionaries, work.cheapLaneUnits);
  return createServiceApp({
    service: SERVICE_NAME,
    logger: deps.logger,
    // Behind the gateway, whose line names each request under the same id: only slow ones here.
    completionLines: 'slow',
    readiness: withLaneCounters(withUsageStatus(dictionaryReadiness(deps), deps.usage), lanes),
    routes: (app) => {
      app.set('etag', false);
      mountSearchRoutes(app, deps.dictionaries, lanes, work, deps.usage);
    },
  });
}
