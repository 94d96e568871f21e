import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from '../test-support/axe-check';
import { showSearchOptions } from '../test-support/search-options';
import { PAGE_VIEWPORTS, pageSuite, watchedPageAtSize } from '../test-support/page-system';

/**
 * The page as a player uses it (issue 36): sort and filter, the rack's score, counts in words,
 * history that steps through searches rather than keys, focus after "Show more", a 429 counted down
 * and retried by itself, and the first load's bytes on the wire. A real browser (Debian's chromium,
 * playwright-core) against the whole system, at the phone and desktop sizes the issue measured.
 */
const SCREENSHOT_DIRECTORY = path.resolve(__dirname, '../artifacts/page');

interface SearchBody {
  total: number;
  words: Array<{ word: string; points: number; score?: number }>;
}

jest.setTimeout(60_000);

/** The values of the order picker's options, in order. */
async function optionValues(page: Page): Promise<string[]> {
  return Promise.all((await page.locator('#sort option').all()).map(async (option) => (await option.getAttribute('value')) ?? ''));
}

describe('the page as a player uses it', () => {
  const suite = pageSuite('page-play');
  const { api } = suite;

  beforeAll(() => {
    mkdirSync(SCREENSHOT_DIRECTORY, { recursive: true });
  });


  describe.each(PAGE_VIEWPORTS)('at the $name size ($width × $height)', (viewport) => {
    const page = watchedPageAtSize(suite, viewport);

    it("sorts by the contract's orders, the rack's score among them, shows the score beside the points, keeps the order in the address", async () => {
      const expected = await api<SearchBody>('/api/v1/search/anagram?lang=en&letters=qi??&min_length=4&sort=-score');
      await page.goto(`${suite.system.gatewayUrl}/?mode=anagram&lang=en&letters=qi??&min=4`);
      await page.locator('.total[data-total]').first().waitFor();
      await showSearchOptions(page);
      const anagramOrders = await optionValues(page);
      expect(anagramOrders).toEqual(['', 'alpha', '-alpha', 'length', '-length', 'points', '-points', 'score', '-score', 'common', '-common', 'probability', '-probability']);
      expect(await page.locator('#sort option[value="-score"]').textContent()).toBe('Score from the rack, descending');
      const sorted = page.waitForRequest((request) => request.url().includes('sort=-score'));
      await page.getByLabel('Order').selectOption('-score');
      await sorted;
      await page.waitForURL(/letters=qi\?\?&min=4&sort=-score$/);
      await page.locator(`.total[data-total="${expected.total}"]`).waitFor();
      await page.locator('.tiles .tile').nth(expected.words.length - 1).waitFor();
      expect(await page.locator('.tiles .tile-word').allTextContents()).toEqual(expected.words.map((word) => word.word));
      // The first word's blanks make its score lower than its face value: both are shown, score first.
      const first = expected.words[0];
      expect(first?.score).toBeLessThan(first?.points ?? 0);
      expect(await page.locator('.tiles .tile-points').first().textContent()).toBe(`${first?.score}/${first?.points}`);
      expect(await page.locator('.tiles .tile .sr-only').first().textContent()).toContain(`${first?.points} points, ${first?.score} from this rack`);
      // Sorted by score, the words are one list, not groups by length.
      expect(await page.locator('.length-group').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, `play-sorted-${viewport.name}.png`) });
      // A pattern has no rack: its orders leave out the score.
      await page.getByRole('button', { name: 'Pattern' }).click();
      await showSearchOptions(page);
      const patternOrders = await optionValues(page);
      expect(patternOrders).toEqual(anagramOrders.filter((value) => !value.endsWith('score')));
    });

    it('keeps to common words when asked, through the address, and a reload brings the choice back', async () => {
      const expected = await api<SearchBody>('/api/v1/search/pattern?lang=en&pattern=c%3F%3Ft&common=true&sort=-common');
      const all = await api<SearchBody>('/api/v1/search/pattern?lang=en&pattern=c%3F%3Ft');
      expect(expected.total).toBeLessThan(all.total);
      await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en&pattern=c??t`);
      await page.locator(`.total[data-total="${all.total}"]`).waitFor();
      await showSearchOptions(page);
      await page.getByLabel('Common words only').check();
      await page.getByLabel('Order').selectOption('-common');
      await page.locator(`.total[data-total="${expected.total}"]`).waitFor();
      await page.waitForURL(/pattern=c\?\?t&sort=-common&common=true$/);
      expect(await page.locator('.tiles .tile-word').allTextContents()).toEqual(expected.words.map((word) => word.word));
      await page.reload();
      await page.locator(`.total[data-total="${expected.total}"]`).waitFor();
      await showSearchOptions(page);
      expect(await page.getByLabel('Common words only').isChecked()).toBe(true);
      expect(await page.getByLabel('Order').inputValue()).toBe('-common');
    });

    it('writes counts in words through the plural rules: 1 match, 4 matches', async () => {
      await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en&pattern=cat`);
      await page.locator('.total[data-total="1"]').waitFor();
      expect(await page.locator('.total').textContent()).toBe('1 match');
      expect((await api<SearchBody>('/api/v1/search/pattern?lang=pl&pattern=kot')).total).toBe(1);
      await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=pl&pattern=kot&ui=pl`);
      await page.locator('.total[data-total="1"]').waitFor();
      expect(await page.locator('.total').textContent()).toBe('1 wynik');
      await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en&pattern=c?t&ui=pl`);
      await page.locator('.total[data-total="4"]').waitFor();
      expect(await page.locator('.total').textContent()).toBe('4 wyniki');
    });

    it('adds a history entry for a settled search, not for each key; Back returns to the search before', async () => {
      const fresh = await page.context().newPage();
      await fresh.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en`);
      await fresh.locator('#pattern').waitFor();
      const entries = Number(await fresh.evaluate('history.length'));
      // Each key after the debounce (200 ms) but before the search settles (1 s): one entry for all.
      for (const key of ['c', '?', 't']) {
        await fresh.locator('#pattern').press(key === '?' ? 'Shift+Slash' : key);
        await fresh.waitForTimeout(400);
      }
      await fresh.waitForURL(/pattern=c\?t$/);
      expect(await fresh.evaluate('history.length')).toBe(entries + 1);
      await fresh.waitForTimeout(1_300);
      await fresh.locator('#pattern').press('s');
      await fresh.waitForURL(/pattern=c\?ts$/);
      expect(await fresh.evaluate('history.length')).toBe(entries + 2);
      await fresh.goBack();
      await fresh.waitForURL(/pattern=c\?t$/);
      expect(await fresh.locator('#pattern').inputValue()).toBe('c?t');
      await fresh.locator('.total[data-total="4"]').waitFor();
      await fresh.goBack();
      await fresh.waitForURL(`${suite.system.gatewayUrl}/?mode=pattern&lang=en`);
      expect(await fresh.locator('#pattern').inputValue()).toBe('');
      await fresh.close();
    });

    it('moves the keyboard focus to the first new word after "Show more"', async () => {
      const expected = await api<SearchBody>('/api/v1/search/pattern?lang=en&pattern=ca*&limit=200');
      await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en&pattern=ca*`);
      await page.locator('.tiles .tile').nth(99).waitFor();
      await page.getByRole('button', { name: /^Show more/ }).focus();
      await page.keyboard.press('Enter');
      await page.locator('.tiles .tile').nth(199).waitFor();
      await page.locator('.tiles .tile:focus').waitFor();
      expect(await page.locator('.tiles .tile:focus .tile-word').textContent()).toBe(expected.words[100]?.word);
    });
  });

  describe('limits', () => {
    /** A gateway of its own with a tiny limit and a short window, so that the wait is seconds. */
    async function limitedGateway(points: number): Promise<{ url: string; stop: () => Promise<void> }> {
      return suite.system.startReplica('gateway', { RATE_LIMIT_POINTS: String(points), RATE_LIMIT_WINDOW_SECONDS: '5', RATE_LIMIT_KEY_PREFIX: `e2e:page-play-limit:${randomUUID()}` });
    }

    it('after a 429 during the first load: one notice counting down, then everything loads by itself', async () => {
      const replica = await limitedGateway(1);
      const context = await suite.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      try {
        const limited = page.waitForResponse((response) => response.status() === 429);
        await page.goto(`${replica.url}/?mode=pattern&lang=en&pattern=c?t`);
        await limited;
        const notice = page.locator('.notice-warn');
        await notice.waitFor();
        expect(await page.locator('.notice').count()).toBe(1);
        const first = Number(await notice.getAttribute('data-remaining'));
        expect(first).toBeGreaterThan(0);
        // Locators, not functions evaluated in the page: the page's CSP refuses string evaluation.
        await page.locator(`.notice-warn:not([data-remaining="${first}"])`).waitFor();
        expect(await notice.locator('[aria-hidden="true"]').textContent()).toMatch(/^Too many requests\. Try again in \d s\.$/);
        await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, 'play-429-at-load-phone.png') });
        // No key pressed, no reload: the page asks again when the wait ends, in as many windows as it takes.
        await page.locator('.total[data-total="4"]').waitFor({ timeout: 20_000 });
        await page.locator('select').nth(1).locator('option').nth(11).waitFor({ state: 'attached', timeout: 20_000 });
        expect(await page.locator('.notice').count()).toBe(0);
      } finally {
        await context.close();
        await replica.stop();
      }
    });

    it('after a 429 while typing: the countdown, then the last query answered without another key', async () => {
      const replica = await limitedGateway(3);
      const context = await suite.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      try {
        await page.goto(`${replica.url}/?mode=pattern&lang=en`);
        await page.locator('select').nth(1).locator('option').nth(11).waitFor({ state: 'attached' });
        const expected = await api<SearchBody>('/api/v1/search/pattern?lang=en&pattern=b%3Ft');
        for (const pattern of ['c?t', 'd?g', 'b?t']) {
          await page.locator('#pattern').fill(pattern);
          await page.waitForResponse((response) => response.url().includes(`pattern=${encodeURIComponent(pattern)}`));
        }
        await page.locator('.notice-warn').waitFor();
        await page.locator(`.total[data-total="${expected.total}"]`).waitFor({ timeout: 20_000 });
        expect(await page.locator('.tiles .tile-word').allTextContents()).toEqual(expected.words.map((word) => word.word));
        expect(await page.locator('.notice').count()).toBe(0);
      } finally {
        await context.close();
        await replica.stop();
      }
    });
  });

  it('sends the first load pre-compressed: brotli, at most 25 KB on the wire, hashed assets cached for a year', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    const wire = new Map<string, number>();
    const urls = new Map<string, string>();
    session.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    session.on('Network.loadingFinished', (event) => wire.set(event.requestId, event.encodedDataLength));
    const encodings: Record<string, string | undefined> = {};
    const bodies: Record<string, number> = {};
    page.on('response', (response) => {
      if (response.url().includes('/api/')) return;
      const pathname = new URL(response.url()).pathname;
      encodings[pathname] = response.headers()['content-encoding'];
      bodies[pathname] = Number(response.headers()['content-length']);
    });
    await page.goto(`${suite.system.gatewayUrl}/`, { waitUntil: 'networkidle' });
    let withHeaders = 0;
    for (const [id, url] of urls) if (!url.includes('/api/')) withHeaders += wire.get(id) ?? 0;
    const scripts = Object.entries(encodings).filter(([pathname]) => pathname.endsWith('.js') || pathname.endsWith('.css') || pathname === '/');
    expect(scripts.length).toBe(3);
    for (const [pathname, encoding] of scripts) expect({ pathname, encoding }).toEqual({ pathname, encoding: 'br' });
    // The page's own bytes as sent (Content-Length of each compressed body): the budget. The figure with
    // HTTP headers (about 0.8 KB an answer, mostly security headers) is printed beside it.
    const sent = Object.values(bodies).reduce((sum, bytes) => sum + bytes, 0);
    process.stdout.write(`first load on the wire: ${(sent / 1024).toFixed(1)} KB of bodies, ${(withHeaders / 1024).toFixed(1)} KB with headers, ${Object.keys(bodies).length} files\n`);
    expect(sent).toBeLessThanOrEqual(25 * 1024);
    const script = scripts.find(([pathname]) => pathname.endsWith('.js'))?.[0] ?? '';
    const response = await fetch(`${suite.system.gatewayUrl}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await context.close();
  });
});
