export { mcpEndpoint, type McpEndpoint, type McpEndpointOptions } from './mcp-endpoint';
export { originGuard } from './origin-guard';
export { SERVER_INFO } from './mcp-methods';
export { SUPPORTED_PROTOCOL_VERSIONS } from './protocol-version';
export { serviceCaller, type ServiceCaller, TOOLS, type ToolDefinition, toolsOf } from './tools';
export { readWordsView } from './words-view';
