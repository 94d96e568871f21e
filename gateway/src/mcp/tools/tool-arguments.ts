import { AppError, type ErrorCode, INTEGER_TEXT, isErrorCode, parseQueryParameters } from '@lexicon/shared';
import { z } from 'zod';
import type { QueryValue } from './service-call';

export type ToolArgumentsSchema = z.ZodObject<Record<string, z.ZodType<QueryValue>>>;

/** The text form of an integer in every shared REST validator, as JSON Schema writes it. */
const INTEGER_TEXT_PATTERN = INTEGER_TEXT.source;

interface JsonObjectSchema {
  properties?: Record<string, { pattern?: string }>;
  required?: string[];
}

/** The arguments as REST would receive them: text, absent values left out. */
function asQueryText(args: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(args).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])));
}

/** The API error code a refused argument carries in its zod issue, for surfaces that answer in the envelope. */
export function errorCodeOfIssue(issue: z.core.$ZodIssue | undefined): ErrorCode {
  const code = issue?.code === 'custom' ? (issue.params as { errorCode?: unknown } | undefined)?.errorCode : undefined;
  return isErrorCode(code) ? code : 'invalid_parameter';
}

/**
 * A tool's arguments, read off the shared REST validator: the same names, the same required ones.
 * REST receives text, a tool receives JSON, so a parameter the validator reads as integer text is a
 * JSON integer here and the rest stay strings. The REST validator then runs on the text forms, so a
 * tool refuses exactly what REST refuses (a 16 KB pattern, an unknown language, a limit of 0) before
 * any service is called, with the code REST would give in the issue's `params.errorCode`. Rules that
 * need a dictionary (pattern syntax, letters of the language) stay with the service.
 * Unknown argument names are refused, so a misspelt one is not silently ignored.
 */
export function toolArguments(restParameters: z.ZodObject, descriptions: Readonly<Record<string, string>>): ToolArgumentsSchema {
  const rest = z.toJSONSchema(restParameters, { io: 'input' }) as JsonObjectSchema;
  const required = new Set(rest.required ?? []);
  const shape: Record<string, z.ZodType<QueryValue>> = {};
  for (const [name, property] of Object.entries(rest.properties ?? {})) {
    const description = descriptions[name];
    if (description === undefined) throw new Error(`The tool argument "${name}" has no description.`);
    const type = property.pattern === INTEGER_TEXT_PATTERN ? z.number().int() : z.string();
    shape[name] = required.has(name) ? type.describe(description) : type.optional().describe(description);
  }
  return z.strictObject(shape).superRefine((args, context) => {
    try {
      parseQueryParameters(restParameters, asQueryText(args));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const parameter = typeof error.details.parameter === 'string' && error.details.parameter !== '' ? [error.details.parameter] : [];
      context.addIssue({ code: 'custom', path: parameter, message: error.message, params: { errorCode: error.code } });
    }
  });
}

/** JSON Schema as tools/list publishes it: the 2020-12 dialect MCP assumes, without the `$schema` key. */
export function publishedSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as Record<string, unknown>;
  if (json.type !== 'object') throw new Error('A tool schema must describe an object.');
  return json;
}
