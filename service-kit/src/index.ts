/**
 * What every Lexicon process runs on: config loading, logging with request ids, the HTTP frame (app,
 * server, envelope and error middleware, probes), its own metrics, the usage client, the query
 * deadlines of a request. The API contract it serves is @lexicon/shared (shared/src/index.ts).
 */
export { ConfigError, configVar, loadConfig, LOG_LEVELS } from './config/load-config';
export type { Environment, LogLevel } from './config/load-config';
export { loadProcessConfig, METRICS_PORT_OFFSET, metricsPortBeside, metricsPortVariable } from './config/process-config';
export { METRICS_PATH, OTHER_ROUTE, ownedMetrics, processMetrics, recordQueryCost, routeLabeller, startMetricsServer } from './metrics';
export type { MetricsServer, ProcessMetrics, SurfaceOfRequest } from './metrics';
export type { ProcessConfig, ProcessVariables } from './config/process-config';

export { createLogger } from './logging/logger';
export type { Logger } from './logging/logger';
export { type CompletionLines, currentLogger, currentRequestId, REQUEST_ID_HEADER, requestContext, requestIdFrom, SLOW_REQUEST_MS } from './logging/request-context';

export { errorHandler, frameworkError, notFoundHandler } from './http/error-handler';
export { readinessHandler } from './http/health-routes';
export { exitOnSignals, startHttpServer } from './http/http-server';
export type { HttpServerOptions, RunningServer } from './http/http-server';
export { runService } from './http/run-service';
export { createServiceApp } from './http/service-app';
export type { ServiceAppOptions } from './http/service-app';
export type { ServiceRun } from './http/run-service';
export { ANSWER_ENCODINGS, type AnswerEncoding, BROTLI_QUALITY, chooseEncoding, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL, sendJsonText } from './http/content-encoding';
export { createServiceClient } from './http/service-client';
export { freePort } from './http/free-port';
export { requestSlot, type RequestSlot } from './http/request-slot';
export { loadQueryWorkConfig, queryWorkOf, reportQueryCost } from './http/request-work';
export type { QueryWorkConfig } from './http/request-work';
export type { ServiceClientOptions } from './http/service-client';
export { mountOperations } from './operations/mount-operations';
export type { OperationHandler } from './operations/mount-operations';
export { CircuitBreaker, CircuitOpenError } from './faults/circuit-breaker';
export type { CircuitBreakerOptions, CircuitState } from './faults/circuit-breaker';
export { BoundedQueue } from './usage/bounded-queue';
export { retryDelay, UsageEmitter } from './usage/usage-emitter';
export type { UsageBatchSender, UsageEmitterOptions, UsageEmitterStatus, UsageSink } from './usage/usage-emitter';
export { loadUsageEmitterConfig } from './usage/usage-emitter-config';
export type { UsageEmitterConfig } from './usage/usage-emitter-config';
export { createUsageEmitter, httpUsageSender } from './usage/usage-http-sender';
export { noteUsage, usageRecorder } from './usage/usage-recorder';
export { withUsageStatus } from './usage/usage-readiness';
export type { UsageAnswer } from './usage/usage-recorder';
export { connectRedis, redisTargetFrom, redisTargetVariables } from './redis/redis-target';
export type { RedisConnection, RedisTarget } from './redis/redis-target';
