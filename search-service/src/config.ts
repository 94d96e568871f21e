import { dataDirectory } from '@lexicon/data';
import { type Environment, loadProcessConfig, type ProcessConfig } from '@lexicon/shared';

export interface SearchServiceConfig extends ProcessConfig {
  /** Where the built dictionaries and their manifest are. */
  dataDir: string;
}

export function loadSearchServiceConfig(env: Environment): SearchServiceConfig {
  return {
    ...loadProcessConfig(env, {
      portVariable: 'SEARCH_SERVICE_PORT',
      hostVariable: 'SEARCH_SERVICE_HOST',
      defaultPort: 8081,
      defaultHost: '127.0.0.1',
    }),
    dataDir: dataDirectory(env),
  };
}
