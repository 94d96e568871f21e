import { ConfigError } from '@lexicon/service-kit';
import { loadUsageStoreConfig } from '../src/config';

describe('usage store configuration', () => {
  it('counts in memory unless a Redis is named, one server or a cluster', () => {
    expect(loadUsageStoreConfig({})).toEqual({ redis: undefined, keyPrefix: 'lexicon:usage' });
    expect(loadUsageStoreConfig({ REDIS_URL: 'redis://redis:6379' }).redis).toEqual({ kind: 'single', url: 'redis://redis:6379' });
    expect(loadUsageStoreConfig({ REDIS_CLUSTER_NODES: 'redis://redis-0:6379,redis://redis-1:6379' }).redis).toEqual({
      kind: 'cluster',
      nodes: ['redis://redis-0:6379', 'redis://redis-1:6379'],
    });
  });

  it('refuses both at once', () => {
    expect(() => loadUsageStoreConfig({ REDIS_URL: 'redis://redis:6379', REDIS_CLUSTER_NODES: 'redis://redis-0:6379' })).toThrow(ConfigError);
  });

  it('refuses a key prefix with braces, which would break the hash tag', () => {
    expect(() => loadUsageStoreConfig({ USAGE_KEY_PREFIX: '}x' })).toThrow(/USAGE_KEY_PREFIX/);
  });
});
