import type { IncomingHttpHeaders } from 'node:http';
import { buildOpenApiDocument, type ErrorEnvelope } from '@lexicon/shared';
import { createApp, type GatewayDependencies } from '../src/app';
import { createRateLimiter, rateLimit } from '../src/rate-limit';
import { listen, refusingUrl, silentLogger } from './gateway-fixture';
import { searchFixtureUpstream } from './search-upstream';

export interface RecordedRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A stand-in for a word or stats service that records each request it gets and answers every one
 * with the same error: only what the gateway sends for the tools is under test (its readiness probes,
 * which the replica pool sends on its own, are not recorded).
 */
export async function recordingUpstream(status: number, envelope: ErrorEnvelope): Promise<{ url: string; seen: RecordedRequest[]; close: () => void }> {
  const seen: RecordedRequest[] = [];
  const { server, url } = await listen((req, res) => {
    if (req.url !== '/readyz') seen.push({ url: req.url ?? '', headers: req.headers });
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(envelope));
  });
  return { url, seen, close: () => server.close() };
}

export interface TestGateway {
  url: string;
  close: () => void;
}

/**
 * The gateway as index.ts builds it, over the real search service (fixture dictionaries); the word
 * and stats services refuse connections unless their URLs are given.
 */
export async function toolGateway(options: Partial<Pick<GatewayDependencies, 'mcpAllowedOrigins' | 'pageDirectory'>> & { word?: string; stats?: string } = {}): Promise<TestGateway> {
  const search = await searchFixtureUpstream();
  const refused = await refusingUrl();
  const limiter = createRateLimiter({ points: 1_000, windowSeconds: 60, keyPrefix: 'test', logger: silentLogger });
  const app = createApp({
    logger: silentLogger,
    upstreams: { search: search.url, word: options.word ?? refused, stats: options.stats ?? refused },
    upstreamTimeoutMs: 2_000,
    readiness: { ready: () => true, describe: () => ({}) },
    rateLimit: rateLimit(limiter),
    openApiDocument: () => buildOpenApiDocument(),
    ...(options.mcpAllowedOrigins === undefined ? {} : { mcpAllowedOrigins: options.mcpAllowedOrigins }),
    ...(options.pageDirectory === undefined ? {} : { pageDirectory: options.pageDirectory }),
  });
  const gateway = await listen(app);
  return {
    url: gateway.url,
    close: () => {
      gateway.server.close();
      search.server.close();
    },
  };
}

export interface RpcAnswer {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are inspected field by field
  body: any;
}

/** Posts one raw body to /mcp, as a Streamable HTTP client does unless told otherwise. */
export async function postMcp(url: string, body: unknown, headers: Record<string, string> = {}): Promise<RpcAnswer> {
  const response = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

export const rpc = (method: string, params?: Record<string, unknown>, id: number | string = 1): Record<string, unknown> => ({
  jsonrpc: '2.0',
  id,
  method,
  ...(params === undefined ? {} : { params }),
});

export const callTool = (name: string, args?: Record<string, unknown>, id: number | string = 1): Record<string, unknown> =>
  rpc('tools/call', { name, ...(args === undefined ? {} : { arguments: args }) }, id);
