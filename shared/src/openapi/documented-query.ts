import { z } from 'zod';
import { documentedMaximumOf } from '../wire/query-parameters';

/**
 * The query schemas that validate requests take text and turn it into values (string → integer,
 * clamping, defaults) through pipes and transforms. zod-to-openapi documents a pipe by its input side
 * only, so `limit` would read as "a string matching ^-?\d+$" and `lang` would lose its enum.
 * Instead of writing a second, hand-made schema, the documented shape is read off the validator:
 * - the keys are the validator's keys, and a parameter is required when the validator requires it;
 * - each pipe is documented by its last validating stage, the one that checks the converted value
 *   (the enum of language codes, the number with its minimum); transforms hold no readable rule;
 * - a number converted from text is an integer when the text pattern admits no fraction;
 * - the default is what the validator yields for an absent parameter.
 * Only the prose (description, example) is written by hand, and only for keys the validator has.
 */

/** What a reader needs to be told about one parameter beyond what the validator says. */
export interface ParameterText {
  description: string;
  example?: string | number | boolean;
  /** What only matters in a URL (escapes): documented here, left out where arguments are JSON. */
  inUrl?: string;
}

/** The readable rule of one stage of a validator. */
type WireRule =
  | { kind: 'text'; minLength: number | null; maxLength: number | null; patterns: RegExp[] }
  | { kind: 'choice'; values: [string, ...string[]] }
  | { kind: 'number'; minimum: number | null; maximum: number | null; integer: boolean }
  | { kind: 'boolean' };

function textPatterns(schema: z.ZodString): RegExp[] {
  return (schema.def.checks ?? [])
    .map((check) => check._zod.def as { check: string; format?: string; pattern?: RegExp })
    .filter((def) => def.check === 'string_format' && def.format === 'regex' && def.pattern instanceof RegExp)
    .map((def) => def.pattern as RegExp);
}

/** The rule of a schema, or null for a bare transform (its code cannot be read). */
function wireRule(schema: z.core.$ZodType, clampedMaximum: boolean): WireRule | null {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    return wireRule(schema.unwrap() as z.core.$ZodType, clampedMaximum);
  }
  if (schema instanceof z.ZodPipe) {
    const before = wireRule(schema.in, clampedMaximum);
    const after = wireRule(schema.out, clampedMaximum);
    if (after === null) return before;
    if (after.kind === 'number' && before?.kind === 'text' && before.patterns.length > 0) {
      // Text turned into a number: integerText() only admits digits, so the number is whole.
      return { ...after, integer: after.integer || before.patterns.every((pattern) => !pattern.test('1.5')) };
    }
    return after;
  }
  if (schema instanceof z.ZodTransform) return null;
  if (schema instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (schema instanceof z.ZodEnum) return { kind: 'choice', values: schema.options.map(String) as [string, ...string[]] };
  if (schema instanceof z.ZodString) return { kind: 'text', minLength: schema.minLength, maxLength: schema.maxLength, patterns: textPatterns(schema) };
  if (schema instanceof z.ZodNumber) return { kind: 'number', minimum: schema.minValue, maximum: Number.isFinite(schema.maxValue) ? schema.maxValue : clampedMaximum ? (documentedMaximumOf(schema) ?? null) : null, integer: schema.isInt };
  throw new Error(`A query parameter of zod type "${schema._zod.def.type}" has no documented form yet.`);
}

function schemaOf(rule: WireRule): z.ZodType {
  switch (rule.kind) {
    case 'choice':
      return z.enum(rule.values);
    case 'boolean':
      return z.boolean();
    case 'text': {
      let text = rule.minLength === null ? z.string() : z.string().min(rule.minLength);
      if (rule.maxLength !== null) text = text.max(rule.maxLength);
      return rule.patterns.reduce((schema, pattern) => schema.regex(pattern), text);
    }
    case 'number': {
      let number = rule.integer ? z.number().int() : z.number();
      // z.number().int() carries the safe-integer bounds; only bounds the validator set are documented.
      if (rule.minimum !== null && Number.isFinite(rule.minimum) && Math.abs(rule.minimum) < Number.MAX_SAFE_INTEGER) number = number.min(rule.minimum);
      if (rule.maximum !== null && Number.isFinite(rule.maximum) && Math.abs(rule.maximum) < Number.MAX_SAFE_INTEGER) number = number.max(rule.maximum);
      return number;
    }
  }
}

/** What the validator gives an absent parameter, when that is a value rather than "absent". */
function defaultOf(field: z.ZodType): unknown {
  const absent = field.safeParse(undefined);
  return absent.success ? absent.data : undefined;
}

/** One documented parameter, derived from the field that validates it. */
function documentedParameter(field: z.ZodType, text: ParameterText): z.ZodType {
  const value = defaultOf(field);
  // A parameter that is only a transform still arrives as text.
  // OpenAPI states what is refused: limit 5000 is clamped, not refused, so no maximum is shown there.
  const schema = schemaOf(wireRule(field, false) ?? { kind: 'text', minLength: null, maxLength: null, patterns: [] });
  const documented = field.isOptional() ? schema.optional() : schema;
  return documented.meta({
    ...(value === undefined ? {} : { default: value }),
    param: { description: text.inUrl === undefined ? text.description : `${text.description} ${text.inUrl}`, ...(text.example === undefined ? {} : { example: text.example }) },
  });
}

/**
 * One validating field with the range a caller should keep to: the converted type with its bounds (a
 * number with its minimum and maximum, a clamped one's cap included, the enum of a choice, text with
 * its lengths), without optionality or prose. MCP's input schemas are read off it (limit 1 to 1000).
 */
export function documentedType(field: z.ZodType): z.ZodType {
  return schemaOf(wireRule(field, true) ?? { kind: 'text', minLength: null, maxLength: null, patterns: [] });
}

/**
 * Some keys of a validating schema, documented (a path's parameters, or its query): same required-ness,
 * the converted types, defaults and bounds, plus the prose of `texts`.
 */
export function documentedFields<Shape extends z.core.$ZodLooseShape>(
  validator: z.ZodObject<Shape>,
  texts: { [Key in keyof Shape]: ParameterText },
  keys: readonly string[] = Object.keys(validator.shape),
): z.ZodObject {
  const shape = Object.fromEntries(keys.map((key) => [key, documentedParameter(validator.shape[key] as z.ZodType, texts[key as keyof Shape])]));
  return z.object(shape);
}

/**
 * The query object zod-to-openapi documents for a validating query schema: same keys, same
 * required-ness, the converted types, defaults and bounds, plus the prose of `texts`.
 */
export function documentedQuery<Shape extends z.core.$ZodLooseShape>(
  validator: z.ZodObject<Shape>,
  texts: { [Key in keyof Shape]: ParameterText },
): z.ZodObject {
  return documentedFields(validator, texts);
}
