import express from 'express';
import type { OperationObject, ParameterObject } from 'openapi3-ts/oas30';
import { buildOpenApiDocument, defineOperation, languageParameter, type Operation, OPERATIONS, optionalIntegerParameter, parseQueryParameters, requiredText } from '@lexicon/shared';
import { mountOperations } from '@lexicon/service-kit';
import { z } from 'zod';
import { createApp } from '../src/app';
import { publishedSchema, type ToolDefinition, TOOLS } from '../src/mcp/tools';
import { countedRequests, createRateLimiter, rateLimit } from '../src/rate-limit';
import { endpointTable } from '../src/routing/endpoint-table';
import { upstreamOf } from '../src/routing/upstream-owner';
import { listen, refusingUrl, silentLogger } from './gateway-fixture';
import { callTool, postMcp, rpc } from './mcp-test-kit';

/**
 * The proof that adding an endpoint is one row and one handler: a fake operation added to a copy of
 * the catalogue reaches the route table, Allow, the counted paths, the OpenAPI document and MCP's
 * tools/list (and runs as a tool), with no other edit. The real catalogue is left as it is.
 */
const countVowels = defineOperation({
  id: 'countVowels',
  method: 'GET',
  path: '/api/v1/vowels/:lang',
  service: 'search',
  surface: 'rest',
  counted: true,
  parameters: {
    schema: z.object({ lang: languageParameter, word: requiredText('word'), at_least: optionalIntegerParameter('at_least', 0) }),
    described: {
      lang: { type: 'text', description: 'Language code.', example: 'en' },
      word: { type: 'text', description: 'The word whose vowels are counted.', example: 'banana' },
      at_least: { type: 'integer', description: 'Fewest vowels worth reporting.', example: 2 },
    },
  },
  response: {
    description: 'The vowels of the word.',
    schema: z.object({ language: z.string(), word: z.string(), vowels: z.number().int(), enough: z.boolean() }),
    component: { id: 'VowelCount', description: 'How many vowels a word has.' },
  },
  openApi: { tag: 'search', summary: 'Count the vowels of a word', description: 'A made-up operation for this test.', errors: { invalid_language: 'lang is not a supported language code.' } },
  tool: { name: 'count_vowels', title: 'Count vowels', description: 'How many vowels a word has.' },
});

const CATALOGUE: readonly Operation[] = [...OPERATIONS, countVowels];

