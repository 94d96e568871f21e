import { randomUUID } from 'node:crypto';
import type { StartedTestContainer } from 'testcontainers';
import { startGateway } from './container-system';

const LIMIT = 10;

/** Two gateway containers counting in the one Redis container enforce one limit between them. */
describe('one rate limit across two gateway containers', () => {
  const gateways: Array<{ container: StartedTestContainer; url: string }> = [];

  beforeAll(async () => {
    const network = process.env.LEXICON_E2E_NETWORK;
    if (network === undefined) throw new Error('LEXICON_E2E_NETWORK is unset: run this suite with `npm run test:e2e`');
    // The window's count is under test, not the cap on requests in flight: 40 at once must all be counted.
    const env = { RATE_LIMIT_POINTS: String(LIMIT), RATE_LIMIT_WINDOW_SECONDS: '300', RATE_LIMIT_KEY_PREFIX: `e2e:${randomUUID()}`, CLIENT_MAX_IN_FLIGHT: '100' };
    const startupMs: Record<string, number> = {};
    gateways.push(...(await Promise.all([startGateway(network, startupMs, 'a', { env }), startGateway(network, startupMs, 'b', { env })])));
  }, 240_000);
  afterAll(() => Promise.all(gateways.map((gateway) => gateway.container.stop())));

  it(`admits exactly ${LIMIT} of 40 concurrent requests split over both`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const response = await fetch(`${gateways[i % 2]!.url}/api/v1/search/pattern?lang=en&pattern=c?t&limit=1`);
        return { status: response.status, body: (await response.json()) as { error?: { code: string } }, limit: response.headers.get('x-ratelimit-limit') };
      }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(LIMIT);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(40 - LIMIT);
    expect(limited.every((answer) => answer.body.error?.code === 'rate_limited')).toBe(true);
    expect(answers.every((answer) => answer.limit === String(LIMIT))).toBe(true);
    // Each gateway's own answers show the shared count: the one that admitted fewer is limited too.
    for (const gateway of gateways) {
      const after = await fetch(`${gateway.url}/api/v1/languages`);
      await after.arrayBuffer();
      expect(after.status).toBe(429);
      expect(Number(after.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });
});
