import { dataDirectory, DictionarySet } from '@lexicon/dictionary-store';
import { setRebuildableBudget } from '@lexicon/engine';
import { createLogger, createUsageEmitter, loadProcessConfig, loadUsageEmitterConfig, runService } from '@lexicon/service-kit';
import { createApp, SERVICE_NAME } from './app';
import { loadSearchWorkConfig, SEARCH_SERVICE_VARIABLES } from './config';
import { warmSearchIndexes } from './warm-up';
import { HeavyLane } from './work/heavy-lane';
import { QueryLanes } from './work/query-lanes';

async function main(): Promise<void> {
  const config = loadProcessConfig(process.env, SEARCH_SERVICE_VARIABLES);
  const work = loadSearchWorkConfig(process.env);
  const usageConfig = loadUsageEmitterConfig(process.env);
  setRebuildableBudget(work.sortTablesBudgetBytes);
  const logger = createLogger(SERVICE_NAME, config.logLevel);
  const dictionaries = new DictionarySet();
  const usage = createUsageEmitter(usageConfig, SERVICE_NAME, logger);
  const lanes = new QueryLanes(dictionaries, work.cheapLaneUnits);
  let indexesBuilt = false;
  let heavyLane: HeavyLane | undefined;
  await runService({
    logger,
    config,
    app: createApp({ logger, dictionaries, lanes, work, warmedUp: () => indexesBuilt, ...(usage === undefined ? {} : { usage }) }),
    prepare: async () => {
      await dictionaries.load(dataDirectory(process.env));
      if (work.heavyLaneWorkers > 0) {
        heavyLane = new HeavyLane({ workers: work.heavyLaneWorkers, queuePerClient: work.heavyQueuePerClient, artifacts: dictionaries.shared, logger, sortTablesBudgetBytes: work.sortTablesBudgetBytes });
        lanes.attachHeavyLane(heavyLane);
      }
    },
    // Whatever is still queued gets one last try once requests have drained.
    cleanup: async () => {
      await lanes.close();
      await usage?.stop();
    },
  });
  await warmSearchIndexes(dictionaries, logger, (language, indexes) => heavyLane?.shareIndexes(language, indexes));
  indexesBuilt = true;
}

main().catch((error: unknown) => {
  process.stderr.write(`${SERVICE_NAME}: ${(error as Error).message}\n`);
  process.exit(1);
});
