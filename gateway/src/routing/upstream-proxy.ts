import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Agent } from 'node:http';
import type { Socket } from 'node:net';
import { CLIENT_KEY_HEADER, QUERY_BUDGET_HEADER, QUERY_COST_HEADER, reportedUnits, serviceBudgetMs, SURFACE_HEADER } from '@lexicon/shared';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { requestSlot } from '@lexicon/service-kit';
import { tabOf } from '../rate-limit';
import { retryDecision } from './failover-rules';
import type { ReplicaPool, ReplicaTarget } from './replica-pool';
import type { ReplicaPools } from './replicas';
import { routeOf } from './resolved-route';
import type { UpstreamName } from './upstream-owner';
import { isUnreachable, upstreamFailure, upstreamFailureAnswer } from './upstream-failure';
import { gatewayMetrics } from '../gateway-metrics';

export interface UpstreamProxyOptions {
  name: UpstreamName;
  /** The service's replicas; each request goes to the next one in turn. */
  pool: ReplicaPool;
  timeoutMs: number;
  agent: Agent;
}

const proxyEverything = (): boolean => true;

/** One request's way through the replicas: where it went last, how often, by when it must be answered, and how its last call ended. */
interface Attempts {
  target: ReplicaTarget;
  count: number;
  deadline: number;
  answerStarted: boolean;
  /** http-proxy aborts a timed-out upstream call and reports a plain "socket hang up"; this says which. */
  timedOut: boolean;
  /** Express's next, for the proxy's second call. */
  next: NextFunction;
}

/**
 * The proxy to one upstream service; the caller decides which requests reach it. Each request goes to
 * the pool's next replica; one that fails before any answer byte is sent once more to another replica
 * when the failover rules allow (routing/failover-rules.ts), within what is left of the upstream
 * timeout. Of http-proxy-middleware's default plugins only the two that matter are kept: the one that
 * subscribes `on` below, and the one that drops the upstream answer when the client goes away. Its
 * logger plugin is left out: without a logger it writes nowhere, yet builds a URL and a line for
 * every answer.
 */
