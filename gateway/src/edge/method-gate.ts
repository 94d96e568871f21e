import { AppError } from '@lexicon/shared';
import type { RequestHandler } from 'express';
import { allowHeader, ENDPOINTS, type EndpointTable } from '../routing/endpoint-table';
import { routeOf } from '../routing/resolved-route';

// Each reads the route resolved once at the edge (routing/resolved-route.ts): no path is matched here.

/**
 * Methods the gateway never answers (PUT, DELETE, …): 405 with the methods the path answers, or
 * those the gateway answers at all where the path is unknown.
 */
export function unsupportedMethods(endpoints: EndpointTable = ENDPOINTS): RequestHandler {
  const supported = new Set<string>([...endpoints.supportedMethods, 'HEAD']);
  return (req, res, next) => {
    if (supported.has(req.method)) {
      next();
      return;
    }
    // The message names exactly what Allow says: the path's methods, or the gateway's where the path is unknown.
    const allow = allowHeader(routeOf(req).endpoint?.methods ?? endpoints.supportedMethods);
    res.setHeader('Allow', allow);
    next(new AppError('method_not_allowed', `The method ${req.method} is not supported here; use ${allow}.`, { method: req.method, allowed: allow.split(', ') }));
  };
}

/** A known path asked with a method it does not answer: 405 with that path's Allow. */
export function wrongMethodForPath(): RequestHandler {
  return (req, res, next) => {
    const { endpoint } = routeOf(req);
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (endpoint === undefined || endpoint.methods.includes(method)) {
      next();
      return;
    }
    const allow = allowHeader(endpoint.methods);
    res.setHeader('Allow', allow);
    next(new AppError('method_not_allowed', `${req.path} answers ${allow}, not ${req.method}.`, { method: req.method, path: req.path, allowed: allow.split(', ') }));
  };
}

/** Paths the gateway does not serve: 404 here, without a trip to a service. */
export function unknownPaths(): RequestHandler {
  return (req, _res, next) => {
    if (routeOf(req).endpoint === undefined) next(new AppError('not_found', `No resource at ${req.method} ${req.path}.`, { path: req.path }));
    else next();
  };
}
