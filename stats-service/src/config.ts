import { type Environment, loadConfig, type ProcessVariables } from '@lexicon/service-kit';
import { z } from 'zod';

/** Where stats-service listens: its own variables, so that one shell can configure every process. */
export const STATS_SERVICE_VARIABLES: ProcessVariables = {
  portVariable: 'STATS_SERVICE_PORT',
  hostVariable: 'STATS_SERVICE_HOST',
  defaultPort: 8083,
  defaultHost: '127.0.0.1',
};

export interface UsageStoreConfig {
  /** Redis shared by every replica; unset: usage is counted in this process's memory. */
  redisUrl: string | undefined;
  /** Namespace of the usage keys in Redis. */
  keyPrefix: string;
}

const schema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  USAGE_KEY_PREFIX: z.string().min(1).max(100).default('lexicon:usage'),
});

export function loadUsageStoreConfig(env: Environment): UsageStoreConfig {
  const parsed = loadConfig(schema, env);
  return { redisUrl: parsed.REDIS_URL, keyPrefix: parsed.USAGE_KEY_PREFIX };
}
