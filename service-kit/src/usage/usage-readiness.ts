import type { Readiness } from '@lexicon/shared';
import type { UsageEmitter } from './usage-emitter';

/**
 * A service's readiness with its usage emitter's queue and drop count added, so lost usage events
 * are visible where they are lost. Usage never decides readiness: the events are best effort.
 */
export function withUsageStatus(readiness: Readiness, usage: UsageEmitter | undefined): Readiness {
  if (usage === undefined) return readiness;
  return {
    ready: () => readiness.ready(),
    describe: async () => ({ ...(await readiness.describe()), usage_events: usage.status() }),
  };
}
