import type { Request, Response } from 'express';
import { whenResponseDone } from '../http/response-done';
import { type Surface, SURFACE_HEADER, surfaceOf } from '../usage/surface';
import { processMetrics } from './process-metrics';
import { routeLabeller } from './route-label';

/** How a process tells a request's surface; by default the header the gateway sets (usage/surface.ts). */
export type SurfaceOfRequest = (req: Request) => Surface;

const surfaceFromHeader: SurfaceOfRequest = (req) => surfaceOf(req.headers[SURFACE_HEADER]);

/** Keys one series of a few labels (none holds a tab: operation ids, methods, statuses, surfaces). */
const seriesKey = (...labels: string[]): string => labels.join('\t');

/** prom-client's labelled child of a histogram, made once per series: `observe(labels, value)` would check and key the labels every time. */
function observerBy<Label extends string>(histogram: { labels(labels: Partial<Record<Label, string>>): { observe(value: number): void } }): (key: string, labels: () => Record<Label, string>) => (value: number) => void {
  const made = new Map<string, (value: number) => void>();
  return (key, labels) => {
    let observe = made.get(key);
    if (observe === undefined) {
      const child = histogram.labels(labels());
      observe = (value) => child.observe(value);
      made.set(key, observe);
    }
    return observe;
  };
}

/**
 * What the metrics note of every request: in flight now, then, once it is answered (or its client
 * left: status 499 then, as nginx writes it), one count and its latency. Called first for every
 * request, so probes and refusals count too.
 */
export function requestCounter(surfaceOfRequest: SurfaceOfRequest = surfaceFromHeader): (req: Request, res: Response) => void {
  const metrics = processMetrics();
  const routeOf = routeLabeller();
  const latency = observerBy(metrics.requestSeconds);
  return (req, res) => {
    const started = performance.now();
    metrics.inFlight.inc();
    whenResponseDone(res, () => {
      metrics.inFlight.dec();
      const route = routeOf(req.method, req.path);
      const surface = surfaceOfRequest(req);
      const status = res.writableFinished ? String(res.statusCode) : '499';
      const method = req.method;
      metrics.requestTally.add(seriesKey(route, method, status, surface), () => ({ route, method, status, surface }));
      latency(seriesKey(route, surface), () => ({ route, surface }))((performance.now() - started) / 1e3);
    });
  };
}

let costRoutes: ((method: string, path: string) => string) | undefined;
let costObserver: ((key: string, labels: () => Record<'route', string>) => (value: number) => void) | undefined;

/** Records the work units a query cost, labelled by its operation. */
export function recordQueryCost(method: string, path: string, units: number): void {
  const metrics = processMetrics();
  costRoutes ??= routeLabeller();
  costObserver ??= observerBy(metrics.queryCost);
  const route = costRoutes(method, path);
  metrics.queryCostTally.add(route, () => ({ route }), units);
  costObserver(route, () => ({ route }))(units);
}
