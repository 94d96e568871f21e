import { ConfigError, connectRedis, loadConfig, redisTargetFrom, redisTargetVariables } from '@lexicon/service-kit';
import { Cluster, Redis } from 'ioredis';
import { z } from 'zod';

describe('redisTargetFrom', () => {
  it('is undefined when neither variable is set (empty counts as unset)', () => {
    expect(redisTargetFrom({})).toBeUndefined();
    expect(redisTargetFrom({ REDIS_URL: '', REDIS_CLUSTER_NODES: ' ' })).toBeUndefined();
  });

  it('is one server for REDIS_URL', () => {
    expect(redisTargetFrom({ REDIS_URL: 'redis://redis:6379' })).toEqual({ kind: 'single', url: 'redis://redis:6379' });
  });

  it('is a cluster for REDIS_CLUSTER_NODES, its seeds in order, spaces around commas allowed', () => {
    expect(redisTargetFrom({ REDIS_CLUSTER_NODES: 'redis://10.0.0.1:7000, redis://redis-1.redis:6379,redis://[::1]:7002' })).toEqual({
      kind: 'cluster',
      nodes: ['redis://10.0.0.1:7000', 'redis://redis-1.redis:6379', 'redis://[::1]:7002'],
    });
    expect(redisTargetFrom({ REDIS_CLUSTER_NODES: 'rediss://user:secret@a:7000,rediss://user:secret@b:7000' })).toMatchObject({ kind: 'cluster' });
  });

  it('refuses both variables at once, naming both', () => {
    const both = () => redisTargetFrom({ REDIS_URL: 'redis://redis:6379', REDIS_CLUSTER_NODES: 'redis://a:7000' });
    expect(both).toThrow(ConfigError);
    expect(both).toThrow(/REDIS_URL and REDIS_CLUSTER_NODES are both set/);
  });

  it.each([
    ['a:7000', /"a:7000" is not a redis:\/\/ or rediss:\/\/ URL/],
    ['redis://a:7000,,redis://b:7000', /"" is empty/],
    ['redis://a:7000,', /"" is empty/],
    ['http://a:7000', /is not a redis:\/\/ or rediss:\/\/ URL/],
    ['redis://a', /"redis:\/\/a" names no port/],
    ['redis://a:7000/1', /has a path, query or fragment/],
    ['redis://a:7000?db=1', /has a path, query or fragment/],
    ['not a url at all', /is not a URL/],
    ['redis://a:7000,rediss://b:7000', /same scheme .* and the same credentials/],
    ['redis://:one@a:7000,redis://:two@b:7000', /same scheme .* and the same credentials/],
  ])('refuses REDIS_CLUSTER_NODES=%s with a ConfigError that says why', (nodes, message) => {
    expect(() => redisTargetFrom({ REDIS_CLUSTER_NODES: nodes })).toThrow(ConfigError);
    expect(() => redisTargetFrom({ REDIS_CLUSTER_NODES: nodes })).toThrow(message);
  });

  it('names every malformed entry at once', () => {
    expect(() => redisTargetFrom({ REDIS_CLUSTER_NODES: 'redis://a,redis://b:7000,c:1' })).toThrow(/"redis:\/\/a" names no port: .*; REDIS_CLUSTER_NODES: "c:1"/);
  });

  it('goes with a schema through its variables, which still check REDIS_URL', () => {
    const schema = z.object({ ...redisTargetVariables, OTHER: z.string().default('x') });
    expect(redisTargetFrom(loadConfig(schema, { REDIS_CLUSTER_NODES: 'redis://a:7000' }))).toEqual({ kind: 'cluster', nodes: ['redis://a:7000'] });
    expect(() => loadConfig(schema, { REDIS_URL: 'http://redis:6379' })).toThrow('REDIS_URL');
  });
});

describe('connectRedis', () => {
  it('gives one server a Redis client with the options as given', () => {
    const redis = connectRedis({ kind: 'single', url: 'redis://127.0.0.1:1' }, { lazyConnect: true, enableOfflineQueue: false, protocol: 2 });
    try {
      expect(redis).toBeInstanceOf(Redis);
      expect((redis as Redis).options).toMatchObject({ host: '127.0.0.1', port: 1, enableOfflineQueue: false, protocol: 2 });
    } finally {
      redis.disconnect();
    }
  });

  it('gives a cluster a Cluster client: client-wide options on it, the rest on each node, masters answering reads', () => {
    const retryStrategy = (attempt: number) => attempt * 10;
    const cluster = connectRedis(
      { kind: 'cluster', nodes: ['rediss://user:secret@127.0.0.1:1', 'rediss://user:secret@127.0.0.1:2'] },
      { lazyConnect: true, enableOfflineQueue: false, enableAutoPipelining: true, maxRetriesPerRequest: 0, connectTimeout: 2_000, protocol: 2, retryStrategy },
    ) as Cluster;
    try {
      expect(cluster).toBeInstanceOf(Cluster);
      expect(cluster.options).toMatchObject({ enableOfflineQueue: false, enableAutoPipelining: true, lazyConnect: true, scaleReads: 'master' });
      expect(cluster.options.slotsRefreshTimeout).toBeLessThanOrEqual(1_000);
      expect(cluster.options.clusterRetryStrategy?.(3)).toBe(30);
      expect(cluster.options.redisOptions).toEqual({ tls: {}, username: 'user', password: 'secret', maxRetriesPerRequest: 0, connectTimeout: 2_000, protocol: 2 });
      // The seeds as addresses; their credentials and TLS went to every node's options above.
      expect((cluster as unknown as { startupNodes: unknown }).startupNodes).toEqual([
        { host: '127.0.0.1', port: 1 },
        { host: '127.0.0.1', port: 2 },
      ]);
    } finally {
      cluster.disconnect();
    }
  });

  it('refuses a cluster target whose nodes are not addresses', () => {
    expect(() => connectRedis({ kind: 'cluster', nodes: ['nowhere'] }, {})).toThrow(ConfigError);
    expect(() => connectRedis({ kind: 'cluster', nodes: [] }, {})).toThrow(/names no node/);
  });
});
