import { axeViolations } from '../test-support/axe-check';
import { showSearchOptions } from '../test-support/search-options';
import { PAGE_VIEWPORTS, pageSuite, watchedPageAtSize } from '../test-support/page-system';

/**
 * One rack in every language on the page (issue 37, point 2), and the word drawer, which shows
 * everything word details carry (issue 36, point 3): hooks and anagrams to tap,
 * how common the word is, its lists, the odds of drawing it, meanings grouped by base word and part
 * of speech in the interface language, translations, and no heading over nothing; its close button
 * stays in reach however far the details scroll. A real browser against the whole suite.system.
 */
interface EveryLanguageBody {
  languages: Array<{ language: string; total: number | null; cut: boolean; omitted_letters: string[]; untiled_letters: string[]; longest: Array<{ word: string }>; highest_scoring: Array<{ word: string }> }>;
}

interface Details {
  word: string;
  hooks: { front: string[]; back: string[] };
  anagrams: string[];
  anagram_count: number;
  common_rank: number | null;
  lists: string[];
  probability: number;
  definition?: { meanings?: Array<{ part_of_speech?: string; base_word?: string; definitions: unknown[]; synonyms?: string[]; translations?: Array<{ language: string; text: string }> }> };
}

jest.setTimeout(60_000);

describe('the word drawer, and one rack in every language', () => {
  const suite = pageSuite('page-words');

  const details = (lang: string, word: string): Promise<Details> => suite.api<Details>(`/api/v1/word/${lang}/${encodeURIComponent(word)}`);

  describe.each(PAGE_VIEWPORTS)('at the $name size ($width × $height)', (viewport) => {
    const page = watchedPageAtSize(suite, viewport);

    it('shows hooks and anagrams to tap, commonness, lists and odds; a tapped hook opens its word', async () => {
      const cat = await details('en', 'cat');
      await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en&pattern=cat&open=cat`);
      const drawer = page.locator('dialog.drawer');
      await drawer.locator('.word-big').waitFor();
      const hookNames = await drawer.locator('.hooks .chip').evaluateAll((chips) => chips.map((chip) => chip.getAttribute('aria-label')));
      expect(hookNames).toEqual([...cat.hooks.front.map((letter) => `${letter}cat`), ...cat.hooks.back.map((letter) => `cat${letter}`)]);
      expect(await drawer.locator('.anagrams .chip').allTextContents()).toEqual(cat.anagrams);
      expect(await drawer.locator('.word-facts dt').allTextContents()).toEqual(['How common', 'Word lists', 'Chance to draw these tiles']);
      expect(await drawer.locator('.word-facts dd').allTextContents()).toEqual([
        `No. ${cat.common_rank?.toLocaleString('en-US')} in the frequency list`,
        'Full list · Common words · Small · Medium · Large',
        `1 in ${Math.round(1 / cat.probability)}`,
      ]);
      expect(await axeViolations(page, 'dialog.drawer')).toEqual([]);
      // scat: the front hook s, tapped, opens its own details in the drawer.
      await drawer.getByRole('button', { name: 'scat', exact: true }).click();
      await drawer.locator('.word-big', { hasText: /^scat$/ }).waitFor();
      await page.waitForURL(/open=scat/);
    });

    it('groups meanings by base word and part of speech, labelled in the interface language, with no heading over nothing', async () => {
      // fr est: a form of être (verb) and a noun of its own (the east).
      const est = await details('fr', 'est');
      const groups = new Set((est.definition?.meanings ?? []).map((meaning) => `${meaning.base_word ?? ''}/${meaning.part_of_speech ?? ''}`));
      expect(groups.size).toBeGreaterThan(1);
      await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=fr&pattern=est&open=est&ui=de`);
      const drawer = page.locator('dialog.drawer');
      await drawer.locator('.word-big').waitFor();
      const headings = await drawer.locator('.meaning-group h4').allTextContents();
      expect(headings).toHaveLength(groups.size);
      expect(new Set(headings).size).toBe(headings.length);
      // German labels (the interface), not the word's language: Verb, Substantiv.
      expect(headings.join(' ')).toMatch(/Verb|Substantiv/);
      expect(headings.join(' ')).not.toMatch(/\bverbe\b|\bnom\b/);
      // Every heading in the drawer has something under it before the next heading.
      const empty = await drawer.evaluate((root) =>
        Array.from(root.querySelectorAll('h2, h3, h4')).filter((heading) => {
          const next = heading.nextElementSibling;
          return next === null || /^H[2-4]$/.test(next.tagName);
        }).map((heading) => heading.textContent),
      );
      expect(empty).toEqual([]);
    });

    it("folds a sense's translations under a line naming their languages, the interface language's first, open only where they are all the sense has", async () => {
      // de gehen: WikDict's definitions with their translations into French, Polish, Spanish, Swedish…
      const gehen = await details('de', 'gehen');
      const meanings = (gehen.definition?.meanings ?? []).filter((meaning) => (meaning.translations?.length ?? 0) > 0);
      expect(meanings.some((meaning) => meaning.definitions.length > 0 && meaning.translations!.some((translation) => translation.language === 'fr'))).toBe(true);
      await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=de&pattern=gehen&open=gehen&ui=fr`);
      const drawer = page.locator('dialog.drawer');
      await drawer.locator('.word-big').waitFor();
      const folds = drawer.locator('details.translations');
      const shown = await folds.evaluateAll((all) => all.map((fold) => ({ open: (fold as HTMLDetailsElement).open, summary: fold.querySelector('summary')?.textContent ?? '', items: fold.querySelectorAll('li').length })));
      expect(shown).toHaveLength(meanings.length);
      shown.forEach((fold, index) => {
        const meaning = meanings[index]!;
        const languages = meaning.translations!.map((translation) => translation.language.toUpperCase());
        const ordered = languages.includes('FR') ? ['FR', ...languages.filter((code) => code !== 'FR')] : languages;
        expect(fold.summary).toBe(`Traductions · ${ordered.join(' ')}`);
        expect(fold.items).toBe(languages.length);
        expect(fold.open).toBe(meaning.definitions.length === 0);
      });
      // A folded one opens on a tap, and shows the French words first.
      const firstFoldedWithFrench = meanings.findIndex((meaning) => meaning.definitions.length > 0 && meaning.translations!.some((translation) => translation.language === 'fr'));
      const folded = folds.nth(firstFoldedWithFrench);
      await folded.locator('summary').click();
      expect(await folded.evaluate((fold) => (fold as HTMLDetailsElement).open)).toBe(true);
      expect(await folded.locator('li').first().textContent()).toMatch(/^FR \S/);
      expect(await axeViolations(page, 'dialog.drawer')).toEqual([]);
    });

    it('keeps the close button in reach at the end of long details, and closes with it', async () => {
      await page.goto(`${suite.system.gatewayUrl}/?mode=pattern&lang=en&pattern=set&open=set`);
      const drawer = page.locator('dialog.drawer');
      await drawer.locator('.cross-languages').waitFor();
      await drawer.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      const close = drawer.getByRole('button', { name: /Close/ });
      const box = await close.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      await close.click();
      await drawer.waitFor({ state: 'hidden' });
      await page.waitForURL((url) => !url.search.includes('open='));
    });
    it('shows one rack in every language: each with its total, its best words and the letters it has no tile for; a tile opens there', async () => {
      // ł is a Polish tile only; the others set it aside.
      const rack = 'łza?';
      const expected = await suite.api<EveryLanguageBody>(`/api/v1/search/anagram/languages?letters=${encodeURIComponent(rack)}`);
      // Straight from a link (ł alone would be refused by the English search the unchecked box runs).
      await page.goto(`${suite.system.gatewayUrl}/?mode=anagram&lang=en&letters=${encodeURIComponent(rack)}&every=true`);
      await showSearchOptions(page);
      expect(await page.getByLabel('In every language').isChecked()).toBe(true);
      const sections = page.locator('section.language-words');
      await sections.first().waitFor();
      expect(await sections.count()).toBe(expected.languages.length);
      const polish = expected.languages.find((language) => language.language === 'pl');
      const english = expected.languages.find((language) => language.language === 'en');
      expect(polish?.omitted_letters).toEqual([]);
      expect(english?.omitted_letters).toEqual(['ł']);
      const englishSection = page.locator('section.language-words[lang="en"]');
      expect(await englishSection.locator('h2').textContent()).toContain(`${english?.total} matches`);
      expect(await englishSection.locator('.hint', { hasText: 'No tile here for ł' }).count()).toBe(1);
      expect(await page.locator('section.language-words[lang="pl"] .hint', { hasText: 'No tile' }).count()).toBe(0);
      const polishTiles = await page.locator('section.language-words[lang="pl"] .word-row').first().locator('.tile-word').allTextContents();
      expect(polishTiles).toEqual(polish?.longest.map((word) => word.word));
      // The languages with the most words come first.
      const totals = expected.languages.map((language) => language.total ?? -1).sort((a, b) => b - a);
      const shownOrder = await sections.evaluateAll((all) => all.map((section) => section.getAttribute('lang')));
      expect(shownOrder.map((code) => expected.languages.find((language) => language.language === code)?.total ?? -1)).toEqual(totals);
      expect(await axeViolations(page)).toEqual([]);
      // A Polish tile opens the word in Polish.
      await page.locator('section.language-words[lang="pl"] .tile').first().click();
      const drawer = page.locator('dialog.drawer');
      await drawer.locator('.word-big', { hasText: polish?.longest[0]?.word ?? '' }).waitFor();
      await page.waitForURL(/lang=pl/);
      await drawer.getByRole('button', { name: /Close/ }).click();
    });
  });
});
