import type { ProcessVariables } from '@lexicon/shared';

/** Where word-service listens: its own variables, so that one shell can configure every process. */
export const WORD_SERVICE_VARIABLES: ProcessVariables = {
  portVariable: 'WORD_SERVICE_PORT',
  hostVariable: 'WORD_SERVICE_HOST',
  defaultPort: 8082,
  defaultHost: '127.0.0.1',
};
