import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../test-support/axe-check';
import { showSearchOptions } from '../test-support/search-options';
import { PAGE_VIEWPORTS, pageSuite, watchedPage } from '../test-support/page-system';

/**
 * The page's controls as a player on a phone meets them (issue 36, points 2, 4, 5, 7 and 8): the
 * input and the first words above the on-screen keyboard, words dense, secondary controls folded;
 * the language's lists, lengths and hooks in the address. A real browser (Debian's chromium,
 * playwright-core) against the whole suite.system.
 */
const SCREENSHOT_DIRECTORY = path.resolve(__dirname, '../artifacts/page');

/** What an on-screen keyboard leaves of a 390 × 844 phone screen: about its top half. */
const ABOVE_KEYBOARD_PX = 450;

interface SearchBody {
  total: number;
  words: Array<{ word: string; length: number; points: number; hooks?: { front: string[]; back: string[] } }>;
}

jest.setTimeout(60_000);

/** The bottom edge of an element, in CSS pixels from the viewport's top. */
async function bottomOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  if (box === null) throw new Error(`${selector} is not shown`);
  return box.y + box.height;
}

describe('the page controls', () => {
  const suite = pageSuite('page-controls');
  const { api } = suite;

  beforeAll(() => {
    mkdirSync(SCREENSHOT_DIRECTORY, { recursive: true });
  });


  const open = (size: { width: number; height: number; isMobile: boolean }, locale?: string) => watchedPage(suite.browser, size, locale);

  const [PHONE, DESKTOP] = PAGE_VIEWPORTS;

  describe('phone first (point 4)', () => {
    it.each([
      ['pattern', '?mode=pattern&lang=en&pattern=??', '#pattern'],
      ['anagram', '?mode=anagram&lang=en&letters=eat', '#letters'],
      // Polish adds the row of its own letters under the input.
      ['Polish anagram', '?mode=anagram&lang=pl&letters=kota&max=3', '#letters'],
    ])('at 390 × 844 the %s input and the first words sit above the keyboard, four or more short words a row', async (_mode, query, inputSelector) => {
      const { context, page, problems } = await open(PHONE);
      try {
        await page.goto(`${suite.system.gatewayUrl}/${query}`);
        await page.locator('.tiles .tile').nth(5).waitFor();
        const input = await bottomOf(page, inputSelector);
        const firstRow = await bottomOf(page, '.tiles .tile');
        const header = await bottomOf(page, 'header.top');
        process.stdout.write(`phone ${_mode}: header ends at ${header.toFixed(0)} px, input at ${input.toFixed(0)} px, first words at ${firstRow.toFixed(0)} px\n`);
        expect(input).toBeLessThanOrEqual(ABOVE_KEYBOARD_PX);
        expect(firstRow).toBeLessThanOrEqual(ABOVE_KEYBOARD_PX);
        // The interface-language picker is a small control beside the name, not a block of its own.
        expect(header).toBeLessThanOrEqual(64);
        // Words a row: the tiles that share the first tile's top.
        const tops = await Promise.all((await page.locator('.tiles .tile').all()).slice(0, 12).map(async (tile) => (await tile.boundingBox())?.y ?? -1));
        const perRow = tops.filter((top) => Math.abs(top - (tops[0] ?? 0)) < 2).length;
        process.stdout.write(`phone ${_mode}: ${perRow} words in the first row\n`);
        expect(perRow).toBeGreaterThanOrEqual(4);
        // Secondary controls folded: the order picker is hidden until the visitor opens them.
        const toggle = page.getByRole('button', { name: 'Options' });
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await page.locator('#sort').isVisible()).toBe(false);
        expect(await page.locator('.cheat-sheet').isVisible()).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, `controls-phone-${_mode}.png`) });
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        await page.locator('#sort').waitFor();
        expect(await page.getByLabel('Min. length').isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, `controls-phone-${_mode}-open.png`) });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('at 1280 × 800 nothing is folded: no options button, the order, filters and pattern syntax shown', async () => {
      const { context, page, problems } = await open(DESKTOP);
      try {
        await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en&pattern=c?t`);
        await page.locator('.total[data-total="4"]').waitFor();
        expect(await page.getByRole('button', { name: 'Options' }).count()).toBe(0);
        for (const selector of ['#sort', '.cheat-sheet', '.tagline']) expect({ selector, visible: await page.locator(selector).isVisible() }).toEqual({ selector, visible: true });
        expect(await page.getByLabel('Interface language').isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, 'controls-desktop.png') });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  describe.each([
    { name: 'phone', size: PHONE },
    { name: 'desktop', size: DESKTOP },
  ])('sort and filter, the rest (point 2), at the $name size', ({ name, size }) => {
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    beforeAll(async () => {
      ({ context, page, problems } = await open(size));
    });
    afterAll(() => context?.close());
    afterEach(() => {
      const seen = [...problems];
      problems.length = 0;
      expect(seen).toEqual([]);
    });

    it("offers the language's own word lists by their names, searches the one chosen, keeps it in the address", async () => {
      const small = await api<SearchBody>('/api/v1/search/anagram?lang=en&letters=retains&dict=small');
      const medium = await api<SearchBody>('/api/v1/search/anagram?lang=en&letters=retains&dict=medium');
      expect(small.total).toBeLessThan(medium.total);
      await page.goto(`${suite.system.gatewayUrl}/?mode=anagram&lang=en&letters=retains&dict=small`);
      await page.locator(`.total[data-total="${small.total}"]`).waitFor();
      await showSearchOptions(page);
      expect(await page.locator('#dict option').allTextContents()).toEqual(['Full list', 'Common words', 'Small', 'Medium', 'Large']);
      expect(await page.getByLabel('Word list').inputValue()).toBe('small');
      expect(await page.locator('.tiles .tile-word').allTextContents()).toEqual(small.words.map((word) => word.word));
      await page.getByLabel('Word list').selectOption('medium');
      await page.waitForURL(/letters=retains&dict=medium$/);
      await page.locator(`.total[data-total="${medium.total}"]`).waitFor();
      // French has its full and common lists only.
      await page.getByLabel('Dictionary').selectOption('fr');
      await page.locator('#dict option').nth(1).waitFor({ state: 'attached' });
      expect(await page.locator('#dict option').allTextContents()).toEqual(['Full list', 'Common words']);
      expect(await axeViolations(page)).toEqual([]);
    });

    it('narrows a pattern to lengths, through the address', async () => {
      const narrowed = await api<SearchBody>('/api/v1/search/pattern?lang=en&pattern=ca*&min_length=4&max_length=5');
      const every = await api<SearchBody>('/api/v1/search/pattern?lang=en&pattern=ca*&limit=1');
      // The API keeps to the lengths (it once ignored them on patterns, and the page's fields pretended to filter).
      expect(narrowed.total).toBeLessThan(every.total);
      expect(narrowed.words.every((word) => word.length >= 4 && word.length <= 5)).toBe(true);
      await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en&pattern=ca*`);
      await page.locator('.total[data-total]').waitFor();
      await showSearchOptions(page);
      await page.getByLabel('Min. length').fill('4');
      await page.getByLabel('Max. length').fill('5');
      await page.waitForURL(/pattern=ca\*&min=4&max=5$/);
      await page.locator(`.total[data-total="${narrowed.total}"]`).waitFor();
      expect(await page.locator('.tiles .tile-word').first().textContent()).toBe(narrowed.words[0]?.word);
      const shown = await page.locator('.tiles .tile-word').allTextContents();
      expect(shown.every((word) => narrowed.words.some((match) => match.word === word))).toBe(true);
      await page.reload();
      await page.locator(`.total[data-total="${narrowed.total}"]`).waitFor();
      await showSearchOptions(page);
      expect(await page.getByLabel('Min. length').inputValue()).toBe('4');
    });

    it('shows the hooks around each word when asked, read aloud too', async () => {
      const expected = await api<SearchBody>('/api/v1/search/pattern?lang=en&pattern=c%3Ft&hooks=true');
      const cat = expected.words.find((word) => word.word === 'cat');
      expect(cat?.hooks).toEqual({ front: ['s'], back: ['e', 's'] });
      await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en&pattern=c?t`);
      await page.locator('.total[data-total="4"]').waitFor();
      await showSearchOptions(page);
      await page.getByLabel('Show hooks').check();
      await page.waitForURL(/pattern=c\?t&hooks=true$/);
      await page.locator('.tile .tile-hook').first().waitFor();
      const tile = page.locator('.tile', { hasText: 'cat' }).first();
      expect(await tile.locator('.tile-hook').allTextContents()).toEqual(['s', 'es']);
      expect(await tile.locator('.sr-only').textContent()).toContain('Hooks: Before s; After e, s');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, `controls-hooks-${name}.png`) });
    });

    it('heads each length group with its count, the last one still loading included', async () => {
      const all = await api<SearchBody>('/api/v1/search/anagram?lang=en&letters=retains?');
      expect(all.total).toBeGreaterThan(all.words.length);
      const lengths = [...new Set(all.words.map((word) => word.length))];
      const totals = await Promise.all(lengths.map(async (length) => (await api<SearchBody>(`/api/v1/search/anagram?lang=en&letters=retains?&min_length=${length}&max_length=${length}`)).total));
      await page.goto(`${suite.system.gatewayUrl}/?mode=anagram&lang=en&letters=retains?`);
      await page.locator(`.total[data-total="${all.total}"]`).waitFor();
      const last = lengths.length - 1;
      await page.locator(`.length-group[data-count="${totals[last]}"]`).waitFor();
      const headings = await page.locator('.length-group h2 [aria-hidden="true"]').allTextContents();
      expect(headings).toEqual(totals.map((total) => ` · ${total.toLocaleString('en-US')}`));
      process.stdout.write(`length groups of retains? (${name}): ${(await page.locator('.length-group h2').allTextContents()).join(' | ')}\n`);
      expect(await page.locator('.length-group h2').first().textContent()).toBe(`${lengths[0]} letters · ${totals[0]}, ${totals[0]} matches`);
    });
  });

  describe('a pattern sorted by length (issue 52)', () => {
    it.each([
      { name: 'phone', size: PHONE },
      { name: 'desktop', size: DESKTOP },
    ])('heads each length group with the count of that length, the last one still loading included ($name)', async ({ size }) => {
      const { context, page } = await open(size);
      try {
        const first = await api<SearchBody>('/api/v1/search/pattern?lang=en&pattern=*ing&sort=length');
        expect(first.total).toBeGreaterThan(first.words.length);
        const lengths = [...new Set(first.words.map((word) => word.length))];
        const totals = await Promise.all(lengths.map(async (length) => (await api<SearchBody>(`/api/v1/search/pattern?lang=en&pattern=*ing&sort=length&min_length=${length}&max_length=${length}&limit=1`)).total));
        // The last group is cut by the page: its heading counts its own length, never the whole search.
        expect(totals.at(-1)).toBeLessThan(first.total);
        await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en&pattern=*ing&sort=length`);
        await page.locator(`.total[data-total="${first.total}"]`).waitFor();
        await page.locator(`.length-group[data-count="${totals.at(-1)}"]`).waitFor();
        const headings = await page.locator('.length-group h2 [aria-hidden="true"]').allTextContents();
        expect(headings).toEqual(totals.map((total) => ` · ${total.toLocaleString('en-US')}`));
      } finally {
        await context.close();
      }
    });
  });

  describe('errors, examples and the language\'s letters (points 5, 8 and 7)', () => {
    /** The console's line for an answer the test asks for on purpose. */
    const expectedFailure = /status of 400 \(Bad Request\)/;

    it.each([
      { name: 'phone', size: PHONE },
      { name: 'desktop', size: DESKTOP },
    ])('renders API errors in the interface language from their code and details ($name)', async ({ size }) => {
      const { context, page, problems } = await open(size);
      try {
        await page.goto(`${suite.system.gatewayUrl}/?mode=anagram&lang=en&letters=tac&min=5&ui=fr`);
        await page.locator('.notice-error').waitFor();
        expect(await page.locator('.notice-error').textContent()).toBe('La requête a échoué : La longueur minimale (5) dépasse la maximale (3).');
        await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en&pattern=ca[t&ui=de`);
        await page.locator('.pattern-error').waitFor();
        expect(await page.locator('.pattern-error p').allTextContents()).toEqual(['Fehler bei Zeichen 3', 'Das Muster ist am markierten Zeichen nicht lesbar.']);
        await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=fr&pattern=ch*&dict=small&ui=pl`);
        // French has no list "small": the page leaves it out once it knows the language's lists.
        await page.locator('.total[data-total]').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(problems.filter((problem) => !expectedFailure.test(problem))).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('offers examples to tap on the first screen of each mode, each finding words in its language', async () => {
      const { context, page, problems } = await open(PHONE);
      try {
        const shown: string[] = [];
        for (const lang of ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'ro', 'cs', 'da']) {
          for (const mode of ['pattern', 'anagram', 'word'] as const) {
            await page.goto(`${suite.system.gatewayUrl}/?mode=${mode}&lang=${lang}`);
            await page.locator('.examples .example').first().waitFor();
            const examples = await page.locator('.examples .example').allTextContents();
            expect(examples.length).toBeGreaterThanOrEqual(2);
            for (const example of examples) {
              const path =
                mode === 'word'
                  ? `/api/v1/word/${lang}/${encodeURIComponent(example)}`
                  : `/api/v1/search/${mode}?lang=${lang}&${mode === 'pattern' ? 'pattern' : 'letters'}=${encodeURIComponent(example)}&limit=1`;
              const response = await fetch(`${suite.system.gatewayUrl}${path}`);
              expect({ lang, mode, example, status: response.status }).toEqual({ lang, mode, example, status: 200 });
              if (mode !== 'word') expect({ lang, mode, example, found: ((await response.json()) as SearchBody).total > 0 }).toEqual({ lang, mode, example, found: true });
            }
            shown.push(`${lang} ${mode}: ${examples.join(' ')}`);
          }
        }
        process.stdout.write(`examples:\n${shown.join('\n')}\n`);
        // Tapping one searches it.
        await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en`);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, 'controls-examples-phone.png') });
        await page.getByRole('button', { name: 'c?t' }).click();
        await page.locator('.total[data-total="4"]').waitFor();
        expect(await page.locator('#pattern').inputValue()).toBe('c?t');
        expect(await page.locator('.examples').count()).toBe(0);
        await page.getByRole('button', { name: 'Anagram' }).click();
        await page.getByRole('button', { name: 'retains?' }).click();
        await page.waitForURL(/letters=retains\?$/);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("offers Polish letters to tap at the caret, keeping the input and the first words above the keyboard", async () => {
      const { context, page, problems } = await open(PHONE);
      try {
        await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=pl&ui=pl`);
        const row = page.getByRole('group', { name: 'Litery języka: polski' });
        await row.waitFor();
        expect(await row.getByRole('button').allTextContents()).toEqual(['ą', 'ć', 'ę', 'ł', 'ń', 'ó', 'ś', 'ź', 'ż']);
        await page.locator('#pattern').fill('kt');
        await page.locator('#pattern').press('ArrowLeft');
        await row.getByRole('button', { name: 'ó' }).click();
        await page.waitForURL(/pattern=k%C3%B3t&ui=pl$/);
        expect(await page.locator('#pattern').inputValue()).toBe('kót');
        // The input kept the focus, the caret after the letter: typing goes on where it was.
        await page.locator('#pattern:focus').waitFor();
        await page.keyboard.type('?');
        expect(await page.locator('#pattern').inputValue()).toBe('kó?t');
        await page.locator('#pattern').fill('k?t');
        await page.locator('.tiles .tile').first().waitFor();
        const input = await bottomOf(page, '#pattern');
        const firstRow = await bottomOf(page, '.tiles .tile');
        process.stdout.write(`phone, Polish letters shown: input at ${input.toFixed(0)} px, first words at ${firstRow.toFixed(0)} px\n`);
        expect(firstRow).toBeLessThanOrEqual(ABOVE_KEYBOARD_PX);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, 'controls-letters-phone.png') });
        // English has none.
        await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en`);
        await page.locator('#pattern').waitFor();
        await page.locator('select').nth(1).locator('option').nth(11).waitFor({ state: 'attached' });
        expect(await page.locator('.letter-row').count()).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it.each([
      { name: 'phone', size: PHONE },
      { name: 'desktop', size: DESKTOP },
    ])('says when the accents would find what a plain pattern does not, shows the words and offers that search ($name)', async ({ name, size }) => {
      const plain = await api<SearchBody>('/api/v1/search/pattern?lang=pl&pattern=zolw');
      expect(plain.total).toBe(0);
      const accented = '[zźż][oó][lł]w';
      const expected = await api<SearchBody>(`/api/v1/search/pattern?lang=pl&pattern=${encodeURIComponent(accented)}`);
      expect(expected.words.map((word) => word.word)).toContain('żółw');
      const { context, page, problems } = await open(size);
      try {
        await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=pl&pattern=zolw`);
        await page.locator('.total[data-total="0"]').waitFor();
        const suggestion = page.locator('.accent-suggestion');
        await suggestion.waitFor();
        expect(await suggestion.locator('p').textContent()).toBe(`Nothing without the letters of Polish. With them: ${expected.total === 1 ? '1 match' : `${expected.total} matches`}`);
        expect(await suggestion.locator('.tile-word').allTextContents()).toEqual(expected.words.map((word) => word.word).slice(0, 24));
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, `controls-accents-${name}.png`) });
        await suggestion.getByRole('button', { name: `Search ${accented}` }).click();
        await page.locator(`.total[data-total="${expected.total}"]`).waitFor();
        expect(await page.locator('#pattern').inputValue()).toBe(accented);
        expect(await page.locator('.accent-suggestion').count()).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
