import type { Logger } from 'pino';
import { createServiceClient } from '../http/service-client';
import type { UsageEmitterConfig } from './usage-emitter-config';
import { type UsageBatchSender, UsageEmitter } from './usage-emitter';
import { USAGE_EVENTS_PATH } from './usage-event';

/** Posts batches to stats-service's internal endpoint over a keep-alive connection. */
export function httpUsageSender(statsServiceUrl: string, timeoutMs: number): UsageBatchSender {
  const client = createServiceClient({ baseURL: statsServiceUrl, timeoutMs, maxSockets: 2 });
  return async (batch) => {
    // No request id: a batch belongs to no single request.
    const response = await client.post(USAGE_EVENTS_PATH, batch, { headers: { 'X-Request-Id': `usage-${batch.source}` } });
    if (response.status >= 200 && response.status < 300) return 'delivered';
    if (response.status === 400) return 'rejected';
    throw new Error(`stats-service answered ${response.status}`);
  };
}

/** The emitter a service runs with, or undefined when usage events are switched off. */
export function createUsageEmitter(config: UsageEmitterConfig, source: string, logger?: Logger): UsageEmitter | undefined {
  if (!config.enabled) return undefined;
  return new UsageEmitter({
    source,
    send: httpUsageSender(config.statsServiceUrl, config.sendTimeoutMs),
    capacity: config.capacity,
    batchSize: config.batchSize,
    flushIntervalMs: config.flushIntervalMs,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    ...(logger === undefined ? {} : { logger }),
  });
}
