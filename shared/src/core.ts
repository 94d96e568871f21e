/**
 * The part of the contract the engine imports (`@lexicon/shared/core`): the error type and its
 * catalogue, the languages' metadata schemas, sort orders and word lists, with zod alone. The rest of
 * the contract adds the wire schemas and the OpenAPI document with its libraries; no part of it
 * pulls in express, axios or pino (those are @lexicon/service-kit's).
 */
export { AppError } from './errors/app-error';
export type { ErrorDetails } from './errors/app-error';
export { ERROR_CODES, ERROR_STATUS, isErrorCode, statusOf } from './errors/error-catalogue';
export type { ErrorCode } from './errors/error-catalogue';

export {
  debianPackageSchema,
  dictionarySourceSchema,
  isLanguageCode,
  LANGUAGE_CODES,
  languageCodeSchema,
  languageMetadataSchema,
  MAX_WORD_LENGTH,
  MIN_WORD_LENGTH,
  tileSchema,
} from './languages/language-metadata';
export type { DebianPackage, DictionarySource, GameList, LanguageCode, LanguageMetadata, Tile, WordRules } from './languages/language-metadata';

export { PATTERN_SORT_VALUES, RACK_SORT_KEYS, SORT_KEYS, SORT_VALUES, sortOrderOf } from './search/sort-orders';
export type { SortKey, SortOrder, SortValue } from './search/sort-orders';
export { WORD_LISTS } from './search/word-lists';
export type { WordListName } from './search/word-lists';
