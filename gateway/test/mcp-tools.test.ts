import Ajv2020 from 'ajv/dist/2020';
import { TOOLS } from '../src/mcp';
import { callTool, postMcp, recordingUpstream, rpc, type TestGateway, toolGateway } from './mcp-test-kit';

/** tools/list and tools/call through the gateway, over the real search service (fixture dictionaries). */
describe('the MCP tools', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await toolGateway();
  });
  afterAll(() => gateway.close());

  const call = async (name: string, args?: Record<string, unknown>) => (await postMcp(gateway.url, callTool(name, args))).body;

  describe('tools/list', () => {
    it('lists the ten tools, each with title, description, both schemas and the read-only annotations', async () => {
      const { body } = await postMcp(gateway.url, rpc('tools/list', {}));
      const tools = body.result.tools as Record<string, unknown>[];
      expect(tools.map((tool) => tool.name)).toEqual(['list_languages', 'search_pattern', 'search_anagram', 'search_anagram_languages', 'check_words', 'find_moves', 'score_move', 'get_word_details', 'get_language_stats', 'get_global_stats']);
      for (const tool of tools) {
        expect(tool).toEqual({
          name: expect.stringMatching(/^[a-z_]+$/),
          title: expect.any(String),
          description: expect.any(String),
          inputSchema: expect.objectContaining({ type: 'object' }),
          outputSchema: expect.objectContaining({ type: 'object' }),
          annotations: { title: tool.title, readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false },
        });
      }
      expect(body.result.nextCursor).toBeUndefined();
    });

    it('publishes plain JSON Schema that a 2020-12 validator compiles, with the REST parameter names', async () => {
      const { body } = await postMcp(gateway.url, rpc('tools/list'));
      const ajv = new Ajv2020({ strict: false });
      const byName = new Map((body.result.tools as { name: string; inputSchema: Record<string, unknown>; outputSchema: Record<string, unknown> }[]).map((tool) => [tool.name, tool]));
      for (const tool of byName.values()) {
        expect(tool.inputSchema.$schema).toBeUndefined();
        expect(() => ajv.compile(tool.inputSchema)).not.toThrow();
        expect(() => ajv.compile(tool.outputSchema)).not.toThrow();
      }
      const text = { type: 'string', minLength: 1, maxLength: 256 };
      const optional = (type: Record<string, unknown>): unknown => ({ anyOf: [type, { type: 'null' }] });
      const lang = { type: 'string', enum: ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'ro', 'cs', 'da'] };
      const page = { limit: optional({ type: 'integer', minimum: 1, maximum: 1000 }), offset: optional({ type: 'integer', minimum: 0 }), hooks: { type: ['boolean', 'null'] } };
      const length = optional({ type: 'integer', minimum: 1, maximum: 32 });
      expect(byName.get('search_pattern')?.inputSchema).toMatchObject({
        properties: { lang, pattern: text, contains: optional({ type: 'string', maxLength: 256 }), excludes: optional({ type: 'string', maxLength: 256 }), min_length: length, max_length: length, ...page },
        required: ['lang', 'pattern'],
        additionalProperties: false,
      });
      // words: the comma-separated text REST takes, or an array of strings.
      expect(byName.get('check_words')?.inputSchema).toMatchObject({
        properties: { lang, words: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'array', items: { type: 'string' } }] } },
        required: ['lang', 'words'],
      });
      expect(byName.get('search_anagram')?.inputSchema).toMatchObject({ properties: { lang, letters: text, min_length: length, max_length: length, ...page }, required: ['lang', 'letters'] });
      expect(byName.get('get_word_details')?.inputSchema).toMatchObject({
        properties: { lang, word: text, family_limit: optional({ type: 'integer', minimum: 1, maximum: 200 }) },
        required: ['lang', 'word'],
      });
      expect(byName.get('get_language_stats')?.inputSchema).toMatchObject({ properties: { lang }, required: ['lang'] });
      expect(byName.get('list_languages')?.inputSchema).toEqual({ type: 'object', properties: {}, additionalProperties: false });
      // No integer claims the safe-integer range (±2^53) as its own.
      expect(JSON.stringify([...byName.values()].map((tool) => tool.inputSchema))).not.toContain(String(Number.MAX_SAFE_INTEGER));
    });

    it('accepts back the query a search answer echoes, nulls included', async () => {
      const first = (await call('search_pattern', { lang: 'en', pattern: 'c?t', limit: 2 })).result;
      expect(first.structuredContent.query).toEqual({ pattern: 'c?t', contains: null, excludes: null });
      const again = (await call('search_pattern', { lang: 'en', ...first.structuredContent.query, limit: 2 })).result;
      expect(again.isError).toBe(false);
      expect(again.structuredContent).toEqual(first.structuredContent);
    });
  });

  describe('tools/call on valid input', () => {
    it('search_pattern answers what REST answers, as structuredContent and as JSON text', async () => {
      const result = (await call('search_pattern', { lang: 'en', pattern: 'c?t', limit: 2 })).result;
      const rest = await (await fetch(`${gateway.url}/api/v1/search/pattern?lang=en&pattern=c?t&limit=2`)).json();
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toEqual(rest);
      expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(rest) }]);
      expect(result.structuredContent).toMatchObject({ tool: 'pattern', language: 'en', limit: 2 });
    });

    it('check_words answers what REST answers, and refuses an empty word as REST does', async () => {
      const result = (await call('check_words', { lang: 'en', words: 'cat,xyzzy' })).result;
      const rest = await (await fetch(`${gateway.url}/api/v1/words?lang=en&words=cat,xyzzy`)).json();
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toEqual(rest);
      expect(result.structuredContent).toMatchObject({ language: 'en', playable: false, words: [{ word: 'cat', playable: true }, { word: 'xyzzy', playable: false }] });
      // The input schema is the REST validator: an empty word fails it before any service is called, a tool error a model can read.
      const refused = (await call('check_words', { lang: 'en', words: 'cat,,dogs' })).result;
      expect(refused.isError).toBe(true);
      expect(JSON.parse(refused.content[0].text).error).toMatchObject({ details: { issues: [{ path: 'words', message: expect.stringMatching(/empty word/) }] } });
    }, 60_000);

    it('check_words takes words as an array of strings too, answering what the comma-separated text answers; an empty array is no words', async () => {
      const asText = (await call('check_words', { lang: 'en', words: 'cat,xyzzy' })).result;
      const asArray = (await call('check_words', { lang: 'en', words: ['cat', 'xyzzy'] })).result;
      expect(asArray.isError).toBe(false);
      expect(asArray.structuredContent).toEqual(asText.structuredContent);
      const empty = (await call('check_words', { lang: 'en', words: [] })).result;
      expect(JSON.parse(empty.content[0].text).error).toMatchObject({ code: 'missing_words', details: { issues: [{ path: 'words' }] } });
      const notText = (await call('check_words', { lang: 'en', words: [1, 2] })).result;
      expect(notText.isError).toBe(true);
    }, 60_000);

    it('search_pattern keeps to min_length and max_length, as REST does', async () => {
      const result = (await call('search_pattern', { lang: 'en', pattern: '*', min_length: 4, max_length: 4, limit: 3 })).result;
      const rest = await (await fetch(`${gateway.url}/api/v1/search/pattern?lang=en&pattern=*&min_length=4&max_length=4&limit=3`)).json();
      expect(result.structuredContent).toEqual(rest);
      expect(result.structuredContent.words.every((word: { length: number }) => word.length === 4)).toBe(true);
      expect(result.structuredContent.query).toMatchObject({ min_length: 4, max_length: 4 });
    });

    it('search_pattern and search_anagram take hooks as a JSON boolean and answer what REST answers', async () => {
      const pattern = (await call('search_pattern', { lang: 'en', pattern: 'c?t', hooks: true })).result;
      const rest = await (await fetch(`${gateway.url}/api/v1/search/pattern?lang=en&pattern=c?t&hooks=true`)).json();
      expect(pattern.structuredContent).toEqual(rest);
      expect(pattern.structuredContent.words[0]).toEqual({ word: 'cat', length: 3, points: 5, hooks: { front: ['s'], back: ['s'] } });
      const anagram = (await call('search_anagram', { lang: 'en', letters: 'tac', min_length: 3, hooks: true })).result;
      expect(anagram.structuredContent.words).toEqual([
        { word: 'act', length: 3, points: 5, score: 5, hooks: { front: ['t'], back: ['s'] } },
        { word: 'cat', length: 3, points: 5, score: 5, hooks: { front: ['s'], back: ['s'] } },
      ]);
      // The tool takes sort=-score as REST does; a blank's letter scores 0.
      const scored = (await call('search_anagram', { lang: 'en', letters: 'qi??', sort: '-score' })).result;
      expect(scored.structuredContent.words[0]).toEqual({ word: 'quiz', length: 4, points: 22, score: 11, blanks: ['u', 'z'] });
      const off = (await call('search_pattern', { lang: 'en', pattern: 'c?t', hooks: false })).result;
      expect(off.structuredContent.words[0]).toEqual({ word: 'cat', length: 3, points: 5 });
    });

    it('clamps a limit of 2^31 and answers an offset of 2^31 with an empty page, as REST does', async () => {
      const { result } = await call('search_pattern', { lang: 'en', pattern: 'c?t', limit: 2 ** 31, offset: 2 ** 31 });
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toMatchObject({ limit: 1000, offset: 1_000_000_000, returned: 0 });
    });

    it('search_anagram and list_languages answer data that fits their output schema', async () => {
      const ajv = new Ajv2020({ strict: false });
      const { body } = await postMcp(gateway.url, rpc('tools/list'));
      const schemas = new Map((body.result.tools as { name: string; outputSchema: object }[]).map((tool) => [tool.name, ajv.compile(tool.outputSchema)]));
      const anagram = (await call('search_anagram', { lang: 'en', letters: 'tac?', min_length: 3 })).result;
      expect(anagram.isError).toBe(false);
      expect(schemas.get('search_anagram')?.(anagram.structuredContent)).toBe(true);
      expect(anagram.structuredContent.query).toMatchObject({ min_length: 3 });
      const languages = (await call('list_languages')).result;
      expect(schemas.get('list_languages')?.(languages.structuredContent)).toBe(true);
      expect(languages.structuredContent.totals.languages).toBe(12);
    });
  });

  describe('the move tools: a board as JSON, POSTed as REST takes it', () => {
    const EMPTY = Array.from({ length: 15 }, () => '.'.repeat(15));
    const post = async (path: string, body: unknown) =>
      (await fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json();

    it('find_moves answers what POST /api/v1/moves answers', async () => {
      const args = { lang: 'en', board: EMPTY, rack: 'HELLO', limit: 50 };
      const { result } = await call('find_moves', args);
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toEqual(await post('/api/v1/moves', args));
      expect(result.structuredContent.plays.map((play: { word: string }) => play.word)).toContain('hello');
    });

    it('score_move answers what POST /api/v1/moves/score answers: HELLO from 8D is 24', async () => {
      const args = { lang: 'en', board: EMPTY, play: { word: 'hello', notation: '8D' } };
      const { result } = await call('score_move', args);
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toEqual(await post('/api/v1/moves/score', args));
      expect(result.structuredContent).toMatchObject({ valid: true, play: { score: 24 } });
    });

    it('publishes the body as its input schema', async () => {
      const { body } = await postMcp(gateway.url, rpc('tools/list'));
      const tool = (body.result.tools as { name: string; inputSchema: { required: string[]; properties: Record<string, unknown> } }[]).find((listed) => listed.name === 'score_move');
      expect(tool?.inputSchema.required).toEqual(['lang', 'board', 'play']);
      expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual(['lang', 'board', 'play', 'rack']);
    });

    it("gives a bad board the service's envelope, and arguments out of shape the input schema's refusal", async () => {
      const bad = (await call('find_moves', { lang: 'en', board: EMPTY.slice(1), rack: 'CAT' })).result;
      expect(bad.isError).toBe(true);
      expect(JSON.parse(bad.content[0].text).error.code).toBe('board_size');
      const unplayable = (await call('score_move', { lang: 'en', board: EMPTY, play: { word: 'cat', notation: '1A' } })).result;
      expect(JSON.parse(unplayable.content[0].text).error.code).toBe('play_not_touching');
      const shapeless = (await call('find_moves', { lang: 'en', board: 'no board', rack: 'CAT' })).result;
      expect(shapeless.isError).toBe(true);
      expect(JSON.parse(shapeless.content[0].text).error.details.issues[0].path).toBe('board');
    });
  });

  describe('tools/call failing on valid arguments: isError with the envelope as text, no structuredContent', () => {
    it.each([
      ['a pattern that does not parse', 'search_pattern', { lang: 'en', pattern: 'c[t' }, 'invalid_pattern'],
      ['a rack with a digit', 'search_anagram', { lang: 'en', letters: 'ab1' }, 'invalid_letters'],
      ['a length range upside down', 'search_anagram', { lang: 'en', letters: 'abcdef', min_length: 5, max_length: 3 }, 'invalid_length_range'],
      ['a word service that is down', 'get_word_details', { lang: 'en', word: 'cat' }, 'service_unavailable'],
      ['a stats service that is down', 'get_global_stats', {}, 'service_unavailable'],
    ])('%s', async (_case, name, args, code) => {
      const { result } = await call(name, args);
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toBeUndefined();
      expect(result.content).toHaveLength(1);
      expect(JSON.parse(result.content[0].text)).toEqual({ error: { code, message: expect.any(String), details: expect.any(Object) } });
    });
  });

  /** The text of an isError result: the error envelope, as a service's refusal gives it. */
  const refusal = (body: { result?: { isError?: boolean; structuredContent?: unknown; content: { type: string; text: string }[] } }) => {
    expect(body.result?.isError).toBe(true);
    expect(body.result?.structuredContent).toBeUndefined();
    expect(body.result?.content).toHaveLength(1);
    expect(body.result?.content[0]?.type).toBe('text');
    return JSON.parse(body.result?.content[0]?.text ?? '') as { error: { code: string; message: string; details: { tool: string; issues: { path: string; message: string }[] } } };
  };

  describe('tools/call with an argument of 16 KB: a tool execution error before any service is called, never upstream_error', () => {
    const huge = 'a'.repeat(16_384);
    it.each([
      ['search_pattern', { lang: 'en', pattern: huge }, 'pattern', 'invalid_pattern'],
      ['search_pattern', { lang: 'en', pattern: 'c?t', contains: huge }, 'contains', 'invalid_parameter'],
      ['search_anagram', { lang: 'en', letters: huge }, 'letters', 'invalid_letters'],
      ['get_word_details', { lang: 'en', word: huge }, 'word', 'invalid_parameter'],
      ['get_language_stats', { lang: huge }, 'lang', 'invalid_language'],
    ])('%s, with the code REST gives (%#)', async (name, args, parameter, code) => {
      const { body } = await postMcp(gateway.url, callTool(name, args));
      expect(body.error).toBeUndefined();
      expect(refusal(body).error).toMatchObject({ code, details: { tool: name, issues: [{ path: parameter, message: `${parameter} has at most 256 characters.` }] } });
      expect(JSON.stringify(body).length).toBeLessThan(2_000);
    });
  });

  describe('tools/call with arguments that fail the input schema: isError with the message as text (MCP 2025-11-25), not -32602', () => {
    it.each([
      ['a required argument missing', 'search_pattern', { lang: 'en' }, 'invalid_parameter', 'Invalid arguments for tool search_pattern (pattern): '],
      ['an integer given as text', 'search_pattern', { lang: 'en', pattern: 'cat', limit: '5' }, 'invalid_parameter', 'Invalid arguments for tool search_pattern (limit): Invalid input: expected number, received string.'],
      ['an unknown language (REST refuses it too)', 'search_pattern', { lang: 'xx', pattern: 'cat' }, 'invalid_language', 'Invalid arguments for tool search_pattern (lang): Unsupported language "xx"'],
      ['a limit below 1 (REST refuses it too)', 'search_pattern', { lang: 'en', pattern: 'c?t', limit: 0 }, 'invalid_parameter', 'Invalid arguments for tool search_pattern (limit): '],
      ['a fractional integer', 'search_pattern', { lang: 'en', pattern: 'cat', limit: 1.5 }, 'invalid_parameter', 'Invalid arguments for tool search_pattern (limit): '],
      ['a text given as a number', 'search_anagram', { lang: 'en', letters: 42 }, 'invalid_parameter', 'Invalid arguments for tool search_anagram (letters): '],
      ['a switch given as text', 'search_pattern', { lang: 'en', pattern: 'cat', hooks: 'true' }, 'invalid_parameter', 'Invalid arguments for tool search_pattern (hooks): '],
      ['a switch given as a number', 'search_anagram', { lang: 'en', letters: 'cat', hooks: 1 }, 'invalid_parameter', 'Invalid arguments for tool search_anagram (hooks): '],
      ['an argument no tool has', 'search_pattern', { lang: 'en', pattern: 'cat', langauge: 'en' }, 'invalid_parameter', 'Invalid arguments for tool search_pattern: Unrecognized key: "langauge".'],
      ['an argument of another tool', 'list_languages', { lang: 'en' }, 'invalid_parameter', 'Invalid arguments for tool list_languages: Unrecognized key: "lang".'],
      ['the rack on a pattern search', 'search_pattern', { lang: 'en', pattern: 'c?t', letters: 'cat' }, 'invalid_parameter', 'Invalid arguments for tool search_pattern: Unrecognized key: "letters".'],
    ])('%s', async (_case, name, args, code, message) => {
      const answer = await postMcp(gateway.url, callTool(name, args, 7));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: expect.any(String) }], isError: true } });
      const { error } = refusal(answer.body);
      expect(error.code).toBe(code);
      expect(error.message.startsWith(message)).toBe(true);
      expect(error.details.tool).toBe(name);
      expect(error.details.issues.length).toBeGreaterThan(0);
    });
  });

  describe('tools/call requests that are malformed, or name no tool: still protocol errors (-32602)', () => {
    it.each([
      ['an unknown tool', { name: 'define_word', arguments: { lang: 'en' } }],
      ['no tool name', { arguments: {} }],
      ['arguments that are not an object', { name: 'list_languages', arguments: 'lang=en' }],
    ])('%s', async (_case, params) => {
      const answer = await postMcp(gateway.url, rpc('tools/call', params, 9));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ jsonrpc: '2.0', id: 9, error: { code: -32602, message: expect.any(String), data: expect.any(Object) } });
    });
  });

  it('every tool file is registered once, under a verb_noun name', () => {
    expect(new Set(TOOLS.map((tool) => tool.name)).size).toBe(TOOLS.length);
    for (const tool of TOOLS) expect(tool.name).toMatch(/^(list|search|get|check|find|score)_[a-z_]+$/);
  });
});

