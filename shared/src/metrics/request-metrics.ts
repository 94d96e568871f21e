import type { Request, RequestHandler } from 'express';
import { type Surface, SURFACE_HEADER, surfaceOf } from '../usage/surface';
import { processMetrics } from './process-metrics';
import { routeLabeller } from './route-label';

/** How a process tells a request's surface; by default the header the gateway sets (usage/surface.ts). */
export type SurfaceOfRequest = (req: Request) => Surface;

const surfaceFromHeader: SurfaceOfRequest = (req) => surfaceOf(req.headers[SURFACE_HEADER]);

/**
 * Counts every request once it is answered (or its client left: status 499 then, as nginx writes
 * it), with its latency, and keeps the in-flight gauge. Mounted first, so probes and refusals count too.
 */
export function requestMetrics(surfaceOfRequest: SurfaceOfRequest = surfaceFromHeader): RequestHandler {
  const metrics = processMetrics();
  const routeOf = routeLabeller();
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    metrics.inFlight.inc();
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      metrics.inFlight.dec();
      const route = routeOf(req.method, req.path);
      const surface = surfaceOfRequest(req);
      const status = res.writableFinished ? String(res.statusCode) : '499';
      metrics.requests.inc({ route, method: req.method, status, surface });
      metrics.requestSeconds.observe({ route, surface }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
}

/** Records the work units a query cost, labelled by its operation. */
export function recordQueryCost(method: string, path: string, units: number): void {
  const metrics = processMetrics();
  const route = costRouteOf(method, path);
  metrics.queryCostUnits.inc({ route }, units);
  metrics.queryCost.observe({ route }, units);
}

let costRoutes: ((method: string, path: string) => string) | undefined;
function costRouteOf(method: string, path: string): string {
  costRoutes ??= routeLabeller();
  return costRoutes(method, path);
}
