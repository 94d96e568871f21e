import { ConfigError } from '@lexicon/service-kit';
import { loadWordServiceConfig } from '../src/config';

describe('word-service configuration: the audio cache', () => {
  it('is in memory only unless a Redis is named, one server or a cluster', () => {
    expect(loadWordServiceConfig({}).redis).toBeUndefined();
    expect(loadWordServiceConfig({ REDIS_URL: 'redis://redis:6379' }).redis).toEqual({ kind: 'single', url: 'redis://redis:6379' });
    expect(loadWordServiceConfig({ REDIS_CLUSTER_NODES: 'redis://redis-node-0:6379,redis://redis-node-1:6379' }).redis).toEqual({
      kind: 'cluster',
      nodes: ['redis://redis-node-0:6379', 'redis://redis-node-1:6379'],
    });
  });

  it('refuses both at once, and a seed without a port', () => {
    expect(() => loadWordServiceConfig({ REDIS_URL: 'redis://redis:6379', REDIS_CLUSTER_NODES: 'redis://redis-node-0:6379' })).toThrow(ConfigError);
    expect(() => loadWordServiceConfig({ REDIS_CLUSTER_NODES: 'redis://redis-node-0' })).toThrow(/names no port/);
  });
});
