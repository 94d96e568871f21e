import { createServer, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { rawGet } from '@lexicon/service-kit/test-support';
import { gatewayApp, listen } from './gateway-fixture';

const LARGE = { words: Array.from({ length: 400 }, (_, index) => ({ word: `word${index}`, score: index })) };
const SMALL = { words: ['cat'] };
/** An answer that a service already compressed itself: the gateway must pass it on untouched. */
const PRECOMPRESSED = gzipSync(JSON.stringify(LARGE));

describe('compressed answers (issue 38, point 3)', () => {
  let upstream: Server;
  let gateway: Server;
  let url: string;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (req.url?.startsWith('/api/v1/search/pattern')) res.end(JSON.stringify(LARGE));
      else if (req.url?.startsWith('/api/v1/word/')) {
        res.setHeader('Content-Encoding', 'gzip');
        res.end(PRECOMPRESSED);
      } else res.end(JSON.stringify(SMALL));
    });
    const upstreamUrl = (await listen(upstream)).url;
    ({ server: gateway, url } = await listen(gatewayApp({ upstreams: { search: upstreamUrl, word: upstreamUrl, stats: upstreamUrl } })));
  });
  afterAll(() => {
    upstream.close();
    gateway.close();
  });

  const page = (): string => `${url}/api/v1/search/pattern?lang=en&pattern=s????&limit=1000`;
  /** The gateway's own large answer: its OpenAPI document. */
  const ownDocument = (): string => `${url}/api/v1/openapi.json`;
  const documentText = async (): Promise<string> => (await rawGet(ownDocument())).body.toString('utf8');

  it('brotli-compresses an answer of its own of 1 KB or more for a client that prefers it', async () => {
    const { response, body } = await rawGet(ownDocument(), 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await documentText();
    expect(plain.length).toBeGreaterThan(1024);
    expect(body.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(plain);
  });

  it('gzips it for a client that accepts only gzip', async () => {
    const { response, body } = await rawGet(ownDocument(), 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toHaveProperty('openapi');
  });

  it('sends it as it is to a client that accepts no encoding', async () => {
    const { response, body } = await rawGet(ownDocument());
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString('utf8'))).toHaveProperty('openapi');
  });

  it('passes a proxied answer on as the service sent it: the services compress their own (service-kit, sendJsonText)', async () => {
    // This upstream does not compress, as no service of ours does for an answer of 1 KB or more.
    const { response, body } = await rawGet(page(), 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString('utf8'))).toEqual(LARGE);
  });

  it('leaves an answer under 1 KB uncompressed', async () => {
    const { response, body } = await rawGet(`${url}/api/v1/languages`, 'gzip, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString('utf8'))).toEqual(SMALL);
  });

  it('leaves an answer that already carries Content-Encoding alone', async () => {
    const { response, body } = await rawGet(`${url}/api/v1/word/en/hello`, 'br');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(body.equals(PRECOMPRESSED)).toBe(true);
  });
});
