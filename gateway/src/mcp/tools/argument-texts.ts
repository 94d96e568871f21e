import { DEFAULT_LIMIT, LANGUAGE_CODES, MAX_LIMIT } from '@lexicon/shared';

/** Descriptions of the arguments several tools share, written for whoever picks the values. */
export const LANG_TEXT = `Language code: one of ${LANGUAGE_CODES.join(', ')}.`;
export const LIMIT_TEXT = `Page size, default ${DEFAULT_LIMIT}; above ${MAX_LIMIT} it is clamped to ${MAX_LIMIT}.`;
export const OFFSET_TEXT = 'Matches to skip, default 0; use it with `has_more` to page through.';
