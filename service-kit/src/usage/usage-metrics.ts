import { Counter, Gauge } from 'prom-client';
import { ownedMetrics } from '../metrics/process-metrics';

/** What a usage queue reports of itself (usage-emitter.ts). */
export interface UsageQueueFigures {
  queued: number;
  /** Dropped since the queue was made. */
  dropped: number;
}

/**
 * The usage queue's depth and drops, registered by the first usage emitter a process makes: the
 * processes that send usage events report them, the others (gateway, stats-service) do not.
 */
export const usageQueueMetrics = ownedMetrics((registers) => {
  // Read from the queues at each scrape rather than counted on the request path.
  const usageQueues = new Set<() => UsageQueueFigures>();
  const sum = (figure: keyof UsageQueueFigures): number => [...usageQueues].reduce((total, status) => total + status()[figure], 0);
  // Queues taken out (stopped) keep their drops in the total, so the counter never goes down.
  let droppedByGoneQueues = 0;
  new Gauge({
    name: 'lexicon_usage_queue_depth',
    help: 'Usage events waiting to be sent to stats-service.',
    registers,
    collect() {
      this.set(sum('queued'));
    },
  });
  new Counter({
    name: 'lexicon_usage_events_dropped_total',
    help: 'Usage events dropped because the queue was full.',
    registers,
    collect() {
      this.reset();
      this.inc(droppedByGoneQueues + sum('dropped'));
    },
  });
  return {
    /** Adds a usage queue to the depth and drop figures; the returned function takes it out again. */
    watchUsageQueue(status: () => UsageQueueFigures): () => void {
      usageQueues.add(status);
      return () => {
        if (usageQueues.delete(status)) droppedByGoneQueues += status().dropped;
      };
    },
  };
});
