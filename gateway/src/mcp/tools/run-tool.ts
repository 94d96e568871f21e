import type { ErrorEnvelope } from '@lexicon/shared';
import type { z } from 'zod';
import type { CallOrigin, ServiceCaller } from './service-call';
import type { ToolDefinition } from './tool-definition';

export type ToolOutcome =
  /** The arguments do not fit the tool's input schema: nothing was called. */
  | { kind: 'invalid_arguments'; issues: z.core.$ZodIssue[] }
  | { kind: 'success'; data: unknown }
  /** The service refused valid arguments (unknown language, unknown word…) or could not be reached. */
  | { kind: 'failure'; status: number; envelope: ErrorEnvelope };

/** Checks a tool's arguments and runs its REST call: the one path every surface takes to run a tool. */
export async function runTool(tool: ToolDefinition, rawArguments: unknown, callService: ServiceCaller, origin: CallOrigin): Promise<ToolOutcome> {
  const parsed = tool.arguments.safeParse(rawArguments ?? {});
  if (!parsed.success) return { kind: 'invalid_arguments', issues: parsed.error.issues };
  const outcome = await callService(tool.serviceCall(parsed.data), origin);
  return outcome.ok ? { kind: 'success', data: outcome.data } : { kind: 'failure', status: outcome.status, envelope: outcome.envelope };
}
