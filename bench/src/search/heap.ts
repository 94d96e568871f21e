import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full collection between phases, so the baselines' millions of strings are gone before the
 * engine is timed: the search service never holds them, and major GCs marking them would land in
 * the engine's p99. The npm script runs plain `node`, so the gc function is exposed here.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
