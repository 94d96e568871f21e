import { DEFAULT_REBUILDABLE_BUDGET_BYTES, keyOrderBytes, letterSetBytes, parsePattern, rebuildableHeldBytes, searchPatternSorted, setRebuildableBudget } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import { sortOrderOf } from '@lexicon/shared';

/**
 * The tables sorted searches rebuild on demand stay within their byte budget, least recently used
 * dropped first, and a search answers the same whether its tables were kept or dropped.
 */
describe('rebuildable tables within a budget', () => {
  afterEach(() => setRebuildableBudget(DEFAULT_REBUILDABLE_BUDGET_BYTES));

  // The tested path, forced (the fixtures are far below the sizes where the service takes it).
  const tested = { maxKeyOrderTests: Number.POSITIVE_INFINITY, testsPerMatch: 0, minMatchesForTests: 0 };
  const sortedPage = (language: 'en' | 'fr', key: 'points' | 'length') => {
    const dictionary = fixtureDictionary(language);
    return { dictionary, page: () => searchPatternSorted(dictionary, { pattern: parsePattern('*', dictionary.rules), contains: new Map(), excludes: new Map(), offset: 0, limit: 5 }, { sort: sortOrderOf(`-${key}`) }, undefined, tested) };
  };

  it('keeps every table while the budget holds them, then drops the least recently used first', () => {
    setRebuildableBudget(DEFAULT_REBUILDABLE_BUDGET_BYTES);
    const english = sortedPage('en', 'points');
    const french = sortedPage('fr', 'points');
    english.page();
    french.page();
    const englishBytes = keyOrderBytes(english.dictionary);
    const frenchBytes = keyOrderBytes(french.dictionary);
    expect(englishBytes).toBeGreaterThan(0);
    expect(frenchBytes).toBeGreaterThan(0);
    // Room for French's order alone: English's, used longest ago, goes.
    setRebuildableBudget(frenchBytes);
    expect(keyOrderBytes(english.dictionary)).toBe(0);
    expect(keyOrderBytes(french.dictionary)).toBe(frenchBytes);
    expect(rebuildableHeldBytes()).toBeLessThanOrEqual(frenchBytes);
    // English sorted again: built anew and kept (just built for its query), French dropped.
    english.page();
    expect(keyOrderBytes(english.dictionary)).toBe(englishBytes);
    expect(keyOrderBytes(french.dictionary)).toBe(0);
  });

  it('answers the same with no budget at all (every table rebuilt for its query) as with room for all', () => {
    const { dictionary, page } = sortedPage('en', 'length');
    setRebuildableBudget(DEFAULT_REBUILDABLE_BUDGET_BYTES);
    const kept = page();
    setRebuildableBudget(0);
    expect(keyOrderBytes(dictionary)).toBe(0);
    expect(letterSetBytes(dictionary)).toBe(0);
    expect(page()).toEqual(kept);
    expect(kept.words.length).toBe(5);
  });
});
