import { Redis } from 'ioredis';
import request from 'supertest';
import { SpeechError, type SpeechEngine } from '../src/pronunciation/speech-engine';
import { fixtureApp, realSpeech } from './word-fixture';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let speech: SpeechEngine;
let redis: Redis;
beforeAll(async () => {
  speech = await realSpeech();
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await speech.close();
  redis.disconnect();
});

/** The RIFF/WAVE header of a PCM file. */
function expectWav(body: Buffer): void {
  expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(body.subarray(8, 12).toString('latin1')).toBe('WAVE');
  expect(body.subarray(12, 16).toString('latin1')).toBe('fmt ');
  expect(body.readUInt16LE(20)).toBe(1); // PCM
  expect(body.readUInt32LE(24)).toBeGreaterThan(8000); // sample rate
  expect(body.length).toBeGreaterThan(1000);
}

describe('GET /api/v1/audio/{lang}/{word}', () => {
  it('speaks the word as audio/wav in the language’s voice, and caches it in Redis', async () => {
    await redis.del('lexicon:audio:pl:źdźbło');
    const app = fixtureApp(speech, { redis });
    const response = await request(app).get(`/api/v1/audio/pl/${encodeURIComponent('źdźbło')}`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expectWav(response.body as Buffer);
    const stored = await redis.getBuffer('lexicon:audio:pl:źdźbło');
    expect(stored?.equals(response.body as Buffer)).toBe(true);
  });

  it('answers a word found by its folded form (fr ete → été)', async () => {
    const app = fixtureApp(speech);
    const response = await request(app).get('/api/v1/audio/fr/ete').expect(200);
    expect(response.headers['content-type']).toBe('audio/wav');
  });

  it('answers an unknown word 404 word_not_found, and a bad language 400', async () => {
    const app = fixtureApp(speech);
    expect((await request(app).get('/api/v1/audio/en/helo').expect(404)).body.error.code).toBe('word_not_found');
    expect((await request(app).get('/api/v1/audio/xx/hello').expect(400)).body.error.code).toBe('invalid_language');
  });

  it('answers a percent escape that is not UTF-8 with 400 invalid_parameter, not 500', async () => {
    const response = await request(fixtureApp(speech)).get('/api/v1/audio/en/%E9').expect(400);
    expect(response.body.error.code).toBe('invalid_parameter');
  });

  it('answers a synthesis that fails or times out with 503 service_unavailable, never a hang', async () => {
    const failing: SpeechEngine = {
      kind: 'system',
      ipa: () => Promise.reject(new SpeechError('no answer within 10 ms')),
      wav: () => Promise.reject(new SpeechError('no answer within 10 ms')),
      close: async () => undefined,
    };
    const app = fixtureApp(failing);
    const response = await request(app).get('/api/v1/audio/en/hello').expect(503);
    expect(response.body.error).toMatchObject({ code: 'service_unavailable' });
    // Details still answer, without a phonetic from eSpeak NG (CMU gives English).
    const details = await request(app).get('/api/v1/word/fr/ete').expect(200);
    expect(details.body.definition.phonetic).toBeUndefined();
  });
});
