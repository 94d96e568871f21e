import request from 'supertest';
import { MAX_CHECKED_WORDS, QUERY_COST_HEADER, WORD_CHECK_UNITS } from '@lexicon/shared';
import { fixtureApp } from './search-fixture';

const app = fixtureApp();
const check = (query: string) => request(app).get(`/api/v1/words?${query}`);

describe('GET /api/v1/words', () => {
  it('answers each word in the order asked: playable with points, spellings and lists, or not with suggestions', async () => {
    const { body } = await check('lang=en&words=cat,xyzzy,dogs').expect(200);
    expect(body.language).toBe('en');
    expect(body.playable).toBe(false);
    expect(body.words.map((word: { word: string }) => word.word)).toEqual(['cat', 'xyzzy', 'dogs']);
    const details = (await request(app).get('/api/v1/words?lang=en&words=cat')).body.words[0];
    expect(details).toMatchObject({ word: 'cat', folded: 'cat', playable: true, points: 5, base: ['cat'] });
    expect(details.lists).toContain('full');
    expect(details.suggestions).toBeUndefined();
    expect(body.words[1]).toMatchObject({ word: 'xyzzy', playable: false, base: [], lists: [] });
    expect(Array.isArray(body.words[1].suggestions)).toBe(true);
  }, 60_000);

  it('folds as patterns fold and answers words that fold alike once, where first asked', async () => {
    const { body } = await check(`lang=fr&words=${encodeURIComponent('ETE, été,ete')}`).expect(200);
    expect(body.words).toHaveLength(1);
    // The fixture list holds both spellings; neither is typed, so the first in collation order is shown.
    expect(body.words[0]).toMatchObject({ word: 'eté', folded: 'ete', playable: true, base: ['eté', 'été'] });
    expect(body.playable).toBe(true);
  });

  it('suggests for an unplayable word what word details suggests', async () => {
    const { body } = await check(`lang=pl&words=zdzblo`).expect(200);
    expect(body.words[0].playable).toBe(false);
    expect(body.words[0].suggestions).toContain('źdźbło');
  });

  it('reports each word answered as its share of the cost, beside the lookups\' own work', async () => {
    const one = await check('lang=en&words=cat').expect(200);
    const three = await check('lang=en&words=cat,cats,cat').expect(200);
    expect(Number(one.headers[QUERY_COST_HEADER])).toBeGreaterThanOrEqual(WORD_CHECK_UNITS);
    expect(Number(one.headers[QUERY_COST_HEADER])).toBeLessThan(2 * WORD_CHECK_UNITS);
    expect(Number(three.headers[QUERY_COST_HEADER])).toBeGreaterThanOrEqual(2 * WORD_CHECK_UNITS);
    expect(Number(three.headers[QUERY_COST_HEADER])).toBeLessThan(3 * WORD_CHECK_UNITS);
  });

  it(`takes ${MAX_CHECKED_WORDS} words and refuses ${MAX_CHECKED_WORDS + 1}`, async () => {
    const many = Array.from({ length: MAX_CHECKED_WORDS }, (_, index) => (index % 2 === 0 ? 'cat' : `cat${'s'.repeat(index)}`.slice(0, 32)));
    await check(`lang=en&words=${many.join(',')}`).expect(200);
    const { body } = await check(`lang=en&words=${[...many, 'cat'].join(',')}`).expect(400);
    expect(body.error).toMatchObject({ code: 'invalid_words', message: `words holds ${MAX_CHECKED_WORDS + 1} words; at most ${MAX_CHECKED_WORDS}.`, details: { parameter: 'words' } });
  });

  it.each([
    ['lang=en', 'missing_words', 'words'],
    ['lang=en&words=', 'missing_words', 'words'],
    ['lang=en&words=cat,,dogs', 'invalid_words', 'words'],
    ['lang=en&words=cat,', 'invalid_words', 'words'],
    ['lang=en&words=cat,%20,dogs', 'invalid_words', 'words'],
    ['lang=en&words=cat&words=dogs', 'invalid_words', 'words'],
    ['lang=en&words=c4t', 'invalid_words', 'words'],
    [`lang=en&words=cat,${'a'.repeat(33)}`, 'invalid_words', 'words'],
    ['words=cat', 'missing_lang', 'lang'],
    ['lang=xx&words=cat', 'invalid_language', 'lang'],
  ])('%s is a 400 %s in the envelope', async (query, code, parameter) => {
    const { body } = await check(query).expect(400);
    expect(body.error.code).toBe(code);
    expect(body.error.details.parameter).toBe(parameter);
    expect(body.error.message.length).toBeGreaterThan(10);
  });

  it('names the word that is no word of the language', async () => {
    const { body } = await check('lang=en&words=cat,c4t').expect(400);
    expect(body.error).toEqual({ code: 'invalid_words', message: '"c4t" is not a word of up to 32 English letters.', details: { parameter: 'words', value: 'c4t', word: 'c4t' } });
  });
});
