import { randomUUID } from 'node:crypto';
import { dataDirectory } from '@lexicon/dictionary-store';
import { type LocalSystem, startLocalSystem } from '@lexicon/local-system';

/** The sizes the page is judged at (issue 36 measured a phone and a desktop). */
export const PAGE_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;

/**
 * The whole system as `npm start` runs it, for a page test: the complete dictionaries, free ports, a
 * rate limit no test reaches and keys of its own in the limiter's store.
 */
export function startPageSystem(name: string): Promise<LocalSystem> {
  return startLocalSystem({
    ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
    // Loading the complete dictionaries takes minutes when the machine is busy with other suites.
    readyTimeoutMs: 180_000,
    env: {
      LEXICON_DATA_DIR: dataDirectory(process.env),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_POINTS: '100000',
      RATE_LIMIT_KEY_PREFIX: `e2e:${name}:${randomUUID()}`,
    },
  });
}
