import type { Server } from 'node:http';
import request from 'supertest';
import { gatewayApp } from './gateway-fixture';
import { searchFixtureUpstream } from './search-upstream';

describe('a GET sent with a body', () => {
  let upstream: { server: Server; url: string };

  beforeAll(async () => {
    upstream = await searchFixtureUpstream();
  });
  afterAll(() => upstream.server.close());

  it('is answered, and the next requests on the same service connection are answered as themselves', async () => {
    const app = gatewayApp({ upstreams: { search: upstream.url, word: upstream.url, stats: upstream.url } });
    const path = '/api/v1/search/pattern?lang=en&pattern=c?t&limit=1';
    // The gateway reads the body for its size check; the service must not be told to expect one anyway,
    // or it reads the start of the next request on that connection as the missing bytes.
    const withBody = await request(app).get(path).set('Connection', 'keep-alive').set('Content-Type', 'text/plain').send('abc').expect(200);
    expect(withBody.body).toMatchObject({ tool: 'pattern', language: 'en', returned: 1 });
    const head = await request(app).head(path).expect(200);
    expect(head.headers['content-type']).toMatch(/^application\/json/);
    const next = await request(app).get('/api/v1/search/pattern?lang=en&pattern=d?g&limit=1').expect(200);
    expect(next.body.query).toMatchObject({ pattern: 'd?g' });
  });

  it('with a chunked body is answered too, and so is the next request', async () => {
    const app = gatewayApp({ upstreams: { search: upstream.url, word: upstream.url, stats: upstream.url } });
    const path = '/api/v1/search/pattern?lang=en&pattern=c?t&limit=1';
    const chunked = request(app).get(path).set('Connection', 'keep-alive').set('Content-Type', 'text/plain').set('Transfer-Encoding', 'chunked');
    chunked.write('ab');
    chunked.write('cd');
    expect((await chunked).status).toBe(200);
    await request(app).head(path).expect(200);
    await request(app).get(path).expect(200);
  });
});
