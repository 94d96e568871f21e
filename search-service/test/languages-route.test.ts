import { createLogger, LANGUAGE_CODES } from '@lexicon/shared';
import { DictionarySet } from '@lexicon/dictionary-store';
import request from 'supertest';
import { createApp } from '../src/app';
import { fixtureApp } from './search-fixture';

describe('GET /api/v1/languages', () => {
  it('lists every language with its names, flag, word count, alphabet and dictionary provenance, and totals', async () => {
    const response = await request(fixtureApp()).get('/api/v1/languages').expect(200);
    const { languages, totals } = response.body as {
      languages: Array<Record<string, unknown> & { word_count: number }>;
      totals: { languages: number; words: number };
    };
    expect(languages.map((language) => language.code)).toEqual([...LANGUAGE_CODES]);
    expect(languages[0]).toEqual({
      code: 'en',
      name: 'English',
      native_name: 'English',
      flag: '🇬🇧',
      word_count: expect.any(Number),
      alphabet: 'abcdefghijklmnopqrstuvwxyz',
      dictionary: {
        name: expect.stringContaining('English'),
        sources: [{ package: 'lexicon-fixture', version: '0.0.0', licence: 'MIT' }],
      },
    });
    expect(languages.find((language) => language.code === 'sv')?.alphabet).toBe('abcdefghijklmnopqrstuvwxyzåäö');
    expect(totals).toEqual({ languages: 12, words: languages.reduce((sum, language) => sum + language.word_count, 0) });
  });

  it('answers 503 while the dictionaries are still loading', async () => {
    const app = createApp({ logger: createLogger('search-service', 'silent'), dictionaries: new DictionarySet() });
    const response = await request(app).get('/api/v1/languages').expect(503);
    expect(response.body.error.code).toBe('service_unavailable');
    await request(app).get('/api/v1/search/pattern?lang=en&pattern=cat').expect(503);
  });
});
