import type { UpstreamService } from '@lexicon/shared';
import type { Endpoint } from './endpoint-table';

/** A service behind the gateway, as its address is configured (UpstreamUrls in config.ts). */
export type UpstreamName = UpstreamService;

/**
 * Which service answers a request: the owner the operations catalogue names for the endpoint's method,
 * or undefined where the gateway answers it itself (or nobody does). Paths are passed on unchanged.
 */
export function upstreamOf(endpoint: Endpoint | undefined, method: string): UpstreamName | undefined {
  const owner = endpoint?.owners.get(method);
  return owner === undefined || owner === 'gateway' ? undefined : owner;
}
