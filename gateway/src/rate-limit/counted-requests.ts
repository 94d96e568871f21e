import { type Operation, OPERATIONS, SURFACE_ROOTS } from '@lexicon/shared';

/**
 * Whether a request spends a point (docs/api.md, The gateway: Rate limits), as the operations catalogue says:
 * everything under the root of a surface with counted operations shares one budget per client (unknown
 * paths and wrong methods there included), except the operations marked not counted (healthz: liveness
 * probes must never be throttled, or a busy orchestrator would see the gateway as dead). Preflight
 * OPTIONS is the browser's question, not the client's call. Express routes ignore letter case and one
 * trailing slash, so the check does too; otherwise `/MCP/` would reach the `/mcp` handler uncounted.
 */
export function countedRequests(operations: readonly Operation[] = OPERATIONS): (method: string, path: string) => boolean {
  const countedRoots = [...new Set(operations.filter((operation) => operation.counted).map((operation) => SURFACE_ROOTS[operation.surface]))];
  const exempt = operations.filter((operation) => !operation.counted);
  // Exempt paths are matched whole; one with a parameter would need matching by segments, which no probe needs.
  const withParameter = exempt.find((operation) => operation.path.includes(':'));
  if (withParameter !== undefined) throw new Error(`The uncounted operation ${withParameter.id} has a path parameter; only fixed paths can be exempt.`);
  const exemptPaths: ReadonlySet<string> = new Set(exempt.map((operation) => operation.path.toLowerCase()));
  return (method, path) => {
    if (method.toUpperCase() === 'OPTIONS') return false;
    let normalized = path.toLowerCase();
    if (normalized.length > 1 && normalized.endsWith('/')) normalized = normalized.slice(0, -1);
    if (exemptPaths.has(normalized)) return false;
    return countedRoots.some((root) => normalized === root || normalized.startsWith(`${root}/`));
  };
}

/** Whether a request to the gateway spends a point, by the catalogue the gateway serves. */
export const isCountedRequest: (method: string, path: string) => boolean = countedRequests();
