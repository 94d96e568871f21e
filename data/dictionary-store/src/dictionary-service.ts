import { type Environment, type Logger, loadProcessConfig, type ProcessConfig, type ProcessVariables, type Readiness } from '@lexicon/shared';
import { dataDirectory } from './data-directory';
import type { DictionarySet } from './dictionary-set';

export interface DictionaryServiceConfig extends ProcessConfig {
  /** Where the built dictionaries and their manifest are. */
  dataDir: string;
}

export interface DictionaryServiceDependencies {
  logger: Logger;
  dictionaries: DictionarySet;
  /**
   * True once the service has built its indexes after loading (see its warm-up.ts); readiness waits for
   * it when given, so traffic arrives only when the event loop is no longer busy building.
   */
  warmedUp?: () => boolean;
}

/** The dictionaries' readiness, and the warm-up's when there is one (reported as `warmed_up`). */
export function dictionaryReadiness(deps: DictionaryServiceDependencies): Readiness {
  const loaded = deps.dictionaries.readiness();
  const { warmedUp } = deps;
  if (warmedUp === undefined) return loaded;
  return {
    ready: async () => (await loaded.ready()) && warmedUp(),
    describe: async () => ({ ...(await loaded.describe()), warmed_up: warmedUp() }),
  };
}

export function loadDictionaryServiceConfig(env: Environment, variables: ProcessVariables): DictionaryServiceConfig {
  return { ...loadProcessConfig(env, variables), dataDir: dataDirectory(env) };
}
