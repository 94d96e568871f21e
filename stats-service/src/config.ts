import type { ProcessVariables } from '@lexicon/shared';

/** Where stats-service listens: its own variables, so that one shell can configure every process. */
export const STATS_SERVICE_VARIABLES: ProcessVariables = {
  portVariable: 'STATS_SERVICE_PORT',
  hostVariable: 'STATS_SERVICE_HOST',
  defaultPort: 8083,
  defaultHost: '127.0.0.1',
};
