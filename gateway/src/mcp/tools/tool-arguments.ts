import { AppError, documentedType, type ErrorCode, isErrorCode, type OperationParameters, type ParameterType, parseQueryParameters } from '@lexicon/shared';
import { z } from 'zod';
import type { QueryValue } from './service-call';

export type ToolArgumentsSchema = z.ZodObject<Record<string, z.ZodType<QueryValue>>>;

/** Bounds a JSON number may not claim: z.number().int() documents the safe-integer range, which no argument has. */
const UNBOUNDED = new Set([Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]);

/**
 * The real range of an argument, as its REST validator documents it (the language codes, limit 1 to 1000,
 * family_limit 1 to 200, lengths 1 to 32, text lengths), for the published input schema. Validation itself
 * is the REST validator's (below), so a clamped value (limit 5000) is clamped here too, not refused.
 */
function publishedBounds(field: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(documentedType(field)) as Record<string, unknown>;
  const bounds: Record<string, unknown> = {};
  for (const key of ['enum', 'minimum', 'maximum', 'minLength', 'maxLength']) {
    const value = json[key];
    if (value !== undefined && !(typeof value === 'number' && UNBOUNDED.has(value))) bounds[key] = value;
  }
  return bounds;
}

/** The arguments as REST would receive them: text, absent values left out. */
function asQueryText(args: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(args).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])));
}

/**
 * The JSON type of an argument, as the catalogue declares it, with the bounds its REST validator
 * documents. A `list` is comma-separated text as REST takes it, or an array of strings joined into
 * that text before anything else reads it (the text's bounds then apply to the joined text).
 */
function argumentType(type: ParameterType, bounds: Record<string, unknown>): z.ZodType<QueryValue> {
  switch (type) {
    case 'integer':
      return z.number().int().meta(bounds);
    case 'boolean':
      return z.boolean().meta(bounds);
    case 'list':
      return z.union([z.string().meta(bounds), z.array(z.string()).transform((items) => items.join(','))]);
    case 'text':
      return z.string().meta(bounds);
  }
}

/** The API error code a refused argument carries in its zod issue, for surfaces that answer in the envelope. */
export function errorCodeOfIssue(issue: z.core.$ZodIssue | undefined): ErrorCode {
  const code = issue?.code === 'custom' ? (issue.params as { errorCode?: unknown } | undefined)?.errorCode : undefined;
  return isErrorCode(code) ? code : 'invalid_parameter';
}

/**
 * A tool's arguments, read off its operation's parameters: the names and the required ones of the REST
 * validator, the prose of the catalogue. REST receives text, a tool receives JSON, so a parameter the
 * catalogue declares `integer` is a JSON integer here, a `boolean` a JSON boolean, a `list` a string or an array of strings, and the rest are strings. The REST validator then
 * runs on the text forms, so a tool refuses exactly what REST refuses (a 16 KB pattern, an unknown
 * language, a limit of 0) before any service is called, with the code REST would give in the issue's
 * `params.errorCode`. Rules that need a dictionary (pattern syntax, letters of the language) stay with
 * the service. Unknown argument names are refused, so a misspelt one is not silently ignored.
 */
export function toolArguments(parameters: OperationParameters | undefined): ToolArgumentsSchema {
  if (parameters === undefined) return z.strictObject({});
  const restParameters = parameters.schema;
  const shape: Record<string, z.ZodType<QueryValue>> = {};
  for (const [name, field] of Object.entries(restParameters.shape) as Array<[string, z.ZodType]>) {
    const described = parameters.described[name];
    if (described === undefined) throw new Error(`The tool argument "${name}" has no description.`);
    const type = argumentType(described.type, publishedBounds(field));
    // An optional argument may be null, as the response's `query` echoes it (`contains: null`): null is absent.
    shape[name] = field.isOptional() ? type.nullable().optional().describe(described.description) : type.describe(described.description);
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
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // An integer's own safe-integer bounds say nothing about the argument; its real range is in the meta.
    override: ({ jsonSchema }) => {
      if (typeof jsonSchema.maximum === 'number' && UNBOUNDED.has(jsonSchema.maximum)) delete jsonSchema.maximum;
      if (typeof jsonSchema.minimum === 'number' && UNBOUNDED.has(jsonSchema.minimum)) delete jsonSchema.minimum;
    },
  }) as Record<string, unknown>;
  if (json.type !== 'object') throw new Error('A tool schema must describe an object.');
  return json;
}
