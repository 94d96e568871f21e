export { ConfigError, configVar, loadConfig, LOG_LEVELS } from './config/load-config';
export type { Environment, LogLevel } from './config/load-config';
export { loadProcessConfig, METRICS_PORT_OFFSET, metricsPortVariable } from './config/process-config';
export { METRICS_PATH, OTHER_ROUTE, ownedMetrics, processMetrics, recordQueryCost, routeLabeller, startMetricsServer } from './metrics';
export type { MetricsServer, ProcessMetrics, SurfaceOfRequest } from './metrics';
export type { ProcessConfig, ProcessVariables } from './config/process-config';

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

export { createLogger } from './logging/logger';
export type { Logger } from './logging/logger';
export { type CompletionLines, currentLogger, currentRequestId, REQUEST_ID_HEADER, requestContext, requestIdFrom, SLOW_REQUEST_MS } from './logging/request-context';

export { errorHandler, frameworkError, notFoundHandler } from './http/error-handler';
export { healthBody, isoSecond, readinessHandler } from './http/health-routes';
export type { HealthBody, Readiness } from './http/health-routes';
export { exitOnSignals, startHttpServer } from './http/http-server';
export type { HttpServerOptions, RunningServer } from './http/http-server';
export { runService } from './http/run-service';
export { createServiceApp } from './http/service-app';
export type { ServiceAppOptions } from './http/service-app';
export type { ServiceRun } from './http/run-service';
export { createServiceClient } from './http/service-client';
export { freePort } from './http/free-port';
export { type ApiLimits, DEFAULT_API_LIMITS, DEFAULT_RATE_LIMIT_POINTS, DEFAULT_RATE_LIMIT_WINDOW_SECONDS, REFUSAL_PACING, REQUEST_BODY_LIMIT_BYTES } from './http/api-limits';
export { DEFAULT_CLIENT_MAX_IN_FLIGHT, DEFAULT_QUERY_PRICING, extraPointsFor, pointsFor, type QueryPricing, reportedUnits } from './http/query-pricing';
export { CLIENT_KEY_HEADER, DEFAULT_QUERY_BUDGET_MS, QUERY_BUDGET_HEADER, QUERY_COST_HEADER, queryBudgetFrom, serviceBudgetMs } from './http/query-work';
export type { ServiceClientOptions } from './http/service-client';

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

export { buildOpenApiDocument, OPENAPI_DOCUMENT_VERSION } from './openapi/openapi-document';
export type { OpenAPIObject, OpenApiDocumentOptions } from './openapi/openapi-document';
export { documentedQuery, documentedType } from './openapi/documented-query';
export type { ParameterText } from './openapi/documented-query';
export { healthBodySchema, openApiDocumentSchema, readinessBodySchema } from './openapi/health-schemas';
export type { ErrorCases } from './openapi/error-responses';

export { checkCatalogue, defineOperation, jsonResponseSchema } from './operations/operation';
export type {
  ChatChoice,
  Operation,
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
export { filledPath, isUnder, openApiPath, pathParameterNames, SURFACE_ROOTS } from './operations/operation-paths';
export { mountOperations } from './operations/mount-operations';
export type { OperationHandler } from './operations/mount-operations';

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
export { CircuitBreaker, CircuitOpenError } from './faults/circuit-breaker';
export type { CircuitBreakerOptions, CircuitState } from './faults/circuit-breaker';
export { BoundedQueue } from './usage/bounded-queue';
export { retryDelay, UsageEmitter } from './usage/usage-emitter';
export type { UsageBatchSender, UsageEmitterOptions, UsageEmitterStatus, UsageSink } from './usage/usage-emitter';
export { loadUsageEmitterConfig } from './usage/usage-emitter-config';
export type { UsageEmitterConfig } from './usage/usage-emitter-config';
export { createUsageEmitter, httpUsageSender } from './usage/usage-http-sender';
export { noteUsage, usageRecorder } from './usage/usage-recorder';
export { withUsageStatus } from './usage/usage-readiness';
export type { UsageAnswer } from './usage/usage-recorder';

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
