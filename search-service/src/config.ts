import type { ProcessVariables } from '@lexicon/shared';

/** Where search-service listens: its own variables, so that one shell can configure every process. */
export const SEARCH_SERVICE_VARIABLES: ProcessVariables = {
  portVariable: 'SEARCH_SERVICE_PORT',
  hostVariable: 'SEARCH_SERVICE_HOST',
  defaultPort: 8081,
  defaultHost: '127.0.0.1',
};
