import { randomUUID } from 'node:crypto';
import { dataDirectory } from '@lexicon/dictionary-store';
import { type LocalSystem, startLocalSystem } from '@lexicon/local-system';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two gateway processes in front of the same services, counting in one real Redis: together they
 * admit exactly the limit from one client in one window, under concurrent load.
 */
describe('one rate limit across gateway replicas', () => {
  let system: LocalSystem;
  let replica: { url: string; stop: () => Promise<void> };

  beforeAll(async () => {
    system = await startLocalSystem({
      ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
      env: {
        LEXICON_DATA_DIR: dataDirectory(process.env),
        LOG_LEVEL: 'warn',
        REDIS_URL,
        RATE_LIMIT_KEY_PREFIX: `e2e:${randomUUID()}`,
        // The window's count is under test here, not the cap on requests in flight (gateway/test/rate-limit/in-flight-cap.test.ts).
        CLIENT_MAX_IN_FLIGHT: '1000',
      },
    });
    replica = await system.startGatewayReplica();
  }, 60_000);
  afterAll(() => system?.stop());

  it('admits exactly 120 of 300 concurrent requests split over both gateways', async () => {
    const urls = Array.from({ length: 300 }, (_, i) => `${i % 2 === 0 ? system.gatewayUrl : replica.url}/api/v1/search/pattern?lang=en&pattern=c?t&limit=1`);
    const statuses = await Promise.all(
      urls.map(async (url) => {
        const response = await fetch(url);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(180);
    const limited = await fetch(`${replica.url}/api/v1/languages`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    const health = await fetch(`${system.gatewayUrl}/api/v1/healthz`);
    expect(health.status).toBe(200);
  }, 60_000);
});
