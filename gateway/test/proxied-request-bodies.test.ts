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

describe('a POST with a JSON body (the move operations)', () => {
  let upstream: { server: Server; url: string };
  const EMPTY = Array.from({ length: 15 }, () => '.'.repeat(15));

  beforeAll(async () => {
    upstream = await searchFixtureUpstream();
  });
  afterAll(() => upstream.server.close());

  const app = () => gatewayApp({ upstreams: { search: upstream.url, word: upstream.url, stats: upstream.url } });

  it('reaches search-service whole: POST /api/v1/moves finds the plays of a rack', async () => {
    const gateway = app();
    const { body } = await request(gateway).post('/api/v1/moves').set('Connection', 'keep-alive').send({ lang: 'en', board: EMPTY, rack: 'HELLO', limit: 200 }).expect(200);
    expect(body).toMatchObject({ language: 'en', offset: 0, limit: 200 });
    expect(body.plays.map((play: { word: string }) => play.word)).toContain('hello');
    // The body was sent with its own length: the next request on the connection is answered as itself.
    const next = await request(gateway).get('/api/v1/search/pattern?lang=en&pattern=c?t&limit=1').expect(200);
    expect(next.body.query).toMatchObject({ pattern: 'c?t' });
  });

  it('POST /api/v1/moves/score checks and scores a play: HELLO from 8D is 24', async () => {
    const { body } = await request(app()).post('/api/v1/moves/score').send({ lang: 'en', board: EMPTY, play: { word: 'hello', notation: '8D' } }).expect(200);
    expect(body).toMatchObject({ valid: true, play: { word: 'hello', notation: '8D', score: 24 }, words_not_in_list: [] });
  });

  it("answers the service's 400 for a bad board, and the gateway's own for a body that is not JSON", async () => {
    const bad = await request(app()).post('/api/v1/moves').send({ lang: 'en', board: EMPTY.slice(2), rack: 'CAT' }).expect(400);
    expect(bad.body.error.code).toBe('board_size');
    const text = await request(app()).post('/api/v1/moves').set('Content-Type', 'text/plain').send('lang=en').expect(415);
    expect(text.body.error.code).toBe('unsupported_media_type');
    const broken = await request(app()).post('/api/v1/moves/score').set('Content-Type', 'application/json').send('{"lang":').expect(400);
    expect(broken.body.error.code).toBe('invalid_json');
  });

  it('answers 405 with the Allow header for a GET of a move path', async () => {
    const { headers, body } = await request(app()).get('/api/v1/moves').expect(405);
    expect(body.error.code).toBe('method_not_allowed');
    expect(headers.allow).toContain('POST');
  });
});
