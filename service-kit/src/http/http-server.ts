import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Duplex } from 'node:stream';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@lexicon/shared';
import { clientErrorHandler, rawErrorResponse } from './client-error';

export interface HttpServerOptions {
  host: string;
  port: number;
  logger: Logger;
  /** How long in-flight requests get to finish after shutdown starts. */
  shutdownGraceMs: number;
  /** Overrides the documented slow-client limits (tests use short ones). */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}

export interface RunningServer {
  server: Server;
  url: string;
  port: number;
  /** Stops accepting, lets in-flight requests finish within the grace period, then closes what is left. */
  stop(): Promise<void>;
}

const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/**
 * Node checks the two limits (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS) only this often (30 s by
 * default), so a slow client got its 408 up to 30 s late: 12-36 s for headers were measured. Checking
 * every 500 ms keeps the limits as written.
 */
const CONNECTIONS_CHECKING_INTERVAL_MS = 500;

export async function startHttpServer(app: RequestListener, options: HttpServerOptions): Promise<RunningServer> {
  const server = createServer(
    {
      headersTimeout: options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
      requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(CONNECTIONS_CHECKING_INTERVAL_MS, options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS),
      // Node would answer a missing Host with a bare 400 of its own; the app answers it in the envelope.
      requireHostHeader: false,
    },
    app,
  );
  server.on('clientError', clientErrorHandler(server));
  // Without a listener Node drops a CONNECT without a word; no Lexicon process is a proxy.
  server.on('connect', (_req, socket: Duplex) => {
    socket.end(rawErrorResponse({ code: 'method_not_allowed', message: 'CONNECT is not supported; this is not a proxy.' }));
  });
  server.listen(options.port, options.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= new Promise<void>((resolve) => {
      const forceClose = setTimeout(() => {
        options.logger.warn('grace period over: closing remaining connections');
        server.closeAllConnections();
      }, options.shutdownGraceMs);
      forceClose.unref();
      server.close(() => {
        clearTimeout(forceClose);
        resolve();
      });
      server.closeIdleConnections();
    });
    return stopping;
  };
  return { server, url, port, stop };
}

/**
 * On SIGTERM or SIGINT: run the shutdown steps once, then exit. A second signal exits at once, so an
 * impatient operator is never stuck.
 */
export function exitOnSignals(logger: Logger, shutdown: () => Promise<void>): void {
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
