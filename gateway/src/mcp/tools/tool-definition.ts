import type { z } from 'zod';
import type { ServiceCall } from './service-call';

/** The MCP annotations every Lexicon tool carries: it only reads a closed set of dictionaries. */
export const READ_ONLY_ANNOTATIONS = { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false } as const;

/**
 * One tool: what a client is told about it, how its arguments are checked, and which REST call it
 * makes. The call is plain data, so MCP and the chat surface run a tool the same way.
 */
export interface ToolDefinition<Arguments extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  arguments: Arguments;
  output: z.ZodType;
  serviceCall: (args: z.infer<Arguments>) => ServiceCall;
}

export function defineTool<Arguments extends z.ZodObject>(tool: ToolDefinition<Arguments>): ToolDefinition {
  return tool as unknown as ToolDefinition;
}
