import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DictionarySet, loadDictionaryServiceConfig, writeFixtureDataDirectory } from '@lexicon/data';
import { createLogger, LANGUAGE_CODES } from '@lexicon/shared';
import request from 'supertest';
import { createApp } from '../src/app';
import { WORD_SERVICE_VARIABLES } from '../src/config';

describe('word-service probes', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lexicon-word-service-'));
    writeFixtureDataDirectory(dataDir);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is alive at once, and ready only when all 12 languages are loaded', async () => {
    const dictionaries = new DictionarySet();
    const app = createApp({ logger: createLogger('word-service', 'silent'), dictionaries });
    await request(app).get('/healthz').expect(200, /"service":"word-service"/);
    await request(app).get('/readyz').expect(503);
    await dictionaries.load(dataDir);
    const ready = await request(app).get('/readyz').expect(200);
    expect(ready.body.languages_loaded).toBe(12);
    expect(Object.keys(ready.body.languages)).toEqual([...LANGUAGE_CODES]);
  });

  it('answers unknown paths with the 404 envelope', async () => {
    const app = createApp({ logger: createLogger('word-service', 'silent'), dictionaries: new DictionarySet() });
    const response = await request(app).get('/api/v1/nothing-here').expect(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('listens on loopback by default and reads the data directory from the environment', () => {
    const config = loadDictionaryServiceConfig({ LEXICON_DATA_DIR: dataDir }, WORD_SERVICE_VARIABLES);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(dataDir);
  });
});
