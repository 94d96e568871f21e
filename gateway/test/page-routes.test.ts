import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { gatewayApp, refusingUrl } from './gateway-fixture';

/** A web build's shape: index.html naming content-hashed assets. */
function pageBuild(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'lexicon-page-'));
  mkdirSync(path.join(directory, 'assets'));
  writeFileSync(path.join(directory, 'index.html'), '<!doctype html><html lang="en"><script type="module" src="/assets/index-Ab12Cd34.js"></script></html>');
  writeFileSync(path.join(directory, 'assets', 'index-Ab12Cd34.js'), 'document.title = "page";');
  writeFileSync(path.join(directory, 'assets', 'index-Ef56Gh78.css'), 'body { margin: 0 }');
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

  it('answers an unknown asset, or a path out of the directory, with the 404 envelope', async () => {
    for (const target of ['/assets/index-00000000.js', '/assets/../index.html', '/assets/%2e%2e/index.html', '/index.html']) {
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
