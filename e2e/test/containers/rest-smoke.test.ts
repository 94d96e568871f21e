import { getJson, gatewayUrl } from './gateway-under-test';

/** The REST surface through the gateway container, every request crossing the container network. */
describe('REST through the gateway container', () => {
  const url = (path: string): string => `${gatewayUrl()}${path}`;

  it('is healthy, and ready with every service and Redis behind it', async () => {
    const health = await getJson(url('/api/v1/healthz'));
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', service: 'lexicon-api', api_version: 'v1' });
    const ready = await getJson(url('/api/v1/readyz'));
    expect(ready.status).toBe(200);
    expect(ready.body.services).toEqual({ search: 'ready', word: 'ready', stats: 'ready' });
    expect(JSON.stringify(ready.body.rate_limit)).toContain('redis');
  });

  it('lists the twelve languages from the dictionaries built into the images', async () => {
    const { status, body } = await getJson(url('/api/v1/languages'));
    expect(status).toBe(200);
    expect(body.totals.languages).toBe(12);
    const english = body.languages.find((language: { code: string }) => language.code === 'en');
    // The complete English list (README, "Dictionaries"), not a fixture: its size is within the list's floor.
    expect(english.word_count).toBeGreaterThan(275_000);
  });

  it('searches patterns and anagrams, passing the request id on', async () => {
    const pattern = await getJson(url('/api/v1/search/pattern?lang=en&pattern=c?t'), { headers: { 'X-Request-Id': 'containers-smoke-1' } });
    expect(pattern.status).toBe(200);
    expect(pattern.headers.get('x-request-id')).toBe('containers-smoke-1');
    expect(pattern.headers.get('access-control-allow-origin')).toBe('*');
    expect(pattern.body.total).toBe(4);
    expect(pattern.body.words.map((word: { word: string }) => word.word)).toContain('cat');
    const anagram = await getJson(url('/api/v1/search/anagram?lang=fr&letters=chat??&limit=1'));
    expect(anagram.status).toBe(200);
    // docs/api.md's worked example: the French list's total for this rack.
    expect(anagram.body.total).toBe(1340);
  });

  it('answers word details from word-service and statistics from stats-service', async () => {
    const word = await getJson(url('/api/v1/word/en/cat'));
    expect(word.status).toBe(200);
    expect(word.body).toMatchObject({ word: 'cat', language: 'en', points: 5 });
    const stats = await getJson(url('/api/v1/stats/languages/en'));
    expect(stats.status).toBe(200);
    const languages = await getJson(url('/api/v1/languages'));
    const english = languages.body.languages.find((language: { code: string }) => language.code === 'en');
    // stats-service reports the same English list search-service serves.
    expect(stats.body.dictionary.word_count).toBe(english.word_count);
    const global = await getJson(url('/api/v1/stats/global'));
    expect(global.status).toBe(200);
  });

  it('speaks a word with the eSpeak NG of the word-service image', async () => {
    const response = await fetch(url('/api/v1/audio/fr/chat'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^audio\/(wav|x-wav)/);
    const audio = Buffer.from(await response.arrayBuffer());
    expect(audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(audio.length).toBeGreaterThan(1000);
  });

  it('answers faults in the envelope', async () => {
    const invalid = await getJson(url('/api/v1/search/pattern?lang=en&pattern=c%5Bt'));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'invalid_pattern', details: { parameter: 'pattern', position: 1 } });
    const unknown = await getJson(url('/api/v1/nowhere'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const unknownWord = await getJson(url('/api/v1/word/en/qzxjvw'));
    expect(unknownWord.status).toBe(404);
    expect(unknownWord.body.error.code).toBe('word_not_found');
  });

  it('serves the OpenAPI document', async () => {
    const { status, body } = await getJson(url('/api/v1/openapi.json'));
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\.0/);
    expect(Object.keys(body.paths)).toContain('/api/v1/search/pattern');
  });
});
