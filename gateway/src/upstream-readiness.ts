import type { Readiness } from '@lexicon/shared';
import type { RateLimiterStatus } from './rate-limit';
import type { ReplicaState } from './routing/replica-pool';
import type { ReplicaPools } from './routing/replicas';
import type { UpstreamName } from './routing/upstream-owner';

/** One state per service, or one per replica when a service has several (addresses are not shown). */
type ServiceStates = Record<UpstreamName, ReplicaState | ReplicaState[]>;

/**
 * The gateway is ready when every service behind it has a replica that says it is ready: requests go
 * only to ready replicas, and one that fails is replaced by another (routing/replica-pool.ts). A service
 * with no replica known at all (its name resolves to nothing) is unreachable. Redis is reported but not
 * required: while it is away the rate limit runs in memory and the gateway keeps serving.
 */
export function gatewayReadiness(pools: ReplicaPools, rateLimit: () => RateLimiterStatus): Readiness {
  const names = Object.keys(pools) as UpstreamName[];
  // A check asks every replica now (one round of the pools' own probes, shared with their timer).
  const check = async (): Promise<ServiceStates> => {
    await Promise.all(names.map((name) => pools[name].refresh()));
    return Object.fromEntries(
      names.map((name) => {
        const states = Object.values(pools[name].states());
        if (states.length === 0) return [name, 'unreachable'];
        return [name, states.length === 1 ? states[0] : states];
      }),
    ) as ServiceStates;
  };
  let pending: Promise<ServiceStates> | undefined;
  // ready() and describe() are asked together; one round of checks serves both.
  const current = (): Promise<ServiceStates> => {
    pending ??= check().finally(() => setTimeout(() => (pending = undefined), 0));
    return pending;
  };
  return {
    ready: async () => {
      await current();
      return names.every((name) => pools[name].hasReady());
    },
    describe: async () => ({ services: await current(), rate_limit: rateLimit() }),
  };
}
