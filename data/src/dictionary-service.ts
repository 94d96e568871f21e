import { type Environment, type Logger, loadProcessConfig, type ProcessConfig, type ProcessVariables } from '@lexicon/shared';
import { dataDirectory } from './build/data-directory';
import type { DictionarySet } from './dictionary-set';

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
