import { isCountedRequest } from '../../src/rate-limit';

describe('which requests spend a point', () => {
  it.each([
    ['GET', '/api/v1/search/pattern', true],
    ['POST', '/api/v1/word/en/hello', true],
    ['HEAD', '/api/v1/languages', true],
    ['GET', '/api/v1', true],
    ['GET', '/api/v1/readyz', true],
    ['POST', '/v1/chat/completions', true],
    ['GET', '/v1/models', true],
    ['POST', '/mcp', true],
    ['POST', '/mcp/', true],
    ['POST', '/MCP', true],
    ['GET', '/API/V1/word/en/hello', true],
    ['DELETE', '/api/v1/languages', true],
    ['GET', '/api/v1/healthz', false],
    ['GET', '/api/v1/healthz/', false],
    ['GET', '/API/V1/HEALTHZ', false],
    ['OPTIONS', '/api/v1/search/pattern', false],
    ['OPTIONS', '/mcp', false],
    ['GET', '/healthz', false],
    ['GET', '/readyz', false],
    ['GET', '/', false],
    ['GET', '/api/v2/search', false],
    ['GET', '/api/v10', false],
    ['GET', '/v1beta', false],
    ['POST', '/mcpx', false],
  ] as const)('%s %s → %s', (method, path, counted) => {
    expect(isCountedRequest(method, path)).toBe(counted);
  });
});
