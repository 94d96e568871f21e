import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, errorEnvelope, SURFACE_HEADER, statusOf } from '@lexicon/shared';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { matchesPrefix, type Route, type UpstreamName } from './route-table';

export interface UpstreamProxyOptions {
  name: UpstreamName;
  target: string;
  routes: readonly Route[];
  timeoutMs: number;
  agent: Agent;
}

/** Why an upstream call failed, as the client should hear it: refused → 503, too slow → 504, else 502. */
export function upstreamFailure(error: NodeJS.ErrnoException, timedOut: boolean): ErrorCode {
  if (timedOut || error.code === 'ETIMEDOUT') return 'upstream_timeout';
  if (error.code === 'ECONNREFUSED' || error.code === 'ENOTFOUND' || error.code === 'EHOSTUNREACH') return 'service_unavailable';
  return 'upstream_error';
}

const FAILURE_MESSAGES: Partial<Record<ErrorCode, string>> = {
  service_unavailable: 'The service that answers this request is unavailable. Try again shortly.',
  upstream_timeout: 'The service that answers this request did not answer in time.',
  upstream_error: 'The service that answers this request gave a broken answer.',
};

/** One proxy per upstream service, for the prefixes the route table gives it. */
export function upstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const prefixes = options.routes.map((route) => route.prefix);
  // http-proxy aborts a timed-out upstream call and reports a plain "socket hang up"; remember which.
  const timedOut = new WeakSet<IncomingMessage>();
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.target,
    pathFilter: (path) => prefixes.some((prefix) => matchesPrefix(path, prefix)),
    agent: options.agent,
    proxyTimeout: options.timeoutMs,
    xfwd: false,
    on: {
      proxyReq: (proxyReq, req) => {
        // The id the gateway gave or accepted, so the service logs the same request under the same id.
        const requestId = (req as IncomingMessage & { id?: unknown }).id;
        if (requestId !== undefined) proxyReq.setHeader('X-Request-Id', String(requestId));
        // Everything proxied here is the REST surface; a client cannot pose as MCP or chat.
        proxyReq.setHeader(SURFACE_HEADER, 'rest');
        proxyReq.once('timeout', () => timedOut.add(req));
      },
      error: (error, req, res) => {
        const code = upstreamFailure(error as NodeJS.ErrnoException, timedOut.has(req));
        // On a socket-level failure http-proxy may hand over the client socket instead of a response.
        if (!('setHeader' in res)) {
          (res as Socket).destroy();
          return;
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.statusCode = statusOf(code);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(errorEnvelope(code, FAILURE_MESSAGES[code] ?? 'Upstream failure.', { service: options.name })));
      },
    },
  }) as unknown as RequestHandler;
}
