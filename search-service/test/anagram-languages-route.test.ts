import request from 'supertest';
import { LANGUAGE_CODES } from '@lexicon/shared';
import { fixtureApp } from './search-fixture';

const app = fixtureApp();
const search = (query: string) => request(app).get(`/api/v1/search/anagram/languages?${query}`);

interface LanguageAnswer {
  language: string;
  rack: string;
  omitted_letters: string[];
  untiled_letters: string[];
  total: number;
  longest: Array<{ word: string; score: number; points: number; length: number }>;
  highest_scoring: Array<{ word: string; score: number; points: number; length: number }>;
}
const answerOf = (body: { languages: LanguageAnswer[] }, language: string): LanguageAnswer => body.languages.find((entry) => entry.language === language) as LanguageAnswer;

describe('GET /api/v1/search/anagram/languages', () => {
  it('answers every language, in the order of /api/v1/languages, each with what its own anagram search says', async () => {
    const { body } = await search('letters=chat??&limit=3').expect(200);
    expect(body.tool).toBe('anagram_languages');
    expect(body.query).toEqual({ letters: 'chat??', min_length: null, max_length: null, limit: 3 });
    expect(body.languages.map((entry: LanguageAnswer) => entry.language)).toEqual([...LANGUAGE_CODES]);
    for (const language of LANGUAGE_CODES) {
      const single = (await request(app).get(`/api/v1/search/anagram?lang=${language}&letters=chat??&limit=3`).expect(200)).body;
      const scored = (await request(app).get(`/api/v1/search/anagram?lang=${language}&letters=chat??&limit=3&sort=-score`).expect(200)).body;
      const answer = answerOf(body, language);
      expect(answer.total).toBe(single.total);
      expect(answer.rack).toBe(single.query.letters);
      expect(answer.longest).toEqual(single.words);
      expect(answer.highest_scoring).toEqual(scored.words);
    }
    // French c 3, h 4, a 1, t 1: chaton keeps the rack's 9 points, its o and n being blanks.
    expect(answerOf(body, 'fr').longest[0]).toEqual({ word: 'chaton', length: 6, points: 11, score: 9, blanks: ['o', 'n'] });
    expect(body.description).toBe('The rack chat?? makes words in 12 of 12 languages; the highest score is chaton in French, 9 points.');
  });

  it('names the characters a language has no letter for, and searches the rest there', async () => {
    const { body } = await search('letters=straße').expect(200);
    const english = answerOf(body, 'en');
    expect(english.omitted_letters).toEqual(['ß']);
    expect(english.rack).toBe('aerst');
    const german = answerOf(body, 'de');
    expect(german.omitted_letters).toEqual([]);
    expect(german.rack).toBe('aerssst');
    expect(german.longest.map((word) => word.word)).toEqual(['strasse', 'straße']);
  });

  it('names rack letters that have no tile in a language (Spanish k): played from the rack, scoring 0', async () => {
    const { body } = await search('letters=kilo').expect(200);
    const spanish = answerOf(body, 'es');
    expect(spanish.untiled_letters).toEqual(['k']);
    expect(spanish.longest).toEqual([{ word: 'kilo', length: 4, points: 3, score: 3 }]);
    expect(answerOf(body, 'en').untiled_letters).toEqual([]);
  });

  it('gives a language whose rack is all foreign characters an empty rack and nothing found, not an error', async () => {
    const { body } = await search('letters=ßß').expect(200);
    const french = answerOf(body, 'fr');
    expect(french).toMatchObject({ rack: '', omitted_letters: ['ß'], total: 0, longest: [], highest_scoring: [] });
    expect(answerOf(body, 'de').rack).toBe('ssss');
  });

  it('takes min_length and max_length for every language, a language whose rack is too short making nothing', async () => {
    const { body } = await search('letters=straße&min_length=6').expect(200);
    expect(answerOf(body, 'de').total).toBe(2);
    expect(answerOf(body, 'en')).toMatchObject({ total: 0, longest: [] });
  });

  it('clamps limit at 25 words a list', async () => {
    const { body } = await search('letters=chat??&limit=1000').expect(200);
    expect(body.query.limit).toBe(25);
  });

  describe('errors', () => {
    it.each([
      ['', 'missing_letters', 'letters', null],
      ['letters=', 'missing_letters', 'letters', ''],
      ['letters=ab1', 'invalid_letters', 'letters', 'ab1'],
      [`letters=${'a'.repeat(33)}`, 'invalid_letters', 'letters', 'a'.repeat(33)],
      ['letters=abc&min_length=4&max_length=3', 'invalid_length_range', 'min_length', 4],
      ['letters=abc&limit=0', 'invalid_parameter', 'limit', '0'],
      ['letters=abc&min_length=x', 'invalid_parameter', 'min_length', 'x'],
    ])('%s → 400 %s naming %s', async (query, code, parameter, value) => {
      const { body } = await search(query).expect(400);
      expect(body.error.code).toBe(code);
      expect(body.error.details).toMatchObject({ parameter, value });
    });
  });
});
