import { AppError } from '@lexicon/shared';
import type { CallOrigin, ServiceCaller, ToolDefinition } from '../mcp/tools';
import { errorCodeOfIssue, runTool } from '../mcp/tools';
import type { AssistantAnswer } from './chat-completion';
import { newToolCall } from './chat-completion';
import { type ChatMessage, type ChatRequest, messageText } from './chat-request';
import { readableAnswer } from './readable-answer';
import { parseArgumentPairs, selectTool, toolArgumentsFromPairs } from './tool-selection';
import { usageOf } from './usage-estimate';

/** Everything the client sent that a model would read, for the usage estimate. */
function promptText(request: ChatRequest): string {
  return [...request.messages.map(messageText), ...(request.tools ?? []).map((tool) => tool.function.name)].join('\n');
}

function lastUserMessage(messages: readonly ChatMessage[]): ChatMessage {
  const message = [...messages].reverse().find((one) => one.role === 'user');
  if (message === undefined) throw new AppError('invalid_request', 'The messages hold no user message to read arguments from.', { param: 'messages' });
  return message;
}

/** The tool message's content as the tool's JSON result, or the text itself when it is not JSON. */
function toolResult(message: ChatMessage): unknown {
  const text = messageText(message);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function invalidArguments(tool: ToolDefinition, issues: ReadonlyArray<{ code: string; path: readonly PropertyKey[]; message: string; keys?: readonly string[] }>): AppError {
  const issue = issues[0];
  const parameter = issue?.path[0] ?? (issue?.code === 'unrecognized_keys' ? issue.keys?.[0] : undefined);
  // A value REST refuses carries REST's code (invalid_pattern, invalid_letters, …) and names the
  // argument, as the service's own refusal would; a malformed message names `messages`.
  const refusedAsRest = issue?.code === 'custom' && parameter !== undefined;
  return new AppError(errorCodeOfIssue(issue as Parameters<typeof errorCodeOfIssue>[0]), `Invalid arguments for ${tool.name}: ${(issue?.message ?? 'not valid').replace(/\.$/, '')}.`, {
    param: refusedAsRest ? String(parameter) : 'messages',
    tool: tool.name,
    ...(parameter === undefined ? {} : { parameter: String(parameter) }),
  });
}

/**
 * The deterministic assistant (docs/api.md, Chat completions), following the chat-completion conventions client
 * libraries build on:
 * - the last message is a tool result: the final answer, that result in readable sentences, `stop`;
 * - the request declares `tools` (and tool_choice is not "none"): one tool call the client executes
 *   itself, `tool_calls`, no content (the client's function gives the result, not this server);
 * - otherwise: the tool runs here and its result is the readable answer, `stop`.
 * Arguments are the last user message's name=value pairs; the ones a tool or REST refuses are a 400.
 */
export async function chatAnswer(request: ChatRequest, tools: ReadonlyMap<string, ToolDefinition>, callService: ServiceCaller, origin: CallOrigin): Promise<AssistantAnswer> {
  const prompt = promptText(request);
  const last = request.messages.at(-1) as ChatMessage;
  if (last.role === 'tool') {
    const content = readableAnswer(toolResult(last));
    return { content, finishReason: 'stop', usage: usageOf(prompt, content) };
  }
  const pairs = parseArgumentPairs(messageText(lastUserMessage(request.messages)));
  const tool = selectTool(request, pairs, tools);
  const args = toolArgumentsFromPairs(tool, pairs);
  const clientRunsTools = (request.tools ?? []).length > 0 && request.tool_choice !== 'none';
  if (clientRunsTools) {
    const checked = tool.arguments.safeParse(args);
    if (!checked.success) throw invalidArguments(tool, checked.error.issues);
    const toolCall = newToolCall(tool.name, args);
    return { content: null, toolCall, finishReason: 'tool_calls', usage: usageOf(prompt, toolCall.function.name + toolCall.function.arguments) };
  }
  const outcome = await runTool(tool, args, callService, origin);
  if (outcome.kind === 'invalid_arguments') throw invalidArguments(tool, outcome.issues);
  if (outcome.kind === 'failure') {
    throw new AppError(outcome.envelope.error.code, outcome.envelope.error.message, { ...outcome.envelope.error.details, tool: tool.name });
  }
  const content = readableAnswer(outcome.data);
  return { content, finishReason: 'stop', usage: usageOf(prompt, content) };
}
