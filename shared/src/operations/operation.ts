import type { SchemaObject } from 'openapi3-ts/oas30';
import { z } from 'zod';
import type { ParameterText } from '../openapi/documented-query';
import { documentedType } from '../openapi/documented-query';
import type { ErrorCases } from '../openapi/error-responses';
import type { Surface } from '../usage/surface';
import { isUnder, pathParameterNames, SURFACE_ROOTS } from './operation-paths';

export type OperationMethod = 'GET' | 'POST';

/** Who answers an operation: the gateway itself, or one of the services behind it. */
export type OperationService = 'gateway' | 'search' | 'word' | 'stats';
export type UpstreamService = Exclude<OperationService, 'gateway'>;

export type OperationTag = 'search' | 'moves' | 'languages' | 'words' | 'stats' | 'system';

/**
 * How a parameter travels as JSON (MCP, chat): REST receives every parameter as text, a tool receives
 * an integer as a JSON integer and a switch as a JSON boolean. A `list` is comma-separated text on
 * REST, and a tool takes it as that text or as a JSON array of strings (a model passes an array
 * first). Written here, not guessed from the validator's regex; the row is refused when the
 * validator disagrees (an `integer` that does not validate to a whole number).
 */
export type ParameterType = 'integer' | 'boolean' | 'text' | 'list';

/** One parameter as every surface describes it: the prose is written once, here. */
export interface ParameterDescription extends ParameterText {
  type: ParameterType;
}

export interface OperationParameters<Shape extends z.core.$ZodLooseShape = z.core.$ZodLooseShape> {
  /**
   * The validator the owning service parses path and query with. Its keys named as `:name` in the
   * path are path parameters, the others query parameters.
   */
  schema: z.ZodObject<Shape>;
  /** Each key of the validator, described; a key added to the validator fails the typecheck until it is. */
  described: { [Key in keyof Shape]: ParameterDescription };
}

/** A JSON request body (POST): validated by the owning service, documented as the OpenAPI requestBody. */
export interface OperationBody {
  schema: z.ZodType;
  /** The name OpenAPI lists the body under in components.schemas. */
  component: { id: string; description: string };
}

export interface OperationResponse {
  /** What a 200 answer is. */
  description: string;
  /** `application/json` unless said otherwise. */
  mediaType?: string;
  /** The body: a zod schema for JSON (MCP's outputSchema is read off it), or a plain schema for other media. */
  schema: z.ZodType | SchemaObject;
  /** The name OpenAPI lists the body under in components.schemas, so a shared body appears once. */
  component?: { id: string; description: string };
}

/** What the OpenAPI document says about an operation beyond its parameters and response. */
export interface OperationDocumentation {
  tag: OperationTag;
  summary: string;
  description: string;
  /** Codes this operation gives beyond those any path gives (405, 413, 500) and, when counted, 429. */
  errors: ErrorCases;
}

/**
 * How the chat surface picks this tool from the arguments it is given (docs/api.md, Chat completions):
 * the tool of lowest rank whose argument is given (and, where it names one, whose `unlessGiven`
 * argument is not), or, when none is, the one fallback tool.
 */
export type ChatChoice = { whenGiven: string; unlessGiven?: string; rank: number } | 'fallback';

export interface OperationTool {
  name: string;
  title: string;
  /** What the tool does, for whoever picks tools; "Same as GET …" is added from the row. */
  description: string;
  chatChoice?: ChatChoice;
  /** True when MCP hosts that render views show its result in the words view (mcp-app-view.ts). */
  view?: boolean;
}

/**
 * One public operation: what it is called, where it answers, who answers it, whether it counts
 * towards the rate limit, what it takes and gives, and how it is offered as a tool. Everything the
 * gateway knows about an endpoint (routes, Allow, counted paths, OpenAPI, MCP tools) is read off these.
 */
export interface Operation {
  /** Unique; the OpenAPI operationId, and the key a service registers its handler under. */
  id: string;
  method: OperationMethod;
  /** Express-style: `:name` is one path parameter. */
  path: string;
  service: OperationService;
  surface: Surface;
  /** Spends a point of the client's budget; every answer carries the X-RateLimit-* headers. */
  counted: boolean;
  parameters?: OperationParameters;
  /** A POST's JSON body; the service parses it (service-kit mountOperations) before its handler runs. */
  body?: OperationBody;
  response?: OperationResponse;
  /** Present for the operations the OpenAPI document describes (the REST surface). */
  openApi?: OperationDocumentation;
  /** Present for the operations offered as MCP tools (and so to the chat surface). */
  tool?: OperationTool;
}

