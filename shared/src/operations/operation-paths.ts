import type { Surface } from '../usage/surface';

/**
 * Where each public surface lives: every operation's path starts with its surface's root, and the
 * rate limit counts everything under a root (docs/api.md, The gateway: Rate limits).
 */
export const SURFACE_ROOTS: Readonly<Record<Surface, string>> = { rest: '/api/v1', mcp: '/mcp', chat: '/v1' };

/** The names of a path's parameters: its `:name` segments, in order. */
export function pathParameterNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The path as OpenAPI writes it: `/api/v1/word/{lang}/{word}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** The path with each `:name` replaced by its value, percent-encoded as one segment. */
export function filledPath(path: string, values: Readonly<Record<string, unknown>>): string {
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(String(values[segment.slice(1)])) : segment))
    .join('/');
}

/** Whether a path is its root or lies below it. */
export function isUnder(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}
