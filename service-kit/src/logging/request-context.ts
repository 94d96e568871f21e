import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestSlot } from '../http/request-slot';
import { whenResponseDone } from '../http/response-done';

export const REQUEST_ID_HEADER = 'x-request-id';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id: the caller's X-Request-Id when acceptable, else a generated one. */
    id: string;
    /** A logger whose every line names the request (method, URL, id). */
    log: Logger;
  }
}

const PROBE_PATHS = new Set(['/healthz', '/readyz']);

// A client-supplied id is echoed in logs and headers, so only a short token of safe characters is kept.
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(req: IncomingMessage): string {
  const supplied = req.headers[REQUEST_ID_HEADER];
  const candidate = Array.isArray(supplied) ? supplied[0] : supplied;
  return candidate !== undefined && ACCEPTABLE_REQUEST_ID.test(candidate) ? candidate : randomUUID();
}

/**
 * What one request's log lines share. The child logger is made on first use: most requests log
 * nothing but their completion line, and that line is written without one (pino's child() copies
 * and serialises its bindings, which costs more than the line itself).
 */
class RequestScope {
  private child: Logger | undefined;

  constructor(
    readonly requestId: string,
    private readonly base: Logger,
    private readonly method: string | undefined,
    private readonly url: string | undefined,
  ) {}

  get logger(): Logger {
    this.child ??= this.base.child(this.bindings());
    return this.child;
  }

  bindings(): { req: { method: string | undefined; url: string | undefined }; requestId: string } {
    return { req: { method: this.method, url: this.url }, requestId: this.requestId };
  }
}

const storage = new AsyncLocalStorage<RequestScope>();

const scopes = requestSlot<RequestScope>('lexicon.requestScope');

let requestLoggerExposed = false;

/**
 * `req.log` is an accessor on express's request prototype, which every app's requests inherit,
 * reading the scope kept on the request as a plain property. Defined on each request instead, the
 * accessor would give every request its own hidden class, which V8 keeps in old space until a full
 * collection, and with it everything the request reached: under load a third of all young objects
 * were promoted and scavenges took 20–30 ms.
 */
function exposeRequestLogger(): void {
  if (requestLoggerExposed) return;
  requestLoggerExposed = true;
  Object.defineProperty(express.request, 'log', {
    configurable: true,
    get(this: IncomingMessage): Logger | undefined {
      return scopes.get(this)?.logger;
    },
    // Code that assigns its own logger gets a plain property, as it would without this accessor.
    set(this: IncomingMessage, value: Logger) {
      Object.defineProperty(this, 'log', { value, writable: true, configurable: true, enumerable: true });
    },
  });
}

/** The id of the request being served, for outgoing calls and log lines far from the route. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function currentLogger(fallback: Logger): Logger {
  return storage.getStore()?.logger ?? fallback;
}

/**
 * Which requests get a completion line at info: `every` one (the gateway: the public edge, one line per
 * request a client sent), or only `slow` ones (the services behind it: the gateway's line already
 * names the request, its status and its time under the same request id, so a service's own line for
 * each would say it twice; theirs go to debug unless the request took SLOW_REQUEST_MS or more).
 * A 5xx is logged at error either way.
 */
export type CompletionLines = 'every' | 'slow';

/** A service's request this slow or slower is logged at info; faster ones at debug (with `slow` lines). */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One line when the response is done: `request completed` at info (or at debug, for a quick request
 * with `slow` lines), or `request errored` at error for a 5xx. Decided when the line is due, so a level
 * raised to warn costs a level check per request.
 */
function logCompletion(base: Logger, scope: RequestScope, res: ServerResponse, started: number, lines: CompletionLines): void {
  const failed = res.statusCode >= 500;
  const responseTime = Date.now() - started;
  const level = failed ? 'error' : lines === 'every' || responseTime >= SLOW_REQUEST_MS ? 'info' : 'debug';
  if (!base.isLevelEnabled(level)) return;
  const line = { ...scope.bindings(), res: { statusCode: res.statusCode }, responseTime };
  if (failed) base.error({ ...line, err: new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
  else base[level](line, 'request completed');
}

/**
 * Gives every request an id (the caller's X-Request-Id when acceptable), returns it in the response,
 * logs the request's completion with it (`lines` says at which level), and keeps it reachable
 * (`req.log`, `currentRequestId()`, `currentLogger()`) for the rest of the request's async work,
 * which `next` starts.
 */
export function requestContext(logger: Logger, lines: CompletionLines = 'every'): RequestHandler {
  exposeRequestLogger();
  return (req, res, next) => {
    const requestId = requestIdFrom(req);
    res.setHeader('X-Request-Id', requestId);
    const scope = new RequestScope(requestId, logger, req.method, req.url);
    req.id = requestId;
    scopes.set(req, scope);
    // Probes arrive every few seconds from orchestrators; logging each would drown the real traffic.
    if (!PROBE_PATHS.has(req.url)) {
      const started = Date.now();
      whenResponseDone(res, () => logCompletion(logger, scope, res, started, lines));
    }
    storage.run(scope, next);
  };
}
