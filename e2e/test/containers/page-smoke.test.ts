import { gatewayUrl } from './gateway-under-test';

/** The page at / through the gateway container: the image builds web/ and ships web/dist. */
describe('the page through the gateway container', () => {
  it('answers / with the HTML page under its same-origin CSP, and serves the assets it names', async () => {
    const page = await fetch(`${gatewayUrl()}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const asset = await fetch(`${gatewayUrl()}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await asset.text()).length).toBeGreaterThan(1_000);
  });
});
