import { randomUUID } from 'node:crypto';
import { dataDirectory } from '@lexicon/dictionary-store';
import { type LocalSystem, startLocalSystem } from '@lexicon/local-system';

/**
 * The whole system for a benchmark that measures cost, not limits: on free ports, rate limits counted
 * in the given Redis under a key prefix of its own, with a budget and an in-flight cap the load never
 * reaches (a load generator's many connections all come from one address, unless it names other
 * clients in X-Forwarded-For, which the gateway reads from loopback here).
 */
export function startUnlimitedSystem(redisUrl: string, logLevel: 'info' | 'warn'): Promise<LocalSystem> {
  return startLocalSystem({
    ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
    env: {
      LEXICON_DATA_DIR: dataDirectory(process.env),
      LOG_LEVEL: logLevel,
      REDIS_URL: redisUrl,
      RATE_LIMIT_POINTS: '1000000000',
      CLIENT_MAX_IN_FLIGHT: '1000000',
      RATE_LIMIT_KEY_PREFIX: `bench:${randomUUID()}`,
      TRUSTED_PROXIES: '127.0.0.1',
    },
  });
}
