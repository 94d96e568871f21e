import { Agent } from 'node:http';
import { createServiceApp, healthBody, type Logger, type Readiness } from '@lexicon/shared';
import type { Express } from 'express';
import type { UpstreamUrls } from './config';
import { ROUTES, type UpstreamName } from './routing/route-table';
import { upstreamProxy } from './routing/upstream-proxy';

export interface GatewayDependencies {
  logger: Logger;
  upstreams: UpstreamUrls;
  upstreamTimeoutMs: number;
  readiness: Readiness;
}

export const SERVICE_NAME = 'gateway';
/** The public identity of the API (DECISIONS.md §1). */
export const PUBLIC_SERVICE_NAME = 'lexicon-api';

export function createApp(deps: GatewayDependencies): Express {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  return createServiceApp({
    service: SERVICE_NAME,
    logger: deps.logger,
    readiness: deps.readiness,
    routes: (app) => {
      app.use((_req, res, next) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        next();
      });
      app.get('/api/v1/healthz', (_req, res) => {
        res.json(healthBody(PUBLIC_SERVICE_NAME));
      });
      for (const name of Object.keys(deps.upstreams) as UpstreamName[]) {
        const routes = ROUTES.filter((route) => route.upstream === name);
        app.use(upstreamProxy({ name, target: deps.upstreams[name], routes, timeoutMs: deps.upstreamTimeoutMs, agent }));
      }
    },
  });
}