describe('a tool call as the owning service sees it', () => {
  let gateway: TestGateway;
  let upstream: Awaited<ReturnType<typeof recordingUpstream>>;

  beforeAll(async () => {
    // Answers like the stats service would for an unknown language.
    upstream = await recordingUpstream(400, { error: { code: 'invalid_language', message: 'Unsupported language "xx".', details: { parameter: 'lang', value: 'xx' } } });
    gateway = await toolGateway({ stats: upstream.url, word: upstream.url });
  });
  afterAll(() => {
    gateway.close();
    upstream.close();
  });

  it('is the REST call, with the request id and the mcp surface header', async () => {
    await postMcp(gateway.url, callTool('get_language_stats', { lang: 'de' }), { 'X-Request-Id': 'trace-mcp-1' });
    await postMcp(gateway.url, callTool('get_word_details', { lang: 'fr', word: 'été', family_limit: 3 }), { 'X-Request-Id': 'trace-mcp-2' });
    expect(upstream.seen.map((request) => request.url)).toEqual(['/api/v1/stats/languages/de', '/api/v1/word/fr/%C3%A9t%C3%A9?family_limit=3']);
    expect(upstream.seen.map((request) => [request.headers['x-request-id'], request.headers['x-lexicon-surface']])).toEqual([
      ['trace-mcp-1', 'mcp'],
      ['trace-mcp-2', 'mcp'],
    ]);
  });

  it('is never made when the arguments fail validation: the refusal is a tool result the model can read', async () => {
    const before = upstream.seen.length;
    const answers = await Promise.all([
      postMcp(gateway.url, callTool('get_word_details', { lang: 'fr', word: 'été', family_limit: 0 })),
      postMcp(gateway.url, callTool('get_language_stats', { lang: 'xx' })),
      postMcp(gateway.url, callTool('get_word_details', { lang: 'fr' })),
    ]);
    expect(answers.map((answer) => answer.body.result?.isError)).toEqual([true, true, true]);
    expect(upstream.seen.length).toBe(before);
  });
});
