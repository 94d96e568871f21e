import type { DictionarySet } from '@lexicon/data';
import { createServiceApp, type Logger } from '@lexicon/shared';
import type { Express } from 'express';

export interface WordServiceDependencies {
  logger: Logger;
  dictionaries: DictionarySet;
}

export const SERVICE_NAME = 'word-service';

export function createApp(deps: WordServiceDependencies): Express {
  return createServiceApp({
    service: SERVICE_NAME,
    logger: deps.logger,
    readiness: { ready: () => deps.dictionaries.ready, describe: () => deps.dictionaries.describe() },
  });
}
