import request from 'supertest';
import { fixtureApp, wordsOf } from './search-fixture';

const app = fixtureApp();
const search = (query: string) => request(app).get(`/api/v1/search/pattern?${query}`);

describe('GET /api/v1/search/pattern', () => {
  it('answers c?t with the matching words, their length and points, and the pagination fields', async () => {
    const response = await search('lang=en&pattern=c?t').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual({
      tool: 'pattern',
      language: 'en',
      query: { pattern: 'c?t', contains: null, excludes: null },
      total: 3,
      returned: 3,
      has_more: false,
      offset: 0,
      limit: 100,
      description: '3 English words match the pattern c?t.',
      words: [
        { word: 'cat', length: 3, points: 5 },
        { word: 'cot', length: 3, points: 5 },
        { word: 'cut', length: 3, points: 5 },
      ],
    });
  });

  it('gives each word its hooks with hooks=true (cat: s before for scat, s after for cats), and none without', async () => {
    const { body } = await search('lang=en&pattern=c?t&hooks=true').expect(200);
    expect(body.words).toEqual([
      { word: 'cat', length: 3, points: 5, hooks: { front: ['s'], back: ['s'] } },
      { word: 'cot', length: 3, points: 5, hooks: { front: [], back: [] } },
      { word: 'cut', length: 3, points: 5, hooks: { front: [], back: [] } },
    ]);
    const at = await search('lang=en&pattern=at&hooks=true').expect(200);
    expect(at.body.words).toEqual([{ word: 'at', length: 2, points: 2, hooks: { front: ['b', 'c'], back: [] } }]);
    for (const query of ['lang=en&pattern=c?t', 'lang=en&pattern=c?t&hooks=false']) {
      const plain = await search(query).expect(200);
      expect(plain.body.words.every((word: object) => !('hooks' in word))).toBe(true);
      expect(plain.body.total).toBe(body.total);
    }
  });

  it('gives hooks in folded letters, one set per folded form: fr eté and été both hook s after (étés), played as s', async () => {
    const { body } = await search('lang=fr&pattern=ete&hooks=true').expect(200);
    expect(body.words).toEqual([
      { word: 'eté', length: 3, points: 3, hooks: { front: [], back: ['s'] } },
      { word: 'été', length: 3, points: 3, hooks: { front: [], back: ['s'] } },
    ]);
  });

  it.each([
    ['? and _ stand for one letter, in any case', 'C_T', ['cat', 'cot', 'cut']],
    ['* and % stand for zero or more letters', 'ca%', ['cafe', 'café', 'cat', 'cats']],
    ['a raw % that is no URL escape is the wildcard', 'c%t', ['cat', 'coat', 'cot', 'cut']],
    ['an escaped %25 is the wildcard too', 'c%25t', ['cat', 'coat', 'cot', 'cut']],
    ['[abc] is one of these letters', '[bc]at', ['bat', 'cat']],
    ['[^abc] is any letter but these', '[^c]at', ['bat']],
    ['@ is a vowel', 'c@t', ['cat', 'cot', 'cut']],
    ['# (sent as %23) is a consonant', 'ca%23', ['cat']],
    ['the whole word must match', 'at', ['at']],
  ])('%s', async (_rule, pattern, expected) => {
    const response = await search(`lang=en&pattern=${pattern}`).expect(200);
    expect(wordsOf(response.body)).toEqual(expected);
  });

  it('matches on the folded form and shows dictionary spellings: fr ete finds été', async () => {
    const response = await search('lang=fr&pattern=ete').expect(200);
    expect(wordsOf(response.body)).toEqual(['eté', 'été']);
    expect(response.body.words[1]).toEqual({ word: 'été', length: 3, points: 3 });
  });

  it.each([
    ['pattern', 'lang=en&pattern=', 'caf\u00e9', 'cafe\u0301'],
    ['contains', 'lang=en&pattern=caf?&contains=', '\u00e9', 'e\u0301'],
    ['excludes', 'lang=en&pattern=caf?&excludes=', '\u00e9', 'e\u0301'],
  ])('reads %s typed as e + U+0301 (NFD, as macOS sends it) as é', async (_name, prefix, composed, decomposed) => {
    const nfc = await search(`${prefix}${encodeURIComponent(composed)}`).expect(200);
    const nfd = await search(`${prefix}${encodeURIComponent(decomposed)}`).expect(200);
    expect(nfd.body).toEqual(nfc.body);
  });

  it('refuses a pattern of 8 KB with 400 invalid_pattern, echoing at most 200 of its characters', async () => {
    const response = await search(`lang=en&pattern=${'a'.repeat(8_192)}`).expect(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_pattern', message: 'pattern has at most 256 characters.', details: { parameter: 'pattern' } });
    expect(response.text.length).toBeLessThan(1_000);
  });

  it('matches German strasse to straße, seven letters', async () => {
    const response = await search('lang=de&pattern=strasse').expect(200);
    expect(response.body.words).toEqual([
      { word: 'strasse', length: 7, points: 7 },
      { word: 'straße', length: 7, points: 7 },
    ]);
  });

  it('keeps words holding every letter of contains, as many times as given', async () => {
    const once = await search('lang=en&pattern=*&contains=t').expect(200);
    expect(wordsOf(once.body)).toEqual(expect.arrayContaining(['tact', 'cat', 'taxi']));
    const twice = await search('lang=en&pattern=*&contains=tt').expect(200);
    expect(wordsOf(twice.body)).toEqual(['tact']);
    expect(twice.body.query).toEqual({ pattern: '*', contains: 'tt', excludes: null });
  });

  it('drops words holding any letter of excludes', async () => {
    const response = await search('lang=en&pattern=c?t&excludes=o').expect(200);
    expect(wordsOf(response.body)).toEqual(['cat', 'cut']);
  });

  it('refuses a letter both in contains and excludes with 400 invalid_parameter', async () => {
    const response = await search('lang=en&pattern=c*&contains=at&excludes=ta').expect(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_parameter', details: { parameter: 'excludes', value: 'ta', conflicting_letters: 'at' } });
  });

  describe('pagination', () => {
    it('clamps a limit of 2^31 or more like any limit above 1000', async () => {
      for (const limit of ['2147483648', '99999999999999999999']) {
        expect((await search(`lang=en&pattern=*&limit=${limit}`).expect(200)).body.limit).toBe(1000);
      }
    });

    it('answers an offset of 2^31 or more with an empty page, the offset read as at most 1,000,000,000', async () => {
      const response = await search('lang=en&pattern=*&offset=2147483648').expect(200);
      expect(response.body).toMatchObject({ returned: 0, has_more: false, offset: 1_000_000_000, words: [] });
      expect(response.body.total).toBeGreaterThan(0);
    });

    it('defaults to 100, clamps limits above 1000 to 1000, and says so', async () => {
      expect((await search('lang=en&pattern=*').expect(200)).body.limit).toBe(100);
      const clamped = await search('lang=en&pattern=*&limit=5000').expect(200);
      expect(clamped.body.limit).toBe(1000);
    });

    it('pages with offset and has_more, and answers an empty page beyond the end', async () => {
      const first = await search('lang=en&pattern=c*&limit=2').expect(200);
      expect(first.body).toMatchObject({ returned: 2, has_more: true, offset: 0, limit: 2 });
      const total = first.body.total as number;
      const last = await search(`lang=en&pattern=c*&limit=2&offset=${total - 1}`).expect(200);
      expect(last.body).toMatchObject({ returned: 1, has_more: false, total });
      const beyond = await search(`lang=en&pattern=c*&offset=${total + 10}`).expect(200);
      expect(beyond.body).toMatchObject({ returned: 0, has_more: false, total, words: [] });
    });

    it('yields every match once, in order, whatever the page size', async () => {
      const all = wordsOf((await search('lang=en&pattern=*&limit=1000').expect(200)).body);
      for (const size of [1, 3, 7]) {
        const collected: string[] = [];
        for (let offset = 0; offset < all.length; offset += size) {
          collected.push(...wordsOf((await search(`lang=en&pattern=*&limit=${size}&offset=${offset}`).expect(200)).body));
        }
        expect(collected).toEqual(all);
      }
    });
  });

  describe('lengths (min_length, max_length)', () => {
    /** Every match of a query without lengths, each with its length, paged through. */
    async function everyMatch(query: string): Promise<Array<{ word: string; length: number }>> {
      const { body } = await search(`${query}&limit=1000`).expect(200);
      expect(body.has_more).toBe(false);
      return body.words;
    }

    it.each([
      ['c*', 3, 3],
      ['c*', 4, 4],
      ['*t', 2, 3],
      ['*', 4, 32],
      ['*a*', 1, 3],
    ])('%s from %i to %i letters: the matches of those lengths only, counted in total', async (pattern, min, max) => {
      const all = await everyMatch(`lang=en&pattern=${pattern}`);
      const expected = all.filter(({ length }) => length >= min && length <= max).map(({ word }) => word);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      const { body } = await search(`lang=en&pattern=${pattern}&min_length=${min}&max_length=${max}&limit=1000`).expect(200);
      expect(body.total).toBe(expected.length);
      expect(wordsOf(body)).toEqual(expected);
      expect(body.query).toMatchObject({ min_length: min, max_length: max });
    });

    it('pages and has_more count the words within the lengths; either bound alone applies', async () => {
      const all = await everyMatch('lang=en&pattern=*');
      const four = all.filter(({ length }) => length === 4).map(({ word }) => word);
      const first = await search('lang=en&pattern=*&min_length=4&max_length=4&limit=2').expect(200);
      expect([first.body.total, first.body.returned, first.body.has_more, wordsOf(first.body)]).toEqual([four.length, 2, four.length > 2, four.slice(0, 2)]);
      const second = await search('lang=en&pattern=*&min_length=4&max_length=4&limit=2&offset=2').expect(200);
      expect(wordsOf(second.body)).toEqual(four.slice(2, 4));
      const atLeast = await search('lang=en&pattern=*&min_length=5&limit=1000').expect(200);
      expect(wordsOf(atLeast.body)).toEqual(all.filter(({ length }) => length >= 5).map(({ word }) => word));
      expect(atLeast.body.query).toMatchObject({ min_length: 5 });
      expect(atLeast.body.query).not.toHaveProperty('max_length');
      const atMost = await search('lang=en&pattern=*&max_length=2&limit=1000').expect(200);
      expect(wordsOf(atMost.body)).toEqual(all.filter(({ length }) => length <= 2).map(({ word }) => word));
    });

    it('keeps to the lengths in every order: sorted by length, a length group counts its own words (min_length = max_length, limit=1)', async () => {
      const all = await everyMatch('lang=en&pattern=*');
      for (const length of new Set(all.map((word) => word.length))) {
        const group = await search(`lang=en&pattern=*&sort=length&min_length=${length}&max_length=${length}&limit=1`).expect(200);
        expect(group.body.total).toBe(all.filter((word) => word.length === length).length);
      }
      const longest = await search('lang=en&pattern=*&sort=-points&min_length=3&max_length=3&limit=1000').expect(200);
      expect(longest.body.words.every((word: { length: number }) => word.length === 3)).toBe(true);
      expect(longest.body.total).toBe(all.filter((word) => word.length === 3).length);
    });

    it('counts letters as played: German straße is 7 letters, so strasse matches at 7 and not at 6', async () => {
      const seven = await search('lang=de&pattern=stra*&min_length=7&max_length=7').expect(200);
      expect(wordsOf(seven.body)).toContain('straße');
      const six = await search('lang=de&pattern=stra*&min_length=6&max_length=6').expect(200);
      expect(wordsOf(six.body)).not.toContain('straße');
    });

    it('finds nothing, without an error, for lengths no word has (above 32 letters, or beyond the 2^31 an integer may name)', async () => {
      for (const query of ['min_length=33', 'min_length=40&max_length=50', 'min_length=99999999999', 'max_length=99999999999&min_length=33']) {
        const { body } = await search(`lang=en&pattern=*&${query}`).expect(200);
        expect([query, body.total, body.words]).toEqual([query, 0, []]);
      }
      const all = await search('lang=en&pattern=*&limit=1').expect(200);
      const huge = await search('lang=en&pattern=*&max_length=99999999999&limit=1').expect(200);
      expect(huge.body.total).toBe(all.body.total);
    });

    it('says the lengths in the description, and a star-free pattern of another length matches nothing', async () => {
      const { body } = await search('lang=en&pattern=c?t&min_length=4').expect(200);
      expect([body.total, body.description]).toEqual([0, '0 English words of at least 4 letters match the pattern c?t.']);
      const same = await search('lang=en&pattern=c?t&min_length=3&max_length=3').expect(200);
      expect(same.body.description).toBe('3 English words of 3 letters match the pattern c?t.');
    });
  });

  describe('parameters of other operations', () => {
    it('refuses one with 400 invalid_parameter naming it, the operation that takes it and what pattern search takes', async () => {
      const { body } = await search('lang=en&pattern=c?t&letters=cat').expect(400);
      expect(body.error.message).toBe(
        'GET /api/v1/search/pattern does not take letters (GET /api/v1/search/anagram and GET /api/v1/search/anagram/languages do); it takes lang, pattern, contains, excludes, min_length, max_length, limit, offset, hooks, sort, common, dict.',
      );
      expect(body.error.details.accepted).toEqual(['lang', 'pattern', 'contains', 'excludes', 'min_length', 'max_length', 'limit', 'offset', 'hooks', 'sort', 'common', 'dict']);
    });

    it('leaves a name no operation documents alone (a cache-buster)', async () => {
      const { body } = await search('lang=en&pattern=c?t&_=1712345678').expect(200);
      expect(body.total).toBe(3);
    });
  });

  describe('errors', () => {
    it.each([
      ['pattern=cat', 'missing_lang', 'lang', null],
      ['lang=&pattern=cat', 'missing_lang', 'lang', ''],
      ['lang=xx&pattern=cat', 'invalid_language', 'lang', 'xx'],
      ['lang=en', 'missing_pattern', 'pattern', null],
      ['lang=en&pattern=', 'missing_pattern', 'pattern', ''],
      ['lang=en&pattern=c[t', 'invalid_pattern', 'pattern', 'c[t'],
      ['lang=en&pattern=c1t', 'invalid_pattern', 'pattern', 'c1t'],
      ['lang=en&pattern=cat&limit=0', 'invalid_parameter', 'limit', '0'],
      ['lang=en&pattern=cat&limit=ten', 'invalid_parameter', 'limit', 'ten'],
      ['lang=en&pattern=cat&limit=1.5', 'invalid_parameter', 'limit', '1.5'],
      ['lang=en&pattern=cat&offset=-1', 'invalid_parameter', 'offset', '-1'],
      ['lang=en&pattern=cat&contains=a1', 'invalid_parameter', 'contains', 'a1'],
      ['lang=en&pattern=cat&excludes=%20', 'invalid_parameter', 'excludes', ' '],
      ['lang=en&lang=fr&pattern=cat', 'invalid_language', 'lang', ['en', 'fr']],
      ['lang=en&pattern=cat&hooks=yes', 'invalid_parameter', 'hooks', 'yes'],
      ['lang=en&pattern=cat&hooks=1', 'invalid_parameter', 'hooks', '1'],
      ['lang=en&pattern=cat&hooks=', 'invalid_parameter', 'hooks', ''],
      ['lang=en&pattern=cat&hooks=true&hooks=true', 'invalid_parameter', 'hooks', ['true', 'true']],
      ['lang=en&pattern=c*&min_length=0', 'invalid_parameter', 'min_length', '0'],
      ['lang=en&pattern=c*&max_length=four', 'invalid_parameter', 'max_length', 'four'],
      ['lang=en&pattern=c*&min_length=3&min_length=4', 'invalid_parameter', 'min_length', ['3', '4']],
      ['lang=en&pattern=c*&min_length=5&max_length=4', 'invalid_length_range', 'min_length', 5],
      ['lang=en&pattern=c*&letters=cat', 'invalid_parameter', 'letters', 'cat'],
      ['lang=en&pattern=c*&family_limit=5', 'invalid_parameter', 'family_limit', '5'],
      ['lang=en&pattern=c*&words=cat', 'invalid_parameter', 'words', 'cat'],
      ['lang=en&pattern=c*&letters=ab&letters=cd', 'invalid_parameter', 'letters', ['ab', 'cd']],
    ])('%s → 400 %s naming %s', async (query, code, parameter, value) => {
      const response = await search(query).expect(400);
      expect(response.body.error.code).toBe(code);
      expect(response.body.error.details).toMatchObject({ parameter, value });
      expect(typeof response.body.error.message).toBe('string');
    });

    it('gives the position of a pattern fault', async () => {
      const response = await search(`lang=en&pattern=${'a'.repeat(65)}`).expect(400);
      expect(response.body.error.details).toMatchObject({ position: 64 });
      const stars = await search('lang=en&pattern=*a*b*c*d*e*f*g*h*i').expect(400);
      expect(stars.body.error.details).toMatchObject({ position: 16 });
    });
  });
});
