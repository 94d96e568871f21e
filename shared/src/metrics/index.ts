export { startMetricsServer, METRICS_PATH } from './metrics-server';
export type { MetricsServer } from './metrics-server';
export { processMetrics } from './process-metrics';
export type { ProcessMetrics, UsageQueueFigures } from './process-metrics';
export { recordQueryCost } from './request-metrics';
export type { SurfaceOfRequest } from './request-metrics';
export { OTHER_ROUTE, routeLabeller } from './route-label';
