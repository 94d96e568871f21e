/**
 * The part of shared that does no I/O and pulls in no framework: the error type and its catalogue,
 * and the languages' metadata schemas. The engine imports this entry (`@lexicon/shared/core`) and
 * nothing else of shared, so it stays free of express, axios and pino.
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

export { SORT_KEYS, SORT_VALUES, sortOrderOf } from './search/sort-orders';
export type { SortKey, SortOrder, SortValue } from './search/sort-orders';
export { WORD_LISTS } from './search/word-lists';
export type { WordListName } from './search/word-lists';
