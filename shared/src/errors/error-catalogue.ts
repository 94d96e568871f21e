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
  // A board, rack or play the game cannot hold (the engine's MoveError codes, data/engine/src/moves/move-error.ts;
  // its word_not_in_list is an answer, not an error).
  board_size: 400,
  unknown_tile: 400,
  too_many_tiles: 400,
  board_not_connected: 400,
  board_off_centre: 400,
  rack_too_large: 400,
  play_notation: 400,
  play_not_in_line: 400,
  play_off_board: 400,
  play_not_contiguous: 400,
  play_mismatch: 400,
  play_places_nothing: 400,
  play_not_whole_word: 400,
  play_not_touching: 400,
  play_too_short: 400,
  play_not_on_rack: 400,
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
