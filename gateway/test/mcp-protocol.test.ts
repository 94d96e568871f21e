import express from 'express';
import { SUPPORTED_PROTOCOL_VERSIONS, TOOLS } from '../src/mcp';
import { mcpEndpoint } from '../src/mcp/mcp-endpoint';
import { listen, silentLogger } from './gateway-fixture';
import { postMcp, rpc, type TestGateway, toolGateway } from './mcp-test-kit';

/** The JSON-RPC and Streamable HTTP rules of POST /mcp (docs/api.md, MCP tools). */
describe('the MCP endpoint', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await toolGateway();
  });
  afterAll(() => gateway.close());

  const initialize = (protocolVersion: string): Record<string, unknown> =>
    rpc('initialize', { protocolVersion, capabilities: {}, clientInfo: { name: 'test', version: '1' } });

  describe('initialize', () => {
    it.each([...SUPPORTED_PROTOCOL_VERSIONS])('agrees on %s when the client asks for it', async (version) => {
      const answer = await postMcp(gateway.url, initialize(version));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('mcp-session-id')).toBeNull();
      expect(answer.body).toEqual({
        jsonrpc: '2.0',
        id: 1,
        result: {
          protocolVersion: version,
          capabilities: { tools: { listChanged: false } },
          serverInfo: { name: 'lexicon', title: 'Lexicon', version: expect.any(String) },
          instructions: expect.any(String),
        },
      });
    });

    it('offers its latest version when the client asks for one it does not speak', async () => {
      const answer = await postMcp(gateway.url, initialize('2024-11-05'));
      expect(answer.body.result.protocolVersion).toBe('2025-11-25');
    });

    it('answers clients that accept only application/json (no text/event-stream)', async () => {
      const answer = await postMcp(gateway.url, initialize('2025-11-25'), { Accept: 'application/json' });
      expect(answer.status).toBe(200);
      expect(answer.body.result.serverInfo.name).toBe('lexicon');
    });

    it('answers clients that send no Accept header at all', async () => {
      const response = await fetch(`${gateway.url}/mcp`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rpc('ping')) });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    });
  });

  it('answers ping with an empty result, keeping a string id', async () => {
    const answer = await postMcp(gateway.url, rpc('ping', undefined, 'abc'));
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 'abc', result: {} });
  });

  it.each(['notifications/initialized', 'notifications/cancelled', 'notifications/anything'])('accepts the notification %s with 202 and no body', async (method) => {
    const answer = await postMcp(gateway.url, { jsonrpc: '2.0', method });
    expect(answer.status).toBe(202);
    expect(answer.text).toBe('');
  });

  it('accepts a client response (to a request it was never sent) with 202', async () => {
    const answer = await postMcp(gateway.url, { jsonrpc: '2.0', id: 9, result: {} });
    expect(answer.status).toBe(202);
    expect(answer.text).toBe('');
  });

  describe('MCP-Protocol-Version header', () => {
    it.each([...SUPPORTED_PROTOCOL_VERSIONS])('accepts %s', async (version) => {
      const answer = await postMcp(gateway.url, rpc('ping'), { 'MCP-Protocol-Version': version });
      expect(answer.status).toBe(200);
    });

    it('refuses an unsupported version with 400 in the envelope', async () => {
      const answer = await postMcp(gateway.url, rpc('ping'), { 'MCP-Protocol-Version': '2024-11-05' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: {
          code: 'invalid_request',
          message: expect.stringContaining('2024-11-05'),
          details: { header: 'MCP-Protocol-Version', value: '2024-11-05', supported: [...SUPPORTED_PROTOCOL_VERSIONS] },
        },
      });
    });
  });

  describe('JSON-RPC faults', () => {
    it('-32700 for a body that is not JSON (400, no id)', async () => {
      const answer = await postMcp(gateway.url, '{"jsonrpc": "2.0", "id": 1, "method": ');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error/) } });
    });

    it('-32700 for an empty body', async () => {
      const answer = await postMcp(gateway.url, '');
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(-32700);
    });

    it('-32600 for a batch, which MCP no longer allows', async () => {
      const answer = await postMcp(gateway.url, [rpc('ping', undefined, 1), rpc('ping', undefined, 2)]);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining('batches') } });
    });

    it.each([
      ['no jsonrpc member', { id: 3, method: 'ping' }, 3],
      ['a wrong jsonrpc version', { jsonrpc: '1.0', id: 3, method: 'ping' }, 3],
      ['a null id', { jsonrpc: '2.0', id: null, method: 'ping' }, null],
      ['a method that is not a string', { jsonrpc: '2.0', id: 3, method: 7 }, 3],
      ['params that are not an object', { jsonrpc: '2.0', id: 3, method: 'tools/list', params: [1] }, 3],
      ['a bare string', 'ping', null],
    ])('-32600 for a message with %s, echoing the id when readable', async (_case, body, id) => {
      const answer = await postMcp(gateway.url, JSON.stringify(body));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ jsonrpc: '2.0', id, error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) } });
    });

    it('-32601 for an unknown method', async () => {
      const answer = await postMcp(gateway.url, rpc('resources/list', {}, 4));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ jsonrpc: '2.0', id: 4, error: { code: -32601, message: expect.stringContaining('resources/list'), data: { method: 'resources/list' } } });
    });

    it('-32602 for initialize without a protocol version', async () => {
      const answer = await postMcp(gateway.url, rpc('initialize', { capabilities: {} }));
      expect(answer.body.error.code).toBe(-32602);
    });

    it('-32603 when a method fails unexpectedly, without internals', async () => {
      const app = express().use(express.json());
      const endpoint = mcpEndpoint({
        tools: TOOLS.filter((tool) => tool.name === 'list_languages'),
        callService: () => Promise.reject(new Error('secret stack detail')),
        logger: silentLogger,
      });
      app.post('/mcp', endpoint.handle);
      const broken = await listen(app);
      try {
        const answer = await postMcp(broken.url, rpc('tools/call', { name: 'list_languages' }, 5));
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ jsonrpc: '2.0', id: 5, error: { code: -32603, message: 'Internal error.' } });
        expect(answer.text).not.toContain('secret');
      } finally {
        broken.server.close();
      }
    });
  });

  describe('HTTP level', () => {
    it.each(['GET', 'HEAD'])('%s /mcp is 405 with Allow (no SSE stream is offered)', async (method) => {
      const response = await fetch(`${gateway.url}/mcp`, { method, headers: { Accept: 'text/event-stream' } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      if (method === 'GET') expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
    });

    it('DELETE /mcp is 405 with Allow in the envelope (there is no session to end)', async () => {
      const response = await fetch(`${gateway.url}/mcp`, { method: 'DELETE' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
    });

    it('a body that is not JSON by media type is 415 in the envelope', async () => {
      const response = await fetch(`${gateway.url}/mcp`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(rpc('ping')) });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
    });

    it('a body over 65,536 bytes is 413 in the envelope', async () => {
      const answer = await postMcp(gateway.url, JSON.stringify({ ...rpc('ping'), padding: 'x'.repeat(70_000) }));
      expect(answer.status).toBe(413);
      expect(answer.body.error.code).toBe('request_too_large');
    });

    it('answers with CORS and the rate-limit headers, like every counted surface', async () => {
      const answer = await postMcp(gateway.url, rpc('ping'), { Origin: 'https://anywhere.example' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('x-ratelimit-limit')).toBe('1000');
      expect(answer.headers.get('x-request-id')).toBeTruthy();
    });
  });
});

describe('the MCP Origin allow-list', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await toolGateway({ mcpAllowedOrigins: ['http://localhost:3000'] });
  });
  afterAll(() => gateway.close());

  it('refuses an origin not on the list with 403 before reading the request', async () => {
    const answer = await postMcp(gateway.url, rpc('ping'), { Origin: 'http://evil.example.com' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringMatching(/^Forbidden/), data: { origin: 'http://evil.example.com' } } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('accepts a listed origin, whatever its letter case', async () => {
    expect((await postMcp(gateway.url, rpc('ping'), { Origin: 'http://LOCALHOST:3000' })).status).toBe(200);
  });

  it('accepts a request without Origin (not from a browser)', async () => {
    expect((await postMcp(gateway.url, rpc('ping'))).status).toBe(200);
  });

  it('does not touch the REST surface', async () => {
    const response = await fetch(`${gateway.url}/api/v1/languages`, { headers: { Origin: 'http://evil.example.com' } });
    expect(response.status).toBe(200);
  });
});
