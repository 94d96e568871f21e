import { LANGUAGE_CODES, globalStatsResponseSchema, globalUsageFiguresSchema, languageStatsResponseSchema, usageFiguresSchema, USAGE_EVENTS_PATH, type UsageEvent } from '@lexicon/shared';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { rawGet } from '@lexicon/service-kit/test-support';
import type { Express } from 'express';
import request from 'supertest';
import { fixtureStatsApp } from './stats-fixture';

const event = (overrides: Partial<UsageEvent> = {}): UsageEvent => ({
  language: 'fr',
  tool: 'anagram',
  surface: 'rest',
  query: 'aehtt',
  total: 3,
  duration_ms: 1.5,
  status: 200,
  at: Date.now(),
  ...overrides,
});

describe('GET /api/v1/stats/languages/{lang}', () => {
  let app: Express;
  beforeAll(async () => {
    app = await fixtureStatsApp();
  });

  it('answers the dictionary figures and the usage figures in the documented shape', async () => {
    const response = await request(app).get('/api/v1/stats/languages/fr').expect(200);
    const body = languageStatsResponseSchema.extend({ usage: usageFiguresSchema }).parse(response.body);
    expect(body.language).toBe('fr');
    expect(body.name).toBe('French');
    expect(body.generated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(body.dictionary.word_count).toBeGreaterThan(0);
    expect(body.usage.requests).toBe(0);
    expect(body.usage.per_hour).toHaveLength(24);
  });

  it('compresses its answer of 1 KB or more for a client that accepts brotli, as the other services do (the gateway passes it on)', async () => {
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/stats/languages/fr`;
      const plain = await rawGet(url);
      const compressed = await rawGet(url, 'gzip, deflate, br');
      expect(plain.body.length).toBeGreaterThanOrEqual(1024);
      expect(plain.response.headers['content-encoding']).toBeUndefined();
      expect(compressed.response.headers['content-encoding']).toBe('br');
      expect(compressed.response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(compressed.body.length).toBeLessThan(plain.body.length);
      const decoded = languageStatsResponseSchema.parse(JSON.parse(brotliDecompressSync(compressed.body).toString('utf8')));
      expect(decoded.dictionary).toEqual(languageStatsResponseSchema.parse(JSON.parse(plain.body.toString('utf8'))).dictionary);
    } finally {
      server.close();
    }
  });

  it('answers a percent escape that is not UTF-8 with 400 invalid_parameter, not 500', async () => {
    const response = await request(app).get('/api/v1/stats/languages/%C3').expect(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_parameter', details: { path: '/api/v1/stats/languages/%C3' } });
  });

  it.each([['xx'], ['EN'], ['english']])('answers 400 invalid_language for %s', async (lang) => {
    const response = await request(app).get(`/api/v1/stats/languages/${lang}`).expect(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_language', details: { parameter: 'lang', value: lang } });
  });
});

describe('usage events in, figures out', () => {
  let app: Express;
  beforeEach(async () => {
    app = await fixtureStatsApp();
  });

  it('a posted batch moves the counters of its language and of the whole', async () => {
    const events = [event(), event(), event({ tool: 'pattern', query: 'ete', surface: 'chat', total: 0 })];
    await request(app).post(USAGE_EVENTS_PATH).send({ source: 'search-service', dropped: 2, events }).expect(202, { accepted: 3 });
    const fr = (await request(app).get('/api/v1/stats/languages/fr').expect(200)).body;
    expect(fr.usage).toMatchObject({
      requests: 3,
      by_tool: { pattern: 1, anagram: 2, word: 0 },
      by_surface: { rest: 2, mcp: 0, chat: 1 },
      no_result: { queries: 1, share: 0.3333 },
      top_racks: [{ query: 'aehtt', language: 'fr', count: 2 }],
      top_patterns: [{ query: 'ete', language: 'fr', count: 1 }],
    });
    const global = globalStatsResponseSchema.extend({ usage: globalUsageFiguresSchema }).parse((await request(app).get('/api/v1/stats/global').expect(200)).body);
    expect(global.languages).toEqual([...LANGUAGE_CODES]);
    expect(global.usage.requests).toBe(3);
    expect(global.usage.by_language.find((entry) => entry.language === 'fr')?.requests).toBe(3);
    expect(global.usage.events).toEqual({ recorded: 3, dropped: 2 });
    expect(global.dictionary.word_count).toBe(
      (await Promise.all(LANGUAGE_CODES.map(async (code) => (await request(app).get(`/api/v1/stats/languages/${code}`)).body.dictionary.word_count))).reduce(
        (sum: number, count: number) => sum + count,
        0,
      ),
    );
  });

  it('counts a batch posted again under its id once, and says so', async () => {
    const batch = { id: 'search-service-batch-7', source: 'search-service', events: [event(), event()] };
    await request(app).post(USAGE_EVENTS_PATH).send(batch).expect(202, { accepted: 2 });
    await request(app).post(USAGE_EVENTS_PATH).send(batch).expect(202, { accepted: 2, already_applied: true });
    expect((await request(app).get('/api/v1/stats/global').expect(200)).body.usage.events).toEqual({ recorded: 2, dropped: 0 });
  });

  it.each([
    ['no events array', { source: 'x' }],
    ['an unknown language', { source: 'x', events: [event({ language: 'xx' as 'fr' })] }],
    ['an unknown tool', { source: 'x', events: [event({ tool: 'grep' as 'word' })] }],
    ['a negative total', { source: 'x', events: [event({ total: -1 })] }],
    ['a client address', { source: 'x', events: [{ ...event(), client: '203.0.113.9' }] }],
    ['too many events', { source: 'x', events: Array.from({ length: 251 }, () => event()) }],
    ['an empty id', { id: '', source: 'x', events: [event()] }],
    ['an id of 65 characters', { id: 'b'.repeat(65), source: 'x', events: [event()] }],
  ])('refuses a batch with %s: 400 invalid_request, nothing counted', async (_case, batch) => {
    const response = await request(app).post(USAGE_EVENTS_PATH).send(batch).expect(400);
    expect(response.body.error.code).toBe('invalid_request');
    expect((await request(app).get('/api/v1/stats/global')).body.usage.requests).toBe(0);
  });

  it('refuses a body that is not JSON with 400 invalid_json', async () => {
    const response = await request(app).post(USAGE_EVENTS_PATH).set('Content-Type', 'application/json').send('{"source":').expect(400);
    expect(response.body.error.code).toBe('invalid_json');
  });
});
