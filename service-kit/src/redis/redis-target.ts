import { Cluster, type ClusterOptions, Redis, type RedisOptions } from 'ioredis';
import { z } from 'zod';
import { ConfigError } from '../config/load-config';

/** Where a process's Redis is: one server (REDIS_URL), or a Redis Cluster known by a few of its nodes (REDIS_CLUSTER_NODES). */
export type RedisTarget = { kind: 'single'; url: string } | { kind: 'cluster'; nodes: string[] };

/** A client of either kind: both answer the same commands, a cluster's only when a command's keys share a hash slot. */
export type RedisConnection = Redis | Cluster;

/**
 * The two variables, for a process's config schema (`z.object({ ...redisTargetVariables, … })`); the
 * parsed values go to redisTargetFrom, which holds the rules between them.
 */
export const redisTargetVariables = {
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_CLUSTER_NODES: z.string().min(1).optional(),
};

/**
 * The Redis a process is configured for, or undefined when neither variable is set. REDIS_CLUSTER_NODES
 * is a comma-separated list of seed nodes, `redis://host:port` each (`rediss://` for TLS, credentials
 * as in REDIS_URL): the client learns the rest of the cluster from them. Setting both variables is
 * refused rather than one silently winning.
 */
export function redisTargetFrom(env: { REDIS_URL?: string; REDIS_CLUSTER_NODES?: string }): RedisTarget | undefined {
  const url = nonEmpty(env.REDIS_URL);
  const nodes = nonEmpty(env.REDIS_CLUSTER_NODES);
  if (url !== undefined && nodes !== undefined) {
    throw new ConfigError(['REDIS_URL and REDIS_CLUSTER_NODES are both set: set REDIS_URL for one Redis server or REDIS_CLUSTER_NODES for a Redis Cluster, not both']);
  }
  if (url !== undefined) return { kind: 'single', url };
  if (nodes === undefined) return undefined;
  const entries = nodes.split(',').map((entry) => entry.trim());
  seedNodes(entries);
  return { kind: 'cluster', nodes: entries };
}

interface SeedNode {
  protocol: 'redis:' | 'rediss:';
  host: string;
  port: number;
  username: string;
  password: string;
}

/** The entries of REDIS_CLUSTER_NODES as addresses, or a ConfigError naming every entry that is not one. */
function seedNodes(entries: readonly string[]): SeedNode[] {
  const seeds = entries.map(seedNode);
  const problems = entries.flatMap((entry, index) => {
    const seed = seeds[index];
    return typeof seed === 'string' ? [`REDIS_CLUSTER_NODES: "${entry}" ${seed}`] : [];
  });
  if (problems.length > 0) throw new ConfigError(problems);
  const parsed = seeds as SeedNode[];
  const first = parsed[0];
  if (first === undefined) throw new ConfigError(['REDIS_CLUSTER_NODES: names no node']);
  if (parsed.some((seed) => seed.protocol !== first.protocol || seed.username !== first.username || seed.password !== first.password)) {
    // The client gives every node it discovers the same credentials and TLS, so the seeds must agree on them.
    throw new ConfigError(['REDIS_CLUSTER_NODES: every node must use the same scheme (redis:// or rediss://) and the same credentials']);
  }
  return parsed;
}

/** One entry of REDIS_CLUSTER_NODES, or why it is not a node's address. */
function seedNode(entry: string): SeedNode | string {
  if (entry === '') return 'is empty (two commas, or one at an end)';
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'is not a URL: expected redis://host:port';
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') return 'is not a redis:// or rediss:// URL';
  if (url.hostname === '') return 'names no host: expected redis://host:port';
  // Explicit: each seed is a node's own port, which in a cluster is rarely the default 6379.
  if (url.port === '') return 'names no port: expected redis://host:port';
  if ((url.pathname !== '' && url.pathname !== '/') || url.search !== '' || url.hash !== '') {
    return 'has a path, query or fragment: a cluster node is host:port only (a cluster has no database number)';
  }
  return {
    protocol: url.protocol,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port),
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * How soon a cluster client notices a failover. The slots are refreshed on every MOVED and every
 * closed node connection; a refresh that hangs on a dead node gives up after this and asks the next one.
 */
const SLOTS_REFRESH_TIMEOUT_MS = 500;
/** Between reconnections to the whole cluster (every seed unreachable): quick, but never a busy loop. */
const CLUSTER_RETRY_MAX_MS = 2_000;
/** A command that met a closed connection or CLUSTERDOWN waits this long and tries again (up to maxRedirections). */
const FAILOVER_RETRY_DELAY_MS = 200;

/**
 * A client for the target. For a cluster the options are split where ioredis reads them: those about
 * the whole client (the offline queue, auto-pipelining, lazy connection, the ready check, scripts,
 * reconnection) go on the Cluster, the rest to each node's connection. Reads go to masters, so a
 * reader sees its own writes as a single server would show them.
 */
export function connectRedis(target: RedisTarget, options: RedisOptions): RedisConnection {
  if (target.kind === 'single') return new Redis(target.url, options);
  const {
    enableOfflineQueue = true,
    enableAutoPipelining = false,
    autoPipeliningIgnoredCommands,
    enableReadyCheck = true,
    lazyConnect = false,
    scripts,
    retryStrategy,
    // A single server's address and role: a cluster's come from its seeds and its slot map.
    host: _host,
    port: _port,
    path: _path,
    db: _db,
    readOnly: _readOnly,
    sentinels: _sentinels,
    himportFieldsets: _himportFieldsets,
    ...nodeOptions
  } = options;
  const seeds = seedNodes(target.nodes);
  const first = seeds[0] as SeedNode;
  const clusterOptions: ClusterOptions = {
    redisOptions: {
      ...(first.protocol === 'rediss:' ? { tls: {} } : {}),
      ...(first.username === '' ? {} : { username: first.username }),
      ...(first.password === '' ? {} : { password: first.password }),
      ...nodeOptions,
    },
    enableOfflineQueue,
    enableAutoPipelining,
    enableReadyCheck,
    lazyConnect,
    scaleReads: 'master',
    slotsRefreshTimeout: SLOTS_REFRESH_TIMEOUT_MS,
    retryDelayOnFailover: FAILOVER_RETRY_DELAY_MS,
    retryDelayOnClusterDown: FAILOVER_RETRY_DELAY_MS,
    // The caller's reconnection rule, for the cluster as a whole (a node's own connection is not retried:
    // the cluster's slot map says where a slot went).
    clusterRetryStrategy: (attempt: number) => (typeof retryStrategy !== 'function' ? Math.min(100 + attempt * 100, CLUSTER_RETRY_MAX_MS) : retryStrategy(attempt)),
    ...(autoPipeliningIgnoredCommands === undefined ? {} : { autoPipeliningIgnoredCommands }),
    ...(scripts === undefined ? {} : { scripts }),
  };
  return new Cluster(
    seeds.map(({ host, port }) => ({ host, port })),
    clusterOptions,
  );
}
