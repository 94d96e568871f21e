import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { OperationObject, ParameterObject, ResponseObject } from 'openapi3-ts/oas30';
import type { z } from 'zod';
import { anagramSearchParametersSchema, buildOpenApiDocument, ERROR_STATUS, type ErrorCode, patternSearchParametersSchema } from '../../src';

/**
 * swagger-parser's json-schema-ref-parser is ESM only. Jest's module system cannot require() ESM
 * without --experimental-vm-modules, and routes even createRequire through itself; plain Node 24
 * can. So the validation runs in a child Node, fed a copy of the document on stdin.
 */
function swaggerParserProblems(api: unknown): string {
  const script = `
    const SwaggerParser = require('@apidevtools/swagger-parser');
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk)).on('end', () =>
      SwaggerParser.validate(JSON.parse(text)).then(() => process.stdout.write('valid'), (error) => process.stdout.write(error.message)));`;
  const child = spawnSync(process.execPath, ['-e', script], { cwd: path.resolve(__dirname, '../../..'), input: JSON.stringify(api), encoding: 'utf8' });
  return child.stdout || child.stderr;
}

const document = buildOpenApiDocument();

function operation(path: string): OperationObject {
  const found = document.paths?.[path]?.get;
  if (found === undefined) throw new Error(`no GET ${path} in the document`);
  return found;
}

const responseOf = (path: string, status: string): ResponseObject => operation(path).responses[status] as ResponseObject;
const parametersOf = (path: string): ParameterObject[] => (operation(path).parameters ?? []) as ParameterObject[];
const errorStatuses = (path: string): number[] =>
  Object.keys(operation(path).responses)
    .map(Number)
    .filter((status) => status >= 400);

/** Every endpoint, and the error statuses it can answer with (the error catalogue, the rate limit). */
const ENDPOINTS: Array<{ path: string; statuses: number[]; rateLimited: boolean }> = [
  // 400 everywhere: a parameter another operation takes is refused, never ignored (foreign-parameters.ts).
  { path: '/api/v1/healthz', statuses: [400, 405, 408, 413, 431, 500], rateLimited: false },
  { path: '/api/v1/readyz', statuses: [400, 405, 408, 413, 429, 431, 500, 503], rateLimited: true },
  { path: '/api/v1/openapi.json', statuses: [400, 405, 408, 413, 429, 431, 500], rateLimited: true },
  { path: '/api/v1/languages', statuses: [400, 405, 408, 413, 429, 431, 500, 502, 503, 504], rateLimited: true },
  { path: '/api/v1/search/pattern', statuses: [400, 405, 408, 413, 422, 429, 431, 500, 502, 503, 504], rateLimited: true },
  { path: '/api/v1/search/anagram', statuses: [400, 405, 408, 413, 422, 429, 431, 500, 502, 503, 504], rateLimited: true },
];

/** The 400 codes each search endpoint names in its description. */
const BAD_REQUEST_CODES: Record<string, ErrorCode[]> = {
  '/api/v1/search/pattern': ['missing_lang', 'invalid_language', 'missing_pattern', 'invalid_pattern', 'invalid_length_range', 'invalid_parameter'],
  '/api/v1/search/anagram': ['missing_lang', 'invalid_language', 'missing_letters', 'invalid_letters', 'invalid_length_range', 'invalid_parameter'],
};

