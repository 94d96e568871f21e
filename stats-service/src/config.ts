import { dataDirectory } from '@lexicon/data';
import { type Environment, loadProcessConfig, type ProcessConfig } from '@lexicon/shared';

export interface StatsServiceConfig extends ProcessConfig {
  /** Where the built dictionaries and their manifest are. */
  dataDir: string;
}

export function loadStatsServiceConfig(env: Environment): StatsServiceConfig {
  return {
    ...loadProcessConfig(env, {
      portVariable: 'STATS_SERVICE_PORT',
      hostVariable: 'STATS_SERVICE_HOST',
      defaultPort: 8083,
      defaultHost: '127.0.0.1',
    }),
    dataDir: dataDirectory(env),
  };
}
