import type { IncomingHttpHeaders, Server } from 'node:http';
import { CLIENT_KEY_HEADER, DEFAULT_QUERY_PRICING, pointsFor, QUERY_COST_HEADER } from '@lexicon/shared';
import express from 'express';
import { createRateLimiter, rateLimit } from '../src/rate-limit';
import { gatewayApp, listen, refusingUrl, silentLogger } from './gateway-fixture';
import { callTool, postMcp } from './mcp-test-kit';

/** What the stand-in search service says each pattern cost, in work units. */
const COSTS: Record<string, number> = { cheap: 3_000, heavy: 250_000, huge: 1_000_000_000 };

/**
 * Costs are charged against the client's 120-point window: one point per request, one more per 100,000
 * units reported, at most 30 in all; X-RateLimit-Remaining on the same answer includes the charge.
 */
describe('charging a query what it cost', () => {
  let search: { close: () => void; url: string };
  const gateways: Server[] = [];
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    const service = express();
    service.get('/api/v1/search/pattern', (req, res) => {
      seen.push(req.headers);
      res.setHeader(QUERY_COST_HEADER, String(COSTS[String(req.query.pattern)] ?? 0));
      res.json({ tool: 'pattern', language: 'en', query: { pattern: req.query.pattern, contains: null, excludes: null }, total: 0, returned: 0, has_more: false, offset: 0, limit: 100, description: 'none', words: [] });
    });
    const { server, url } = await listen(service);
    search = { url, close: () => server.close() };
  });
  afterAll(() => {
    for (const server of gateways) {
      server.close();
      server.closeAllConnections();
    }
    search.close();
  });

  async function gateway(): Promise<string> {
    const refused = await refusingUrl();
    const limiter = createRateLimiter({ points: 120, windowSeconds: 60, keyPrefix: 'charging', logger: silentLogger });
    const app = gatewayApp({ upstreams: { search: search.url, word: refused, stats: refused }, rateLimit: rateLimit(limiter) });
    const { server, url } = await listen(app);
    gateways.push(server);
    return url;
  }

  const pattern = (url: string, name: string, headers: Record<string, string> = {}): Promise<Response> =>
    fetch(`${url}/api/v1/search/pattern?lang=en&pattern=${name}`, { headers });

  it('states the price list: 1 point up to 99,999 units, +1 per 100,000, at most 30', () => {
    expect([0, 3_000, 99_999, 100_000, 250_000, 2_900_000, 1e12].map((units) => pointsFor(units, DEFAULT_QUERY_PRICING))).toEqual([1, 1, 1, 2, 3, 30, 30]);
  });

  it('charges REST answers by their cost and says so in X-RateLimit-Remaining, keeping the cost to itself', async () => {
    const url = await gateway();
    const cheap = await pattern(url, 'cheap');
    expect(cheap.headers.get('x-ratelimit-remaining')).toBe('119');
    const heavy = await pattern(url, 'heavy');
    expect(heavy.headers.get('x-ratelimit-remaining')).toBe('116');
    expect(heavy.headers.get(QUERY_COST_HEADER)).toBeNull();
    const next = await pattern(url, 'cheap');
    expect(next.headers.get('x-ratelimit-remaining')).toBe('115');
  });

  it('lets a client that sends only the heaviest queries make 4 a minute where cheap ones get 120', async () => {
    const url = await gateway();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await pattern(url, 'huge')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('charges MCP tool calls the same way', async () => {
    const url = await gateway();
    const answer = await postMcp(url, callTool('search_pattern', { lang: 'en', pattern: 'heavy' }));
    expect(answer.body.result.isError).toBe(false);
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('117');
  });

  it('names the client to the service by its address, whatever the client claims', async () => {
    const url = await gateway();
    await pattern(url, 'cheap', { [CLIENT_KEY_HEADER]: '10.9.9.9' });
    expect(seen.at(-1)?.[CLIENT_KEY_HEADER]).toBe('127.0.0.1');
    await postMcp(url, callTool('search_pattern', { lang: 'en', pattern: 'cheap' }), { [CLIENT_KEY_HEADER]: '10.9.9.9' });
    expect(seen.at(-1)?.[CLIENT_KEY_HEADER]).toBe('127.0.0.1');
  });
});
