import { z } from 'zod';
import { configVar, type Environment, loadConfig } from '../config/load-config';
import { MAX_USAGE_BATCH } from '@lexicon/shared';

export interface UsageEmitterConfig {
  /** False: no events are recorded or sent (USAGE_EVENTS=false). */
  enabled: boolean;
  statsServiceUrl: string;
  capacity: number;
  batchSize: number;
  flushIntervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  sendTimeoutMs: number;
}

const schema = z.object({
  USAGE_EVENTS: configVar.flag(true),
  STATS_SERVICE_URL: configVar.url('http://127.0.0.1:8083'),
  USAGE_QUEUE_CAPACITY: configVar.positiveInt(10_000).pipe(z.number().max(1_000_000)),
  USAGE_BATCH_SIZE: configVar.positiveInt(100).pipe(z.number().max(MAX_USAGE_BATCH)),
  USAGE_FLUSH_INTERVAL_MS: configVar.milliseconds(1000),
  USAGE_RETRY_BASE_MS: configVar.milliseconds(500),
  USAGE_RETRY_MAX_MS: configVar.milliseconds(30_000),
  USAGE_SEND_TIMEOUT_MS: configVar.milliseconds(2000),
});

/** What a service that emits usage events reads from its environment. */
export function loadUsageEmitterConfig(env: Environment): UsageEmitterConfig {
  const parsed = loadConfig(schema, env);
  return {
    enabled: parsed.USAGE_EVENTS,
    statsServiceUrl: parsed.STATS_SERVICE_URL,
    capacity: parsed.USAGE_QUEUE_CAPACITY,
    batchSize: parsed.USAGE_BATCH_SIZE,
    flushIntervalMs: parsed.USAGE_FLUSH_INTERVAL_MS,
    retryBaseMs: parsed.USAGE_RETRY_BASE_MS,
    retryMaxMs: parsed.USAGE_RETRY_MAX_MS,
    sendTimeoutMs: parsed.USAGE_SEND_TIMEOUT_MS,
  };
}
