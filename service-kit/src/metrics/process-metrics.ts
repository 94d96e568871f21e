import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SeriesTally } from './series-tally';

/**
 * The metrics every Lexicon process reports, in one registry per process (README, Metrics): its
 * requests, their latency, those in flight, and prom-client's default process metrics. A process
 * counts its own traffic, so the figures are per replica; an operator or an autoscaler sums them.
 * Created once on first use: several apps built in one process (the tests) share them, as they share
 * the process whose heap and event loop the default metrics describe. Metrics only some processes
 * have are registered by their owners, through `ownedMetrics`: the gateway's rate-limit decisions and
 * retries (gateway/src/gateway-metrics.ts), the priced queries of the dictionary services
 * (request-metrics.ts), the usage queue of the processes that send usage events (usage/usage-metrics.ts).
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
}

/** Requests answer in milliseconds; the slowest queries run up to the upstream timeout (10 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let metrics: ProcessMetrics | undefined;

function createProcessMetrics(): ProcessMetrics {
  const registry = new Registry();
  // Event-loop lag, heap and RSS, CPU, handles: prom-client's standard process metrics.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requestTally = new SeriesTally<'route' | 'method' | 'status' | 'surface'>();
  return {
    registry,
    requestTally,
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
  };
}

/** The process's metrics, created on first use. */
export function processMetrics(): ProcessMetrics {
  metrics ??= createProcessMetrics();
  return metrics;
}

/**
 * Metrics one kind of process owns: `create` makes them in the process's registry the first time
 * the returned function is called, and never again; a process that never calls it reports none of them.
 */
export function ownedMetrics<Metrics>(create: (registers: Registry[]) => Metrics): () => Metrics {
  let made: Metrics | undefined;
  return () => {
    made ??= create([processMetrics().registry]);
    return made;
  };
}
