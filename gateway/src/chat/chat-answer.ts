import { AppError } from '@lexicon/shared';
import type { CallOrigin, ServiceCaller, ToolDefinition } from '../mcp/tools';
import { errorCodeOfIssue, runTool } from '../mcp/tools';
import type { AssistantAnswer } from './chat-completion';
import { newToolCall } from './chat-completion';
import { type ChatMessage, type ChatRequest, messageText } from './chat-request';
import { parseArgumentPairs, selectTool, toolArgumentsFromPairs } from './tool-selection';
import { summarizeToolResult } from './tool-summary';
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

/**
 * The deterministic assistant (DECISIONS.md §11). After a tool message it closes with a summary;
 * otherwise it reads the last user message as name=value arguments, picks and runs the tool, and
 * answers with the tool call and the result, or with the result alone when tool_choice is "none".
 * Arguments that fail the tool's schema are 400 invalid_parameter; a service's refusal is its envelope.
 */
export async function chatAnswer(request: ChatRequest, tools: ReadonlyMap<string, ToolDefinition>, callService: ServiceCaller, origin: CallOrigin): Promise<AssistantAnswer> {
  const prompt = promptText(request);
  const last = request.messages.at(-1) as ChatMessage;
  if (last.role === 'tool') {
    const summary = summarizeToolResult(request.messages, last);
    return { content: summary, finishReason: 'stop', usage: usageOf(prompt, summary) };
  }
  const pairs = parseArgumentPairs(messageText(lastUserMessage(request.messages)));
  const tool = selectTool(request, pairs, tools);
  const args = toolArgumentsFromPairs(tool, pairs);
  const outcome = await runTool(tool, args, callService, origin);
  if (outcome.kind === 'invalid_arguments') {
    const issue = outcome.issues[0];
    const parameter = issue?.path[0] ?? (issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined);
    // A value REST refuses carries REST's code (invalid_pattern, invalid_letters, …) and names the
    // argument, as the service's own refusal would; a malformed message names `messages`.
    const refusedAsRest = issue?.code === 'custom' && parameter !== undefined;
    throw new AppError(errorCodeOfIssue(issue), `Invalid arguments for ${tool.name}: ${(issue?.message ?? 'not valid').replace(/\.$/, '')}.`, {
      param: refusedAsRest ? String(parameter) : 'messages',
      tool: tool.name,
      ...(parameter === undefined ? {} : { parameter: String(parameter) }),
    });
  }
  if (outcome.kind === 'failure') {
    throw new AppError(outcome.envelope.error.code, outcome.envelope.error.message, { ...outcome.envelope.error.details, tool: tool.name });
  }
  const content = JSON.stringify(outcome.data);
  if (request.tool_choice === 'none') return { content, finishReason: 'stop', usage: usageOf(prompt, content) };
  const toolCall = newToolCall(tool.name, args);
  return { content, toolCall, finishReason: 'tool_calls', usage: usageOf(prompt, content + toolCall.function.name + toolCall.function.arguments) };
}
