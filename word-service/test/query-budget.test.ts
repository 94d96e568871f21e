import { dataDirectory, DictionarySet } from '@lexicon/dictionary-store';
import { QUERY_COST_HEADER } from '@lexicon/shared';
import request from 'supertest';
import { type HunspellRoots, loadHunspellRoots } from '../src/definitions/hunspell-roots';
import { WordnetDatabase } from '../src/definitions/wordnet-database';
import type { SpeechEngine } from '../src/pronunciation/speech-engine';
import { fixtureApp, realSpeech } from './word-fixture';

/** A lookup's engine work runs under the request's deadline and reports its cost (the complete English list). */
describe('word-service query budget', () => {
  let speech: SpeechEngine;
  let dictionaries: DictionarySet;
  // Read once for every app of this file: the lookups below time the engine's work, not these reads.
  let englishRoots: Promise<HunspellRoots>;
  let wordnet: Promise<WordnetDatabase>;

  beforeAll(async () => {
    speech = await realSpeech();
    englishRoots = loadHunspellRoots('en');
    wordnet = WordnetDatabase.load();
    await Promise.all([englishRoots, wordnet]);
    dictionaries = new DictionarySet(['en']);
    await dictionaries.load(dataDirectory(process.env));
  }, 60_000);
  afterAll(() => speech.close());

  it('reports the cost of an answered lookup and of a word the list lacks', async () => {
    const app = fixtureApp(speech, { dictionaries, hunspellRoots: { en: englishRoots }, wordnet, work: { queryBudgetMs: 10_000 } });
    const found = await request(app).get('/api/v1/word/en/in?family_limit=200').expect(200);
    expect(Number(found.headers[QUERY_COST_HEADER])).toBeGreaterThan(1_000);
    const missing = await request(app).get('/api/v1/word/en/qzxqzxqzxqzxqzx').expect(404);
    expect(Number(missing.headers[QUERY_COST_HEADER])).toBeGreaterThan(0);
  });

  it('answers 422 query_too_expensive, with what to narrow, when the families of a two-letter word outrun the budget', async () => {
    const app = fixtureApp(speech, { dictionaries, hunspellRoots: { en: englishRoots }, wordnet, work: { queryBudgetMs: 1 } });
    const response = await request(app).get('/api/v1/word/en/in?family_limit=200').expect(422);
    expect(response.body.error).toMatchObject({ code: 'query_too_expensive', details: { budget_ms: 1, narrow: ['a smaller family_limit', 'a longer or more specific word'] } });
    expect(Number(response.headers[QUERY_COST_HEADER])).toBeGreaterThan(0);
  });

  it('waits for a pronunciation only until the query\'s deadline, then answers without the phonetic', async () => {
    // eSpeak NG slowed down (a busy machine): each call answers after 2 s.
    const slow: SpeechEngine = {
      kind: speech.kind,
      ipa: async (voice, text) => {
        // The real call starts now (and ends within the test); only its answer is held back.
        const ipa = speech.ipa(voice, text);
        await new Promise((resolve) => setTimeout(resolve, 2_000).unref());
        return ipa;
      },
      wav: (voice, text) => speech.wav(voice, text),
      close: async () => undefined,
    };
    const app = fixtureApp(slow, { dictionaries, pronunciationBudgetMs: 20_000, work: { queryBudgetMs: 300 } });
    const response = await request(app).get('/api/v1/word/en/zyzzyva?family_limit=1').expect(200);
    expect(response.body.word).toBe('zyzzyva');
    // Waiting for the pronunciation (2 s) would have brought the phonetic: the answer left without it.
    expect(response.body.definition.phonetic).toBeUndefined();
    expect(response.body.definition.audio_url).toMatch(/\/api\/v1\/audio\/en\/zyzzyva$/);
  });
});
