import { z } from 'zod';
import { AppError } from '../errors/app-error';
import type { ErrorCode } from '../errors/error-catalogue';
import { echoed } from '../errors/echoed-value';

/**
 * Query-string parameters arrive as text (or as an array when repeated). These helpers turn them into
 * values with zod, and turn a zod failure into the API's error: which code, which parameter, which value.
 */

/** Required parameters whose absence and whose bad value each have a code of their own (docs/api.md, Search). */
const PARAMETER_CODES: Record<string, { missing: ErrorCode; invalid: ErrorCode }> = {
  lang: { missing: 'missing_lang', invalid: 'invalid_language' },
  pattern: { missing: 'missing_pattern', invalid: 'invalid_pattern' },
  letters: { missing: 'missing_letters', invalid: 'invalid_letters' },
  words: { missing: 'missing_words', invalid: 'invalid_words' },
};

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

/**
 * Text as one spelling: macOS and some keyboards send é as e + U+0301 (NFD), which no rule below
 * expects. Every text parameter is read in NFC, so every surface (REST, and MCP and chat, whose tools
 * call REST) accepts what word details always accepted.
 */
const toNfc = (text: string): string => text.normalize('NFC');

/**
 * The longest text any parameter may hold, in characters. The precise rules (a pattern has at most 64
 * characters, a rack 32 tiles, a word 32 letters) need the language and stay with the engine, which
 * says where a value goes wrong; this bound is checked where every surface validates, so MCP and chat
 * refuse a 16 KB argument as REST does, and a service call the gateway builds always stays small
 * (256 characters are at most 3 KB percent-encoded).
 */
export const MAX_TEXT_LENGTH = 256;

/** A required text parameter: an empty value counts as absent. */
export const requiredText = (name: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `The ${name} parameter is required.` : `Give ${name} once, as text.`) })
    .min(1, `The ${name} parameter is required.`)
    .max(MAX_TEXT_LENGTH, `${name} has at most ${MAX_TEXT_LENGTH} characters.`)
    .transform(toNfc);

export const optionalText = (name: string) =>
  z
    .string({ error: `Give ${name} once, as text.` })
    .max(MAX_TEXT_LENGTH, `${name} has at most ${MAX_TEXT_LENGTH} characters.`)
    .transform(toNfc)
    .optional();

/**
 * How an integer is written in a query: digits, maybe a minus. Any number of digits: `limit=2147483648`
 * is a (huge) integer, clamped or refused by its own rule below, never "not an integer".
 */
export const INTEGER_TEXT = /^-?\d+$/;

/** Integer text, as the integer it names. */
export const integerText = (name: string) =>
  z.string({ error: `${name} must be given once, as an integer.` }).regex(INTEGER_TEXT, `${name} must be an integer.`).transform(Number);

/**
 * The largest offset read as given. No list holds a billion matches, so a larger offset is read as
 * this one: an empty page, like any offset beyond the end, with the arithmetic kept exact.
 */
export const MAX_OFFSET = 1_000_000_000;

/**
 * A bound the validator does not refuse beyond but clamps to (limit 1000): documentation (OpenAPI,
 * MCP input schemas) shows it as the maximum, the one value that can usefully be sent.
 */
export const clampedAt = (number: z.ZodNumber, maximum: number): z.ZodNumber => number.meta({ documentedMaximum: maximum });

/** The bound `clampedAt` recorded on a number stage, if any. */
export function documentedMaximumOf(schema: z.core.$ZodType): number | undefined {
  const meta = z.globalRegistry.get(schema) as { documentedMaximum?: unknown } | undefined;
  return typeof meta?.documentedMaximum === 'number' ? meta.documentedMaximum : undefined;
}

/** `limit`: default 100; above 1000 it is clamped to 1000; below 1 it is refused (docs/api.md, Responses and pagination). */
export const limitParameter = integerText('limit')
  .pipe(clampedAt(z.number().min(1, 'limit must be at least 1.'), MAX_LIMIT))
  .transform((limit) => Math.min(limit, MAX_LIMIT))
  .optional()
  .transform((limit) => limit ?? DEFAULT_LIMIT);

/** `offset`: default 0; negative is refused; beyond the end gives an empty page; above MAX_OFFSET it is MAX_OFFSET. */
export const offsetParameter = integerText('offset')
  .pipe(z.number().min(0, 'offset must be 0 or more.'))
  .transform((offset) => Math.min(offset, MAX_OFFSET))
  .optional()
  .transform((offset) => offset ?? 0);

/** An optional integer of at least `minimum`; `usefulMaximum` is documented, not enforced (a word length above 32 matches nothing). */
export const optionalIntegerParameter = (name: string, minimum: number, usefulMaximum?: number) =>
  integerText(name)
    .pipe(((number: z.ZodNumber) => (usefulMaximum === undefined ? number : clampedAt(number, usefulMaximum)))(z.number().min(minimum, `${name} must be at least ${minimum}.`)))
    .optional();

/**
 * An optional switch, off unless given: `true` or `false` as text (REST), documented as a boolean (the
 * last stage), so OpenAPI shows a boolean query parameter and MCP a JSON boolean. Anything else, or the
 * parameter given twice, is refused (400 invalid_parameter).
 */
export const optionalBooleanParameter = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} is true or false, given once.` })
    .transform((text) => text === 'true')
    .pipe(z.boolean())
    .optional()
    .transform((value) => value ?? false);

/** Validates a query against a schema; the first problem becomes an AppError naming the parameter. */
export function parseQueryParameters<Schema extends z.ZodType>(schema: Schema, query: unknown): z.infer<Schema> {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0] as z.core.$ZodIssue;
  const parameter = String(issue.path[0] ?? '');
  const value = parameter === '' ? undefined : (query as Record<string, unknown>)[parameter];
  const codes = PARAMETER_CODES[parameter];
  const missing = value === undefined || value === '';
  const code: ErrorCode = codes === undefined ? 'invalid_parameter' : missing ? codes.missing : codes.invalid;
  throw new AppError(code, issue.message, { parameter, value: typeof value === 'string' ? echoed(value) : (value ?? null) });
}
