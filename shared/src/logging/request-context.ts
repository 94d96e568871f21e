import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export const REQUEST_ID_HEADER = 'x-request-id';

interface RequestContext {
  requestId: string;
  logger: Logger;
}

const PROBE_PATHS = new Set(['/healthz', '/readyz']);

const storage = new AsyncLocalStorage<RequestContext>();

// A client-supplied id is echoed in logs and headers, so only a short token of safe characters is kept.
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(req: IncomingMessage): string {
  const supplied = req.headers[REQUEST_ID_HEADER];
  const candidate = Array.isArray(supplied) ? supplied[0] : supplied;
  return candidate !== undefined && ACCEPTABLE_REQUEST_ID.test(candidate) ? candidate : randomUUID();
}

/** The id of the request being served, for outgoing calls and log lines far from the route. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function currentLogger(fallback: Logger): Logger {
  return storage.getStore()?.logger ?? fallback;
}

/**
 * Gives every request an id (the caller's X-Request-Id when acceptable), returns it in the response,
 * logs the request with it, and keeps it reachable for the rest of the request's async work.
 */
export function requestContext(logger: Logger): RequestHandler {
  const httpLogger = pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFrom(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Every line logged for the request, the completion line included, names its id at the top level.
    customProps: (req: IncomingMessage & { id?: unknown }) => ({ requestId: req.id }),
    // Probes arrive every few seconds from orchestrators; logging each would drown the real traffic.
    autoLogging: { ignore: (req: IncomingMessage) => PROBE_PATHS.has(req.url ?? '') },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => {
    httpLogger(req, res, () => {
      storage.run({ requestId: String(req.id), logger: req.log }, next);
    });
  };
}
