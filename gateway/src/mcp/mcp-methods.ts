import { z } from 'zod';
import { RPC_ERROR, RpcError, type RpcRequest } from './json-rpc';
import { negotiateProtocolVersion } from './protocol-version';
import { type CallOrigin, publishedSchema, READ_ONLY_ANNOTATIONS, runTool, type ServiceCaller, type ToolDefinition } from './tools';
import { viewContent, viewResource, viewToolMeta, type WordsView } from './words-view';

/** What initialize says about this server. */
export const SERVER_INFO = { name: 'lexicon', title: 'Lexicon', version: '0.1.0' } as const;

const SERVER_INSTRUCTIONS =
  'Word lookup for word games in twelve languages: pattern search, anagrams of a rack, word details and statistics. ' +
  'Call list_languages for the language codes. Every result is also given as JSON text.';

const initializeParamsSchema = z.object({ protocolVersion: z.string() }).loose();
const callParamsSchema = z.object({ name: z.string(), arguments: z.record(z.string(), z.unknown()).optional() }).loose();

export interface McpMethodsOptions {
  tools: readonly ToolDefinition[];
  callService: ServiceCaller;
  /** The MCP Apps view the search and word tools name; none, and no resources, when absent. */
  view?: WordsView;
}

/** A method's answer to one request; `origin` says whom the HTTP request came from, passed on to the services. */
export type MethodHandler = (request: RpcRequest, origin: CallOrigin) => Promise<unknown>;

function paramsOf<Schema extends z.ZodType>(schema: Schema, request: RpcRequest): z.infer<Schema> {
  const parsed = schema.safeParse(request.params ?? {});
  if (parsed.success) return parsed.data;
  throw new RpcError(RPC_ERROR.invalidParams, `Invalid params for ${request.method}: ${parsed.error.issues[0]?.message ?? 'not valid'}.`, {
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}

/** The tool list as tools/list answers it; built once, checked at start (a bad schema fails the start). */
function toolListing(tools: readonly ToolDefinition[], view: WordsView | undefined): unknown[] {
  return tools.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: publishedSchema(tool.arguments, 'input'),
    outputSchema: publishedSchema(tool.output, 'output'),
    annotations: { title: tool.title, ...READ_ONLY_ANNOTATIONS },
    ...(tool.view && view !== undefined ? { _meta: viewToolMeta(view) } : {}),
  }));
}

const readParamsSchema = z.object({ uri: z.string() }).loose();


/** A tool result: the data as `structuredContent` and as JSON text; a failure as the envelope in text only. */
function textContent(value: unknown): { type: 'text'; text: string }[] {
  return [{ type: 'text', text: JSON.stringify(value) }];
}

/** The MCP methods this stateless, tools-only server answers. */
export function mcpMethods(options: McpMethodsOptions): ReadonlyMap<string, MethodHandler> {
  const listing = toolListing(options.tools, options.view);
  const { view } = options;
  const toolsByName = new Map(options.tools.map((tool) => [tool.name, tool]));
  return new Map<string, MethodHandler>([
    [
      'initialize',
      async (request) => {
        const params = paramsOf(initializeParamsSchema, request);
        return {
          protocolVersion: negotiateProtocolVersion(params.protocolVersion),
          capabilities: { tools: { listChanged: false }, ...(view === undefined ? {} : { resources: { listChanged: false } }) },
          serverInfo: SERVER_INFO,
          instructions: SERVER_INSTRUCTIONS,
        };
      },
    ],
    ['ping', async () => ({})],
    ['tools/list', async () => ({ tools: listing })],
    ['resources/list', async () => ({ resources: view === undefined ? [] : [viewResource(view)] })],
    [
      'resources/read',
      async (request) => {
        const { uri } = paramsOf(readParamsSchema, request);
        if (view === undefined || uri !== view.uri) throw new RpcError(RPC_ERROR.resourceNotFound, `Resource not found: ${uri}.`, { uri });
        return { contents: [viewContent(view)] };
      },
    ],
    [
      'tools/call',
      async (request, origin) => {
        const params = paramsOf(callParamsSchema, request);
        const tool = toolsByName.get(params.name);
        if (tool === undefined) {
          throw new RpcError(RPC_ERROR.invalidParams, `Unknown tool "${params.name}".`, { tool: params.name, tools: [...toolsByName.keys()] });
        }
        const outcome = await runTool(tool, params.arguments, options.callService, origin);
        if (outcome.kind === 'invalid_arguments') {
          const issue = outcome.issues[0];
          const where = issue === undefined || issue.path.length === 0 ? '' : ` (${issue.path.join('.')})`;
          throw new RpcError(RPC_ERROR.invalidParams, `Invalid arguments for tool ${tool.name}${where}: ${(issue?.message ?? 'not valid').replace(/\.$/, '')}.`, {
            tool: tool.name,
            issues: outcome.issues.map((one) => ({ path: one.path.join('.'), message: one.message })),
          });
        }
        if (outcome.kind === 'failure') return { content: textContent(outcome.envelope), isError: true };
        return { content: textContent(outcome.data), structuredContent: outcome.data, isError: false };
      },
    ],
  ]);
}
