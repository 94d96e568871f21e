import { getGlobalStats } from './get-global-stats';
import { getLanguageStats } from './get-language-stats';
import { getWordDetails } from './get-word-details';
import { listLanguages } from './list-languages';
import { searchAnagram } from './search-anagram';
import { searchPattern } from './search-pattern';
import type { ToolDefinition } from './tool-definition';

/** Every tool Lexicon offers, in the order tools/list shows them (docs/api.md, MCP tools). */
export const TOOLS: readonly ToolDefinition[] = [listLanguages, searchPattern, searchAnagram, getWordDetails, getLanguageStats, getGlobalStats];

export { runTool, type ToolOutcome } from './run-tool';
export { type CallOrigin, callOriginOf, serviceCaller, type ServiceCaller, type ServiceClients, serviceClientsFor, type ServiceOutcome } from './service-call';
export { errorCodeOfIssue, publishedSchema } from './tool-arguments';
export { READ_ONLY_ANNOTATIONS, type ToolDefinition } from './tool-definition';
