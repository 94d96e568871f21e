import { AppError } from '../errors/app-error';
import { echoed } from '../errors/echoed-value';
import type { Operation } from './operation';
import { openApiPath, pathParameterNames } from './operation-paths';

/**
 * A parameter one operation documents and another does not take is refused on the other rather than
 * ignored (docs/api.md, Parameters other operations take): `min_length` on pattern search was once
 * ignored without a word, and a client could not tell. What each operation takes, and what others
 * document, are read off the catalogue's rows, so a parameter added to a row is refused everywhere
 * else at once. A name no operation documents (a cache-buster, a tracking tag) is left alone.
 */

/** The names an operation reads from the query: its validator's keys less its path parameters. */
export function queryParametersOf(operation: Operation): string[] {
  const inPath = new Set(pathParameterNames(operation.path));
  return Object.keys(operation.parameters?.schema.shape ?? {}).filter((name) => !inPath.has(name));
}

/** Every parameter name some operation of the catalogue documents, in the path or in the query. */
function documentedNames(operations: readonly Operation[]): Set<string> {
  return new Set(operations.flatMap((operation) => Object.keys(operation.parameters?.described ?? {})));
}

/** The names a query may not carry on this operation: documented elsewhere (or its own path's), not read from its query. Sorted. */
export function foreignParametersOf(operation: Operation, operations: readonly Operation[]): string[] {
  const taken = new Set(queryParametersOf(operation));
  return [...documentedNames(operations)].filter((name) => !taken.has(name)).sort();
}

/** The operations that take a name in their query, as `GET /path` for a message. */
function takersOf(name: string, operations: readonly Operation[]): string[] {
  return operations.filter((operation) => queryParametersOf(operation).includes(name)).map((operation) => `${operation.method} ${openApiPath(operation.path)}`);
}

/**
 * A check of one operation's queries: it throws 400 invalid_parameter naming the first foreign
 * parameter, the operations that take it and what this one takes. Worked out once per operation;
 * a query then costs a set lookup per name.
 */
export function foreignParameterCheck(operation: Operation, operations: readonly Operation[]): (query: Readonly<Record<string, unknown>>) => void {
  const foreign = new Set(foreignParametersOf(operation, operations));
  const accepted = queryParametersOf(operation);
  const inPath = new Set(pathParameterNames(operation.path));
  const endpoint = `${operation.method} ${openApiPath(operation.path)}`;
  return (query) => {
    for (const name in query) {
      if (!foreign.has(name)) continue;
      const takers = takersOf(name, operations);
      const why = inPath.has(name)
        ? `${name} is given in the path of ${endpoint}, not in its query`
        : `${endpoint} does not take ${name}${takers.length > 0 ? ` (${takers.join(' and ')} ${takers.length === 1 ? 'does' : 'do'})` : ''}`;
      const takes = accepted.length > 0 ? `it takes ${accepted.join(', ')}` : 'it takes no query parameters';
      const value = query[name];
      // As parseQueryParameters echoes a value: text cut to its echo, a repeated parameter's values as given.
      throw new AppError('invalid_parameter', `${why}; ${takes}.`, { parameter: name, value: typeof value === 'string' ? echoed(value) : (value ?? null), accepted });
    }
  };
}
