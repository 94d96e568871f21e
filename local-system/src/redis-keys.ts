import { Redis } from 'ioredis';

/**
 * Deletes every key under a prefix. Usage counters and ranked lists never expire on their own, so the
 * tests and benchmarks that aggregate into a real Redis remove what they wrote.
 */
export async function deleteKeysUnder(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let deleted = 0;
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      const batch = keys as string[];
      if (batch.length > 0) deleted += await redis.unlink(...batch);
    }
    return deleted;
  } finally {
    redis.disconnect();
  }
}
