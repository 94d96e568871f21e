import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { gatewayApp, refusingUrl } from './gateway-fixture';

/** A web build's shape: index.html naming content-hashed assets. */
function pageBuild(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'lexicon-page-'));
  mkdirSync(path.join(directory, 'assets'));
  writeFileSync(path.join(directory, 'index.html'), '<!doctype html><html lang="en"><script type="module" src="/assets/index-Ab12Cd34.js"></script></html>');
  writeFileSync(path.join(directory, 'assets', 'index-Ab12Cd34.js'), 'document.title = "page";');
  writeFileSync(path.join(directory, 'assets', 'index-Ef56Gh78.css'), 'body { margin: 0 }');
  // As web/vite.config.ts writes them: each text file's brotli and gzip siblings (the CSS has none here).
  for (const file of ['index.html', 'assets/index-Ab12Cd34.js']) {
    const content = readFileSync(path.join(directory, file));
    writeFileSync(path.join(directory, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(directory, `${file}.gz`), gzipSync(content));
  }
  return directory;
}

describe('the page and the API explorer', () => {
  let directory: string;
  let upstream: string;
  beforeAll(async () => {
    directory = pageBuild();
    upstream = await refusingUrl();
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const app = (points = 1_000) => gatewayApp({ upstreams: { search: upstream, word: upstream, stats: upstream }, points, pageDirectory: directory });

  it('serves the page at / as HTML under a same-origin CSP, revalidated on each visit', async () => {
    const response = await request(app()).get('/?mode=anagram&lang=fr&letters=chat??').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('/assets/index-Ab12Cd34.js');
  });

  it('serves the hashed assets with long-lived immutable caching and their media types', async () => {
    const script = await request(app()).get('/assets/index-Ab12Cd34.js').expect(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const style = await request(app()).get('/assets/index-Ef56Gh78.css').expect(200);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  /** The size of a file of the build: a pre-compressed answer's Content-Length is its sibling's. */
  const sizeOf = (file: string): string => String(readFileSync(path.join(directory, file)).length);

  it('sends the pre-compressed asset that Accept-Encoding asks for, brotli first, with its media type', async () => {
    const original = readFileSync(path.join(directory, 'assets', 'index-Ab12Cd34.js'), 'utf8');
    const siblings: Record<string, string> = { br: '.br', gzip: '.gz' };
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
      { accept: 'gzip;q=1.0, br;q=0', encoding: 'gzip' },
      { accept: 'gzip', encoding: 'gzip' },
      { accept: '*', encoding: 'br' },
      { accept: 'identity', encoding: undefined },
      { accept: 'br;q=0, gzip;q=0', encoding: undefined },
    ];
    for (const { accept, encoding } of cases) {
      // supertest decodes the body as a browser does: the text is the original script either way.
      const response = await request(app()).get('/assets/index-Ab12Cd34.js').set('Accept-Encoding', accept).expect(200);
      const sentFile = `assets/index-Ab12Cd34.js${encoding === undefined ? '' : siblings[encoding]}`;
      expect({
        accept,
        encoding: response.headers['content-encoding'],
        length: response.headers['content-length'],
        vary: response.headers.vary,
        type: response.headers['content-type'],
        cache: response.headers['cache-control'],
        same: response.text === original,
      }).toEqual({
        accept,
        encoding,
        length: sizeOf(sentFile),
        vary: 'Accept-Encoding',
        type: 'text/javascript; charset=utf-8',
        cache: 'public, max-age=31536000, immutable',
        same: true,
      });
    }
  });

  it('sends the page itself pre-compressed too, and an asset without siblings as is', async () => {
    const page = await request(app()).get('/').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-length']).toBe(sizeOf('index.html.br'));
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(page.text).toContain('/assets/index-Ab12Cd34.js');
    const plain = await request(app()).get('/').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const style = await request(app()).get('/assets/index-Ef56Gh78.css').set('Accept-Encoding', 'br').expect(200);
    expect(style.headers['content-encoding']).toBeUndefined();
    expect(style.text).toBe('body { margin: 0 }');
  });

  it('answers an unknown asset, or a path out of the directory, with the 404 envelope', async () => {
    for (const target of ['/assets/index-00000000.js', '/assets/index-Ab12Cd34.js.br', '/assets/index-Ab12Cd34.js.gz', '/index.html.br', '/assets/../index.html', '/assets/%2e%2e/index.html', '/index.html']) {
      const response = await request(app()).get(target);
      expect({ target, status: response.status, code: response.body.error?.code }).toEqual({ target, status: 404, code: 'not_found' });
    }
  });

  it('never counts the page or its assets against the rate limit', async () => {
    const limited = app(1);
    for (let visit = 0; visit < 5; visit += 1) {
      const page = await request(limited).get('/').expect(200);
      expect(page.headers['x-ratelimit-limit']).toBeUndefined();
      await request(limited).get('/assets/index-Ab12Cd34.js').expect(200);
      await request(limited).get('/docs').expect(200);
    }
    const api = await request(limited).get('/api/v1/openapi.json').expect(200);
    expect(api.headers['x-ratelimit-remaining']).toBe('0');
    await request(limited).get('/api/v1/openapi.json').expect(429);
  });

  it('answers POST / with 405 and the Allow of the page', async () => {
    const response = await request(app()).post('/').send({}).expect(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('serves the API explorer at /docs from the pinned swagger-ui package, over the OpenAPI document', async () => {
    const page = await request(app()).get('/docs').expect(200);
    expect(page.headers['content-security-policy']).toBe("default-src 'self'; img-src 'self' data:; frame-ancestors 'none'");
    expect(page.text).toContain('<script src="/docs/swagger-ui-bundle.js"></script>');
    expect(page.text).not.toMatch(/<script>|https?:\/\//);
    const explorer = await request(app()).get('/docs/explorer.js').expect(200);
    expect(explorer.text).toContain("url: '/api/v1/openapi.json'");
    const bundle = await request(app()).get('/docs/swagger-ui-bundle.js').expect(200);
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(bundle.text.length).toBeGreaterThan(100_000);
    await request(app()).get('/docs/swagger-ui.css').expect(200).expect('Content-Type', 'text/css; charset=utf-8');
    // The package's demo page (it points at a petstore elsewhere) is not served.
    await request(app()).get('/docs/index.html').expect(404);
  });

  it('leaves / a 404 envelope when no page is built', async () => {
    const bare = gatewayApp({ upstreams: { search: upstream, word: upstream, stats: upstream } });
    const response = await request(bare).get('/').expect(404);
    expect(response.body.error.code).toBe('not_found');
  });
});
