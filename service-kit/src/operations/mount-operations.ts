import express, { type IRouter, type RequestHandler } from 'express';
import { foreignParameterCheck, type Operation, OPERATIONS, type OperationService, REQUEST_BODY_LIMIT_BYTES } from '@lexicon/shared';

/**
 * The JSON body of an operation that takes one, parsed into `req.body` for its handler (which
 * validates it with the row's schema); JSON that does not parse and a body over the gateway's limit
 * are the error handler's invalid_json and request_too_large, as the gateway answers them.
 */
const jsonBody: RequestHandler = express.json({ limit: REQUEST_BODY_LIMIT_BYTES, strict: false });

/** What answers one operation: a handler, or middleware followed by the handler. */
export type OperationHandler = RequestHandler | readonly RequestHandler[];

/**
 * Mounts a service's handlers on its rows of the catalogue, each at its row's method and path, keyed
 * by operation id. Refuses (throws, so the service does not start) when a row the service owns has no
 * handler, or a handler names no row the service owns: an endpoint cannot be half added.
 *
 * Before its handler, each operation refuses a query naming a parameter another row documents and
 * this one does not take (shared/src/operations/foreign-parameters.ts), in the service's envelope.
 */
export function mountOperations(
  router: IRouter,
  service: OperationService,
  handlers: Readonly<Record<string, OperationHandler>>,
  operations: readonly Operation[] = OPERATIONS,
): void {
  const owned = operations.filter((operation) => operation.service === service);
  const missing = owned.filter((operation) => handlers[operation.id] === undefined).map((operation) => `${operation.id} (${operation.method} ${operation.path})`);
  const ownedIds = new Set(owned.map((operation) => operation.id));
  const stray = Object.keys(handlers).filter((id) => !ownedIds.has(id));
  if (missing.length > 0 || stray.length > 0) {
    const problems = [
      ...(missing.length > 0 ? [`no handler for ${missing.join(', ')}`] : []),
      ...(stray.length > 0 ? [`handlers for operations it does not own: ${stray.join(', ')}`] : []),
    ];
    throw new Error(`The ${service} service cannot start: ${problems.join('; ')}.`);
  }
  for (const operation of owned) {
    const handler = handlers[operation.id] as OperationHandler;
    const refuseForeign = foreignParameterCheck(operation, operations);
    const checkQuery: RequestHandler = (req, _res, next) => {
      refuseForeign(req.query as Record<string, unknown>);
      next();
    };
    const chain: RequestHandler[] = [checkQuery, ...(operation.body === undefined ? [] : [jsonBody]), ...(typeof handler === 'function' ? [handler] : handler)];
    // A GET route also answers HEAD (express does so by itself).
    if (operation.method === 'GET') router.get(operation.path, ...chain);
    else router.post(operation.path, ...chain);
  }
}
