import { type ToolDefinition, toolsOf } from './tool-definition';

/** Every tool Lexicon offers, in the order tools/list shows them (docs/api.md, MCP tools): the catalogue's tools. */
export const TOOLS: readonly ToolDefinition[] = toolsOf();

export { runTool, type ToolOutcome } from './run-tool';
export { type CallOrigin, callOriginOf, serviceCaller, type ServiceCaller, type ServiceCallerOptions, type ServiceOutcome } from './service-call';
export { errorCodeOfIssue, publishedSchema } from './tool-arguments';
export { READ_ONLY_ANNOTATIONS, type ToolDefinition, toolsOf } from './tool-definition';