export function upstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const { name, pool, timeoutMs } = options;
  const attemptsOf = requestSlot<Attempts>('lexicon.upstreamAttempts');
  const fullBudget = String(serviceBudgetMs(timeoutMs));
  const retries = gatewayMetrics().upstreamRetries;
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    // Replaced per request by the replica `router` picks; http-proxy-middleware wants one to start from.
    target: pool.configuredTarget().proxyTarget,
    router: (req) => (attemptsOf.get(req) as Attempts).target.proxyTarget,
    agent: options.agent,
    proxyTimeout: timeoutMs,
    // http-proxy would parse each request's URL again with node's legacy url.parse only to take its path
    // (5% of the gateway's CPU per request by profile); with `toProxy` it forwards req.url as it is, which
    // upstreamRoutes has reduced to its path.
    toProxy: true,
    // upstreamRoutes already chose what reaches this proxy. http-proxy-middleware still parses each
    // request's URL with node's legacy url.parse to hand the filter its path, whatever the filter
    // (routing/legacy-url-parse.ts says what that cost, and how the gateway keeps it down).
    pathFilter: proxyEverything,
    xfwd: false,
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyReq, req) => {
        const attempts = attemptsOf.get(req) as Attempts;
        // The id the gateway gave or accepted, so the service logs the same request under the same id.
        const requestId = (req as IncomingMessage & { id?: unknown }).id;
        if (requestId !== undefined) proxyReq.setHeader('X-Request-Id', String(requestId));
        // Everything proxied here is the REST surface; a client cannot pose as MCP or chat.
        proxyReq.setHeader(SURFACE_HEADER, 'rest');
        // The service stops a query it cannot finish before the gateway's own wait ends (a client's copy
        // is replaced); a second attempt has only what the first left.
        if (attempts.count === 1) proxyReq.setHeader(QUERY_BUDGET_HEADER, fullBudget);
        else {
          const remainingMs = Math.max(1, attempts.deadline - Date.now());
          proxyReq.setHeader(QUERY_BUDGET_HEADER, String(serviceBudgetMs(remainingMs)));
          proxyReq.setTimeout(remainingMs, () => proxyReq.destroy());
        }
        // Whom the service shares its heavy lane among; never a client's own claim.
        const tab = tabOf(req);
        if (tab === undefined) proxyReq.removeHeader(CLIENT_KEY_HEADER);
        else proxyReq.setHeader(CLIENT_KEY_HEADER, tab.client);
        proxyReq.once('timeout', () => {
          attempts.timedOut = true;
        });
        // The body check has read the body (upstreamRoutes drops its length headers); a POST's JSON body
        // (the move operations) is sent on whole, with its own length. A GET's body is not passed on.
        const body = (req as Request).rawBody;
        if (req.method === 'POST' && body !== undefined && body.length > 0) {
          proxyReq.setHeader('Content-Length', String(body.length));
          proxyReq.write(body);
        }
      },
      proxyRes: (proxyRes, req) => {
        (attemptsOf.get(req) as Attempts).answerStarted = true;
        // Charged before the answer's headers are copied out, so its X-RateLimit-Remaining includes the
        // cost; what a query cost is for the gateway, not the client.
        tabOf(req)?.charge(reportedUnits(proxyRes.headers[QUERY_COST_HEADER]));
        delete proxyRes.headers[QUERY_COST_HEADER];
      },
      error: (error, req, res) => {
        const attempts = attemptsOf.get(req) as Attempts;
        const { code } = error as NodeJS.ErrnoException;
        if (isUnreachable(code)) pool.markUnreachable(attempts.target);
        const decision = retryDecision({
          method: req.method ?? '',
          code,
          timedOut: attempts.timedOut,
          answerStarted: attempts.answerStarted || ('headersSent' in res && res.headersSent),
          attempts: attempts.count,
          remainingMs: attempts.deadline - Date.now(),
        });
        if (decision === 'retry' && 'setHeader' in res) {
          retries.inc({ service: name, surface: 'rest' });
          sendAgain(req, res, attempts);
          return;
        }
        const failure = upstreamFailure(error as NodeJS.ErrnoException, attempts.timedOut);
        // On a socket-level failure http-proxy may hand over the client socket instead of a response.
        if (!('setHeader' in res)) {
          (res as Socket).destroy();
          return;
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const answer = upstreamFailureAnswer(failure, name, 'request');
        res.statusCode = answer.status;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(answer.envelope));
      },
    },
  }) as unknown as RequestHandler;
  /** The second attempt: to another replica where there is one. */
  const sendAgain = (req: IncomingMessage, res: ServerResponse, attempts: Attempts): void => {
    attempts.count += 1;
    attempts.target = pool.pick(attempts.target);
    void proxy(req as Request, res as Response, attempts.next);
  };
  return (req, res, next) => {
    attemptsOf.set(req, { target: pool.pick(), count: 1, deadline: Date.now() + timeoutMs, answerStarted: false, timedOut: false, next });
    void proxy(req, res, next);
  };
}

/** The path and query of an absolute URL; `/` for anything unparsable, which no endpoint answers anyway. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
}

export interface UpstreamRoutesOptions {
  pools: ReplicaPools;
  timeoutMs: number;
  agent: Agent;
}

/**
 * Sends each request for a service's endpoint, asked with a method the endpoint answers, to that
 * service, by the route resolved at the edge (resolved-route.ts) instead of one path filter per proxy. Anything
 * else (unknown paths, wrong methods) goes on to the handlers that answer 404 and 405.
 */
export function upstreamRoutes(options: UpstreamRoutesOptions): RequestHandler {
  // One proxy per service, over its replicas.
  const proxies = new Map<UpstreamName, RequestHandler>();
  for (const name of Object.keys(options.pools) as UpstreamName[]) {
    proxies.set(name, upstreamProxy({ name, pool: options.pools[name], timeoutMs: options.timeoutMs, agent: options.agent }));
  }
  return (req, res, next) => {
    const { upstream } = routeOf(req);
    const proxy = upstream === undefined ? undefined : proxies.get(upstream);
    if (proxy === undefined) {
      next();
      return;
    }
    // A request in absolute form (`GET http://host/path`) names its path inside the URL; the service is sent the path.
    if (!req.url.startsWith('/')) req.url = pathOf(req.url);
    if (req.rawBody !== undefined) {
      // The body check has read the body, so none follows the headers. Passed on, a Content-Length would
      // leave the service waiting for those bytes and reading the start of the next request on that
      // connection (maybe another client's) as them. A POST's body is written out again, with its
      // length, as the proxy sends the request (proxyReq above).
      delete req.headers['content-length'];
      delete req.headers['transfer-encoding'];
    }
    void proxy(req, res, next);
  };
}
