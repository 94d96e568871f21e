import { mkdtempSync, rmSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataDirectory, type DictionaryServiceDependencies, DictionarySet } from '../src';
import { writeFixtureDataDirectory } from './fixture-data-directory';
import { createLogger, loadProcessConfig, type Logger, type ProcessVariables } from '@lexicon/service-kit';
import { LANGUAGE_CODES } from '@lexicon/shared';
import request from 'supertest';

/**
 * The probes every dictionary service shares (each starts through runService): alive at
 * once, ready only with all 12 languages, the 404 envelope, loopback by default.
 */
export function describeDictionaryServiceProbes(
  service: string,
  createApp: (deps: DictionaryServiceDependencies & { logger: Logger }) => RequestListener,
  variables: ProcessVariables,
): void {
  describe(`${service} probes`, () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), `lexicon-${service}-`));
      writeFixtureDataDirectory(dataDir);
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    const appWith = (dictionaries: DictionarySet): RequestListener => createApp({ logger: createLogger(service, 'silent'), dictionaries });

    it('is alive at once, and ready only when all 12 languages are loaded', async () => {
      const dictionaries = new DictionarySet();
      const app = appWith(dictionaries);
      await request(app).get('/healthz').expect(200, new RegExp(`"service":"${service}"`));
      await request(app).get('/readyz').expect(503);
      await dictionaries.load(dataDir);
      const ready = await request(app).get('/readyz').expect(200);
      expect(ready.body.languages_loaded).toBe(12);
      expect(Object.keys(ready.body.languages)).toEqual([...LANGUAGE_CODES]);
    });

    it('answers unknown paths with the 404 envelope', async () => {
      const response = await request(appWith(new DictionarySet())).get('/api/v1/nothing-here').expect(404);
      expect(response.body.error.code).toBe('not_found');
    });

    it('listens on loopback by default and reads the data directory from the environment', () => {
      const env = { LEXICON_DATA_DIR: dataDir };
      expect(loadProcessConfig(env, variables).host).toBe('127.0.0.1');
      expect(dataDirectory(env)).toBe(dataDir);
    });
  });
}
