/**
 * A service's address may name several replicas, separated by commas
 * (`SEARCH_SERVICE_URL=http://10.0.0.5:8081,http://10.0.0.6:8081`); the gateway then spreads requests
 * over them in turn. Behind a load balancer (a Kubernetes Service) one address is enough.
 */
export function replicaUrls(urls: string): string[] {
  return urls
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

/** Hands out the replicas in turn, so that each gets an equal share of the requests. */
export function roundRobin<T>(replicas: readonly T[]): () => T {
  if (replicas.length === 0) throw new Error('a service needs at least one replica');
  let next = 0;
  return () => {
    const replica = replicas[next] as T;
    next = (next + 1) % replicas.length;
    return replica;
  };
}
