import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { OPERATIONS } from '@lexicon/shared';
import { gatewayUrl } from './gateway-under-test';

/** The MCP surface through the gateway container, with the official client. */
describe('MCP through the gateway container', () => {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ name: 'lexicon-containers-smoke', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${gatewayUrl()}/mcp`)));
  });
  afterAll(() => client?.close());

  it("lists the catalogue's tools, read-only", async () => {
    const { tools } = await client.listTools();
    const catalogued = OPERATIONS.flatMap((operation) => (operation.tool === undefined ? [] : [operation.tool.name]));
    expect(catalogued).toHaveLength(10);
    expect(tools.map((tool) => tool.name)).toEqual(catalogued);
    for (const tool of tools) expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
  });

  it('runs a search through search-service and a lookup through word-service', async () => {
    const pattern = await client.callTool({ name: 'search_pattern', arguments: { lang: 'en', pattern: 'c?t' } });
    expect(pattern.isError).toBeFalsy();
    expect(pattern.structuredContent).toMatchObject({ tool: 'pattern', language: 'en', total: 4 });
    const word = await client.callTool({ name: 'get_word_details', arguments: { lang: 'en', word: 'cat' } });
    expect(word.isError).toBeFalsy();
    expect(word.structuredContent).toMatchObject({ word: 'cat', points: 5 });
  });

  it('scores a play through search-service, the board travelling in the POST body the gateway passes on', async () => {
    const empty = Array.from({ length: 15 }, () => '.'.repeat(15));
    const score = await client.callTool({ name: 'score_move', arguments: { lang: 'en', board: empty, play: { word: 'hello', notation: '8D' } } });
    expect(score.isError).toBeFalsy();
    expect(score.structuredContent).toMatchObject({ valid: true, play: { score: 24 } });
  });

  it('reports a tool failure on valid input as an error result holding the envelope', async () => {
    const result = await client.callTool({ name: 'get_word_details', arguments: { lang: 'en', word: 'qzxqzxq' } });
    expect(result.isError).toBe(true);
    const [content] = result.content as Array<{ type: string; text: string }>;
    expect(JSON.parse(content!.text).error.code).toBe('word_not_found');
  });

  it('refuses arguments REST would refuse, as a tool execution error the model can read', async () => {
    const result = await client.callTool({ name: 'search_pattern', arguments: { lang: 'xx', pattern: 'c?t' } });
    expect(result.isError).toBe(true);
    const [content] = result.content as Array<{ type: string; text: string }>;
    expect(JSON.parse(content!.text).error.code).toBe('invalid_language');
  });
});
