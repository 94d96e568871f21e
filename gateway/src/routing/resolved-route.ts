import { isUnder, type Operation, OPERATIONS, type Surface, SURFACE_ROOTS } from '@lexicon/shared';
import { OTHER_ROUTE, requestSlot } from '@lexicon/service-kit';
import type { Request, RequestHandler } from 'express';
import { countedRequests } from '../rate-limit/counted-requests';
import { ENDPOINTS, type Endpoint, type EndpointTable } from './endpoint-table';
import { type UpstreamName, upstreamOf } from './upstream-owner';

/**
 * Everything the gateway's steps need to know about where a request is going, worked out once at the
 * edge from its method and path and carried with the request: the method gate, the rate limit, the
 * proxy, the 404 and 405 handlers and the metrics all read it instead of matching the path again
 * (matching it five times per request was a measurable share of the gateway's CPU, issue 38).
 */
export interface ResolvedRoute {
  /** The endpoint the path names; undefined for a path the gateway does not serve. */
  readonly endpoint: Endpoint | undefined;
  /** The catalogue's operation id for the method asked (HEAD as GET), or OTHER_ROUTE: the metrics' route label. */
  readonly label: string;
  /** The service that answers it; undefined where the gateway answers (or nobody does). */
  readonly upstream: UpstreamName | undefined;
  /** Whether it spends a point of its client's budget (rate-limit/counted-requests.ts). */
  readonly counted: boolean;
  /** The surface it arrived on, by its path's root (the metrics' `surface` label). */
  readonly surface: Surface;
}

function surfaceOfPath(path: string): Surface {
  if (isUnder(path, SURFACE_ROOTS.mcp)) return 'mcp';
  if (isUnder(path, SURFACE_ROOTS.chat)) return 'chat';
  return 'rest';
}

/** Resolves a method and path against one endpoint table: one lookup in it per call. */
export function routeResolver(endpoints: EndpointTable = ENDPOINTS, operations: readonly Operation[] = OPERATIONS): (method: string, path: string) => ResolvedRoute {
  const isCounted = countedRequests(operations);
  return (method, path) => {
    const endpoint = endpoints.find(path);
    const asked = method === 'HEAD' ? 'GET' : method;
    return {
      endpoint,
      label: endpoint?.operationIds.get(asked) ?? OTHER_ROUTE,
      upstream: upstreamOf(endpoint, asked),
      counted: isCounted(method, path),
      surface: surfaceOfPath(path),
    };
  };
}

const resolved = requestSlot<ResolvedRoute>('lexicon.resolvedRoute');
let defaultResolver: ((method: string, path: string) => ResolvedRoute) | undefined;

/**
 * The first step of the gateway's edge: resolves each request's route from its path as it arrived
 * (before any mount strips a prefix from it) and attaches it to the request for routeOf.
 */
export function attachRoutes(resolve: (method: string, path: string) => ResolvedRoute): RequestHandler {
  return (req, _res, next) => {
    resolved.set(req, resolve(req.method, req.path));
    next();
  };
}

/** The route attached at the edge; a request that never passed the edge is resolved once against the catalogue. */
export function routeOf(req: Request): ResolvedRoute {
  let route = resolved.get(req);
  if (route === undefined) {
    defaultResolver ??= routeResolver();
    route = defaultResolver(req.method, req.path);
    resolved.set(req, route);
  }
  return route;
}
