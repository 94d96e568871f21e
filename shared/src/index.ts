/**
 * The API contract of Lexicon: the operations catalogue, the wire schemas, the OpenAPI document, the
 * error catalogue and envelope, language metadata, sort orders and word lists, the limits and headers
 * the API documents. No HTTP library, logging or metrics here (.dependency-cruiser.cjs,
 * contract-is-framework-free): the processes' runtime is @lexicon/service-kit (service-kit/src/index.ts).
 */
export {
  AppError,
  debianPackageSchema,
  dictionarySourceSchema,
  ERROR_CODES,
  ERROR_STATUS,
  isErrorCode,
  isLanguageCode,
  LANGUAGE_CODES,
  languageCodeSchema,
  languageMetadataSchema,
  MAX_WORD_LENGTH,
  MIN_WORD_LENGTH,
  PATTERN_SORT_VALUES,
  RACK_SORT_KEYS,
  SORT_KEYS,
  SORT_VALUES,
  sortOrderOf,
  statusOf,
  tileSchema,
  WORD_LISTS,
} from './core';
export type { DebianPackage, DictionarySource, ErrorCode, GameList, ErrorDetails, LanguageCode, LanguageMetadata, SortKey, SortOrder, SortValue, Tile, WordListName, WordRules } from './core';
export { PART_OF_SPEECH_LABELS, partOfSpeechLabel } from './languages/part-of-speech-labels';
export { echoed, MAX_ECHOED_CHARACTERS } from './errors/echoed-value';
export { envelopeOf, errorEnvelope, errorEnvelopeSchema } from './errors/error-envelope';
export type { ErrorEnvelope } from './errors/error-envelope';
export {
  type ApiLimits,
  DEFAULT_API_LIMITS,
  DEFAULT_RATE_LIMIT_POINTS,
  DEFAULT_RATE_LIMIT_WINDOW_SECONDS,
  HEADERS_TIMEOUT_MS,
  REFUSAL_PACING,
  REQUEST_BODY_LIMIT_BYTES,
  REQUEST_TIMEOUT_MS,
} from './http/api-limits';
export { DEFAULT_CLIENT_MAX_IN_FLIGHT, DEFAULT_QUERY_PRICING, extraPointsFor, pointsFor, type QueryPricing, reportedUnits } from './http/query-pricing';
export { CLIENT_KEY_HEADER, DEFAULT_QUERY_BUDGET_MS, QUERY_BUDGET_HEADER, QUERY_COST_HEADER, queryBudgetFrom, serviceBudgetMs } from './http/query-work';
export type { QueryWork } from './http/query-work';

export {
  clampedAt,
  DEFAULT_LIMIT,
  documentedMaximumOf,
  INTEGER_TEXT,
  integerText,
  limitParameter,
  MAX_OFFSET,
  MAX_TEXT_LENGTH,
  MAX_LIMIT,
  offsetParameter,
  optionalBooleanParameter,
  optionalIntegerParameter,
  optionalText,
  parseQueryParameters,
  requiredText,
} from './wire/query-parameters';
export {
  anagramLanguagesParametersSchema,
  anagramLanguagesResponseSchema,
  anagramSearchParametersSchema,
  dictionarySourceInfoSchema,
  hooksSchema,
  languageEntrySchema,
  languageParameter,
  languagesResponseSchema,
  patternSearchParametersSchema,
  searchResponseSchema,
  searchWordSchema,
} from './wire/search-wire';
export type {
  AnagramLanguageAnswer,
  AnagramLanguagesParameters,
  AnagramLanguagesResponse,
  AnagramSearchParameters,
  Hooks,
  LanguageEntry,
  LanguagesResponse,
  PatternSearchParameters,
  SearchResponse,
  SearchWord,
} from './wire/search-wire';

