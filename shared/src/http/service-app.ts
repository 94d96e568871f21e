import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { requestContext } from '../logging/request-context';
import { errorHandler, notFoundHandler } from './error-handler';
import { healthHandler, type Readiness, readinessHandler } from './health-routes';

export interface ServiceAppOptions {
  service: string;
  logger: Logger;
  readiness: Readiness;
  /** Mounts what must see every request, probes included (the gateway's CORS and security headers). */
  before?: (app: Express) => void;
  /** Mounts the service's own routes between the health probes and the catch-all 404. */
  routes?: (app: Express) => void;
}

/** The frame every Lexicon process shares: request ids and logs, probes, the 404 and error envelopes. */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(requestContext(options.logger));
  options.before?.(app);
  // On the app itself rather than in a router: every request passes these, and a router is one more hop.
  app.get('/healthz', healthHandler(options.service));
  app.get('/readyz', readinessHandler(options.service, options.readiness));
  options.routes?.(app);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}
