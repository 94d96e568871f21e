import request from 'supertest';
import { fixtureApp, wordsOf } from './search-fixture';

const app = fixtureApp();
const search = (query: string) => request(app).get(`/api/v1/search/anagram?${query}`);

describe('GET /api/v1/search/anagram', () => {
  it('finds every word buildable from a subset of the rack, longest first, then score, then alphabetical', async () => {
    const response = await search('lang=en&letters=tacs').expect(200);
    expect(response.body).toMatchObject({
      tool: 'anagram',
      language: 'en',
      query: { letters: 'acst', min_length: 2, max_length: 4 },
      total: 6,
      returned: 6,
      has_more: false,
      description: '6 English words 2 to 4 letters long can be made from the rack acst.',
    });
    expect(response.body.words).toEqual([
      { word: 'acts', length: 4, points: 6, score: 6 },
      { word: 'cats', length: 4, points: 6, score: 6 },
      { word: 'scat', length: 4, points: 6, score: 6 },
      { word: 'act', length: 3, points: 5, score: 5 },
      { word: 'cat', length: 3, points: 5, score: 5 },
      { word: 'at', length: 2, points: 2, score: 2 },
    ]);
  });

  it('gives each word its hooks with hooks=true, blanks kept; none without', async () => {
    const { body } = await search('lang=en&letters=tac?&min_length=3&hooks=true').expect(200);
    expect(body.words).toContainEqual({ word: 'cat', length: 3, points: 5, score: 5, hooks: { front: ['s'], back: ['s'] } });
    expect(body.words).toContainEqual({ word: 'act', length: 3, points: 5, score: 5, hooks: { front: ['t'], back: ['s'] } });
    expect(body.words).toContainEqual({ word: 'tact', length: 4, points: 6, score: 5, blanks: ['t'], hooks: { front: [], back: [] } });
    const plain = await search('lang=en&letters=tac?&min_length=3').expect(200);
    expect(plain.body.total).toBe(body.total);
    expect(plain.body.words.every((word: object) => !('hooks' in word))).toBe(true);
  });

  it('plays blanks (? or _) as any letter and says which letters they stand for', async () => {
    const response = await search('lang=fr&letters=chat??').expect(200);
    expect(response.body.total).toBe(13);
    // French c 3, h 4, a 1, t 1, x 10: the rack's own tiles score, the letters the blanks play do not.
    expect(response.body.words.slice(0, 5)).toEqual([
      { word: 'chaton', length: 6, points: 11, score: 9, blanks: ['o', 'n'] },
      { word: 'chats', length: 5, points: 10, score: 9, blanks: ['s'] },
      { word: 'hache', length: 5, points: 13, score: 8, blanks: ['h', 'e'] },
      { word: 'chat', length: 4, points: 9, score: 9 },
      { word: 'cote', length: 4, points: 6, score: 4, blanks: ['o', 'e'] },
    ]);
    expect(response.body.words[8]).toEqual({ word: 'taxi', length: 4, points: 13, score: 2, blanks: ['x', 'i'] });
    expect(wordsOf(response.body).slice(5)).toEqual(['coté', 'côte', 'côté', 'taxi', 'eté', 'été', 'ou', 'où']);
    const underscores = await search('lang=fr&letters=chat__').expect(200);
    expect(underscores.body.words).toEqual(response.body.words);
  });

  it('uses rack tiles before blanks and keeps the face value for points', async () => {
    const response = await search('lang=en&letters=hell?').expect(200);
    expect(response.body.words[0]).toEqual({ word: 'hello', length: 5, points: 8, score: 7, blanks: ['o'] });
  });

  it('needs two l tiles for Spanish ll, yet scores the LL tile; a blank never plays k', async () => {
    const calle = await search('lang=es&letters=calle').expect(200);
    expect(calle.body.words[0]).toEqual({ word: 'calle', length: 5, points: 13, score: 13 });
    // A blank in the LL tile makes the whole tile a blank: c 3 + a 1 + e 1.
    const blankL = await search('lang=es&letters=cal?e').expect(200);
    expect(blankL.body.words[0]).toEqual({ word: 'calle', length: 5, points: 13, score: 5, blanks: ['l'] });
    const oneL = await search('lang=es&letters=cale&min_length=5').expect(400);
    expect(oneL.body.error.code).toBe('invalid_length_range');
    const kilo = await search('lang=es&letters=ilo?').expect(200);
    expect(wordsOf(kilo.body)).not.toContain('kilo');
    const withK = await search('lang=es&letters=kilo').expect(200);
    expect(withK.body.words).toContainEqual({ word: 'kilo', length: 4, points: 3, score: 3 });
  });

  describe('score: the points a word makes from this rack', () => {
    it('counts the letters blanks play as 0, and ranks by it after length: quiz from qi?? scores 11, not its face 22', async () => {
      const { body } = await search('lang=en&letters=qi??').expect(200);
      expect(body.words[0]).toEqual({ word: 'quiz', length: 4, points: 22, score: 11, blanks: ['u', 'z'] });
      // Two-letter words made of blanks alone score 0, whatever their face value (go is 3).
      expect(body.words.slice(1)).toEqual([
        { word: 'aa', length: 2, points: 2, score: 0, blanks: ['a', 'a'] },
        { word: 'at', length: 2, points: 2, score: 0, blanks: ['a', 't'] },
        { word: 'go', length: 2, points: 3, score: 0, blanks: ['g', 'o'] },
      ]);
    });

    it('orders a rack of several blanks longest first, then by score, not by the value the blanks would have', async () => {
      const { body } = await search('lang=en&letters=retains??&min_length=4&max_length=4').expect(200);
      const scores = body.words.map((word: { score: number }) => word.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      // taxi's face value (11) is the highest of the four-letter words; its x is a blank, so it ties acts at 3.
      expect(wordsOf(body).slice(0, 5)).toEqual(['acts', 'cats', 'scat', 'taxi', 'went']);
      expect(body.words[3]).toEqual({ word: 'taxi', length: 4, points: 11, score: 3, blanks: ['x'] });
    });

    it('sort=-score is highest score first, ties longest first then alphabetical; sort=score the lowest first; -length is the default order', async () => {
      const byScore = await search('lang=en&letters=qi??&sort=-score').expect(200);
      expect(wordsOf(byScore.body)).toEqual(['quiz', 'aa', 'at', 'go']);
      const lowest = await search('lang=en&letters=qi??&sort=score').expect(200);
      expect(wordsOf(lowest.body)).toEqual(['aa', 'at', 'go', 'quiz']);
      expect(lowest.body.query).toMatchObject({ sort: 'score' });
      const longest = await search('lang=fr&letters=chat??&sort=-length').expect(200);
      expect(longest.body.words).toEqual((await search('lang=fr&letters=chat??').expect(200)).body.words);
      // score and points part ways on blanks: taxi (face 13) leads -points, trails -score.
      const points = await search('lang=fr&letters=chat??&sort=-points').expect(200);
      expect(wordsOf(points.body)[0]).toBe('hache');
      const score = await search('lang=fr&letters=chat??&sort=-score').expect(200);
      expect(score.body.words.slice(0, 4).map((word: { word: string; score: number }) => `${word.word}:${word.score}`)).toEqual(['chaton:9', 'chats:9', 'chat:9', 'hache:8']);
    });

    it('with no blank, score is the face value', async () => {
      const { body } = await search('lang=en&letters=tacs&sort=-score').expect(200);
      expect(body.words.every((word: { points: number; score: number }) => word.points === word.score)).toBe(true);
      expect(wordsOf(body)).toEqual(wordsOf((await search('lang=en&letters=tacs&sort=-points').expect(200)).body));
    });

    it('is for anagrams: pattern search answers sort=score with 400 invalid_parameter, naming why', async () => {
      const { body } = await request(app).get('/api/v1/search/pattern?lang=en&pattern=c?t&sort=score').expect(400);
      expect(body.error).toMatchObject({ code: 'invalid_parameter', details: { parameter: 'sort', value: 'score' } });
      expect(body.error.message).toMatch(/anagram/);
    });
  });

  it('honours min_length and max_length, max_length capped at the rack size', async () => {
    const exact = await search('lang=en&letters=tacs&min_length=4&max_length=4').expect(200);
    expect(wordsOf(exact.body)).toEqual(['acts', 'cats', 'scat']);
    const capped = await search('lang=en&letters=tacs&max_length=20').expect(200);
    expect(capped.body.query).toEqual({ letters: 'acst', min_length: 2, max_length: 4 });
    const short = await search('lang=en&letters=tacs&max_length=2').expect(200);
    expect(wordsOf(short.body)).toEqual(['at']);
  });

  it('folds rack letters like words: é plays as e in French', async () => {
    const response = await search('lang=fr&letters=ÉTÉ').expect(200);
    expect(wordsOf(response.body)).toEqual(['eté', 'été']);
  });

  it('reads a rack typed with e + U+0301 (NFD) as the tile é', async () => {
    const nfc = await request(app).get(`/api/v1/search/anagram?lang=fr&letters=${encodeURIComponent('t\u00e9\u00e9')}`).expect(200);
    const nfd = await request(app).get(`/api/v1/search/anagram?lang=fr&letters=${encodeURIComponent('te\u0301e\u0301')}`).expect(200);
    expect(nfd.body).toEqual(nfc.body);
    expect(nfd.body.query.letters).toBe(nfc.body.query.letters);
  });

  it('answers a one-tile rack with default lengths 200 with no words, in proper grammar', async () => {
    const response = await search('lang=en&letters=w').expect(200);
    expect(response.body).toMatchObject({ total: 0, words: [], query: { letters: 'w', min_length: 1, max_length: 1 } });
    expect(response.body.description).toBe('0 English words 1 letter long can be made from the rack w.');
  });

  it('still refuses a min_length the client sent above the rack size', async () => {
    const response = await search('lang=en&letters=w&min_length=2').expect(400);
    expect(response.body.error.code).toBe('invalid_length_range');
  });

  it('clamps a huge limit and answers a huge offset with an empty page', async () => {
    const response = await search('lang=en&letters=tac&limit=2147483648&offset=2147483648').expect(200);
    expect(response.body).toMatchObject({ limit: 1000, offset: 1_000_000_000, returned: 0, has_more: false });
  });

  it('pages the ordered result', async () => {
    const all = wordsOf((await search('lang=en&letters=tacs').expect(200)).body);
    const second = await search('lang=en&letters=tacs&limit=2&offset=2').expect(200);
    expect(wordsOf(second.body)).toEqual(all.slice(2, 4));
    expect(second.body).toMatchObject({ has_more: true, total: 6 });
  });

  describe('errors', () => {
    it.each([
      ['letters=abc', 'missing_lang', 'lang', null],
      ['lang=zz&letters=abc', 'invalid_language', 'lang', 'zz'],
      ['lang=en', 'missing_letters', 'letters', null],
      ['lang=en&letters=', 'missing_letters', 'letters', ''],
      ['lang=en&letters=ab1', 'invalid_letters', 'letters', 'ab1'],
      ['lang=en&letters=a%20b', 'invalid_letters', 'letters', 'a b'],
      [`lang=en&letters=${'a'.repeat(33)}`, 'invalid_letters', 'letters', 'a'.repeat(33)],
      ['lang=en&letters=abc&min_length=4', 'invalid_length_range', 'min_length', 4],
      ['lang=en&letters=abcd&min_length=3&max_length=2', 'invalid_length_range', 'min_length', 3],
      ['lang=en&letters=abc&min_length=two', 'invalid_parameter', 'min_length', 'two'],
      ['lang=en&letters=abc&max_length=0', 'invalid_parameter', 'max_length', '0'],
      ['lang=en&letters=abc&limit=0', 'invalid_parameter', 'limit', '0'],
      ['lang=en&letters=abc&offset=x', 'invalid_parameter', 'offset', 'x'],
      ['lang=en&letters=abc&hooks=TRUE', 'invalid_parameter', 'hooks', 'TRUE'],
      ['lang=en&letters=abc&hooks=on', 'invalid_parameter', 'hooks', 'on'],
    ])('%s → 400 %s naming %s', async (query, code, parameter, value) => {
      const response = await search(query).expect(400);
      expect(response.body.error.code).toBe(code);
      expect(response.body.error.details).toMatchObject({ parameter, value });
    });

    it('accepts 32 tiles', async () => {
      await search(`lang=en&letters=${'a'.repeat(30)}??`).expect(200);
    });
  });
});
