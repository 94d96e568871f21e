import type { DictionaryServiceDependencies } from '@lexicon/data';
import { createServiceApp } from '@lexicon/shared';
import type { Express } from 'express';

export const SERVICE_NAME = 'word-service';

export function createApp(deps: DictionaryServiceDependencies): Express {
  return createServiceApp({
    service: SERVICE_NAME,
    logger: deps.logger,
    readiness: deps.dictionaries.readiness(),
  });
}
