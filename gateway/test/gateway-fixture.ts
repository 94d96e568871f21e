import { once } from 'node:events';
import { createServer, type RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildOpenApiDocument } from '@lexicon/shared';
import { createLogger, type Logger } from '@lexicon/service-kit';
import type { Express, RequestHandler } from 'express';
import { createApp } from '../src/app';
import type { UpstreamUrls } from '../src/config';
import { createRateLimiter, rateLimit } from '../src/rate-limit';
import type { EndpointTable } from '../src/routing/endpoint-table';

export const silentLogger: Logger = createLogger('gateway', 'silent');

export async function listen(listener: RequestListener | Server): Promise<{ server: Server; url: string }> {
  const server = listener instanceof Server ? listener : createServer(listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** An address where nothing listens: connections are refused. */
export async function refusingUrl(): Promise<string> {
  const { server, url } = await listen(() => undefined);
  server.close();
  await once(server, 'close');
  return url;
}

export interface GatewayOptions {
  upstreams: UpstreamUrls;
  upstreamTimeoutMs?: number;
  rateLimit?: RequestHandler;
  /** Requests per window for the default in-memory limiter. */
  points?: number;
  /** The web build's output directory to serve at `/`. */
  pageDirectory?: string;
  /** The endpoint table the gateway resolves routes against; the catalogue's when not given. */
  endpoints?: EndpointTable;
}

/** The gateway app as index.ts builds it, with an in-memory limiter unless one is given. */
export function gatewayApp(options: GatewayOptions): Express {
  const limiter = createRateLimiter({ points: options.points ?? 1_000, windowSeconds: 60, keyPrefix: 'test', logger: silentLogger });
  return createApp({
    logger: silentLogger,
    upstreams: options.upstreams,
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? 2_000,
    readiness: { ready: () => true, describe: () => ({}) },
    rateLimit: options.rateLimit ?? rateLimit(limiter),
    openApiDocument: () => buildOpenApiDocument(),
    ...(options.pageDirectory === undefined ? {} : { pageDirectory: options.pageDirectory }),
    ...(options.endpoints === undefined ? {} : { endpoints: options.endpoints }),
  });
}
