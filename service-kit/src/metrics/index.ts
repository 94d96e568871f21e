export { startMetricsServer, METRICS_PATH } from './metrics-server';
export type { MetricsServer } from './metrics-server';
export { ownedMetrics, processMetrics } from './process-metrics';
export type { ProcessMetrics } from './process-metrics';
export { recordQueryCost } from './request-metrics';
export type { SurfaceOfRequest } from './request-metrics';
export { OTHER_ROUTE, routeLabeller } from './route-label';
