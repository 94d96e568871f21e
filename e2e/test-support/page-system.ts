import { randomUUID } from 'node:crypto';
import { dataDirectory } from '@lexicon/dictionary-store';
import { launchChromium, type LocalSystem, missingChromium, startLocalSystem } from '@lexicon/local-system';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The sizes the page is judged at (issue 36 measured a phone and a desktop). */
export const PAGE_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;

/**
 * The whole system as `npm start` runs it, for a page test: the complete dictionaries, free ports, a
 * rate limit no test reaches and keys of its own in the limiter's store.
 */
export function startPageSystem(name: string): Promise<LocalSystem> {
  return startLocalSystem({
    ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
    // Loading the complete dictionaries takes minutes when the machine is busy with other suites.
    readyTimeoutMs: 180_000,
    env: {
      LEXICON_DATA_DIR: dataDirectory(process.env),
      LOG_LEVEL: 'warn',
      // A page test's runs come from one address within a minute; the limit is tested on its own.
      RATE_LIMIT_POINTS: '100000',
      RATE_LIMIT_KEY_PREFIX: `e2e:${name}:${randomUUID()}`,
    },
  });
}

/** Debian's chromium through playwright-core, or a failure that says what is missing. */
export function startBrowser(): Promise<Browser> {
  const problem = missingChromium();
  if (problem !== undefined) throw new Error(`browser tests cannot run: ${problem}`);
  return launchChromium();
}

/**
 * A fresh page at a size and locale that records what a visitor would not see (script errors, CSP
 * refusals, failed loads) in `problems`, for the test to require empty.
 */
export async function watchedPage(browser: Browser, size: { width: number; height: number; isMobile: boolean }, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile, locale });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { context, page, problems };
}

/** What a page test file shares: the system, the browser, and a reader of the gateway's JSON. */
export interface PageSuite {
  system: LocalSystem;
  browser: Browser;
  /** A GET through the gateway that must answer 200, read as JSON. */
  api: <T>(pathAndQuery: string) => Promise<T>;
}

/**
 * Registers, in the enclosing describe, a page system (startPageSystem) and a browser for its tests,
 * both stopped after them; the fields are set once the hooks have run.
 */
export function pageSuite(name: string): PageSuite {
  const suite = {
    api: async <T>(pathAndQuery: string): Promise<T> => {
      const response = await fetch(`${suite.system.gatewayUrl}${pathAndQuery}`);
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    },
  } as PageSuite;
  beforeAll(async () => {
    suite.system = await startPageSystem(name);
    suite.browser = await startBrowser();
  }, 240_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.system?.stop();
  });
  return suite;
}

/**
 * Registers, in the enclosing describe (one size), a watched page opened before its tests and closed
 * after them, and fails each test that left a script error, a CSP refusal or a failed load behind.
 * The page is returned at once, as a stand-in that reaches the real one once it is open, so the tests
 * read `page.goto(…)` as with a page of their own.
 */
export function watchedPageAtSize(suite: PageSuite, size: { width: number; height: number; isMobile: boolean }): Page {
  let opened: { context: BrowserContext; page: Page; problems: string[] } | undefined;
  beforeAll(async () => {
    opened = await watchedPage(suite.browser, size);
  });
  afterAll(() => opened?.context.close());
  afterEach(() => {
    const seen = [...(opened?.problems ?? [])];
    opened?.problems.splice(0);
    expect(seen).toEqual([]);
  });
  return new Proxy({} as Page, {
    get: (_target, property) => {
      if (opened === undefined) throw new Error('the page is opened in beforeAll: use it inside a test');
      const value: unknown = Reflect.get(opened.page, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(opened.page) : value;
    },
  });
}
