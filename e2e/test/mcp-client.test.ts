import { dataDirectory } from '@lexicon/dictionary-store';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { type LocalSystem, startLocalSystem } from '@lexicon/local-system';

/**
 * The official MCP client over Streamable HTTP against the system as `npm start` runs it: real
 * processes on loopback, the complete dictionaries. The client checks every structuredContent
 * against the tool's outputSchema itself.
 */
describe('an MCP client (the official SDK) against /mcp', () => {
  let system: LocalSystem;
  let client: Client;

  beforeAll(async () => {
    system = await startLocalSystem({
      ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
      env: { LEXICON_DATA_DIR: dataDirectory(process.env), LOG_LEVEL: 'warn' },
    });
    client = new Client({ name: 'lexicon-e2e', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${system.gatewayUrl}/mcp`)));
  }, 90_000);
  afterAll(async () => {
    await client?.close();
    await system?.stop();
  });

  it('initializes with the latest protocol version and learns who the server is', () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'lexicon' });
    expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: false } });
    expect(client.getInstructions()).toContain('list_languages');
  });

  it('pings', async () => {
    expect(await client.ping()).toEqual({});
  });

  it('lists the seven tools with their schemas and annotations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['list_languages', 'search_pattern', 'search_anagram', 'search_anagram_languages', 'get_word_details', 'get_language_stats', 'get_global_stats']);
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false });
      expect(tool.outputSchema?.type).toBe('object');
    }
  });

  describe('calls every tool', () => {
    it('list_languages', async () => {
      const result = await client.callTool({ name: 'list_languages', arguments: {} });
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toMatchObject({ totals: { languages: 12 } });
    });

    it('search_pattern, the same answer as REST', async () => {
      const result = await client.callTool({ name: 'search_pattern', arguments: { lang: 'fr', pattern: 'ete', limit: 5 } });
      const rest = await (await fetch(`${system.gatewayUrl}/api/v1/search/pattern?lang=fr&pattern=ete&limit=5`)).json();
      expect(result.structuredContent).toEqual(rest);
      expect((result.structuredContent as { words: { word: string }[] }).words.map((word) => word.word)).toContain('été');
      expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(rest) }]);
    });

    it('search_anagram', async () => {
      const result = await client.callTool({ name: 'search_anagram', arguments: { lang: 'en', letters: 'retains?', min_length: 8, limit: 3 } });
      expect(result.structuredContent).toMatchObject({ tool: 'anagram', language: 'en', returned: 3 });
    });

    it('search_anagram_languages, the same answer as REST, with scores as played', async () => {
      const result = await client.callTool({ name: 'search_anagram_languages', arguments: { letters: 'retains?', min_length: 8, limit: 2 } });
      const rest = await (await fetch(`${system.gatewayUrl}/api/v1/search/anagram/languages?letters=retains?&min_length=8&limit=2`)).json();
      expect(result.structuredContent).toEqual(rest);
      const english = (rest as { languages: Array<{ language: string; total: number; longest: Array<{ score: number }> }> }).languages.find((entry) => entry.language === 'en');
      // Every eight-letter word uses the seven tiles (7 points) and the blank (0).
      expect(english?.total).toBe(95);
      expect(english?.longest.map((word) => word.score)).toEqual([7, 7]);
    });

    it('get_word_details', async () => {
      const result = await client.callTool({ name: 'get_word_details', arguments: { lang: 'en', word: 'quiz', family_limit: 3 } });
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toMatchObject({ word: 'quiz', language: 'en', points: 22 });
    });

    it('get_language_stats', async () => {
      const result = await client.callTool({ name: 'get_language_stats', arguments: { lang: 'de' } });
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toMatchObject({ language: 'de' });
    });

    it('get_global_stats', async () => {
      const result = await client.callTool({ name: 'get_global_stats', arguments: {} });
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toBeDefined();
    });
  });

  describe('a tool that fails on valid arguments answers isError with the envelope as text', () => {
    it.each([
      ['search_pattern', { lang: 'en', pattern: 'c[t' }, 'invalid_pattern'],
      ['get_word_details', { lang: 'en', word: 'qzxqzx' }, 'word_not_found'],
    ])('%s %j → %s', async (name, args, code) => {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toBeUndefined();
      const [content] = result.content as { type: string; text: string }[];
      expect(JSON.parse(content?.text ?? '')).toMatchObject({ error: { code } });
    });
  });

  describe('protocol errors surface as McpError with the right code', () => {
    const rejection = async (promise: Promise<unknown>): Promise<McpError> => {
      const error = await promise.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(McpError);
      return error as McpError;
    };

    it('-32601 for a method the server does not have', async () => {
      const error = await rejection(client.listResources());
      expect(error.code).toBe(ErrorCode.MethodNotFound);
    });

    it('-32602 for an unknown tool', async () => {
      const error = await rejection(client.callTool({ name: 'define_word', arguments: {} }));
      expect(error.code).toBe(ErrorCode.InvalidParams);
    });
  });

  describe('arguments that fail validation are a tool execution error (isError, the message as text), not a protocol error', () => {
    it.each([
      ['an argument REST refuses too (an unknown language)', { lang: 'xx', pattern: 'cat' }, 'invalid_language', 'Unsupported language "xx"'],
      ['arguments that fail the input schema', { lang: 'en', pattern: 'cat', limit: 'ten' }, 'invalid_parameter', '(limit)'],
    ])('%s', async (_case, args, code, said) => {
      const result = await client.callTool({ name: 'search_pattern', arguments: args });
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toBeUndefined();
      const [content] = result.content as { type: string; text: string }[];
      const envelope = JSON.parse(content?.text ?? '') as { error: { code: string; message: string } };
      expect(envelope.error.code).toBe(code);
      expect(envelope.error.message).toContain(said);
    });
  });

  it('a raw client that accepts only application/json, and a batch, get exact answers', async () => {
    const post = (body: unknown, accept: string): Promise<Response> =>
      fetch(`${system.gatewayUrl}/mcp`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: accept }, body: JSON.stringify(body) });
    const ping = await post({ jsonrpc: '2.0', id: 1, method: 'ping' }, 'application/json');
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    const batch = await post([{ jsonrpc: '2.0', id: 1, method: 'ping' }], 'application/json, text/event-stream');
    expect(batch.status).toBe(400);
    expect(((await batch.json()) as { error: { code: number } }).error.code).toBe(-32600);
    const parse = await fetch(`${system.gatewayUrl}/mcp`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(((await parse.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });
});
