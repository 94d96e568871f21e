import { DictionarySet, loadDictionaryServiceConfig } from '@lexicon/data';
import { createLogger, createUsageEmitter, loadUsageEmitterConfig, runService } from '@lexicon/shared';
import { createApp, SERVICE_NAME } from './app';
import { SEARCH_SERVICE_VARIABLES } from './config';
import { warmSearchIndexes } from './warm-up';

async function main(): Promise<void> {
  const config = loadDictionaryServiceConfig(process.env, SEARCH_SERVICE_VARIABLES);
  const usageConfig = loadUsageEmitterConfig(process.env);
  const logger = createLogger(SERVICE_NAME, config.logLevel);
  const dictionaries = new DictionarySet();
  const usage = createUsageEmitter(usageConfig, SERVICE_NAME, logger);
  await runService({
    logger,
    config,
    app: createApp({ logger, dictionaries, ...(usage === undefined ? {} : { usage }) }),
    prepare: () => dictionaries.load(config.dataDir),
    // Whatever is still queued gets one last try once requests have drained.
    cleanup: async () => usage?.stop(),
  });
  await warmSearchIndexes(dictionaries, logger);
}

main().catch((error: unknown) => {
  process.stderr.write(`${SERVICE_NAME}: ${(error as Error).message}\n`);
  process.exit(1);
});
