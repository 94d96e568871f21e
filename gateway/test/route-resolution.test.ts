import type { Server } from 'node:http';
import { createServer } from 'node:http';
import request from 'supertest';
import { endpointTable, type EndpointTable } from '../src/routing/endpoint-table';
import { gatewayApp, listen } from './gateway-fixture';

/** The catalogue's endpoint table, counting how often a request's path is looked up in it. */
function countingTable(): { table: EndpointTable; lookups: string[] } {
  const table = endpointTable();
  const lookups: string[] = [];
  return {
    lookups,
    table: {
      ...table,
      find: (path) => {
        lookups.push(path);
        return table.find(path);
      },
    },
  };
}

describe('route resolution (issue 38, point 1)', () => {
  let upstream: Server;
  let upstreamUrl: string;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
    upstreamUrl = (await listen(upstream)).url;
  });
  afterAll(() => upstream.close());

  it.each([
    ['a proxied search', 'get', '/api/v1/search/pattern?lang=en&pattern=c?t', 200, true],
    ['a path with a parameter', 'get', '/api/v1/word/en/hello', 200, true],
    ['an unknown path (404)', 'get', '/api/v1/nothing-here', 404, true],
    ['a known path asked with the wrong method (405)', 'post', '/api/v1/languages', 405, true],
    // Refused before the rate limit: a method no path answers costs no point.
    ['a method the gateway never answers (405)', 'put', '/api/v1/languages', 405, false],
    ['the gateway\'s own health probe', 'get', '/api/v1/healthz', 200, false],
  ] as const)('matches the path of %s exactly once', async (_what, method, path, status, counted) => {
    const { table, lookups } = countingTable();
    const app = gatewayApp({ upstreams: { search: upstreamUrl, word: upstreamUrl, stats: upstreamUrl }, endpoints: table });
    const response = await request(app)[method](path).expect(status);
    expect(lookups).toEqual([path.split('?')[0]]);
    // The rate limit read the same resolution: counted requests carry its headers, the others do not.
    expect(response.headers['x-ratelimit-limit']).toBe(counted ? '1000' : undefined);
  });
});
