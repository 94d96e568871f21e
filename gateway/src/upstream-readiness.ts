import type { Readiness } from '@lexicon/shared';
import type { AxiosInstance } from 'axios';
import type { InFlightStatus, RateLimiterStatus } from './rate-limit';
import type { UpstreamName } from './routing/route-table';

type ReplicaState = 'ready' | 'not_ready' | 'unreachable';
/** One state per service, or one per replica when a service has several. */
type ServiceStates = Record<UpstreamName, ReplicaState | ReplicaState[]>;

async function replicaState(client: AxiosInstance): Promise<ReplicaState> {
  try {
    const response = await client.get('/readyz', { timeout: 2_000 });
    return response.status === 200 ? 'ready' : 'not_ready';
  } catch {
    return 'unreachable';
  }
}

/**
 * The gateway is ready when every replica of every service behind it says it is ready (requests go
 * to each replica in turn, so one that is not would fail its share). Redis is reported but not
 * required: while it is away the rate limit runs in memory and the gateway keeps serving.
 */
export function gatewayReadiness(clients: Record<UpstreamName, readonly AxiosInstance[]>, rateLimit: () => RateLimiterStatus & { in_flight?: InFlightStatus }): Readiness {
  const check = async (): Promise<ServiceStates> => {
    const entries = await Promise.all(
      (Object.keys(clients) as UpstreamName[]).map(async (name) => {
        const states = await Promise.all(clients[name].map(replicaState));
        return [name, states.length === 1 ? states[0] : states] as const;
      }),
    );
    return Object.fromEntries(entries) as ServiceStates;
  };
  let pending: Promise<ServiceStates> | undefined;
  // ready() and describe() are asked together; one round of checks serves both.
  const current = (): Promise<ServiceStates> => {
    pending ??= check().finally(() => setTimeout(() => (pending = undefined), 0));
    return pending;
  };
  return {
    ready: async () => Object.values(await current()).flat().every((state) => state === 'ready'),
    describe: async () => ({ services: await current(), rate_limit: rateLimit() }),
  };
}