function isJsonSchema(schema: z.ZodType | SchemaObject): schema is z.ZodType {
  return schema instanceof z.ZodType;
}

/** The zod schema of a JSON response; throws for another media type (a tool cannot return it). */
export function jsonResponseSchema(operation: Operation): z.ZodType {
  const schema = operation.response?.schema;
  if (schema === undefined || !isJsonSchema(schema) || (operation.response?.mediaType ?? 'application/json') !== 'application/json') {
    throw new Error(`The operation ${operation.id} has no JSON response schema.`);
  }
  return schema;
}

/** Whether a validated parameter is a whole number, as its validator documents it. */
function validatesToInteger(field: z.ZodType): boolean {
  const documented = documentedType(field);
  return documented instanceof z.ZodNumber && documented.isInt;
}

/** Whether a validated parameter is a switch, as its validator documents it. */
function validatesToBoolean(field: z.ZodType): boolean {
  return documentedType(field) instanceof z.ZodBoolean;
}

/** The rules a row must keep; broken, the process refuses to start (the catalogue is read at load). */
function problemsOf(operation: Operation): string[] {
  const problems: string[] = [];
  if (!isUnder(operation.path, SURFACE_ROOTS[operation.surface])) problems.push(`its path is not under the ${operation.surface} surface's root ${SURFACE_ROOTS[operation.surface]}`);
  const shape = operation.parameters?.schema.shape ?? {};
  for (const name of pathParameterNames(operation.path)) {
    if (!(name in shape)) problems.push(`the path parameter ${name} is not in its validator`);
  }
  for (const [name, described] of Object.entries(operation.parameters?.described ?? {})) {
    const field = shape[name] as z.ZodType | undefined;
    if (field === undefined) problems.push(`${name} is described but not validated`);
    else if ((described.type === 'integer') !== validatesToInteger(field) || (described.type === 'boolean') !== validatesToBoolean(field)) {
      problems.push(`${name} is declared ${described.type} but its validator says otherwise`);
    }
  }
  if (operation.body !== undefined && operation.method !== 'POST') problems.push('only a POST takes a body');
  if (operation.tool !== undefined && operation.service === 'gateway') problems.push('a tool must call a service behind the gateway');
  if (operation.tool !== undefined && operation.method !== 'GET' && operation.body === undefined) problems.push('a tool makes a GET call, or a POST with a JSON body');
  if ((operation.tool !== undefined || operation.openApi !== undefined) && operation.response === undefined) problems.push('it is documented or a tool, so it needs a response');
  return problems;
}

/** One row of the catalogue, checked; the generic keeps the prose keyed by the validator's keys. */
export function defineOperation<Shape extends z.core.$ZodLooseShape>(operation: Omit<Operation, 'parameters'> & { parameters?: OperationParameters<Shape> }): Operation {
  const row = operation as Operation;
  const problems = problemsOf(row);
  if (problems.length > 0) throw new Error(`The operation ${row.id} is not valid: ${problems.join('; ')}.`);
  return row;
}

/** The rules a whole catalogue keeps: unique ids, method + path pairs and tool names, one chat fallback. */
export function checkCatalogue(operations: readonly Operation[]): readonly Operation[] {
  const problems: string[] = [];
  const seen = (values: string[], what: string): void => {
    const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
    if (duplicates.length > 0) problems.push(`${what} given twice: ${[...new Set(duplicates)].join(', ')}`);
  };
  seen(operations.map((operation) => operation.id), 'ids');
  seen(operations.map((operation) => `${operation.method} ${operation.path}`), 'endpoints');
  const tools = operations.flatMap((operation) => (operation.tool === undefined ? [] : [operation.tool]));
  seen(tools.map((tool) => tool.name), 'tool names');
  const fallbacks = tools.filter((tool) => tool.chatChoice === 'fallback').length;
  if (tools.length > 0 && fallbacks !== 1) problems.push(`the chat surface needs exactly one fallback tool, not ${fallbacks}`);
  if (problems.length > 0) throw new Error(`The operations catalogue is not valid: ${problems.join('; ')}.`);
  return operations;
}
