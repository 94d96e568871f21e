import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MCP_APP_LEGACY_URI_KEY, MCP_APP_MIME_TYPE, WORDS_VIEW_FILE, WORDS_VIEW_URI } from '@lexicon/shared';
import { postMcp, rpc, type TestGateway, toolGateway } from './mcp-test-kit';

/** The words view (MCP Apps) as the gateway serves it from a web build, and nothing of it without one. */
describe('the MCP words view', () => {
  const VIEW_HTML = '<!doctype html><html><body><main id="app"></main><script type="module">/* the view */</script></body></html>';
  let directory: string;
  let withView: TestGateway;
  let withoutView: TestGateway;
  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'lexicon-view-'));
    mkdirSync(path.dirname(path.join(directory, WORDS_VIEW_FILE)), { recursive: true });
    writeFileSync(path.join(directory, WORDS_VIEW_FILE), VIEW_HTML);
    withView = await toolGateway({ pageDirectory: directory });
    withoutView = await toolGateway();
  });
  afterAll(async () => {
    await withView.close();
    await withoutView.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('is named by the search and word tools only, under the current key and the older one', async () => {
    const { body } = await postMcp(withView.url, rpc('tools/list', {}));
    const tools = body.result.tools as Array<{ name: string; _meta?: unknown }>;
    expect(tools.filter((tool) => tool._meta !== undefined).map((tool) => tool.name)).toEqual(['search_pattern', 'search_anagram', 'search_anagram_languages', 'get_word_details']);
    for (const tool of tools.filter((one) => one._meta !== undefined)) expect(tool._meta).toEqual({ ui: { resourceUri: WORDS_VIEW_URI }, [MCP_APP_LEGACY_URI_KEY]: WORDS_VIEW_URI });
  });

  it('is the one resource, read as the extension\'s HTML type with the file\'s text, asking for no other origin', async () => {
    const initialize = await postMcp(withView.url, rpc('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } }));
    expect(initialize.body.result.capabilities).toEqual({ tools: { listChanged: false }, resources: { listChanged: false } });
    const listed = await postMcp(withView.url, rpc('resources/list', {}));
    expect(listed.body.result.resources).toEqual([expect.objectContaining({ uri: WORDS_VIEW_URI, mimeType: MCP_APP_MIME_TYPE })]);
    const read = await postMcp(withView.url, rpc('resources/read', { uri: WORDS_VIEW_URI }));
    expect(read.body.result.contents).toEqual([
      { uri: WORDS_VIEW_URI, mimeType: MCP_APP_MIME_TYPE, text: VIEW_HTML, _meta: { ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true } } },
    ]);
  });

  it('answers a resource it does not have with -32002 naming it, and a read without a uri with -32602', async () => {
    const missing = await postMcp(withView.url, rpc('resources/read', { uri: 'ui://lexicon/other.html' }));
    expect(missing.body.error).toMatchObject({ code: -32002, data: { uri: 'ui://lexicon/other.html' } });
    const bare = await postMcp(withView.url, rpc('resources/read', {}));
    expect(bare.body.error.code).toBe(-32602);
  });

  it('without a web build names no view and serves no resources (-32601), the tools unchanged', async () => {
    const { body } = await postMcp(withoutView.url, rpc('tools/list', {}));
    expect((body.result.tools as Array<{ _meta?: unknown }>).every((tool) => tool._meta === undefined)).toBe(true);
    expect((await postMcp(withoutView.url, rpc('resources/list', {}))).body.error.code).toBe(-32601);
  });
});
