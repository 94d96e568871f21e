import { dataDirectory, DictionarySet } from '@lexicon/dictionary-store';
import { createLogger, loadProcessConfig, runService } from '@lexicon/service-kit';
import { createApp, SERVICE_NAME } from './app';
import { loadUsageStoreConfig, STATS_SERVICE_VARIABLES } from './config';
import { MemoryUsageStore } from './data-access/memory-usage-store';
import { createUsageRedis, RedisUsageStore } from './data-access/redis-usage-store';
import type { UsageStore } from './data-access/usage-store';
import { DictionaryStatistics } from './domain/dictionary-statistics';
import { UsageAggregator } from './domain/usage-aggregator';

async function main(): Promise<void> {
  const config = loadProcessConfig(process.env, STATS_SERVICE_VARIABLES);
  const storeConfig = loadUsageStoreConfig(process.env);
  const logger = createLogger(SERVICE_NAME, config.logLevel);
  const dictionaries = new DictionarySet();
  const statistics = new DictionaryStatistics(dictionaries);
  const store: UsageStore =
    storeConfig.redis === undefined ? new MemoryUsageStore() : new RedisUsageStore(createUsageRedis(storeConfig.redis), storeConfig.keyPrefix);
  logger.info({ store: store.kind, redis: storeConfig.redis?.kind, keyPrefix: store.kind === 'redis' ? storeConfig.keyPrefix : undefined }, 'usage store');
  await runService({
    logger,
    config,
    app: createApp({ logger, dictionaries, statistics, usage: new UsageAggregator(store) }),
    prepare: async () => {
      await dictionaries.load(dataDirectory(process.env));
      await statistics.compute();
      logger.info(statistics.describe(), 'dictionary figures computed');
    },
    cleanup: () => store.close(),
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${SERVICE_NAME}: ${(error as Error).message}\n`);
  process.exit(1);
});
