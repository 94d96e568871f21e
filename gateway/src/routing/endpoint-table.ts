/**
 * Every public endpoint with the methods it answers, so the gateway can tell an unknown path (404)
 * from a known path asked with the wrong method (405 with that path's Allow).
 */
export interface Endpoint {
  /** Path segments; `:name` matches any one non-empty segment. */
  path: string;
  methods: readonly string[];
}

export const ENDPOINTS: readonly Endpoint[] = [
  // The page and the API explorer (their assets are files: an unknown one is 404).
  { path: '/', methods: ['GET'] },
  { path: '/docs', methods: ['GET'] },
  { path: '/api/v1/healthz', methods: ['GET'] },
  { path: '/api/v1/readyz', methods: ['GET'] },
  { path: '/api/v1/openapi.json', methods: ['GET'] },
  { path: '/api/v1/languages', methods: ['GET'] },
  { path: '/api/v1/search/pattern', methods: ['GET'] },
  { path: '/api/v1/search/anagram', methods: ['GET'] },
  { path: '/api/v1/word/:lang/:word', methods: ['GET'] },
  { path: '/api/v1/audio/:lang/:word', methods: ['GET'] },
  { path: '/api/v1/stats/languages/:lang', methods: ['GET'] },
  { path: '/api/v1/stats/global', methods: ['GET'] },
  { path: '/mcp', methods: ['POST'] },
  { path: '/v1/models', methods: ['GET'] },
  { path: '/v1/models/:id', methods: ['GET'] },
  { path: '/v1/chat/completions', methods: ['POST'] },
];

/** The methods the gateway answers at all; anything else is 405 wherever it is asked. */
export const SUPPORTED_METHODS = ['GET', 'POST', 'OPTIONS'] as const;

function matches(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return expected.length === actual.length && expected.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]));
}

// Most requests ask for a path without parameters: one map lookup finds it, before any splitting.
const FIXED_PATHS: ReadonlyMap<string, Endpoint> = new Map(ENDPOINTS.filter((endpoint) => !endpoint.path.includes(':')).map((endpoint) => [endpoint.path, endpoint]));
const WITH_PARAMETERS: readonly Endpoint[] = ENDPOINTS.filter((endpoint) => endpoint.path.includes(':'));

export function findEndpoint(path: string): Endpoint | undefined {
  return FIXED_PATHS.get(path) ?? WITH_PARAMETERS.find((endpoint) => matches(endpoint.path, path));
}

/** The Allow header for an endpoint: HEAD goes with GET (RFC 9110), OPTIONS everywhere (CORS). */
export function allowHeader(methods: readonly string[]): string {
  const allowed = new Set(methods);
  if (allowed.has('GET')) allowed.add('HEAD');
  allowed.add('OPTIONS');
  return [...allowed].join(', ');
}
