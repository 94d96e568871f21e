import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent } from 'node:http';
import type { Socket } from 'node:net';
import { CLIENT_KEY_HEADER, QUERY_BUDGET_HEADER, QUERY_COST_HEADER, reportedUnits, serviceBudgetMs, SURFACE_HEADER } from '@lexicon/shared';
import type { RequestHandler } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import type { UpstreamUrls } from '../config';
import { tabOf } from '../rate-limit';
import { ENDPOINTS, type EndpointTable } from './endpoint-table';
import { replicaUrls, roundRobin } from './replicas';
import { type UpstreamName, upstreamOf } from './route-table';
import { upstreamFailure, upstreamFailureAnswer } from './upstream-failure';

export interface UpstreamProxyOptions {
  name: UpstreamName;
  target: string;
  timeoutMs: number;
  agent: Agent;
}

/**
 * The proxy to one upstream service; the caller decides which requests reach it. The target is parsed
 * once here (http-proxy would parse a string target on every request), and of http-proxy-middleware's
 * default plugins only the two that matter are kept: the one that subscribes `on` below, and the one
 * that drops the upstream answer when the client goes away. Its logger plugin is left out: without a
 * logger it writes nowhere, yet builds a URL and a line for every answer.
 */
export function upstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const target = new URL(options.target);
  // http-proxy aborts a timed-out upstream call and reports a plain "socket hang up"; remember which.
  const timedOut = new WeakSet<IncomingMessage>();
  const budget = String(serviceBudgetMs(options.timeoutMs));
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    // The fields http-proxy reads from a parsed target; `path` is prepended to every proxied path.
    target: { protocol: target.protocol, host: target.host, hostname: target.hostname, port: target.port, path: `${target.pathname}${target.search}` },
    agent: options.agent,
    proxyTimeout: options.timeoutMs,
    xfwd: false,
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyReq, req) => {
        // The id the gateway gave or accepted, so the service logs the same request under the same id.
        const requestId = (req as IncomingMessage & { id?: unknown }).id;
        if (requestId !== undefined) proxyReq.setHeader('X-Request-Id', String(requestId));
        // Everything proxied here is the REST surface; a client cannot pose as MCP or chat.
        proxyReq.setHeader(SURFACE_HEADER, 'rest');
        // The service stops a query it cannot finish before the gateway's own wait ends (a client's copy is replaced).
        proxyReq.setHeader(QUERY_BUDGET_HEADER, budget);
        // Whom the service shares its heavy lane among; never a client's own claim.
        const tab = tabOf(req);
        if (tab === undefined) proxyReq.removeHeader(CLIENT_KEY_HEADER);
        else proxyReq.setHeader(CLIENT_KEY_HEADER, tab.client);
        proxyReq.once('timeout', () => timedOut.add(req));
      },
      proxyRes: (proxyRes, req) => {
        // Charged before the answer's headers are copied out, so its X-RateLimit-Remaining includes the
        // cost; what a query cost is for the gateway, not the client.
        tabOf(req)?.charge(reportedUnits(proxyRes.headers[QUERY_COST_HEADER]));
        delete proxyRes.headers[QUERY_COST_HEADER];
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
        const answer = upstreamFailureAnswer(code, options.name, 'request');
        res.statusCode = answer.status;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(answer.envelope));
      },
    },
  }) as unknown as RequestHandler;
}

export interface UpstreamRoutesOptions {
  upstreams: UpstreamUrls;
  /** The endpoints and who answers them; the catalogue's when not given. */
  endpoints?: EndpointTable;
  timeoutMs: number;
  agent: Agent;
}

/**
 * Sends each request for a service's endpoint, asked with a method the endpoint answers, to that
 * service: one lookup in the endpoint table per request instead of one path filter per proxy. Anything
 * else (unknown paths, wrong methods) goes on to the handlers that answer 404 and 405.
 */
export function upstreamRoutes(options: UpstreamRoutesOptions): RequestHandler {
  const endpoints = options.endpoints ?? ENDPOINTS;
  // One proxy per replica of each service, taken in turn.
  const proxies = new Map<UpstreamName, () => RequestHandler>();
  for (const name of Object.keys(options.upstreams) as UpstreamName[]) {
    const replicas = replicaUrls(options.upstreams[name]).map((target) => upstreamProxy({ name, target, timeoutMs: options.timeoutMs, agent: options.agent }));
    proxies.set(name, roundRobin(replicas));
  }
  return (req, res, next) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const upstream = upstreamOf(endpoints.find(req.path), method);
    const proxy = upstream === undefined ? undefined : proxies.get(upstream)?.();
    if (proxy === undefined) {
      next();
      return;
    }
    if (req.rawBody !== undefined) {
      // The body check has read the body, so none follows the headers. Passed on, a Content-Length would
      // leave the service waiting for those bytes and reading the start of the next request on that
      // connection (maybe another client's) as them. The services' endpoints take no body anyway.
      delete req.headers['content-length'];
      delete req.headers['transfer-encoding'];
    }
    void proxy(req, res, next);
  };
}
