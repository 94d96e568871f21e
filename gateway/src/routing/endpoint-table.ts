import { type Operation, OPERATIONS, type OperationService } from '@lexicon/shared';
import { DOCS_PATH } from '../page';

/**
 * Every public endpoint with the methods it answers, read off the operations catalogue, so the gateway
 * can tell an unknown path (404) from a known path asked with the wrong method (405 with that path's
 * Allow), and knows who answers each method.
 */
export interface Endpoint {
  /** Path segments; `:name` matches any one non-empty segment. */
  path: string;
  methods: readonly string[];
  /** Who answers each method of the path: the gateway itself or a service behind it. */
  owners: ReadonlyMap<string, OperationService>;
  /** The catalogue's operation id for each method (the metrics' route label); none for the pages. */
  operationIds: ReadonlyMap<string, string>;
}

export interface EndpointTable {
  endpoints: readonly Endpoint[];
  /** The methods the gateway answers at all, OPTIONS included; anything else is 405 wherever it is asked. */
  supportedMethods: readonly string[];
  find(path: string): Endpoint | undefined;
}

function matches(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return expected.length === actual.length && expected.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]));
}

/**
 * The page and the API explorer: documents, not API operations, so not in the catalogue; GET only,
 * answered by the gateway (their assets are files: an unknown one is 404).
 */
const PAGE_PATHS: readonly string[] = ['/', DOCS_PATH];

/** The endpoints of a catalogue (its rows grouped by path) and of the pages. */
export function endpointTable(operations: readonly Operation[] = OPERATIONS, pagePaths: readonly string[] = PAGE_PATHS): EndpointTable {
  const byPath = new Map<string, { owners: Map<string, OperationService>; operationIds: Map<string, string> }>(
    pagePaths.map((path) => [path, { owners: new Map([['GET', 'gateway']]), operationIds: new Map() }]),
  );
  for (const operation of operations) {
    const rows = byPath.get(operation.path) ?? { owners: new Map<string, OperationService>(), operationIds: new Map<string, string>() };
    rows.owners.set(operation.method, operation.service);
    rows.operationIds.set(operation.method, operation.id);
    byPath.set(operation.path, rows);
  }
  const endpoints: Endpoint[] = [...byPath].map(([path, { owners, operationIds }]) => ({ path, methods: [...owners.keys()], owners, operationIds }));
  // Most requests ask for a path without parameters: one map lookup finds it, before any splitting.
  const fixedPaths = new Map(endpoints.filter((endpoint) => !endpoint.path.includes(':')).map((endpoint) => [endpoint.path, endpoint]));
  const withParameters = endpoints.filter((endpoint) => endpoint.path.includes(':'));
  return {
    endpoints,
    supportedMethods: [...new Set([...operations.map((operation) => operation.method), 'OPTIONS'])],
    find: (path) => fixedPaths.get(path) ?? withParameters.find((endpoint) => matches(endpoint.path, path)),
  };
}

/** The endpoints of the catalogue the gateway serves. */
export const ENDPOINTS: EndpointTable = endpointTable();

/** The Allow header for an endpoint: HEAD goes with GET (RFC 9110), OPTIONS everywhere (CORS). */
export function allowHeader(methods: readonly string[]): string {
  const allowed = new Set(methods);
  if (allowed.has('GET')) allowed.add('HEAD');
  allowed.add('OPTIONS');
  return [...allowed].join(', ');
}
