/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { dataDirectory } from '@lexicon/dictionary-store';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { type LocalSystem, launchChromium, missingChromium, startLocalSystem } from '@lexicon/local-system';
import { MCP_APP_LEGACY_URI_KEY, MCP_APP_MIME_TYPE } from '@lexicon/shared';
import type { Browser, FrameLocator, Page } from 'playwright-core';

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
    expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: false }, resources: { listChanged: false } });
    expect(client.getInstructions()).toContain('list_languages');
  });

  it('pings', async () => {
    expect(await client.ping()).toEqual({});
  });

  it('lists the ten tools with their schemas and annotations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['list_languages', 'search_pattern', 'search_anagram', 'search_anagram_languages', 'check_words', 'find_moves', 'score_move', 'get_word_details', 'get_language_stats', 'get_global_stats']);
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
      // Twelve languages against one deadline: on a busy machine a language may be cut from one answer
      // and not the other (`cut_languages`), so the two are compared once neither was cut.
      const bothWhole = async (): Promise<[unknown, unknown]> => {
        for (let attempt = 1; ; attempt += 1) {
          const result = await client.callTool({ name: 'search_anagram_languages', arguments: { letters: 'retains?', min_length: 8, limit: 2 } });
          const rest = await (await fetch(`${system.gatewayUrl}/api/v1/search/anagram/languages?letters=retains?&min_length=8&limit=2`)).json();
          const cut = (answer: unknown): boolean => ((answer as { cut_languages?: unknown[] } | undefined)?.cut_languages ?? []).length > 0;
          if (attempt === 3 || (!cut(result.structuredContent) && !cut(rest))) return [result.structuredContent, rest];
        }
      };
      const [structured, rest] = await bothWhole();
      expect(structured).toEqual(rest);
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
      const error = await rejection(client.listPrompts());
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

  describe('the words view (MCP Apps): results as tiles inside a host', () => {
    let browser: Browser;
    beforeAll(async () => {
      const problem = missingChromium();
      if (problem !== undefined) throw new Error(`browser tests cannot run: ${problem}`);
      browser = await launchChromium();
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
    });

    it('names the extension as its package does (an ES module: read in a process of its own)', () => {
      const script = "import { RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from '@modelcontextprotocol/ext-apps'; console.log(JSON.stringify({ RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY }));";
      const printed = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: __dirname, encoding: 'utf8' });
      expect(JSON.parse(printed)).toEqual({ RESOURCE_MIME_TYPE: MCP_APP_MIME_TYPE, RESOURCE_URI_META_KEY: MCP_APP_LEGACY_URI_KEY });
    });

    it('names the view on the search and word tools, with the metadata the extension defines', async () => {
      const { tools } = await client.listTools();
      const withView = tools.filter((tool) => tool._meta !== undefined).map((tool) => tool.name);
      expect(withView).toEqual(['search_pattern', 'search_anagram', 'search_anagram_languages', 'get_word_details']);
      for (const tool of tools.filter((one) => one._meta !== undefined)) {
        expect(tool._meta).toEqual({ ui: { resourceUri: 'ui://lexicon/words.html' }, [MCP_APP_LEGACY_URI_KEY]: 'ui://lexicon/words.html' });
      }
      const { resources } = await client.listResources();
      expect(resources).toEqual([expect.objectContaining({ uri: 'ui://lexicon/words.html', mimeType: MCP_APP_MIME_TYPE })]);
    });

    it('serves one self-contained HTML file: no script, style sheet or image from anywhere', async () => {
      const { contents } = await client.readResource({ uri: 'ui://lexicon/words.html' });
      expect(contents).toHaveLength(1);
      const [content] = contents as Array<{ uri: string; mimeType: string; text: string }>;
      expect(content).toMatchObject({ uri: 'ui://lexicon/words.html', mimeType: MCP_APP_MIME_TYPE });
      expect(content?.text).toMatch(/^<!doctype html>/i);
      expect(content?.text).not.toMatch(/<script[^>]+src=|<link[^>]+href=|<img[^>]+src=/);
      await expect(client.readResource({ uri: 'ui://lexicon/other.html' })).rejects.toMatchObject({ code: -32002 });
    });

    /**
     * A minimal MCP Apps host around the view: the view in a sandboxed iframe, the extension's handshake
     * over postMessage with `hostContext`, then the tool's result; the view's own tool calls go to our
     * server through this host (the real MCP client), as a chat client's would.
     */
    async function hostedView(toolResult: unknown, hostContext: object = {}): Promise<{ page: Page; view: FrameLocator; calls: string[] }> {
      const { contents } = await client.readResource({ uri: 'ui://lexicon/words.html' });
      const html = (contents[0] as { text: string }).text;
      const page = await browser.newPage();
      const calls: string[] = [];
      await page.exposeFunction('callServerTool', async (params: { name: string; arguments: Record<string, unknown> }) => {
        calls.push(`${params.name} ${JSON.stringify(params.arguments)}`);
        return client.callTool(params);
      });
      await page.setContent(HOST_PAGE);
      await page.evaluate(
        ({ view, result, context }) =>
          new Promise<void>((settled) => {
            const frame = document.createElement('iframe');
            frame.setAttribute('sandbox', 'allow-scripts');
            frame.title = 'Lexicon words';
            const callServerTool = (window as unknown as { callServerTool: (params: unknown) => Promise<object> }).callServerTool;
            window.addEventListener('message', (event) => {
              const message = event.data as { id?: number; method?: string; params?: unknown };
              const reply = (payload: object): void => frame.contentWindow?.postMessage({ jsonrpc: '2.0', ...payload }, '*');
              if (message.method === 'ui/initialize') {
                reply({ id: message.id, result: { protocolVersion: '2026-01-26', hostInfo: { name: 'test-host', version: '1.0.0' }, hostCapabilities: { serverTools: {} }, hostContext: context } });
              } else if (message.method === 'ui/notifications/initialized') {
                reply({ method: 'ui/notifications/tool-result', params: result });
                settled();
              } else if (message.method === 'tools/call') {
                void callServerTool(message.params).then((answer) => reply({ id: message.id, result: answer }));
              } else if (message.id !== undefined && message.method !== undefined) {
                reply({ id: message.id, result: {} });
              }
            });
            frame.srcdoc = view;
            document.body.append(frame);
          }),
        { view: html, result: toolResult, context: hostContext },
      );
      return { page, view: page.frameLocator('iframe'), calls };
    }

    // A browser page's work takes seconds on a busy machine.
    it('draws an anagram result the host hands it as tiles with points, the blank\'s letter marked', async () => {
      const result = await client.callTool({ name: 'search_anagram', arguments: { lang: 'en', letters: 'qi??', min_length: 4, limit: 3 } });
      const { page, view } = await hostedView(result);
      try {
        await view.locator('.tile').first().waitFor();
        const tiles = await view.locator('.tile .tile-word').allTextContents();
        const expected = (result.structuredContent as { words: Array<{ word: string; points: number; score: number; blanks?: string[] }> }).words;
        expect(tiles).toEqual(expected.map((word) => word.word));
        // As on the page: the score from the rack, then the face value (fiqh: 11/19).
        expect(await view.locator('.tile .tile-points').allTextContents()).toEqual(expected.map((word) => (word.score === word.points ? String(word.points) : `${word.score}/${word.points}`)));
        // fiqh: f and h are the blanks' letters, drawn apart from the rack's q and i.
        expect(await view.locator('.tile').first().locator('.blank-letter').allTextContents()).toEqual(expected[0]?.blanks);
      } finally {
        await page.close();
      }
    }, 60_000);

    it("draws a word's details with the page's drawer: hooks, anagrams, lists, commonness, odds, meanings under their part of speech", async () => {
      const result = await client.callTool({ name: 'get_word_details', arguments: { lang: 'en', word: 'cat' } });
      const details = result.structuredContent as { hooks: { front: string[]; back: string[] }; anagrams: string[]; common_rank: number; probability: number };
      const { page, view } = await hostedView(result);
      try {
        await view.locator('.word-big').waitFor();
        expect(await view.locator('.word-big').textContent()).toBe('cat');
        const hookWords = await view.locator('.hooks .chip').evaluateAll((chips) => chips.map((chip) => chip.getAttribute('aria-label')));
        expect(hookWords).toEqual([...details.hooks.front.map((letter) => `${letter}cat`), ...details.hooks.back.map((letter) => `cat${letter}`)]);
        expect(hookWords).toContain('scat');
        expect(await view.locator('.anagrams .chip').allTextContents()).toEqual(details.anagrams);
        expect(details.anagrams).toContain('act');
        const facts = await view.locator('.word-facts dd').allTextContents();
        expect(facts).toEqual([`No. ${details.common_rank.toLocaleString('en')} in the frequency list`, 'Full list · Common words · Small · Medium · Large', `1 in ${Math.round(1 / details.probability)}`]);
        // No heading stands over nothing, and each group of meanings is headed by its part of speech.
        const groups = await view.locator('.meaning-group').evaluateAll((all) => all.map((group) => ({ heading: group.querySelector('h4')?.textContent ?? '', items: group.querySelectorAll('li').length })));
        expect(groups.map((group) => group.heading)).toEqual(expect.arrayContaining(['noun', 'verb']));
        for (const group of groups) expect(group.items).toBeGreaterThan(0);
      } finally {
        await page.close();
      }
    }, 60_000);

    it('opens a tapped word through the host (a tool call), goes back, and speaks and looks as the host does', async () => {
      const result = await client.callTool({ name: 'search_pattern', arguments: { lang: 'fr', pattern: 'ch?t', limit: 5 } });
      const { page, view, calls } = await hostedView(result, { locale: 'fr-FR', theme: 'dark' });
      try {
        await view.locator('.tile').first().waitFor();
        const first = (result.structuredContent as { words: Array<{ word: string }> }).words[0]?.word ?? '';
        await view.locator('.tile').first().click();
        await view.locator('.word-big').waitFor();
        expect(calls).toEqual([`get_word_details ${JSON.stringify({ lang: 'fr', word: first })}`]);
        expect(await view.locator('.word-big').textContent()).toBe(first);
        // The host's locale is the interface's language, its theme the colours'.
        expect(await view.locator('.anagrams h3').textContent()).toContain('Anagrammes');
        expect(await view.locator('html').getAttribute('data-theme')).toBe('dark');
        expect(await view.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe('rgb(21, 22, 26)');
        await view.getByRole('button', { name: /Retour/ }).click();
        await view.locator('.tile').first().waitFor();
        expect(await view.locator('.word-big').count()).toBe(0);
      } finally {
        await page.close();
      }
    }, 60_000);
  });
});

/** A blank host page: the test adds the view's iframe to it. */
const HOST_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title></head><body></body></html>';
