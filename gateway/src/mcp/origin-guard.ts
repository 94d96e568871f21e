import type { RequestHandler } from 'express';
import { RPC_ERROR, RpcError, rpcErrorResponse } from './json-rpc';

/**
 * Against DNS rebinding (MCP transports, "Security Warning"): when an allow-list is configured, a
 * request whose Origin is not on it is refused with 403 before anything else happens. Requests
 * without an Origin (not sent by a browser) pass. With no list, every origin is allowed, as on REST.
 * The body is a JSON-RPC error without id, as the MCP transport suggests for a refused request.
 */
export function originGuard(allowedOrigins: readonly string[] | undefined): RequestHandler {
  const allowed = allowedOrigins === undefined ? undefined : new Set(allowedOrigins.map((origin) => origin.toLowerCase()));
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (allowed === undefined || origin === undefined || allowed.has(origin.toLowerCase())) {
      next();
      return;
    }
    const error = new RpcError(RPC_ERROR.invalidRequest, `Forbidden: requests from the origin ${origin} are not allowed.`, { origin });
    res.status(403).json(rpcErrorResponse(null, error));
  };
}
