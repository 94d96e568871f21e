import {
  DEFAULT_LIMIT,
  LANGUAGE_CODES,
  type LanguageCode,
  MAX_LIMIT,
  MAX_OFFSET,
  MAX_TEXT_LENGTH,
  parseQueryParameters,
  type PatternSearchParameters,
  patternSearchParametersSchema,
} from '@lexicon/shared';

const LANGUAGES: ReadonlySet<string> = new Set(LANGUAGE_CODES);
/** Printable ASCII: text that NFC leaves as it is and that no length rule counts differently. */
const PLAIN_TEXT = /^[\x20-\x7e]*$/;
/** Digits few enough that the number is exact and below both bounds' clamps' reach. */
const SMALL_WHOLE = /^\d{1,9}$/;

const isPlainText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT_LENGTH && PLAIN_TEXT.test(value);

/**
 * The parameters of the common pattern query (lang, pattern, and any of contains, excludes, limit,
 * offset, in plain ASCII and digits) read without zod, or undefined for anything else, which zod
 * then reads with its full rules and errors. zod took about 3 µs per request by profile, a
 * noticeable part of a cheap query's cost; the test checks this path against the schema on
 * generated queries.
 */
function plainPatternParameters(query: Record<string, unknown>): PatternSearchParameters | undefined {
  let lang: LanguageCode | undefined;
  let pattern: string | undefined;
  let contains: string | undefined;
  let excludes: string | undefined;
  let limit = DEFAULT_LIMIT;
  let offset = 0;
  for (const key in query) {
    const value = query[key];
    switch (key) {
      case 'lang':
        if (typeof value !== 'string' || !LANGUAGES.has(value)) return undefined;
        lang = value as LanguageCode;
        break;
      case 'pattern':
        if (!isPlainText(value) || value === '') return undefined;
        pattern = value;
        break;
      case 'contains':
        if (!isPlainText(value)) return undefined;
        contains = value;
        break;
      case 'excludes':
        if (!isPlainText(value)) return undefined;
        excludes = value;
        break;
      case 'limit':
        if (typeof value !== 'string' || !SMALL_WHOLE.test(value) || Number(value) < 1) return undefined;
        limit = Math.min(Number(value), MAX_LIMIT);
        break;
      case 'offset':
        if (typeof value !== 'string' || !SMALL_WHOLE.test(value)) return undefined;
        offset = Math.min(Number(value), MAX_OFFSET);
        break;
      default:
        return undefined;
    }
  }
  if (lang === undefined || pattern === undefined) return undefined;
  return { lang, pattern, ...(contains === undefined ? {} : { contains }), ...(excludes === undefined ? {} : { excludes }), limit, offset, hooks: false, common: false };
}

/** A pattern search's parameters, as `patternSearchParametersSchema` reads them (and refuses them, in its errors). */
export function patternParametersOf(query: unknown): PatternSearchParameters {
  return (typeof query === 'object' && query !== null ? plainPatternParameters(query as Record<string, unknown>) : undefined) ?? parseQueryParameters(patternSearchParametersSchema, query);
}
