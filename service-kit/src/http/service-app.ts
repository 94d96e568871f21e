import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError, type Readiness } from '@lexicon/shared';
import { type CompletionLines, requestContext } from '../logging/request-context';
import { requestCounter, type RouteOfRequest, type SurfaceOfRequest } from '../metrics/request-metrics';
import { errorHandler, notFoundHandler } from './error-handler';
import { healthHandler, readinessHandler } from './health-routes';

export interface ServiceAppOptions {
  service: string;
  logger: Logger;
  readiness: Readiness;
  /** Mounts what must see every request, probes included (the gateway's CORS and security headers). */
  before?: (app: Express) => void;
  /** Mounts the service's own routes between the health probes and the catch-all 404. */
  routes?: (app: Express) => void;
  /** How the metrics tell a request's surface; the header the gateway sets by default. */
  surfaceOf?: SurfaceOfRequest;
  /** How the metrics name a request's route; by the catalogue from its method and path by default. */
  routeOf?: RouteOfRequest;
  /** Which requests get a completion line at info (logging/request-context.ts); `every` by default. */
  completionLines?: CompletionLines;
}

/** HTTP/1.1 requires a Host header (RFC 9112 §3.2); without one the request is 400, in the envelope. */
const requireHost: RequestHandler = (req, _res, next) => {
  if (req.httpVersion === '1.1' && req.headers.host === undefined) next(new AppError('invalid_request', 'An HTTP/1.1 request needs a Host header.', { header: 'Host' }));
  else next();
};

/**
 * What every request passes first, as one middleware: its metrics, its id and log context, then (when
 * nothing is mounted between them) the Host check. Each middleware is a step of express's router per
 * request; these three were three.
 */
function requestFrame(options: ServiceAppOptions, checkHost: boolean): RequestHandler {
  const count = requestCounter(options.surfaceOf, options.routeOf);
  const context = requestContext(options.logger, options.completionLines);
  return (req, res, next) => {
    count(req, res);
    context(req, res, checkHost ? () => requireHost(req, res, next) : next);
  };
}

/** The frame every Lexicon process shares: request ids and logs, probes, the 404 and error envelopes. */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  if (options.before === undefined) {
    app.use(requestFrame(options, true));
  } else {
    // What `before` mounts sees every request, a refused one included, so the Host check comes after it.
    app.use(requestFrame(options, false));
    options.before(app);
    app.use(requireHost);
  }
  // On the app itself rather than in a router: every request passes these, and a router is one more hop.
  app.get('/healthz', healthHandler(options.service));
  app.get('/readyz', readinessHandler(options.service, options.readiness));
  options.routes?.(app);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}