describe('an operation added to a copy of the catalogue', () => {
  let gatewayUrl: string;
  let seen: string[];
  let close: () => void;

  beforeAll(async () => {
    // The owning service: its handler, mounted on its row and nothing else.
    seen = [];
    const service = express();
    const router = express.Router();
    mountOperations(
      router,
      'search',
      {
        countVowels: (req, res) => {
          seen.push(req.url);
          const { lang, word, at_least: atLeast } = parseQueryParameters(countVowels.parameters?.schema as z.ZodObject, { ...req.query, lang: req.params.lang }) as {
            lang: string;
            word: string;
            at_least?: number;
          };
          const vowels = [...word].filter((letter) => 'aeiou'.includes(letter)).length;
          res.json({ language: lang, word, vowels, enough: vowels >= (atLeast ?? 0) });
        },
      },
      [countVowels],
    );
    service.use(router);
    const upstream = await listen(service);
    const refused = await refusingUrl();
    const app = createApp({
      logger: silentLogger,
      upstreams: { search: upstream.url, word: refused, stats: refused },
      upstreamTimeoutMs: 2_000,
      readiness: { ready: () => true, describe: () => ({}) },
      rateLimit: rateLimit(createRateLimiter({ points: 1_000, windowSeconds: 60, keyPrefix: 'catalogue-proof', logger: silentLogger })),
      operations: CATALOGUE,
    });
    const gateway = await listen(app);
    gatewayUrl = gateway.url;
    close = () => {
      gateway.server.close();
      upstream.server.close();
    };
  });
  afterAll(() => close());

  it('is in the route table, owned by its service, and counted', () => {
    expect(upstreamOf(endpointTable(CATALOGUE).find('/api/v1/vowels/en'), 'GET')).toBe('search');
    expect(upstreamOf(endpointTable(CATALOGUE).find('/api/v1/vowels/en'), 'POST')).toBeUndefined();
    expect(endpointTable(OPERATIONS).find('/api/v1/vowels/en')).toBeUndefined();
    expect(countedRequests(CATALOGUE)('GET', '/api/v1/vowels/en')).toBe(true);
  });

  it('is proxied to the service that owns it', async () => {
    const response = await fetch(`${gatewayUrl}/api/v1/vowels/en?word=banana&at_least=2`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ language: 'en', word: 'banana', vowels: 3, enough: true });
    expect(response.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(seen.at(-1)).toBe('/api/v1/vowels/en?word=banana&at_least=2');
  });

  it('answers a wrong method with 405 and its own Allow', async () => {
    for (const method of ['POST', 'DELETE']) {
      const response = await fetch(`${gatewayUrl}/api/v1/vowels/en`, { method });
      expect([method, response.status, response.headers.get('allow')]).toEqual([method, 405, 'GET, HEAD, OPTIONS']);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
    }
  });

  it('is described in the OpenAPI document the gateway serves, parameters, response and errors included', async () => {
    const document = (await (await fetch(`${gatewayUrl}/api/v1/openapi.json`)).json()) as { paths: Record<string, { get?: OperationObject }>; components: { schemas: Record<string, unknown> } };
    const operation = document.paths['/api/v1/vowels/{lang}']?.get;
    expect(operation).toMatchObject({ operationId: 'countVowels', tags: ['search'], summary: 'Count the vowels of a word' });
    const parameters = (operation?.parameters ?? []) as ParameterObject[];
    expect(parameters.map(({ name, in: place, required }) => [name, place, required ?? false])).toEqual([
      ['lang', 'path', true],
      ['word', 'query', true],
      ['at_least', 'query', false],
    ]);
    expect(parameters[2]?.schema).toMatchObject({ type: 'integer', minimum: 0 });
    expect(parameters[1]?.description).toBe('The word whose vowels are counted.');
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '405', '429']));
    expect(document.components.schemas.VowelCount).toMatchObject({ type: 'object', required: expect.arrayContaining(['vowels']) });
  });

  it('is listed by tools/list with its input and output schemas, and runs as a tool', async () => {
    const listed = (await postMcp(gatewayUrl, rpc('tools/list'))).body.result.tools as Array<{ name: string; description: string; inputSchema: Record<string, unknown>; outputSchema: Record<string, unknown> }>;
    const tool = listed.find((one) => one.name === 'count_vowels');
    expect(tool?.description).toBe('How many vowels a word has. Same as GET /api/v1/vowels/{lang}.');
    expect(tool?.inputSchema).toMatchObject({
      properties: {
        lang: { type: 'string', enum: expect.arrayContaining(['en', 'fr']), description: 'Language code.' },
        word: { type: 'string', minLength: 1 },
        at_least: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
      },
      required: ['lang', 'word'],
      additionalProperties: false,
    });
    expect(tool?.outputSchema).toMatchObject({ type: 'object', properties: { vowels: { type: 'integer' } } });
    const result = (await postMcp(gatewayUrl, callTool('count_vowels', { lang: 'en', word: 'queue', at_least: 5 }))).body.result;
    expect(result).toMatchObject({ isError: false, structuredContent: { language: 'en', word: 'queue', vowels: 4, enough: false } });
    expect(seen.at(-1)).toBe('/api/v1/vowels/en?word=queue&at_least=5');
    // The tool refuses what REST refuses, before any call: at_least is an integer of at least 0.
    const before = seen.length;
    const refused = (await postMcp(gatewayUrl, callTool('count_vowels', { lang: 'en', word: 'queue', at_least: -1 }))).body;
    expect(refused.result).toMatchObject({ isError: true, content: [{ type: 'text' }] });
    expect(JSON.parse(refused.result.content[0].text)).toMatchObject({ error: { code: 'invalid_parameter', details: { tool: 'count_vowels', issues: [{ path: 'at_least' }] } } });
    expect(seen.length).toBe(before);
  });

  it('leaves the gateway serving the real catalogue untouched', async () => {
    const refused = await refusingUrl();
    const plain = await listen(
      createApp({
        logger: silentLogger,
        upstreams: { search: refused, word: refused, stats: refused },
        upstreamTimeoutMs: 2_000,
        readiness: { ready: () => true, describe: () => ({}) },
        rateLimit: rateLimit(createRateLimiter({ points: 1_000, windowSeconds: 60, keyPrefix: 'catalogue-plain', logger: silentLogger })),
      }),
    );
    try {
      expect((await fetch(`${plain.url}/api/v1/vowels/en?word=banana`)).status).toBe(404);
      const tools = (await postMcp(plain.url, rpc('tools/list'))).body.result.tools as Array<{ name: string }>;
      expect(tools.map((tool) => tool.name)).not.toContain('count_vowels');
      const document = (await (await fetch(`${plain.url}/api/v1/openapi.json`)).json()) as { paths: Record<string, unknown> };
      expect(document.paths['/api/v1/vowels/{lang}']).toBeUndefined();
    } finally {
      plain.server.close();
    }
  });
});

describe('the prose of a parameter', () => {
  it('is the same in the OpenAPI document and the tool, but for what only matters in a URL', () => {
    const pattern = OPERATIONS.find((operation) => operation.id === 'searchPattern')?.parameters?.described.pattern;
    const documented = (buildOpenApiDocument().paths?.['/api/v1/search/pattern']?.get?.parameters as ParameterObject[]).find((parameter) => parameter.name === 'pattern');
    const published = publishedSchema((TOOLS.find((tool) => tool.name === 'search_pattern') as ToolDefinition).arguments, 'input') as { properties: Record<string, { description: string }> };
    expect(pattern?.inUrl).toContain('%23');
    expect(documented?.description).toBe(`${pattern?.description} ${pattern?.inUrl}`);
    expect(published.properties.pattern?.description).toBe(pattern?.description);
  });
});

describe('a row without its handler', () => {
  const getVersion = defineOperation({ id: 'getVersion', method: 'GET', path: '/api/v1/version', service: 'gateway', surface: 'rest', counted: true });

  it('stops the gateway from starting when the gateway owns it', () => {
    expect(() =>
      createApp({
        logger: silentLogger,
        upstreams: { search: 'http://127.0.0.1:1', word: 'http://127.0.0.1:1', stats: 'http://127.0.0.1:1' },
        upstreamTimeoutMs: 2_000,
        readiness: { ready: () => true, describe: () => ({}) },
        rateLimit: (_req, _res, next) => next(),
        operations: [...OPERATIONS, getVersion],
      }),
    ).toThrow(/gateway service cannot start: no handler for getVersion \(GET \/api\/v1\/version\)/);
  });
});
