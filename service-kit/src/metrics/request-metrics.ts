import type { Request, Response } from 'express';
import { Counter, Histogram } from 'prom-client';
import { whenResponseDone } from '../http/response-done';
import { type Surface, SURFACE_HEADER, surfaceOf } from '@lexicon/shared';
import { ownedMetrics, processMetrics } from './process-metrics';
import { routeLabeller } from './route-label';
import { SeriesTally } from './series-tally';

/** How a process tells a request's surface; by default the header the gateway sets (usage/surface.ts). */
export type SurfaceOfRequest = (req: Request) => Surface;

const surfaceFromHeader: SurfaceOfRequest = (req) => surfaceOf(req.headers[SURFACE_HEADER]);

/** How a process names a request's route (route-label.ts); by the catalogue from its method and path by default. */
export type RouteOfRequest = (req: Request) => string;

function routeByPath(): RouteOfRequest {
  const label = routeLabeller();
  return (req) => label(req.method, req.path);
}

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
export function requestCounter(surfaceOfRequest: SurfaceOfRequest = surfaceFromHeader, routeOf: RouteOfRequest = routeByPath()): (req: Request, res: Response) => void {
  const metrics = processMetrics();
  const latency = observerBy(metrics.requestSeconds);
  return (req, res) => {
    const started = performance.now();
    metrics.inFlight.inc();
    whenResponseDone(res, () => {
      metrics.inFlight.dec();
      const route = routeOf(req);
      const surface = surfaceOfRequest(req);
      const status = res.writableFinished ? String(res.statusCode) : '499';
      const method = req.method;
      metrics.requestTally.add(seriesKey(route, method, status, surface), () => ({ route, method, status, surface }));
      latency(seriesKey(route, surface), () => ({ route, surface }))((performance.now() - started) / 1e3);
    });
  };
}

/** Query cost in work units: a plain lookup costs a few, a wide pattern up to the per-query cap. */
const COST_BUCKETS = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

/**
 * Work units of answered queries, as the dictionary services report them in X-Query-Cost: registered
 * by the first query a process prices (recordQueryCost), so the gateway and the processes that price
 * none report no such metric.
 */
const queryCostMetrics = ownedMetrics((registers) => {
  const tally = new SeriesTally<'route'>();
  new Counter({
    name: 'lexicon_query_cost_units_total',
    help: 'Work units reported in X-Query-Cost.',
    labelNames: ['route'],
    registers,
    collect() {
      tally.publish(this);
    },
  });
  const histogram = new Histogram({ name: 'lexicon_query_cost_units', help: 'Work units per query, as reported in X-Query-Cost.', labelNames: ['route'], buckets: COST_BUCKETS, registers });
  return { tally, observer: observerBy(histogram), routeOf: routeLabeller() };
});

/** Records the work units a query cost, labelled by its operation. */
export function recordQueryCost(method: string, path: string, units: number): void {
  const { tally, observer, routeOf } = queryCostMetrics();
  const route = routeOf(method, path);
  tally.add(route, () => ({ route }), units);
  observer(route, () => ({ route }))(units);
}
