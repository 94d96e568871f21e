import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SeriesTally } from './series-tally';

/**
 * Every metric a Lexicon process reports, in one registry per process (README, Metrics). A process
 * counts its own traffic, so the figures are per replica; an operator or an autoscaler sums them.
 * Created once on first use: several apps built in one process (the tests) share them, as they share
 * the process whose heap and event loop the default metrics describe.
 */
export interface ProcessMetrics {
  registry: Registry;
  /** Answered requests by operation id (or `other`), method, status and surface; counted in `requestTally`, which it reads when scraped. */
  requests: Counter<'route' | 'method' | 'status' | 'surface'>;
  requestTally: SeriesTally<'route' | 'method' | 'status' | 'surface'>;
  /** Time from the request's arrival to its last byte written (or the client leaving). */
  requestSeconds: Histogram<'route' | 'surface'>;
  /** Requests arrived and not yet answered. */
  inFlight: Gauge;
  /** The gateway's decisions on counted requests: allowed, limited (budget spent), in_flight_refused. */
  rateLimitDecisions: Counter<'decision'>;
  /** Work units of answered queries, as the services report them in X-Query-Cost; counted in `queryCostTally`. */
  queryCostUnits: Counter<'route'>;
  queryCostTally: SeriesTally<'route'>;
  queryCost: Histogram<'route'>;
  /** Requests the gateway sent again to another replica after the first failed before any answer byte. */
  upstreamRetries: Counter<'service' | 'surface'>;
  /** Adds a usage queue to the depth and drop figures; the returned function takes it out again. */
  watchUsageQueue(status: () => UsageQueueFigures): () => void;
}

/** What a usage queue reports of itself (usage/usage-emitter.ts). */
export interface UsageQueueFigures {
  queued: number;
  /** Dropped since the queue was made. */
  dropped: number;
}

/** Requests answer in milliseconds; the slowest queries run up to the upstream timeout (10 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Query cost in work units: a plain lookup costs a few, a wide pattern up to the per-query cap. */
const COST_BUCKETS = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

let metrics: ProcessMetrics | undefined;

function createProcessMetrics(): ProcessMetrics {
  const registry = new Registry();
  // Event-loop lag, heap and RSS, CPU, handles: prom-client's standard process metrics.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // Read from the queues at each scrape rather than counted on the request path.
  const usageQueues = new Set<() => UsageQueueFigures>();
  const sum = (figure: keyof UsageQueueFigures): number => [...usageQueues].reduce((total, status) => total + status()[figure], 0);
  // Queues taken out (stopped) keep their drops in the total, so the counter never goes down.
  let droppedByGoneQueues = 0;
  const requestTally = new SeriesTally<'route' | 'method' | 'status' | 'surface'>();
  const queryCostTally = new SeriesTally<'route'>();
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
    watchUsageQueue: (status) => {
      usageQueues.add(status);
      return () => {
        if (usageQueues.delete(status)) droppedByGoneQueues += status().dropped;
      };
    },
    registry,
    requestTally,
    queryCostTally,
    requests: new Counter({
      name: 'lexicon_http_requests_total',
      help: 'Answered HTTP requests by operation, method, status and surface.',
      labelNames: ['route', 'method', 'status', 'surface'],
      registers,
      collect() {
        requestTally.publish(this);
      },
    }),
    requestSeconds: new Histogram({ name: 'lexicon_http_request_duration_seconds', help: 'Time to answer an HTTP request.', labelNames: ['route', 'surface'], buckets: LATENCY_BUCKETS, registers }),
    inFlight: new Gauge({ name: 'lexicon_http_requests_in_flight', help: 'HTTP requests being answered.', registers }),
    rateLimitDecisions: new Counter({ name: 'lexicon_rate_limit_decisions_total', help: 'Rate-limit decisions on counted requests.', labelNames: ['decision'], registers }),
    queryCostUnits: new Counter({
      name: 'lexicon_query_cost_units_total',
      help: 'Work units reported in X-Query-Cost.',
      labelNames: ['route'],
      registers,
      collect() {
        queryCostTally.publish(this);
      },
    }),
    upstreamRetries: new Counter({
      name: 'lexicon_upstream_retries_total',
      help: 'Requests sent again to another replica after the first failed before any answer byte.',
      labelNames: ['service', 'surface'],
      registers,
    }),
    queryCost: new Histogram({ name: 'lexicon_query_cost_units', help: 'Work units per query, as reported in X-Query-Cost.', labelNames: ['route'], buckets: COST_BUCKETS, registers }),
  };
}

/** The process's metrics, created on first use. */
export function processMetrics(): ProcessMetrics {
  metrics ??= createProcessMetrics();
  return metrics;
}
