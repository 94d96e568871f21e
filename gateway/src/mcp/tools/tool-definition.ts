import { type ChatChoice, filledPath, jsonResponseSchema, type Operation, OPERATIONS, openApiPath, type ParameterType, pathParameterNames, type UpstreamService } from '@lexicon/shared';
import type { z } from 'zod';
import type { QueryValue, ServiceCall } from './service-call';
import { toolArguments, type ToolArgumentsSchema } from './tool-arguments';

/** The MCP annotations every Lexicon tool carries: it only reads a closed set of dictionaries. */
export const READ_ONLY_ANNOTATIONS = { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false } as const;

/**
 * One tool: what a client is told about it, how its arguments are checked, and which REST call it
 * makes. The call is plain data, so MCP and the chat surface run a tool the same way. Every part is
 * read off the tool's row of the operations catalogue.
 */
export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  /** A GET's arguments (tool-arguments.ts), or a POST's JSON body as its REST validator takes it. */
  arguments: ToolArgumentsSchema | z.ZodType<Record<string, unknown>>;
  /** How each argument travels as JSON, as the catalogue declares it. */
  argumentTypes: Readonly<Record<string, ParameterType>>;
  output: z.ZodType;
  /** How the chat surface picks this tool from the arguments it is given. */
  chatChoice?: ChatChoice;
  /** Whether hosts that render views show its result in the words view (words-view.ts). */
  view: boolean;
  serviceCall: (args: Readonly<Record<string, unknown>>) => ServiceCall;
}

/** The tool a catalogue row offers: its REST call, path parameters filled in and the other arguments as the query. */
function toolOf(operation: Operation & { tool: NonNullable<Operation['tool']> }): ToolDefinition {
  const service = operation.service as UpstreamService;
  if (operation.body !== undefined) return bodyToolOf(operation, operation.body.schema as z.ZodType<Record<string, unknown>>);
  const inPath = new Set(pathParameterNames(operation.path));
  const described = operation.parameters?.described ?? {};
  return {
    name: operation.tool.name,
    title: operation.tool.title,
    description: `${operation.tool.description} Same as ${operation.method} ${openApiPath(operation.path)}.`,
    arguments: toolArguments(operation.parameters),
    argumentTypes: Object.fromEntries(Object.entries(described).map(([name, parameter]) => [name, parameter.type])),
    output: jsonResponseSchema(operation),
    ...(operation.tool.chatChoice === undefined ? {} : { chatChoice: operation.tool.chatChoice }),
    view: operation.tool.view === true,
    serviceCall: (args) => ({
      service,
      path: filledPath(operation.path, args),
      query: Object.fromEntries(Object.entries(args).filter(([name]) => !inPath.has(name))) as Record<string, QueryValue>,
    }),
  };
}

/**
 * The tool of a row that takes a JSON body (a board does not fit a query): its arguments are the body,
 * checked by the same validator REST uses, and its call POSTs them as they were given.
 */
function bodyToolOf(operation: Operation & { tool: NonNullable<Operation['tool']> }, body: z.ZodType<Record<string, unknown>>): ToolDefinition {
  return {
    name: operation.tool.name,
    title: operation.tool.title,
    description: `${operation.tool.description} Same as ${operation.method} ${openApiPath(operation.path)}.`,
    arguments: body,
    argumentTypes: {},
    output: jsonResponseSchema(operation),
    ...(operation.tool.chatChoice === undefined ? {} : { chatChoice: operation.tool.chatChoice }),
    view: operation.tool.view === true,
    serviceCall: (args) => ({ service: operation.service as UpstreamService, path: operation.path, body: args }),
  };
}

/** Every tool a catalogue offers, in the catalogue's order (the order tools/list shows them). */
export function toolsOf(operations: readonly Operation[] = OPERATIONS): ToolDefinition[] {
  return operations.flatMap((operation) => (operation.tool === undefined ? [] : [toolOf({ ...operation, tool: operation.tool })]));
}
