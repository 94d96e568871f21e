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
  arguments: ToolArgumentsSchema;
  /** How each argument travels as JSON, as the catalogue declares it. */
  argumentTypes: Readonly<Record<string, ParameterType>>;
  output: z.ZodType;
  /** How the chat surface picks this tool from the arguments it is given. */
  chatChoice?: ChatChoice;
  /** Whether hosts that render views show its result in the words view (words-view.ts). */
  view: boolean;
  serviceCall: (args: Readonly<Record<string, QueryValue>>) => ServiceCall;
}

/** The tool a catalogue row offers: its REST call, path parameters filled in and the other arguments as the query. */
function toolOf(operation: Operation & { tool: NonNullable<Operation['tool']> }): ToolDefinition {
  const service = operation.service as UpstreamService;
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
      query: Object.fromEntries(Object.entries(args).filter(([name]) => !inPath.has(name))),
    }),
  };
}

/** Every tool a catalogue offers, in the catalogue's order (the order tools/list shows them). */
export function toolsOf(operations: readonly Operation[] = OPERATIONS): ToolDefinition[] {
  return operations.flatMap((operation) => (operation.tool === undefined ? [] : [toolOf({ ...operation, tool: operation.tool })]));
}
