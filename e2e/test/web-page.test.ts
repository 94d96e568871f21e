import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirectory } from '@lexicon/dictionary-store';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, seriousOrCritical } from '../test-support/axe-check';
import { showSearchOptions } from '../test-support/search-options';
import { type LocalSystem, launchChromium, missingChromium, startLocalSystem } from '@lexicon/local-system';

/**
 * The page at / in a real browser (Debian's chromium, driven by playwright-core) against the whole
 * system as `npm start` runs it: four processes, real HTTP, the complete dictionaries. Each mode end
 * to end at a phone and a desktop viewport, axe-core on every mode and the drawer, screenshots under
 * e2e/artifacts/page/ (git-ignored). Without chromium this fails, saying how to install it.
 */
export const SCREENSHOT_DIRECTORY = path.resolve(__dirname, '../artifacts/page');

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740, isMobile: true },
  { name: 'desktop', width: 1280, height: 860, isMobile: false },
] as const;

interface SearchBody {
  total: number;
  words: Array<{ word: string; points: number; blanks?: string[] }>;
}
interface WordBody {
  word: string;
  points: number;
  definition?: { meanings?: Array<{ definitions: Array<{ definition: string }> }> };
}

// A browser page's work (navigation, rendering, an accessibility scan) takes seconds on a busy 2-core
// machine: every test gets a minute rather than jest's default 5 s.
jest.setTimeout(60_000);

