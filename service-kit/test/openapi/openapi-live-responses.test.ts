import express from 'express';
import request from 'supertest';
import { fixtureApp } from '../../../search-service/test/search-fixture';
import { buildOpenApiDocument, healthBody, isoSecond, type Readiness } from '@lexicon/shared';
import { readinessHandler } from '../../src';
import { responseValidator, toJsonSchema } from './openapi-schema-validator';

const document = buildOpenApiDocument();
const validator = responseValidator(document);
const app = fixtureApp();

interface LiveCase {
  name: string;
  path: string;
  query: Record<string, string>;
  status: number;
  code?: string;
}

/** Real answers of the search service, over the fixture dictionaries: successes and refusals. */
const SEARCH_CASES: LiveCase[] = [
  { name: 'the language list', path: '/api/v1/languages', query: {}, status: 200 },
  { name: 'a pattern search', path: '/api/v1/search/pattern', query: { lang: 'en', pattern: 'c?t*', contains: 'a' }, status: 200 },
  { name: 'a pattern search past the last match', path: '/api/v1/search/pattern', query: { lang: 'en', pattern: '*', offset: '100000' }, status: 200 },
  { name: 'a pattern search with a limit above the cap', path: '/api/v1/search/pattern', query: { lang: 'fr', pattern: 'ete', limit: '5000' }, status: 200 },
  { name: 'a pattern search without lang', path: '/api/v1/search/pattern', query: { pattern: 'c?t' }, status: 400, code: 'missing_lang' },
  { name: 'a pattern search in an unknown language', path: '/api/v1/search/pattern', query: { lang: 'xx', pattern: 'c?t' }, status: 400, code: 'invalid_language' },
  { name: 'a pattern search without pattern', path: '/api/v1/search/pattern', query: { lang: 'en' }, status: 400, code: 'missing_pattern' },
  { name: 'an unclosed letter class', path: '/api/v1/search/pattern', query: { lang: 'en', pattern: 'c[at' }, status: 400, code: 'invalid_pattern' },
  { name: 'a limit of 0', path: '/api/v1/search/pattern', query: { lang: 'en', pattern: 'c?t', limit: '0' }, status: 400, code: 'invalid_parameter' },
  { name: 'a letter both required and excluded', path: '/api/v1/search/pattern', query: { lang: 'en', pattern: '*', contains: 'a', excludes: 'a' }, status: 400, code: 'invalid_parameter' },
  { name: 'an anagram search', path: '/api/v1/search/anagram', query: { lang: 'en', letters: 'tacs' }, status: 200 },
  { name: 'an anagram search with blanks', path: '/api/v1/search/anagram', query: { lang: 'fr', letters: 'chat??' }, status: 200 },
  { name: 'an anagram search without lang', path: '/api/v1/search/anagram', query: { letters: 'tacs' }, status: 400, code: 'missing_lang' },
  { name: 'an anagram search without letters', path: '/api/v1/search/anagram', query: { lang: 'en' }, status: 400, code: 'missing_letters' },
  { name: 'a rack with a digit', path: '/api/v1/search/anagram', query: { lang: 'en', letters: 'ta7' }, status: 400, code: 'invalid_letters' },
  { name: 'min_length above max_length', path: '/api/v1/search/anagram', query: { lang: 'en', letters: 'tacs', min_length: '4', max_length: '2' }, status: 400, code: 'invalid_length_range' },
  { name: 'a min_length that is no integer', path: '/api/v1/search/anagram', query: { lang: 'en', letters: 'tacs', min_length: 'two' }, status: 400, code: 'invalid_parameter' },
];

describe('live answers against the OpenAPI document', () => {
  it.each(SEARCH_CASES)('$name answers $status with a body the document describes', async ({ path, query, status, code }) => {
    const response = await request(app).get(path).query(query);
    expect(response.status).toBe(status);
    if (code !== undefined) expect(response.body.error.code).toBe(code);
    expect(validator.problems(path, status, response.body)).toEqual([]);
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('lists, in the 400 description of each search path, every code the service answered with', async () => {
    for (const { path, query, status, code } of SEARCH_CASES.filter((entry) => entry.status === 400)) {
      await request(app).get(path).query(query).expect(status);
      const description = (document.paths?.[path]?.get?.responses['400'] as { description: string }).description;
      expect(description).toContain(`\`${code}\``);
    }
  });

  it('tells a body that breaks the schema apart from one that keeps it', async () => {
    const { body } = await request(app).get('/api/v1/search/pattern').query({ lang: 'en', pattern: 'c?t' }).expect(200);
    expect(validator.problems('/api/v1/search/pattern', 200, { ...body, total: 'many' })).not.toEqual([]);
    expect(validator.problems('/api/v1/search/pattern', 400, { error: { code: 'no_such_code', message: 'x', details: {} } })).not.toEqual([]);
  });

  it('describes the health body that healthBody() builds', () => {
    expect(validator.problems('/api/v1/healthz', 200, healthBody('lexicon-api'))).toEqual([]);
    expect(validator.problems('/api/v1/healthz', 200, healthBody('lexicon-api', new Date('2026-03-12T12:34:56.789Z')))).toEqual([]);
    expect(isoSecond(new Date('2026-03-12T12:34:56.789Z'))).toBe('2026-03-12T12:34:56Z');
    expect(validator.problems('/api/v1/healthz', 200, { ...healthBody('lexicon-api'), time: 'noon' })).not.toEqual([]);
  });

  it('describes both readiness answers of readinessHandler(), as the gateway mounts it', async () => {
    let ready = true;
    const readiness: Readiness = {
      ready: () => ready,
      describe: () => ({
        services: { search: 'ready', word: ready ? 'ready' : 'unreachable', stats: 'ready' },
        rate_limit: { store: 'redis', redis: 'connected', usingInsurance: false },
      }),
    };
    const probes = express().get('/api/v1/readyz', readinessHandler('lexicon-api', readiness));

    const up = await request(probes).get('/api/v1/readyz').expect(200);
    expect(validator.problems('/api/v1/readyz', 200, up.body)).toEqual([]);
    ready = false;
    const down = await request(probes).get('/api/v1/readyz').expect(503);
    expect(down.body.error.code).toBe('service_unavailable');
    expect(validator.problems('/api/v1/readyz', 503, down.body)).toEqual([]);
  });

  it('describes itself: the document is a valid answer of GET /api/v1/openapi.json', () => {
    expect(validator.problems('/api/v1/openapi.json', 200, document)).toEqual([]);
  });

  it('turns OpenAPI 3.0 nullable into a JSON Schema type union', () => {
    expect(toJsonSchema({ type: 'string', nullable: true, enum: ['a'] })).toEqual({ type: ['string', 'null'], enum: ['a', null] });
    expect(toJsonSchema({ anyOf: [{ type: 'number' }, { nullable: true }] })).toEqual({ anyOf: [{ type: 'number' }, {}] });
  });
});
