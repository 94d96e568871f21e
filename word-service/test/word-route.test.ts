import { DictionarySet } from '@lexicon/dictionary-store';
import { fixtureDictionary, fixtureEntries } from '@lexicon/engine/test-support';
import { LANGUAGE_CODES } from '@lexicon/shared';
import request from 'supertest';
import type { SpeechEngine } from '../src/pronunciation/speech-engine';
import { fixtureApp, realSpeech } from './word-fixture';

let speech: SpeechEngine;
let app: ReturnType<typeof fixtureApp>;
beforeAll(async () => {
  speech = await realSpeech();
  app = fixtureApp(speech);
});
afterAll(() => speech.close());

const details = (path: string) => request(app).get(`/api/v1/word/${path}`);

describe('GET /api/v1/word/{lang}/{word}', () => {
  it('answers en hello: 8 points, /həˈloʊ/ from CMU, WordNet meanings, an absolute audio_url', async () => {
    const response = await details('en/hello').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toMatchObject({ word: 'hello', language: 'en', language_name: 'English', length: 5, points: 8, has_points: true });
    expect(response.body.variants).toBeUndefined();
    const { definition } = response.body;
    expect(definition.phonetic).toBe('/həˈloʊ/');
    expect(definition.audio_url).toBe('https://lexicon.example/api/v1/audio/en/hello');
    expect(definition.meanings[0]).toMatchObject({ part_of_speech: 'noun', definitions: [{ definition: 'an expression of greeting', synonyms: expect.arrayContaining(['hi']) }] });
    expect(definition.meanings[0].definitions[0].example).toContain('hellos');
    expect(definition.source).toBe('WordNet 3.1, CMU Pronouncing Dictionary, eSpeak NG');
  });

  it.each([
    ['went', 'go', 'verb'],
    ['mice', 'mouse', 'noun'],
    ['running', 'run', 'verb'],
  ])('gives %s the meanings of its lemma %s', async (word, lemma, part) => {
    const { body } = await details(`en/${word}`).expect(200);
    expect(body.definition.meanings.map((meaning: { part_of_speech: string }) => meaning.part_of_speech)).toContain(part);
    if (word !== 'running') expect(body.definition.lemma).toBe(lemma);
  });

  it('finds fr été from ete, lists both spellings that fold alike, with IPA from eSpeak NG', async () => {
    const { body } = await details('fr/ete').expect(200);
    expect(body).toMatchObject({ language: 'fr', length: 3, points: 3, has_points: true, variants: ['eté', 'été'] });
    expect(body.definition.phonetic).toMatch(/^\/.+\/$/);
    expect(body.definition.meanings).toEqual([]);
    expect(body.definition.source).toBe('eSpeak NG');
    const typed = await details(`fr/${encodeURIComponent('été')}`).expect(200);
    expect(typed.body.word).toBe('été');
  });

  it.each([
    ['de', 'straße', 7, 7],
    ['es', 'calle', 5, 13],
    ['pl', 'źdźbło', 6, 27],
  ])('answers %s %s: %i letters, %i points', async (lang, word, length, points) => {
    const { body } = await details(`${lang}/${encodeURIComponent(word)}`).expect(200);
    expect(body).toMatchObject({ word, length, points, has_points: true });
    expect(body.definition.phonetic).toMatch(/^\/.+\/$/);
  });

  it('says has_points is false for a Spanish word with a letter without a tile', async () => {
    const { body } = await details('es/kilo').expect(200);
    expect(body.has_points).toBe(false);
  });

  it('lists every other language whose list holds the same folded word, with that language’s points', async () => {
    const { body } = await details('en/taxi').expect(200);
    const codes = body.cross_languages.map((entry: { code: string }) => entry.code);
    expect(codes.length).toBeGreaterThanOrEqual(8);
    expect(codes).not.toContain('en');
    expect(body.cross_languages).toContainEqual({ code: 'fr', word: 'taxi', name: 'French', flag: '🇫🇷', points: 13 });
  });

  it('names the spelling each other language matched, read with that language’s letters (de männer → en manner, not back)', async () => {
    const dictionaries = DictionarySet.of(
      new Map(
        LANGUAGE_CODES.map((code) => {
          const extra = code === 'de' ? ['Männer'] : code === 'en' ? ['manner'] : [];
          return [code, fixtureDictionary(code, [...fixtureEntries(code), ...extra])];
        }),
      ),
    );
    const withPair = fixtureApp(speech, { dictionaries });
    const german = await request(withPair).get('/api/v1/word/de/männer').expect(200);
    expect(german.body.cross_languages).toContainEqual(expect.objectContaining({ code: 'en', word: 'manner' }));
    const english = await request(withPair).get('/api/v1/word/en/manner').expect(200);
    expect(english.body.cross_languages.map((entry: { code: string }) => entry.code)).not.toContain('de');
    // Twelve dictionaries built for this test alone, each reading its word lists on first use: about 8 s here.
  }, 60_000);

  it('lists families disjoint, by length then alphabet, within family_limit, with totals', async () => {
    const { body } = await details('en/cat?family_limit=1').expect(200);
    expect(body.word_families).toEqual({
      starts_with: [{ word: 'cats', length: 4, points: 6 }],
      ends_with: [{ word: 'scat', length: 4, points: 6 }],
      contains: [],
      totals: { starts_with: 1, ends_with: 1, contains: 0 },
    });
  });

  it('gives the hooks of cat (front s for scat, back s for cats), its alphagram and its anagrams', async () => {
    const { body } = await details('en/cat').expect(200);
    expect(body).toMatchObject({ hooks: { front: ['s'], back: ['s'] }, alphagram: 'act', anagrams: ['act'], anagram_count: 1 });
    const act = await details('en/act').expect(200);
    expect(act.body).toMatchObject({ hooks: { front: ['t'], back: ['s'] }, alphagram: 'act', anagrams: ['cat'], anagram_count: 1 });
  });

  it('gives the common rank of cat (1,760 in the English frequency list) and the probability of drawing c, a, t: 293 of the 161,700 draws of three tiles', async () => {
    const { body } = await details('en/cat').expect(200);
    expect(body.common_rank).toBe(1760);
    expect(body.probability).toBeCloseTo(293 / 161_700, 15);
    const uncommon = await details('en/scat').expect(200);
    expect(uncommon.body.common_rank).toBeNull();
  });

  it('names the word lists that hold the word (the values of dict that find it): en cat is in every list, scat (SCOWL level 50, not common) in full, medium and large; French has full and common', async () => {
    expect((await details('en/cat').expect(200)).body.lists).toEqual(['full', 'common', 'small', 'medium', 'large']);
    expect((await details('en/scat').expect(200)).body.lists).toEqual(['full', 'medium', 'large']);
    expect((await details('fr/chat').expect(200)).body.lists).toEqual(['full', 'common']);
  });

  it('gives hooks and alphagram in folded letters (de straße is played strasse); its other spelling strasse is no anagram of it', async () => {
    const { body } = await details('de/straße').expect(200);
    expect(body).toMatchObject({ hooks: { front: [], back: [] }, alphagram: 'aerssst', anagrams: [], anagram_count: 0 });
  });

  describe('errors', () => {
    it.each([
      ['xx/hello', 'invalid_language', 'lang'],
      ['en/hello?family_limit=0', 'invalid_parameter', 'family_limit'],
      ['en/hello?family_limit=201', 'invalid_parameter', 'family_limit'],
      ['en/hello?family_limit=ten', 'invalid_parameter', 'family_limit'],
      ['en/hello?family_limit=2.5', 'invalid_parameter', 'family_limit'],
      ['en/hello?family_limit=1&family_limit=2', 'invalid_parameter', 'family_limit'],
      ['en/h3llo', 'invalid_parameter', 'word'],
      [`en/${'a'.repeat(33)}`, 'invalid_parameter', 'word'],
    ])('%s → 400 %s naming %s', async (path, code, parameter) => {
      const response = await details(path).expect(400);
      expect(response.body.error).toMatchObject({ code, details: { parameter } });
      expect(typeof response.body.error.message).toBe('string');
    });

    it('repeats at most 200 characters of a long word it refuses, once in the message and once in details', async () => {
      const response = await details(`en/${'a1'.repeat(120)}`).expect(400);
      expect(response.body.error.details.value).toHaveLength(201);
      expect(response.text.length).toBeLessThan(700);
    });

    it.each([['en/%C3'], ['en/%E9'], ['%C3/hello']])('a percent escape that is not UTF-8 (%s) is 400 invalid_parameter, not 500', async (path) => {
      const response = await details(path).expect(400);
      expect(response.body.error).toMatchObject({ code: 'invalid_parameter', details: { path: `/api/v1/word/${path}` } });
    });

    it('answers an unknown word 404 word_not_found with close suggestions', async () => {
      const response = await details('en/helo').expect(404);
      expect(response.body.error).toMatchObject({ code: 'word_not_found', details: { parameter: 'word', value: 'helo', language: 'en' } });
      expect(response.body.error.details.suggestions).toEqual(expect.arrayContaining(['hello']));
      expect(response.body.error.details.suggestions.length).toBeLessThanOrEqual(5);
    });

    it('suggests first the word that differs only by diacritics (pl zdzblo → źdźbło)', async () => {
      const response = await details('pl/zdzblo').expect(404);
      expect(response.body.error.details.suggestions[0]).toBe('źdźbło');
    });

    it('answers 503 while the dictionaries are loading', async () => {
      const loading = fixtureApp(speech, { dictionaries: new DictionarySet() });
      const response = await request(loading).get('/api/v1/word/en/hello').expect(503);
      expect(response.body.error.code).toBe('service_unavailable');
    });
  });
});
