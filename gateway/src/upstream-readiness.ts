import type { Readiness } from '@lexicon/shared';
import type { AxiosInstance } from 'axios';
import type { InFlightStatus, RateLimiterStatus } from './rate-limit';
import type { UpstreamName } from './routing/route-table';

type ServiceStates = Record<UpstreamName, 'ready' | 'not_ready' | 'unreachable'>;

/**
 * The gateway is ready when every service behind it says it is ready. Redis is reported but not
 * required: while it is away the rate limit runs in memory and the gateway keeps serving.
 */
export function gatewayReadiness(clients: Record<UpstreamName, AxiosInstance>, rateLimit: () => RateLimiterStatus & { in_flight?: InFlightStatus }): Readiness {
  const check = async (): Promise<ServiceStates> => {
    const entries = await Promise.all(
      (Object.keys(clients) as UpstreamName[]).map(async (name) => {
        try {
          const response = await clients[name].get('/readyz', { timeout: 2_000 });
          return [name, response.status === 200 ? 'ready' : 'not_ready'] as const;
        } catch {
          return [name, 'unreachable'] as const;
        }
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
    ready: async () => Object.values(await current()).every((state) => state === 'ready'),
    describe: async () => ({ services: await current(), rate_limit: rateLimit() }),
  };
}
