import type { RequestListener } from 'node:http';
import {
  createLogger,
  type Environment,
  type Logger,
  loadProcessConfig,
  type ProcessConfig,
  type ProcessVariables,
  runService,
} from '@lexicon/shared';
import { dataDirectory } from './build/data-directory';
import { DictionarySet } from './dictionary-set';

export interface DictionaryServiceConfig extends ProcessConfig {
  /** Where the built dictionaries and their manifest are. */
  dataDir: string;
}

export interface DictionaryServiceDependencies {
  logger: Logger;
  dictionaries: DictionarySet;
}

export function loadDictionaryServiceConfig(env: Environment, variables: ProcessVariables): DictionaryServiceConfig {
  return { ...loadProcessConfig(env, variables), dataDir: dataDirectory(env) };
}

export interface DictionaryServiceOptions {
  service: string;
  variables: ProcessVariables;
  createApp: (deps: DictionaryServiceDependencies) => RequestListener;
}

/**
 * The start of every service that serves from the dictionaries: validate the environment, listen at
 * once (probes answer while loading), load every language, drain on SIGTERM. A configuration or
 * loading failure ends the process with the reason on stderr or in the log.
 */
export function runDictionaryService(env: Environment, options: DictionaryServiceOptions): void {
  const start = async (): Promise<void> => {
    const config = loadDictionaryServiceConfig(env, options.variables);
    const logger = createLogger(options.service, config.logLevel);
    const dictionaries = new DictionarySet();
    await runService({
      logger,
      config,
      app: options.createApp({ logger, dictionaries }),
      prepare: () => dictionaries.load(config.dataDir),
    });
  };
  start().catch((error: unknown) => {
    process.stderr.write(`${options.service}: ${(error as Error).message}\n`);
    process.exit(1);
  });
}
