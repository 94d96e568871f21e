/**
 * Every error code the API can answer with, and its HTTP status (the OpenAPI document lists them per endpoint). Codes are stable:
 * clients branch on them, so a code is never renamed or given another status.
 */
export const ERROR_STATUS = {
  missing_pattern: 400,
  missing_letters: 400,
  missing_lang: 400,
  missing_words: 400,
  invalid_language: 400,
  invalid_length_range: 400,
  invalid_parameter: 400,
  invalid_pattern: 400,
  invalid_letters: 400,
  invalid_words: 400,
  invalid_json: 400,
  invalid_request: 400,
  not_found: 404,
  word_not_found: 404,
  model_not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  request_too_large: 413,
  unsupported_media_type: 415,
  query_too_expensive: 422,
  rate_limited: 429,
  too_many_concurrent_requests: 429,
  headers_too_large: 431,
  internal_error: 500,
  upstream_error: 502,
  service_unavailable: 503,
  query_timeout: 503,
  upstream_timeout: 504,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
