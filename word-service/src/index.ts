import { DictionarySet } from '@lexicon/data';
import { createLogger, runService } from '@lexicon/shared';
import { createApp, SERVICE_NAME } from './app';
import { loadWordServiceConfig } from './config';

async function main(): Promise<void> {
  const config = loadWordServiceConfig(process.env);
  const logger = createLogger(SERVICE_NAME, config.logLevel);
  const dictionaries = new DictionarySet();
  await runService({
    logger,
    config,
    app: createApp({ logger, dictionaries }),
    prepare: () => dictionaries.load(config.dataDir),
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${SERVICE_NAME}: ${(error as Error).message}\n`);
  process.exit(1);
});
