import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { ApiLimits } from '../http/api-limits';
import { foreignParametersOf } from '../operations/foreign-parameters';
import type { Operation, OperationResponse } from '../operations/operation';
import { openApiPath, pathParameterNames } from '../operations/operation-paths';
import { documentedFields } from './documented-query';
import { ANY_PATH_ERRORS, type ErrorCases, errorResponses, rateLimitErrors } from './error-responses';
import { type HeaderName, headerRefs, RATE_LIMIT_HEADERS } from './response-headers';

/** One document's named response bodies: a body two operations share (SearchResponse) is named once. */
export class ResponseComponents {
  private readonly named = new Map<string, z.ZodType>();

  schemaOf(response: OperationResponse): z.ZodType | NonNullable<OperationResponse['schema']> {
    const { schema, component } = response;
    if (component === undefined || !(schema instanceof z.ZodType)) return schema;
    // `.meta({ id })` is how zod-to-openapi learns a component name without patching zod's prototype
    // (extendZodWithOpenApi). It returns a named copy: the shared schemas themselves stay untouched.
    let named = this.named.get(component.id);
    if (named === undefined) {
      named = schema.meta({ id: component.id, description: component.description });
      this.named.set(component.id, named);
    }
    return named;
  }
}

/** The request part of an operation: path parameters, then query parameters, each derived from its validator. */
function requestOf(operation: Operation): { params?: z.ZodObject; query?: z.ZodObject; body?: { required: true; content: { 'application/json': { schema: z.ZodType } } } } {
  const body = operation.body === undefined ? {} : { body: { required: true as const, content: { 'application/json': { schema: operation.body.schema.meta({ id: operation.body.component.id, description: operation.body.component.description }) } } } };
  const parameters = operation.parameters;
  if (parameters === undefined) return body;
  const inPath = new Set(pathParameterNames(operation.path));
  const keys = Object.keys(parameters.schema.shape);
  const pathKeys = keys.filter((key) => inPath.has(key));
  const queryKeys = keys.filter((key) => !inPath.has(key));
  return {
    ...(pathKeys.length === 0 ? {} : { params: documentedFields(parameters.schema, parameters.described, pathKeys) }),
    ...(queryKeys.length === 0 ? {} : { query: documentedFields(parameters.schema, parameters.described, queryKeys) }),
    ...body,
  };
}

/**
 * The case of a query naming a parameter other operations take and this one does not (the catalogue
 * says which: shared/src/operations/foreign-parameters.ts), added to what the row says of `invalid_parameter`.
 */
function foreignParameterCase(operation: Operation, operations: readonly Operation[], stated: string | undefined): ErrorCases {
  const foreign = foreignParametersOf(operation, operations);
  if (foreign.length === 0) return {};
  const names = foreign.map((name) => `\`${name}\``).join(', ');
  const refused = `the query names a parameter other operations take and this one does not (${names}): refused, never ignored; \`details.accepted\` lists what it takes.`;
  return { invalid_parameter: stated === undefined ? refused : `${stated.replace(/\.$/, '')}; or ${refused}` };
}

/**
 * Registers one operation of the catalogue with the responses every endpoint shares, so no endpoint can
 * forget one: its 200, the errors it names, those any path gives and, when counted, the rate limit's.
 */
export function registerOperation(
  registry: OpenAPIRegistry,
  operation: Operation,
  context: { envelope: z.ZodType; limits: ApiLimits; components: ResponseComponents; operations: readonly Operation[] },
): void {
  const { openApi, response } = operation;
  if (openApi === undefined || response === undefined) return;
  const headers: HeaderName[] = ['X-Request-Id', ...(operation.counted ? RATE_LIMIT_HEADERS : [])];
  const errors: ErrorCases = {
    ...openApi.errors,
    ...foreignParameterCase(operation, context.operations, openApi.errors.invalid_parameter),
    ...ANY_PATH_ERRORS,
    ...(operation.counted ? rateLimitErrors(context.limits) : {}),
  };
  const request = requestOf(operation);
  registry.registerPath({
    method: operation.method === 'GET' ? 'get' : 'post',
    path: openApiPath(operation.path),
    operationId: operation.id,
    tags: [openApi.tag],
    summary: openApi.summary,
    description: openApi.description,
    ...(Object.keys(request).length === 0 ? {} : { request }),
    responses: {
      200: {
        description: response.description,
        headers: headerRefs(headers),
        content: { [response.mediaType ?? 'application/json']: { schema: context.components.schemaOf(response) } },
      },
      ...errorResponses(errors, context.envelope, headers),
    },
  });
}
