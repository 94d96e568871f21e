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

/** Why a server could not listen, in one line that names the address and what it was for. */
export function listenFailure(purpose: string, host: string, port: number, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  const why = code === 'EADDRINUSE' ? 'the address is in use' : code === 'EACCES' ? 'permission denied' : code === 'EADDRNOTAVAIL' ? 'no such local address' : (error as Error).message;
  return new Error(`cannot listen for ${purpose} on ${host}:${port}: ${why}${code === undefined ? '' : ` (${code})`}`);
}

/**
 * Listens first, so `/healthz` answers while data loads; prepares; drains on SIGTERM. A process whose
 * preparation fails exits rather than serving without its data. Every reason not to start (a port in
 * use, a failed preparation) rejects with a one-line message, which each process's index.ts writes
 * to stderr before exiting 1, so whoever started the process can show it.
 */
export async function runService(run: ServiceRun): Promise<RunningServer> {
  const { logger, config } = run;
  const started = performance.now();
  const server = await startHttpServer(run.app, {
    host: config.host,
    port: config.port,
    logger,
    shutdownGraceMs: config.shutdownGraceMs,
  }).catch((error: unknown) => {
    throw listenFailure('requests', config.host, config.port, error);
  });
  const metrics = await startMetricsServer(config.metricsHost, config.metricsPort).catch((error: unknown) => {
    throw listenFailure('metrics', config.metricsHost, config.metricsPort, error);
  });
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
      throw new Error(`start-up failed: ${(error as Error).message.split('\n')[0] ?? ''}`, { cause: error });
    }
  }
  logger.info({ readyMs: Math.round(performance.now() - started), rssMb: Math.round(process.memoryUsage().rss / 1e6) }, 'ready');
  return server;
}
