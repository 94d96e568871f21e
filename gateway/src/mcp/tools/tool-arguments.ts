import { z } from 'zod';
import type { QueryValue } from './service-call';

export type ToolArgumentsSchema = z.ZodObject<Record<string, z.ZodType<QueryValue>>>;

/** The text form of an integer in every shared REST validator (`integerText`, `family_limit`). */
const INTEGER_TEXT_PATTERN = '^-?\\d{1,9}$';

interface JsonObjectSchema {
  properties?: Record<string, { pattern?: string }>;
  required?: string[];
}

/**
 * A tool's arguments, read off the shared REST validator: the same names, the same required ones.
 * REST receives text, a tool receives JSON, so a parameter the validator reads as integer text is a
 * JSON integer here and the rest stay strings. Value rules (known language, pattern syntax, ranges)
 * stay with the service, which answers them in the envelope: a tool caller reads it and corrects.
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
  return z.strictObject(shape);
}

/** JSON Schema as tools/list publishes it: the 2020-12 dialect MCP assumes, without the `$schema` key. */
export function publishedSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as Record<string, unknown>;
  if (json.type !== 'object') throw new Error('A tool schema must describe an object.');
  return json;
}
