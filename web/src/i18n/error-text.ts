import type { ErrorBody } from '../api-types';
import { fill, type Messages } from './messages';

/**
 * An API error in the interface language: the table's message for its `code`, with `{name}` filled
 * from its `details` (numbers in the language's digits, lists joined). The API's own English message
 * stays the answer for a code the table does not know (a newer API) or details it did not send.
 */
export function errorText(error: ErrorBody['error'], t: Messages, number: (value: number) => string): string {
  const template = Object.hasOwn(t.errors, error.code) ? t.errors[error.code as keyof Messages['errors']] : undefined;
  if (template === undefined) return error.message;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(error.details ?? {})) {
    if (typeof value === 'number') values[name] = number(value);
    else if (typeof value === 'string') values[name] = value;
    else if (Array.isArray(value)) values[name] = value.join(', ');
  }
  const wanted = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return wanted.every((name) => name in values) ? fill(template, values) : error.message;
}
