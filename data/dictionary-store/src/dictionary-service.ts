import type { Readiness } from '@lexicon/shared';
import type { DictionarySet } from './dictionary-set';

/**
 * What a dictionary service's readiness is made of. The services' own dependencies add their logger
 * and the rest (search-service/src/app.ts, word-service/src/app.ts, stats-service/src/app.ts); their
 * configuration is the kit's loadProcessConfig() and dataDirectory() (./data-directory.ts).
 */
export interface DictionaryServiceDependencies {
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
