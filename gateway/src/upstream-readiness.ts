import type { Readiness } from '@lexicon/shared';
import type { AxiosInstance } from 'axios';
import type { UpstreamName } from './routing/route-table';

/** The gateway is ready when every service behind it says it is ready. */
export function upstreamReadiness(clients: Record<UpstreamName, AxiosInstance>): Readiness {
  const check = async (): Promise<Record<UpstreamName, string>> => {
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
    return Object.fromEntries(entries) as Record<UpstreamName, string>;
  };
  let last: Promise<Record<UpstreamName, string>> | undefined;
  // ready() and describe() are asked together; one round of checks serves both.
  const current = (): Promise<Record<UpstreamName, string>> => {
    last ??= check().finally(() => setTimeout(() => (last = undefined), 0));
    return last;
  };
  return {
    ready: async () => Object.values(await current()).every((state) => state === 'ready'),
    describe: async () => ({ services: await current() }),
  };
}
