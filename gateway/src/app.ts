import { buildOpenApiDocument, checkCatalogue, healthBody, type Operation, OPERATIONS, type Readiness, SURFACE_ROOTS } from '@lexicon/shared';
import { createServiceApp, type Logger, mountOperations, readinessHandler } from '@lexicon/service-kit';
import type { Express, RequestHandler } from 'express';
import { chatErrors, chatHandlers } from './chat';
import type { UpstreamUrls } from './config';
import { bodyGuard } from './edge/body-guard';
import { compressedAnswers } from './edge/compressed-answers';
import { cors } from './edge/cors';
import { jsonBody } from './edge/json-body';
import { unknownPaths, unsupportedMethods, wrongMethodForPath } from './edge/method-gate';
import { securityHeaders } from './edge/security-headers';
import { mcpEndpoint, originGuard, readWordsView, serviceCaller, toolsOf } from './mcp';
import { apiDocsRoutes, pageRoutes } from './page';
import { endpointTable, type EndpointTable } from './routing/endpoint-table';
import { attachRoutes, routeOf, routeResolver } from './routing/resolved-route';
import { type ReplicaPools, startReplicaPools } from './routing/replicas';
import { UpstreamAgent } from './routing/upstream-agent';
import { upstreamRoutes } from './routing/upstream-proxy';

export interface GatewayDependencies {
  logger: Logger;
  upstreams: UpstreamUrls;
  upstreamTimeoutMs: number;
  /** Services (required) and Redis (reported, not required: the limiter falls back to memory). */
  readiness: Readiness;
  /** The rate limit for the counted surfaces; a pass-through where none applies. */
  rateLimit: RequestHandler;
  /** The OpenAPI document openapi.json answers; built from `operations` with the default limits when not given. */
  openApiDocument?: () => unknown;
  /** The operations served (routes, Allow, tools, the document); the catalogue when not given. */
  operations?: readonly Operation[];
  /** The services' replicas, shared with readiness; started from `upstreams` when not given. */
  pools?: ReplicaPools;
  /** Origins allowed on /mcp (DNS-rebinding protection); every origin when undefined. */
  mcpAllowedOrigins?: readonly string[];
  /** The web build's output (web/dist): the page at `/` and its assets; no page when undefined. */
  pageDirectory?: string;
  /** The endpoints served; built from `operations` when not given (a test counts its lookups). */
  endpoints?: EndpointTable;
}

export const SERVICE_NAME = 'gateway';
/** The public identity of the API, as the health body names it. */
export const PUBLIC_SERVICE_NAME = 'lexicon-api';

/**
 * The public edge, in the order a request meets it: request id and log line; its route, resolved once
 * and carried (routing/resolved-route.ts); compression of large answers; security and CORS
 * headers (a preflight ends here); unsupported methods; the rate limit; the Origin allow-list of
 * /mcp; the body limit and JSON; the proxy to the owning service for the services' endpoints; the
 * gateway's own endpoints, the MCP endpoint, the page and the API explorer, and the chat surface;
 * unknown paths and wrong methods. On /v1, errors also carry OpenAI's `type` and `param`.
 * Every answer on the way out, errors included, is the envelope with CORS.
 */
export function createApp(deps: GatewayDependencies): Express {
  // One keep-alive agent for every call to a service: the REST proxy's and the tools'.
  const agent = new UpstreamAgent({ maxSockets: 256 });
  const operations = checkCatalogue(deps.operations ?? OPERATIONS);
  const endpoints = deps.endpoints ?? endpointTable(operations);
  const openApiDocument = deps.openApiDocument ?? (() => buildOpenApiDocument({ operations }));
  const pools = deps.pools ?? startReplicaPools(deps.upstreams);
  const tools = { tools: toolsOf(operations), callService: serviceCaller({ pools, timeoutMs: deps.upstreamTimeoutMs, agent }) };
  const view = readWordsView(deps.pageDirectory, deps.logger);
  const mcp = mcpEndpoint({ ...tools, logger: deps.logger, ...(view === undefined ? {} : { view }) });
  return createServiceApp({
    service: SERVICE_NAME,
    logger: deps.logger,
    readiness: deps.readiness,
    // The route resolved at the edge names the request in the metrics too.
    surfaceOf: (req) => routeOf(req).surface,
    routeOf: (req) => routeOf(req).label,
    before: (app) => {
      app.use(attachRoutes(routeResolver(endpoints, operations)));
      app.use(compressedAnswers());
      app.use(securityHeaders());
      app.use(cors());
    },
    routes: (app) => {
      app.use(unsupportedMethods(endpoints));
      app.use(deps.rateLimit);
      app.use(SURFACE_ROOTS.mcp, originGuard(deps.mcpAllowedOrigins));
      app.use(bodyGuard());
      app.use(jsonBody());
      // The services' endpoints first: they are most of the traffic, and no route below claims their paths.
      app.use(upstreamRoutes({ pools, timeoutMs: deps.upstreamTimeoutMs, agent }));
      app.use(SURFACE_ROOTS.mcp, mcp.parseErrors);
      let openApi: string | undefined;
      // The gateway's own rows of the catalogue; a row without its handler stops the start.
      mountOperations(
        app,
        'gateway',
        {
          getHealth: (_req, res) => {
            res.json(healthBody(PUBLIC_SERVICE_NAME));
          },
          getReadiness: readinessHandler(PUBLIC_SERVICE_NAME, deps.readiness),
          getOpenApiDocument: (_req, res) => {
            openApi ??= JSON.stringify(openApiDocument());
            res.type('application/json; charset=utf-8').send(openApi);
          },
          mcp: mcp.handle,
          ...chatHandlers(tools),
        },
        operations,
      );
      if (deps.pageDirectory !== undefined) pageRoutes(app, deps.pageDirectory, deps.logger);
      apiDocsRoutes(app);
      app.use(unknownPaths());
      app.use(wrongMethodForPath());
      app.use(chatErrors(deps.logger));
    },
  });
}
