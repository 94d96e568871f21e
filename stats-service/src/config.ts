import { type Environment, loadConfig, type ProcessVariables, type RedisTarget, redisTargetFrom, redisTargetVariables } from '@lexicon/service-kit';
import { z } from 'zod';

/** Where stats-service listens: its own variables, so that one shell can configure every process. */
export const STATS_SERVICE_VARIABLES: ProcessVariables = {
  portVariable: 'STATS_SERVICE_PORT',
  hostVariable: 'STATS_SERVICE_HOST',
  defaultPort: 8083,
  defaultHost: '127.0.0.1',
};

export interface UsageStoreConfig {
  /** Redis (one server or a cluster) shared by every replica; unset: usage is counted in this process's memory. */
  redis: RedisTarget | undefined;
  /** Namespace of the usage keys in Redis. */
  keyPrefix: string;
}

const schema = z.object({
  ...redisTargetVariables,
  // Braces would end the hash tag the prefix becomes (usageKeys) somewhere else in each key.
  USAGE_KEY_PREFIX: z.string().min(1).max(100).regex(/^[^{}]+$/, 'no { or }: the prefix is the usage keys\' hash tag').default('lexicon:usage'),
});

export function loadUsageStoreConfig(env: Environment): UsageStoreConfig {
  const parsed = loadConfig(schema, env);
  return { redis: redisTargetFrom(parsed), keyPrefix: parsed.USAGE_KEY_PREFIX };
}
