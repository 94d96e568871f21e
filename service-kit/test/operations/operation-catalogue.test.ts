import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { checkCatalogue, defineOperation, filledPath, foreignParametersOf, integerText, type Operation, OPERATIONS, type OperationService, pathParameterNames, queryParametersOf, requiredText } from '@lexicon/shared';
import { createLogger, createServiceApp, mountOperations } from '../../src';

const probe = (overrides: Partial<Operation> & { parameters?: Operation['parameters'] } = {}): Operation =>
  defineOperation({ id: 'probe', method: 'GET', path: '/api/v1/probe', service: 'search', surface: 'rest', counted: true, ...overrides });

describe('a row of the operations catalogue', () => {
  it('is refused when a parameter declared integer does not validate to a whole number, or the other way round', () => {
    const schema = z.object({ size: requiredText('size') });
    expect(() => probe({ parameters: { schema, described: { size: { type: 'integer', description: 'size' } } } })).toThrow(/size is declared integer/);
    const counted = z.object({ size: integerText('size').pipe(z.number().min(0)) });
    expect(() => probe({ parameters: { schema: counted, described: { size: { type: 'text', description: 'size' } } } })).toThrow(/size is declared text/);
    expect(probe({ parameters: { schema: counted, described: { size: { type: 'integer', description: 'size' } } } }).id).toBe('probe');
  });

  it('is refused when a path parameter has no validator, or the path lies outside its surface', () => {
    expect(() => probe({ path: '/api/v1/probe/:lang' })).toThrow(/path parameter lang is not in its validator/);
    expect(() => probe({ surface: 'mcp' })).toThrow(/not under the mcp surface's root \/mcp/);
  });

  it('is refused as a tool when the gateway itself answers it, or it has no response', () => {
    const tool = { name: 'probe', title: 'Probe', description: 'A probe.' };
    expect(() => probe({ service: 'gateway', tool, response: { description: 'ok', schema: z.object({}) } })).toThrow(/a tool must call a service behind the gateway/);
    expect(() => probe({ tool })).toThrow(/needs a response/);
  });
});

describe('the catalogue', () => {
  it('holds each id, endpoint and tool name once, and one fallback tool for the chat surface', () => {
    expect(checkCatalogue(OPERATIONS)).toBe(OPERATIONS);
    const [first] = OPERATIONS as [Operation];
    expect(() => checkCatalogue([...OPERATIONS, { ...first }])).toThrow(/ids given twice: getHealth; endpoints given twice: GET \/api\/v1\/healthz/);
    const tools = OPERATIONS.filter((operation) => operation.tool !== undefined);
    expect(tools.filter((operation) => operation.tool?.chatChoice === 'fallback')).toHaveLength(1);
    const secondFallback = OPERATIONS.map((operation) => (operation.tool === undefined ? operation : { ...operation, tool: { ...operation.tool, chatChoice: 'fallback' as const } }));
    expect(() => checkCatalogue(secondFallback)).toThrow(new RegExp(`exactly one fallback tool, not ${tools.length}`));
  });

  it('declares as integers exactly the parameters whose validator yields whole numbers', () => {
    const integers = OPERATIONS.flatMap((operation) =>
      Object.entries(operation.parameters?.described ?? {}).flatMap(([name, described]) => (described.type === 'integer' ? [`${operation.id}.${name}`] : [])),
    );
    expect(integers).toEqual([
      'searchPattern.min_length',
      'searchPattern.max_length',
      'searchPattern.limit',
      'searchPattern.offset',
      'searchAnagram.min_length',
      'searchAnagram.max_length',
      'searchAnagram.limit',
      'searchAnagram.offset',
      'searchAnagramLanguages.min_length',
      'searchAnagramLanguages.max_length',
      'searchAnagramLanguages.limit',
      'getWordDetails.family_limit',
    ]);
  });
});

describe('mounting a service on its rows', () => {
  const rows: readonly Operation[] = [
    defineOperation({ id: 'first', method: 'GET', path: '/api/v1/first/:lang', service: 'word', surface: 'rest', counted: true, parameters: { schema: z.object({ lang: z.string() }), described: { lang: { type: 'text', description: 'lang' } } } }),
    defineOperation({ id: 'second', method: 'POST', path: '/v1/second', service: 'word', surface: 'chat', counted: true }),
    defineOperation({ id: 'elsewhere', method: 'GET', path: '/api/v1/elsewhere', service: 'stats', surface: 'rest', counted: true }),
  ];

  it("answers each of the service's rows at its method and path, and nothing of another service's", async () => {
    const app = express();
    const router = express.Router();
    mountOperations(
      router,
      'word',
      {
        first: [(_req, res, next) => (res.setHeader('X-Before', 'yes'), next()), (req, res) => res.json({ first: req.params.lang })],
        second: (_req, res) => res.json({ second: true }),
      },
      rows,
    );
    app.use(router);
    const first = await request(app).get('/api/v1/first/en').expect(200);
    expect([first.body, first.headers['x-before']]).toEqual([{ first: 'en' }, 'yes']);
    await request(app).head('/api/v1/first/en').expect(200);
    await request(app).post('/api/v1/first/en').expect(404);
    await request(app).post('/v1/second').expect(200, { second: true });
    await request(app).get('/api/v1/elsewhere').expect(404);
  });

  it('refuses to start when a row of the service has no handler, or a handler has no row of the service', () => {
    const answer: express.RequestHandler = (_req, res) => res.end();
    expect(() => mountOperations(express.Router(), 'word', { first: answer }, rows)).toThrow('The word service cannot start: no handler for second (POST /v1/second).');
    expect(() => mountOperations(express.Router(), 'word', { first: answer, second: answer, elsewhere: answer }, rows)).toThrow(
      'The word service cannot start: handlers for operations it does not own: elsewhere.',
    );
  });

  it('refuses each real service without all of its handlers', () => {
    for (const service of ['search', 'word', 'stats', 'gateway'] as const) {
      const owned = OPERATIONS.filter((operation) => operation.service === service);
      expect(owned.length).toBeGreaterThan(0);
      expect(() => mountOperations(express.Router(), service, {})).toThrow(new RegExp(`The ${service} service cannot start: no handler for ${owned[0]?.id}`));
    }
  });
});

describe('parameters another operation documents and this one does not take', () => {
  // Every row of the catalogue mounted as its service mounts it, each answering 200 once its query passed.
  const services: readonly OperationService[] = ['gateway', 'search', 'word', 'stats'];
  const app = createServiceApp({
    service: 'catalogue',
    logger: createLogger('catalogue', 'silent'),
    readiness: { ready: () => true, describe: () => ({}) },
    routes: (router) => {
      for (const service of services) {
        const owned = OPERATIONS.filter((operation) => operation.service === service);
        mountOperations(router, service, Object.fromEntries(owned.map((operation) => [operation.id, (_req: express.Request, res: express.Response) => res.json({ reached: operation.id })])));
      }
    },
  });
  const call = (operation: Operation, query: Record<string, string>) => {
    const path = filledPath(operation.path, Object.fromEntries(pathParameterNames(operation.path).map((name) => [name, 'x'])));
    return (operation.method === 'GET' ? request(app).get(path) : request(app).post(path)).query(query);
  };
  const documented = new Set(OPERATIONS.flatMap((operation) => Object.keys(operation.parameters?.described ?? {})));

  it('are read off the catalogue: pattern search takes the lengths now and refuses the rack; anagram search refuses the pattern', () => {
    const named = (id: string): Operation => OPERATIONS.find((operation) => operation.id === id) as Operation;
    expect(foreignParametersOf(named('searchPattern'), OPERATIONS)).not.toContain('min_length');
    expect(foreignParametersOf(named('searchPattern'), OPERATIONS)).toEqual(expect.arrayContaining(['letters', 'words', 'family_limit']));
    expect(foreignParametersOf(named('searchAnagram'), OPERATIONS)).toEqual(expect.arrayContaining(['pattern', 'contains', 'excludes']));
    // Word details reads lang and word from its path: in its query they are refused too.
    expect(foreignParametersOf(named('getWordDetails'), OPERATIONS)).toEqual(expect.arrayContaining(['lang', 'word']));
  });

  it.each(OPERATIONS.map((operation) => [operation.id, operation] as const))('%s: each is refused with 400 invalid_parameter naming it; its own and names no row documents reach it', async (id, operation) => {
    const foreign = foreignParametersOf(operation, OPERATIONS);
    expect(foreign).toEqual([...documented].filter((name) => !queryParametersOf(operation).includes(name)).sort());
    expect(foreign.length).toBeGreaterThan(0);
    for (const name of foreign) {
      const response = await call(operation, { [name]: 'v' });
      expect([response.status, response.body.error?.code, response.body.error?.details?.parameter]).toEqual([400, 'invalid_parameter', name]);
      expect(response.body.error.message).toContain(name);
      expect(response.body.error.details.accepted).toEqual(queryParametersOf(operation));
    }
    const own = Object.fromEntries(queryParametersOf(operation).map((name) => [name, 'v']));
    await call(operation, { ...own, _: '1' }).expect(200, { reached: id });
  });
});