export {
  crossLanguageSchema,
  DEFAULT_FAMILY_LIMIT,
  familyWordSchema,
  MAX_ANAGRAMS_LISTED,
  MAX_FAMILY_LIMIT,
  MAX_SUGGESTIONS,
  MEANING_PARTS_OF_SPEECH,
  translationSchema,
  wordAudioParametersSchema,
  wordDefinitionSchema,
  wordDetailsParametersSchema,
  wordDetailsResponseSchema,
  wordFamiliesSchema,
  wordMeaningSchema,
  wordSenseSchema,
  baseWordSchema,
  BASE_WORD_BASES,
} from './wire/word-wire';
export type {
  CrossLanguage,
  FamilyWord,
  PartOfSpeech,
  Translation,
  WordAudioParameters,
  WordDefinition,
  WordDetailsParameters,
  WordDetailsResponse,
  WordFamilies,
  WordMeaning,
  BaseWordReading,
  WordSense,
} from './wire/word-wire';

export {
  checkedWordSchema,
  checkWordsParametersSchema,
  checkWordsResponseSchema,
  MAX_CHECKED_WORDS,
  MAX_WORDS_TEXT_LENGTH,
  WORD_CHECK_UNITS,
} from './wire/word-check-wire';
export type { CheckedWord, CheckWordsParameters, CheckWordsResponse } from './wire/word-check-wire';
export {
  boardSchema,
  findMovesBodySchema,
  findMovesResponseSchema,
  MAX_MOVES_LIMIT,
  playResponseSchema,
  playSchema,
  rackSchema,
  scoreMoveBodySchema,
  scoreMoveResponseSchema,
} from './wire/moves-wire';
export type { FindMovesBody, FindMovesResponse, PlayResponse, ScoreMoveBody, ScoreMoveResponse } from './wire/moves-wire';

export { buildOpenApiDocument, OPENAPI_DOCUMENT_VERSION } from './openapi/openapi-document';
export type { OpenAPIObject, OpenApiDocumentOptions } from './openapi/openapi-document';
export { documentedQuery, documentedType } from './openapi/documented-query';
export type { ParameterText } from './openapi/documented-query';
export { healthBody, healthBodySchema, isoSecond, openApiDocumentSchema, readinessBodySchema } from './openapi/health-schemas';
export type { HealthBody, Readiness } from './openapi/health-schemas';
export type { ErrorCases } from './openapi/error-responses';

export { checkCatalogue, defineOperation, jsonResponseSchema } from './operations/operation';
export type {
  ChatChoice,
  Operation,
  OperationBody,
  OperationDocumentation,
  OperationMethod,
  OperationParameters,
  OperationResponse,
  OperationService,
  OperationTag,
  OperationTool,
  ParameterDescription,
  ParameterType,
  UpstreamService,
} from './operations/operation';
export { OPERATIONS, operationNamed } from './operations/operation-catalogue';
export { foreignParameterCheck, foreignParametersOf, queryParametersOf } from './operations/foreign-parameters';
export { filledPath, isUnder, openApiPath, pathParameterNames, SURFACE_ROOTS } from './operations/operation-paths';

export { SURFACE_HEADER, SURFACES, surfaceOf } from './usage/surface';
export type { Surface } from './usage/surface';
export {
  MAX_USAGE_BATCH,
  MAX_USAGE_QUERY_LENGTH,
  USAGE_EVENTS_PATH,
  USAGE_TOOLS,
  usageBatchSchema,
  usageEventSchema,
} from './usage/usage-event';
export type { UsageBatch, UsageEvent, UsageTool } from './usage/usage-event';

export {
  dictionaryFiguresSchema,
  globalStatsResponseSchema,
  globalUsageFiguresSchema,
  languageStatsParametersSchema,
  languageStatsResponseSchema,
  usageFiguresSchema,
  usageUnavailableSchema,
} from './wire/stats-wire';
export type {
  DictionaryFigures,
  GlobalStatsResponse,
  GlobalUsageFigures,
  LanguageStatsParameters,
  LanguageStatsResponse,
  UsageFigures,
  UsageUnavailable,
} from './wire/stats-wire';
export { MCP_APP_LEGACY_URI_KEY, MCP_APP_MIME_TYPE, VIEW_CALLED_TOOLS, WORDS_VIEW_FILE, WORDS_VIEW_URI } from './operations/mcp-app-view';
