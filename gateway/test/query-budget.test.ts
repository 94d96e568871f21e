import type { Server } from 'node:http';
import { QUERY_BUDGET_HEADER, QUERY_COST_HEADER } from '@lexicon/shared';
import express from 'express';
import request from 'supertest';
import { gatewayApp, listen, refusingUrl } from './gateway-fixture';

/**
 * The gateway gives each service call a budget inside its own wait (so the service's 422 comes before a
 * 504), whatever the client sends, and keeps what a query cost to itself.
 */
describe('query budget and cost between the gateway and the services', () => {
  let upstream: { server: Server; url: string };
  const seen: Array<string | undefined> = [];

  beforeAll(async () => {
    const service = express();
    service.get('/api/v1/search/pattern', (req, res) => {
      seen.push(req.headers[QUERY_BUDGET_HEADER] as string | undefined);
      res.setHeader(QUERY_COST_HEADER, '123456');
      res.json({ ok: true });
    });
    upstream = await listen(service);
  });
  afterAll(() => upstream.server.close());

  it('sends the upstream timeout less a margin as the budget, replacing a client-sent one, and strips X-Query-Cost', async () => {
    const refused = await refusingUrl();
    const app = gatewayApp({ upstreams: { search: upstream.url, word: refused, stats: refused }, upstreamTimeoutMs: 10_000 });
    const response = await request(app).get('/api/v1/search/pattern?lang=en&pattern=c?t').set(QUERY_BUDGET_HEADER, '999999').expect(200);
    expect(seen.at(-1)).toBe('9000');
    expect(response.headers[QUERY_COST_HEADER]).toBeUndefined();
    expect(response.body).toEqual({ ok: true });
  });

  it('keeps at least 250 ms of margin on short timeouts', async () => {
    const refused = await refusingUrl();
    await request(gatewayApp({ upstreams: { search: upstream.url, word: refused, stats: refused }, upstreamTimeoutMs: 1_000 })).get('/api/v1/search/pattern?lang=en&pattern=c?t').expect(200);
    expect(seen.at(-1)).toBe('750');
  });
});
