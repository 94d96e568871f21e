import type { RequestListener } from 'node:http';
import type { Logger } from 'pino';
import type { ProcessConfig } from '../config/process-config';
import { startMetricsServer } from '../metrics/metrics-server';
import { exitOnSignals, type RunningServer, startHttpServer } from './http-server';

export interface ServiceRun {
  logger: Logger;
  config: ProcessConfig;
  app: RequestListener;
  /** Slow start-up work (loading dictionaries); `/readyz` reports it, a failure ends the process. */
  prepare?: () => Promise<void>;
  /** Work to finish after the server stopped accepting (flushing queues, closing clients). */
  cleanup?: () => Promise<void>;
}

/**
 * Listens first, so `/healthz` answers while data loads; prepares; drains on SIGTERM. A process whose
 * preparation fails exits rather than serving without its data.
 */
export async function runService(run: ServiceRun): Promise<RunningServer> {
  const { logger, config } = run;
  const started = performance.now();
  const server = await startHttpServer(run.app, {
    host: config.host,
    port: config.port,
    logger,
    shutdownGraceMs: config.shutdownGraceMs,
  });
  const metrics = await startMetricsServer(config.metricsHost, config.metricsPort);
  logger.info({ url: server.url, metrics: metrics.url }, 'listening');
  exitOnSignals(logger, async () => {
    await server.stop();
    await metrics.stop();
    await run.cleanup?.();
  });
  if (run.prepare !== undefined) {
    try {
      await run.prepare();
    } catch (error) {
      logger.fatal({ err: error }, 'start-up failed');
      process.exit(1);
    }
  }
  logger.info({ readyMs: Math.round(performance.now() - started), rssMb: Math.round(process.memoryUsage().rss / 1e6) }, 'ready');
  return server;
}
