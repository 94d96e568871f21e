import { dataDirectory } from '@lexicon/data';
import { type Environment, loadProcessConfig, type ProcessConfig } from '@lexicon/shared';

export interface WordServiceConfig extends ProcessConfig {
  /** Where the built dictionaries and their manifest are. */
  dataDir: string;
}

export function loadWordServiceConfig(env: Environment): WordServiceConfig {
  return {
    ...loadProcessConfig(env, {
      portVariable: 'WORD_SERVICE_PORT',
      hostVariable: 'WORD_SERVICE_HOST',
      defaultPort: 8082,
      defaultHost: '127.0.0.1',
    }),
    dataDir: dataDirectory(env),
  };
}
