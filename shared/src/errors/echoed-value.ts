/** The most characters of a client's value an error repeats back: enough to recognise it, never the whole of a 16 KB value. */
export const MAX_ECHOED_CHARACTERS = 200;

/**
 * A client's value as an error message or its details quote it: text beyond MAX_ECHOED_CHARACTERS is
 * cut and marked with an ellipsis, so a huge bad value is not sent back (twice) in the 400 that refuses it.
 */
export function echoed(value: string): string {
  if (value.length <= MAX_ECHOED_CHARACTERS) return value;
  // Cut on a code point, not in the middle of a surrogate pair.
  return `${Array.from(value.slice(0, MAX_ECHOED_CHARACTERS + 1)).slice(0, MAX_ECHOED_CHARACTERS).join('')}…`;
}
