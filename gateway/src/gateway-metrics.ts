import { ownedMetrics } from '@lexicon/service-kit';
import { Counter } from 'prom-client';

/** The gateway's own metrics, beside those every process reports (service-kit/src/metrics/process-metrics.ts). */
export const gatewayMetrics = ownedMetrics((registers) => ({
  /** The gateway's decisions on counted requests: allowed, limited (budget spent), in_flight_refused. */
  rateLimitDecisions: new Counter({ name: 'lexicon_rate_limit_decisions_total', help: 'Rate-limit decisions on counted requests.', labelNames: ['decision'], registers }),
  /** Requests the gateway sent again to another replica after the first failed before any answer byte. */
  upstreamRetries: new Counter({
    name: 'lexicon_upstream_retries_total',
    help: 'Requests sent again to another replica after the first failed before any answer byte.',
    labelNames: ['service', 'surface'],
    registers,
  }),
}));
