import { ReplicaPool } from './replica-pool';
import type { UpstreamName } from './upstream-owner';

/**
 * A service's address may name several replicas, separated by commas
 * (`SEARCH_SERVICE_URL=http://10.0.0.5:8081,http://10.0.0.6:8081`), and each name may resolve to
 * several addresses (compose `--scale`, a Kubernetes headless Service); the gateway spreads requests
 * over all of them (routing/replica-pool.ts).
 */
export function replicaUrls(urls: string): string[] {
  return urls
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

/** Each service's replicas; the REST proxy, the tool calls and readiness share them. */
export type ReplicaPools = Record<UpstreamName, ReplicaPool>;

/** The pools of every service, each resolving and probing its replicas from now on. */
export function startReplicaPools(upstreams: Record<UpstreamName, string>): ReplicaPools {
  const poolOf = (urls: string): ReplicaPool => {
    const pool = new ReplicaPool({ urls: replicaUrls(urls) });
    void pool.start();
    return pool;
  };
  return { search: poolOf(upstreams.search), word: poolOf(upstreams.word), stats: poolOf(upstreams.stats) };
}

export function stopReplicaPools(pools: ReplicaPools): void {
  for (const pool of Object.values(pools)) pool.stop();
}
