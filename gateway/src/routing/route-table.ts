import type { UpstreamUrls } from '../config';

export type UpstreamName = keyof UpstreamUrls;

export interface Route {
  /** A path prefix: matches the prefix itself and anything below it. */
  prefix: string;
  upstream: UpstreamName;
}

/** Which service answers which public path. Paths are passed on unchanged. */
export const ROUTES: readonly Route[] = [
  { prefix: '/api/v1/languages', upstream: 'search' },
  { prefix: '/api/v1/search', upstream: 'search' },
  { prefix: '/api/v1/word', upstream: 'word' },
  { prefix: '/api/v1/audio', upstream: 'word' },
  { prefix: '/api/v1/stats', upstream: 'stats' },
];

export function matchesPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
