import { AppError } from '@lexicon/shared';
import type { RequestHandler } from 'express';
import { allowHeader, findEndpoint, SUPPORTED_METHODS } from '../routing/endpoint-table';

const SUPPORTED = new Set<string>([...SUPPORTED_METHODS, 'HEAD']);

/**
 * Methods the gateway never answers (PUT, DELETE, …): 405 with the methods the path answers, or
 * those the gateway answers at all where the path is unknown.
 */
export function unsupportedMethods(): RequestHandler {
  return (req, res, next) => {
    if (SUPPORTED.has(req.method)) {
      next();
      return;
    }
    // The message names exactly what Allow says: the path's methods, or the gateway's where the path is unknown.
    const allow = allowHeader(findEndpoint(req.path)?.methods ?? SUPPORTED_METHODS);
    res.setHeader('Allow', allow);
    next(new AppError('method_not_allowed', `The method ${req.method} is not supported here; use ${allow}.`, { method: req.method, allowed: allow.split(', ') }));
  };
}

/** A known path asked with a method it does not answer: 405 with that path's Allow. */
export function wrongMethodForPath(): RequestHandler {
  return (req, res, next) => {
    const endpoint = findEndpoint(req.path);
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
    if (findEndpoint(req.path) === undefined) next(new AppError('not_found', `No resource at ${req.method} ${req.path}.`, { path: req.path }));
    else next();
  };
}