describe('the page in a real browser', () => {
  let system: LocalSystem;
  let browser: Browser;

  beforeAll(async () => {
    const problem = missingChromium();
    if (problem !== undefined) throw new Error(`browser tests cannot run: ${problem}`);
    mkdirSync(SCREENSHOT_DIRECTORY, { recursive: true });
    system = await startLocalSystem({
      ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
      env: {
        LEXICON_DATA_DIR: dataDirectory(process.env),
        LOG_LEVEL: 'warn',
        // Both viewports' runs come from one address within a minute; the limit is tested on its own below.
        RATE_LIMIT_POINTS: '100000',
        RATE_LIMIT_KEY_PREFIX: `e2e:page:${randomUUID()}`,
      },
    });
    browser = await launchChromium();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const api = async <T>(pathAndQuery: string): Promise<T> => {
    const response = await fetch(`${system.gatewayUrl}${pathAndQuery}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  /** A page that records what a visitor would not see: script errors and CSP refusals. */
  async function openPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    return { page, problems };
  }

  /** Every axe run's violations by impact, written to the artifacts for the record. */
  const axeRecord: Array<{ where: string; viewport: string; byImpact: Record<string, number> }> = [];
  afterAll(() => {
    if (axeRecord.length > 0) writeFileSync(path.join(SCREENSHOT_DIRECTORY, 'axe-summary.json'), `${JSON.stringify(axeRecord, null, 2)}\n`);
  });

  const expectAccessible = async (page: Page, where: string, selector?: string): Promise<void> => {
    const violations = await axeViolations(page, selector);
    const byImpact: Record<string, number> = {};
    for (const violation of violations) byImpact[`${violation.impact ?? 'unknown'}: ${violation.id}`] = (byImpact[`${violation.impact ?? 'unknown'}: ${violation.id}`] ?? 0) + 1;
    axeRecord.push({ where, viewport: `${page.viewportSize()?.width ?? 0} px`, byImpact });
    expect({ where, violations: seriousOrCritical(violations) }).toEqual({ where, violations: [] });
  };

  describe.each(VIEWPORTS)('at the $name viewport ($width px)', (viewport) => {
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    const shot = (name: string): Promise<Buffer> => page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, `${name}-${viewport.name}.png`), fullPage: false });

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile, locale: 'en-US' });
      ({ page, problems } = await openPage(context));
    });
    afterAll(() => context?.close());
    /** Answers a step expects (a 400 for an invalid pattern), which the browser logs as failed loads. */
    let expectedFailures: RegExp[] = [];
    afterEach(() => {
      // Nothing refused by the CSP, no script error, no other failed request logged, on any step.
      const unexpected = problems.filter((problem) => !expectedFailures.some((allowed) => allowed.test(problem)));
      problems.length = 0;
      expectedFailures = [];
      expect(unexpected).toEqual([]);
    });

    it('pattern: typing shows the exact total and the words as tiles, with the REST call for developers', async () => {
      const expected = await api<SearchBody>('/api/v1/search/pattern?lang=en&pattern=c?t');
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/search/')) requests.push(request.url());
      });
      await page.goto(`${system.gatewayUrl}/?mode=pattern&lang=en`);
      // When each key reached the page: a loaded machine can stretch a gap between keys back to back
      // past the debounce, and then the search for the letters so far is the page's due.
      await page.locator('#pattern').evaluate((input) => {
        const times: number[] = [];
        input.addEventListener('input', () => times.push(performance.now()));
        (window as unknown as { keyTimes: number[] }).keyTimes = times;
      });
      await page.locator('#pattern').pressSequentially('c?t');
      await page.locator(`.total[data-total="${expected.total}"]`).waitFor();
      const keyTimes = await page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes);
      expect(await page.locator('.total').textContent()).toBe(`${expected.total} matches`);
      const tiles = page.locator('.tiles .tile-word');
      expect(await tiles.allTextContents()).toEqual(expected.words.map((word) => word.word));
      expect(await page.locator('.tiles .tile-points').first().textContent()).toBe(String(expected.words[0]?.points));
      // Debounced: one request for three keystrokes, and one more only for letters the keys left
      // alone for the debounce's length (a margin either side of its 200 ms for the timers' jitter).
      const final = `${system.gatewayUrl}/api/v1/search/pattern?lang=en&pattern=c%3Ft`;
      const prefixes = ['c', 'c%3F'].map((pattern) => `${system.gatewayUrl}/api/v1/search/pattern?lang=en&pattern=${pattern}`);
      const gaps = keyTimes.slice(1).map((time, index) => time - (keyTimes[index] ?? time));
      expect(keyTimes).toHaveLength(3);
      expect(requests.at(-1)).toBe(final);
      prefixes.forEach((prefix, index) => {
        const gap = gaps[index] ?? 0;
        if (gap < 150) expect([prefix, gap, requests.includes(prefix)]).toEqual([prefix, gap, false]);
        if (gap > 300) expect([prefix, gap, requests.includes(prefix)]).toEqual([prefix, gap, true]);
      });
      expect(requests.filter((url) => url !== final && !prefixes.includes(url))).toEqual([]);
      expect(page.url()).toBe(`${system.gatewayUrl}/?mode=pattern&lang=en&pattern=c?t`);
      await page.locator('details.developer summary').click();
      expect(await page.locator('.rest-url').textContent()).toBe(`${system.gatewayUrl}/api/v1/search/pattern?lang=en&pattern=c%3Ft`);
      expect(await page.locator('.curl code').textContent()).toBe(`curl '${system.gatewayUrl}/api/v1/search/pattern?lang=en&pattern=c%3Ft'`);
      expect(JSON.parse((await page.locator('.raw-json').textContent()) ?? '')).toMatchObject({ total: expected.total });
      await shot('pattern');
      await expectAccessible(page, 'pattern mode');
    });

    it('pattern: pages through the results with the API offset', async () => {
      const expected = await api<SearchBody>('/api/v1/search/pattern?lang=en&pattern=ca*&limit=200');
      await page.goto(`${system.gatewayUrl}/?mode=pattern&lang=en`);
      await page.locator('#pattern').fill('ca*');
      await page.locator(`.total[data-total="${expected.total}"]`).waitFor();
      await page.locator('.tiles .tile').nth(99).waitFor();
      expect(await page.locator('.tiles .tile').count()).toBe(100);
      const nextPage = page.waitForRequest((request) => request.url().includes('pattern=ca*') && request.url().includes('offset=100'));
      await page.getByRole('button', { name: /^Show more/ }).click();
      await nextPage;
      await page.locator('.tiles .tile').nth(199).waitFor();
      expect(await page.locator('.tiles .tile').count()).toBe(200);
      expect(await page.locator('.tiles .tile-word').allTextContents()).toEqual(expected.words.map((word) => word.word));
    });

    it('pattern: contains and excludes narrow the search as the API does', async () => {
      const expected = await api<SearchBody>('/api/v1/search/pattern?lang=en&pattern=*ing&contains=zz&excludes=e');
      await page.goto(`${system.gatewayUrl}/?mode=pattern&lang=en`);
      await page.locator('#pattern').fill('*ing');
      await showSearchOptions(page);
      await page.getByLabel('Must contain').fill('zz');
      await page.getByLabel('Must not contain').fill('e');
      await page.locator(`.total[data-total="${expected.total}"]`).waitFor();
      expect(await page.locator('.tiles .tile-word').allTextContents()).toEqual(expected.words.map((word) => word.word));
      await page.waitForURL(/pattern=\*ing&contains=zz&excludes=e$/);
      await page.getByLabel('Must contain').fill('');
      await page.getByLabel('Must not contain').fill('');
    });

    it('pattern: an invalid pattern shows its position under the offending character', async () => {
      await page.goto(`${system.gatewayUrl}/?mode=pattern&lang=en`);
      expectedFailures = [/status of 400 \(Bad Request\)/];
      await page.locator('#pattern').fill('ca[t');
      const error = page.locator('.pattern-error');
      await error.waitFor();
      expect(await error.locator('.pattern-error-title').textContent()).toBe('Error at character 3');
      // The error's code worded in the interface language (the API's English reason is in the developer panel's JSON).
      expect(await error.textContent()).toContain('The pattern cannot be read at the marked character.');
      const bad = await error.locator('.bad-character').boundingBox();
      const caret = await error.locator('.caret').boundingBox();
      expect(await error.locator('.bad-character').textContent()).toBe('[');
      expect(Math.abs((bad?.x ?? -1) - (caret?.x ?? 1))).toBeLessThan(1);
      await shot('pattern-error');
      await expectAccessible(page, 'invalid pattern');
    });

    it('word drawer: opens from a tile with points, meanings, families and other languages; the audio loads a WAV', async () => {
      const details = await api<WordBody>('/api/v1/word/en/cat?family_limit=12');
      await page.goto(`${system.gatewayUrl}/?mode=pattern&lang=en`);
      await page.locator('#pattern').fill('c?t');
      await page.locator('.total[data-total="4"]').waitFor();
      await page.locator('.tile', { hasText: /^cat/ }).click();
      const drawer = page.locator('dialog.drawer');
      await drawer.locator('.word-big').waitFor();
      expect(await drawer.locator('.word-big').textContent()).toBe('cat');
      expect(await drawer.locator('.word-points').textContent()).toBe(`${details.points} points`);
      expect(await drawer.locator('.meanings').textContent()).toContain(details.definition?.meanings?.[0]?.definitions[0]?.definition ?? 'a meaning');
      expect(await drawer.locator('.family-title').first().textContent()).toMatch(/^Starts with cat \(12 of [\d,]+\)$/);
      expect(await drawer.locator('.cross-languages li').count()).toBeGreaterThan(0);
      await page.waitForURL(/&open=cat$/);
      const wav = page.waitForResponse((response) => response.url().endsWith('/api/v1/audio/en/cat'));
      await drawer.getByRole('button', { name: /Play/ }).click();
      const audio = await wav;
      expect(audio.status()).toBe(200);
      expect(audio.headers()['content-type']).toMatch(/^audio\/wav/);
      // HAVE_METADATA or more, with a duration: the browser decoded the WAV's header.
      await page.waitForFunction("(() => { const audio = document.querySelector('dialog audio'); return audio !== null && audio.readyState >= 1 && audio.duration > 0; })()");
      await shot('drawer');
      await expectAccessible(page, 'word drawer', 'dialog.drawer');
      const more = await api<WordBody & { word_families: { starts_with: unknown[]; totals: { starts_with: number } } }>('/api/v1/word/en/cat?family_limit=200');
      await drawer.getByRole('button', { name: /Show more/ }).first().click();
      const shown = more.word_families.starts_with.length;
      const total = more.word_families.totals.starts_with.toLocaleString('en-US');
      await drawer.locator('.family-title', { hasText: `Starts with cat (${shown} of ${total})` }).waitFor();
      expect(await drawer.locator('.family').first().locator('li').count()).toBe(shown);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page.waitForURL((url) => !url.search.includes('open='));
    });

    it('anagram: a deep link restores the rack, groups by length and marks the letters blanks play', async () => {
      const expected = await api<SearchBody>('/api/v1/search/anagram?lang=fr&letters=chat??');
      await page.goto(`${system.gatewayUrl}/?mode=anagram&lang=fr&letters=chat??`);
      await page.locator(`.total[data-total="${expected.total}"]`).waitFor();
      expect(await page.locator('#letters').inputValue()).toBe('chat??');
      expect(await page.locator('select').nth(1).inputValue()).toBe('fr');
      const first = expected.words[0];
      // The first group may be the page's last, whose count is asked for after the words come.
      const firstGroup = page.locator('.length-group h2').first();
      await firstGroup.filter({ hasText: / · \d/ }).waitFor();
      expect(await firstGroup.textContent()).toMatch(new RegExp(`^${[...(first?.word ?? '')].length} letters · \\d+, \\d+ matches$`));
      const firstTile = page.locator('.tile').first();
      expect(await firstTile.locator('.tile-word').textContent()).toContain(first?.word);
      expect((await firstTile.locator('.blank-letter').allTextContents()).length).toBe(first?.blanks?.length);
      await shot('anagram');
      await expectAccessible(page, 'anagram mode');
    });

    it('word: an unknown word offers suggestions, and a suggestion opens its details', async () => {
      expectedFailures = [/status of 404 \(Not Found\)/];
      await page.goto(`${system.gatewayUrl}/?mode=word&lang=en&word=hellp`);
      const suggestion = page.locator('.suggestions').getByRole('button', { name: 'hello' });
      await suggestion.waitFor();
      await expectAccessible(page, 'word mode, unknown word');
      await suggestion.click();
      await page.locator('.word-big', { hasText: 'hello' }).waitFor();
      expect(await page.locator('#word').inputValue()).toBe('hello');
      await shot('word');
      await expectAccessible(page, 'word mode');
    });

    it('back and forward restore the mode, the inputs and the results', async () => {
      await page.goto(`${system.gatewayUrl}/?mode=pattern&lang=en&pattern=c?t`);
      await page.locator('.total[data-total="4"]').waitFor();
      await page.getByRole('button', { name: 'Anagram' }).click();
      await page.locator('#letters').fill('tac');
      await page.waitForURL(`${system.gatewayUrl}/?mode=anagram&lang=en&letters=tac`);
      await page.locator('.length-group').first().waitFor();
      await page.goBack();
      await page.waitForURL(/mode=pattern/);
      await page.locator('.total[data-total="4"]').waitFor();
      expect(await page.locator('#pattern').inputValue()).toBe('c?t');
      await page.goForward();
      await page.waitForURL(/mode=anagram/);
      expect(await page.locator('#letters').inputValue()).toBe('tac');
      await page.reload();
      expect(await page.locator('#letters').inputValue()).toBe('tac');
    });

    it('completes a bare address in place: Back from the first query returns to the empty form, not to a copy of it', async () => {
      // The same history length as a tab that opened the complete address directly.
      const reference = await context.newPage();
      await reference.goto(`${system.gatewayUrl}/?mode=pattern&lang=en`);
      await reference.locator('#pattern').waitFor();
      const entries = Number(await reference.evaluate('history.length'));
      await reference.close();
      const fresh = await context.newPage();
      await fresh.goto(`${system.gatewayUrl}/`);
      await fresh.waitForURL(`${system.gatewayUrl}/?mode=pattern&lang=en`);
      expect(await fresh.evaluate('history.length')).toBe(entries);
      await fresh.locator('#pattern').fill('c?t');
      await fresh.waitForURL(/pattern=c\?t$/);
      expect(await fresh.evaluate('history.length')).toBe(entries + 1);
      await fresh.goBack();
      await fresh.waitForURL(`${system.gatewayUrl}/?mode=pattern&lang=en`);
      expect(await fresh.locator('#pattern').inputValue()).toBe('');
      await fresh.close();
    });

    it('cancels the request of an earlier query when a newer one is typed, and shows only the newer answer', async () => {
      await page.goto(`${system.gatewayUrl}/?mode=pattern&lang=en`);
      // The first query's answer is held back in the browser for a second (the server answers at once).
      await page.route('**/api/v1/search/pattern?lang=en&pattern=d%3Fg', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue().catch(() => undefined);
      });
      const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes('pattern=d%3Fg'));
      await page.locator('#pattern').fill('d?g');
      await page.waitForRequest((request) => request.url().includes('pattern=d%3Fg'));
      await page.locator('#pattern').fill('c?t');
      expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
      await page.locator('.total[data-total="4"]').waitFor();
      await page.waitForTimeout(1_200);
      expect(await page.locator('.tiles .tile-word').allTextContents()).toEqual(['cat', 'cit', 'cot', 'cut']);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    it('can be used with the keyboard alone: Tab reaches the input and the tiles, Enter opens a word', async () => {
      await page.goto(`${system.gatewayUrl}/?mode=pattern&lang=en`);
      let reached = '';
      for (let step = 0; step < 12 && reached !== 'pattern'; step += 1) {
        await page.keyboard.press('Tab');
        reached = String(await page.evaluate("document.activeElement?.id ?? ''"));
      }
      expect(reached).toBe('pattern');
      await page.keyboard.type('c?t');
      await page.locator('.total[data-total="4"]').waitFor();
      let onTile = false;
      for (let step = 0; step < 20 && !onTile; step += 1) {
        await page.keyboard.press('Tab');
        onTile = (await page.evaluate("document.activeElement?.classList.contains('tile') ?? false")) === true;
      }
      expect(onTile).toBe(true);
      const outline = await page.evaluate('getComputedStyle(document.activeElement).outlineStyle');
      expect(outline).toBe('solid');
      await page.keyboard.press('Enter');
      await page.locator('dialog.drawer .word-big').waitFor();
      await page.keyboard.press('Escape');
      await page.locator('dialog.drawer').waitFor({ state: 'detached' });
    });
  });

  describe('interface language, limits and outages', () => {
    it('follows the browser language and switches on request', async () => {
      const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 860 } });
      const { page, problems } = await openPage(context);
      await page.goto(`${system.gatewayUrl}/?mode=pattern&lang=de`);
      await page.getByRole('button', { name: 'Muster' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      await page.getByLabel('Sprache der Oberfläche').selectOption('fr');
      await page.getByRole('button', { name: 'Motif' }).waitFor();
      await page.waitForURL(/ui=fr/);
      await page.reload();
      await page.getByRole('button', { name: 'Anagramme' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it("shows a form's base words, parts of speech in the interface language, and translations headed as translations", async () => {
      const details = await api<WordBody & { definition?: { base_words?: Array<{ word: string }> } }>(`/api/v1/word/fr/${encodeURIComponent('était')}`);
      expect(details.definition?.base_words?.[0]?.word).toBe('être');
      const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 860 } });
      const { page, problems } = await openPage(context);
      await page.goto(`${system.gatewayUrl}/?mode=word&lang=fr&word=${encodeURIComponent('était')}`);
      await page.locator('.base-words').waitFor();
      expect(await page.locator('.base-words').textContent()).toBe('Form von être (Verb)');
      // The French word's parts of speech, named in the German interface.
      expect(await page.locator('.part-of-speech', { hasText: 'Verb' }).count()).toBeGreaterThan(0);
      expect(await page.locator('.part-of-speech', { hasText: 'verbe' }).count()).toBe(0);
      expect(await page.locator('.translations summary').first().textContent()).toMatch(/^Übersetzungen · [A-Z]{2}\b/);
      await expectAccessible(page, 'word details with base words');
      expect(problems).toEqual([]);
      await context.close();
    });

    it('follows a dark system theme, still without serious or critical accessibility violations', async () => {
      const context = await browser.newContext({ colorScheme: 'dark', locale: 'en-US', viewport: { width: 360, height: 740 }, isMobile: true });
      const { page, problems } = await openPage(context);
      await page.goto(`${system.gatewayUrl}/?mode=anagram&lang=en&letters=tac?`);
      await page.locator('.length-group').first().waitFor();
      expect(await page.evaluate('getComputedStyle(document.body).backgroundColor')).toBe('rgb(21, 22, 26)');
      await expectAccessible(page, 'anagram mode, dark');
      await page.locator('.tile').first().click();
      await page.locator('dialog.drawer .word-big').waitFor();
      await expectAccessible(page, 'word drawer, dark', 'dialog.drawer');
      await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, 'drawer-dark-phone.png') });
      expect(problems).toEqual([]);
      await context.close();
    });

    it('says how long to wait after a 429 (Retry-After), and that the service is down when it is', async () => {
      const replica = await system.startReplica('gateway', { RATE_LIMIT_POINTS: '3', RATE_LIMIT_KEY_PREFIX: `e2e:page-limit:${randomUUID()}` });
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 }, isMobile: true });
      const page = await context.newPage();
      let stopped = false;
      try {
        await page.goto(`${replica.url}/?mode=pattern&lang=en`);
        let retryAfter = '';
        page.on('response', (response) => {
          if (response.status() === 429) retryAfter = response.headers()['retry-after'] ?? '';
        });
        for (const pattern of ['c?t', 'd?g', 'b?t', 'h?t']) {
          await page.locator('#pattern').fill(pattern);
          await page.waitForResponse((response) => response.url().includes(`pattern=${encodeURIComponent(pattern)}`));
        }
        const notice = page.locator('.notice-warn');
        await notice.waitFor();
        expect(retryAfter).toMatch(/^\d+$/);
        // Heard once with the whole wait; the figure the eyes see counts down from it (web-page-play.test.ts).
        expect(await notice.locator('.sr-only').textContent()).toBe(`Too many requests. Try again in ${retryAfter} s.`);
        await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, 'rate-limited-phone.png') });
        await replica.stop();
        stopped = true;
        await page.locator('#pattern').fill('c?ts');
        await page.locator('.notice-error', { hasText: 'The service is unavailable right now.' }).waitFor();
      } finally {
        await context.close();
        if (!stopped) await replica.stop();
      }
    }, 60_000);

    it('serves the API explorer at /docs from this origin, over the OpenAPI document', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      const { page, problems } = await openPage(context);
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(system.gatewayUrl) && !request.url().startsWith('data:')) foreign.push(request.url());
      });
      await page.goto(`${system.gatewayUrl}/docs`);
      await page.locator('.opblock-summary-path', { hasText: '/api/v1/search/pattern' }).first().waitFor();
      expect(foreign).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