const SEARCH_VALIDATORS: Array<[string, z.ZodObject]> = [
  ['/api/v1/search/pattern', patternSearchParametersSchema],
  ['/api/v1/search/anagram', anagramSearchParametersSchema],
];

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.0 document', () => {
    expect(swaggerParserProblems(structuredClone(document))).toBe('valid');
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
  });

  it('documents a POST row\'s JSON body as its required requestBody, a named component, and its move codes among the 400s', () => {
    for (const [path, component, required, codes] of [
      ['/api/v1/moves', 'FindMovesRequest', ['lang', 'board', 'rack'], ['board_size', 'unknown_tile', 'rack_too_large']],
      ['/api/v1/moves/score', 'ScoreMoveRequest', ['lang', 'board', 'play'], ['play_not_touching', 'play_not_on_rack']],
    ] as const) {
      const posted = document.paths?.[path]?.post as OperationObject;
      expect(posted.requestBody).toEqual({ required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${component}` } } } });
      expect(document.components?.schemas?.[component]).toMatchObject({ type: 'object', required });
      const badRequest = (posted.responses['400'] as ResponseObject).description;
      for (const code of codes) expect(badRequest).toContain(`\`${code}\``);
      expect(document.paths?.[path]?.get).toBeUndefined();
    }
  });

  it('would be caught by the validation if it were broken', () => {
    const { info: _info, ...withoutInfo } = structuredClone(document);
    expect(swaggerParserProblems(withoutInfo)).not.toBe('valid');
  });

  it('names the API Lexicon, says what it is, and is served from / unless told otherwise', () => {
    expect(document.info).toMatchObject({ title: 'Lexicon', version: expect.any(String), description: expect.any(String) });
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(buildOpenApiDocument({ serverUrl: 'https://lexicon.example/' }).servers).toEqual([{ url: 'https://lexicon.example/' }]);
  });

  it('is built afresh each time, so building it twice gives the same document', () => {
    expect(buildOpenApiDocument()).toEqual(document);
  });

  it.each(ENDPOINTS)('documents GET $path with a 200 and every error status it can give', ({ path, statuses }) => {
    expect(Object.keys(document.paths?.[path] ?? {})).toEqual(['get']);
    expect(responseOf(path, '200').content?.['application/json']?.schema).toBeDefined();
    expect(errorStatuses(path)).toEqual(statuses);
  });

  it('tags every operation with a declared tag and gives each a unique operationId', () => {
    const declared = new Set(document.tags?.map((tag) => tag.name));
    const operations = ENDPOINTS.map(({ path }) => operation(path));
    for (const { tags } of operations) expect(tags?.every((tag) => declared.has(tag))).toBe(true);
    expect(new Set(operations.map(({ operationId }) => operationId)).size).toBe(ENDPOINTS.length);
  });

  it.each(ENDPOINTS)('answers every error of $path in the envelope, listing the codes of that status from the catalogue', ({ path, statuses }) => {
    for (const status of statuses) {
      const response = responseOf(path, String(status));
      expect(response.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      const listed = [...response.description.matchAll(/^- `([a-z_]+)`/gm)].map((match) => match[1] as ErrorCode);
      expect(listed.length).toBeGreaterThan(0);
      for (const code of listed) expect(ERROR_STATUS[code]).toBe(status);
    }
  });

  it.each(Object.entries(BAD_REQUEST_CODES))('lists the 400 codes %s can give', (path, codes) => {
    const listed = [...responseOf(path, '400').description.matchAll(/^- `([a-z_]+)`/gm)].map((match) => match[1]);
    expect(listed).toEqual(codes);
  });

  it('says on each operation which parameters of other operations it refuses: the rack on pattern search, the pattern on anagram search, any on the languages', () => {
    const refusal = (path: string): string => responseOf(path, '400').description.split('\n').find((line) => line.startsWith('- `invalid_parameter`')) ?? '';
    expect(refusal('/api/v1/search/pattern')).toMatch(/other operations take and this one does not \(.*`letters`.*\): refused, never ignored/);
    expect(refusal('/api/v1/search/pattern')).not.toMatch(/`min_length`/);
    expect(refusal('/api/v1/search/anagram')).toMatch(/\(.*`pattern`.*\)/);
    expect(refusal('/api/v1/languages')).toMatch(/^- `invalid_parameter`: the query names a parameter other operations take and this one does not \(.*`lang`.*\)/);
  });

  it.each(ENDPOINTS)('documents X-Request-Id on every response of $path, and the rate-limit headers where it is counted', ({ path, rateLimited }) => {
    const rateLimitHeaders = ['X-RateLimit-Limit', 'X-RateLimit-Window', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
    for (const [status, response] of Object.entries(operation(path).responses) as Array<[string, ResponseObject]>) {
      const headers = Object.keys(response.headers ?? {});
      expect(headers).toContain('X-Request-Id');
      for (const header of rateLimitHeaders) expect(headers.includes(header)).toBe(rateLimited);
      expect(headers.includes('Retry-After')).toBe(status === '429');
      expect(headers.includes('Allow')).toBe(status === '405');
    }
  });

  it('defines every header it references', () => {
    const references = JSON.stringify(document).match(/#\/components\/headers\/[A-Za-z-]+/g) ?? [];
    for (const reference of new Set(references)) {
      expect(document.components?.headers?.[reference.replace('#/components/headers/', '')]).toBeDefined();
    }
  });

  describe.each(SEARCH_VALIDATORS)('the query parameters of %s', (path, validator) => {
    const parameters = parametersOf(path);

    it('are exactly the keys of the schema that validates the request, in its order', () => {
      expect(parameters.map((parameter) => parameter.name)).toEqual(Object.keys(validator.shape));
      expect(parameters.every((parameter) => parameter.in === 'query' && parameter.description !== undefined)).toBe(true);
    });

    it('are required exactly when the validator requires them', () => {
      for (const parameter of parameters) {
        expect([parameter.name, parameter.required]).toEqual([parameter.name, !(validator.shape[parameter.name] as z.ZodType).isOptional()]);
      }
    });

    it('document as default what the validator gives an absent parameter', () => {
      for (const parameter of parameters) {
        const absent = (validator.shape[parameter.name] as z.ZodType).safeParse(undefined);
        const expected = absent.success ? absent.data : undefined;
        expect([parameter.name, (parameter.schema as { default?: unknown }).default]).toEqual([parameter.name, expected]);
      }
    });
  });

  it('documents lang as the language codes, and limit and offset as integers with their lower bounds', () => {
    const byName = new Map(parametersOf('/api/v1/search/pattern').map((parameter) => [parameter.name, parameter.schema]));
    expect(byName.get('lang')).toMatchObject({ type: 'string', enum: expect.arrayContaining(['en', 'fr', 'da']) });
    expect(byName.get('limit')).toEqual({ type: 'integer', minimum: 1, default: 100 });
    expect(byName.get('offset')).toEqual({ type: 'integer', minimum: 0, default: 0 });
    expect(byName.get('pattern')).toEqual({ type: 'string', minLength: 1, maxLength: 256 });
  });

  it.each(['/api/v1/search/pattern', '/api/v1/search/anagram'])('documents hooks on %s as an optional boolean, false by default, with its prose', (path) => {
    const hooks = parametersOf(path).find((parameter) => parameter.name === 'hooks');
    expect(hooks).toMatchObject({ in: 'query', required: false, schema: { type: 'boolean', default: false }, example: true });
    expect(hooks?.description).toContain('`front`');
  });

  it('documents hooks on each search word and hooks, alphagram and anagrams in word details', () => {
    const schemas = document.components?.schemas ?? {};
    expect(JSON.stringify(schemas.SearchResponse)).toContain('"hooks"');
    const details = schemas.WordDetailsResponse as { required?: string[] };
    expect(details.required).toEqual(expect.arrayContaining(['hooks', 'alphagram', 'anagrams', 'anagram_count']));
  });
});
