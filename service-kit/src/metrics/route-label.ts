import { type Operation, OPERATIONS } from '@lexicon/shared';

/** The label of a request matching no operation (the page, probes, unknown paths): one value, so a scan of random paths cannot add series. */
export const OTHER_ROUTE = 'other';

function matches(pattern: readonly string[], path: readonly string[]): boolean {
  return pattern.length === path.length && pattern.every((segment, index) => (segment.startsWith(':') ? path[index] !== '' : segment === path[index]));
}

/**
 * Names a request by the catalogue's operation id (`searchPattern`, `getWordDetails`), so the metrics
 * have one series per operation whatever the words asked; HEAD counts as GET.
 */
export function routeLabeller(operations: readonly Operation[] = OPERATIONS): (method: string, path: string) => string {
  // Most requests ask for a path without parameters: one map lookup names them, before any splitting.
  const fixed = new Map(operations.filter((operation) => !operation.path.includes(':')).map((operation) => [`${operation.method} ${operation.path}`, operation.id]));
  const withParameters = operations.filter((operation) => operation.path.includes(':')).map((operation) => ({ id: operation.id, method: operation.method as string, segments: operation.path.split('/') }));
  return (method, path) => {
    const asked = method === 'HEAD' ? 'GET' : method;
    const known = fixed.get(`${asked} ${path}`);
    if (known !== undefined) return known;
    const segments = path.split('/');
    return withParameters.find((row) => row.method === asked && matches(row.segments, segments))?.id ?? OTHER_ROUTE;
  };
}
