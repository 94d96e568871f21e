/** The public surfaces that share one budget per client (docs/api.md, The gateway: Rate limits). */
const COUNTED_PREFIXES = ['/api/v1', '/v1', '/mcp'] as const;

/** Liveness probes must never be throttled, or a busy orchestrator would see the gateway as dead. */
const EXEMPT_PATHS: ReadonlySet<string> = new Set(['/api/v1/healthz']);

/**
 * Whether a request spends a point. Preflight OPTIONS is the browser's question, not the client's call.
 * Express routes ignore letter case and one trailing slash, so the check does too; otherwise `/MCP/`
 * would reach the `/mcp` handler uncounted.
 */
export function isCountedRequest(method: string, path: string): boolean {
  if (method.toUpperCase() === 'OPTIONS') return false;
  let normalized = path.toLowerCase();
  if (normalized.length > 1 && normalized.endsWith('/')) normalized = normalized.slice(0, -1);
  if (EXEMPT_PATHS.has(normalized)) return false;
  return COUNTED_PREFIXES.some((prefix) => normalized === prefix || normalized.startsWith(`${prefix}/`));
}
