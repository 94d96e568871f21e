import { randomUUID } from 'node:crypto';
import type { Usage } from './usage-estimate';

export type FinishReason = 'tool_calls' | 'stop';

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** What the assistant says, before it is framed as one completion or as a stream of chunks. */
export interface AssistantAnswer {
  /** null when the answer is a tool call for the client to execute, as OpenAI answers it. */
  content: string | null;
  toolCall?: ToolCall;
  finishReason: FinishReason;
  usage: Usage;
}

export interface CompletionFrame {
  id: string;
  created: number;
  model: string;
}

export function newFrame(model: string): CompletionFrame {
  return { id: `chatcmpl-${randomUUID()}`, created: Math.floor(Date.now() / 1000), model };
}

export function newToolCall(name: string, args: unknown): ToolCall {
  return { id: `call_${randomUUID().replaceAll('-', '')}`, type: 'function', function: { name, arguments: JSON.stringify(args) } };
}

/** A `chat.completion` object as OpenAI's API answers it. */
export function completionBody(frame: CompletionFrame, answer: AssistantAnswer): unknown {
  return {
    id: frame.id,
    object: 'chat.completion',
    created: frame.created,
    model: frame.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: answer.content,
          refusal: null,
          ...(answer.toolCall === undefined ? {} : { tool_calls: [answer.toolCall] }),
        },
        logprobs: null,
        finish_reason: answer.finishReason,
      },
    ],
    usage: answer.usage,
  };
}

/**
 * The same answer as `chat.completion.chunk` objects, in the order OpenAI streams them: the role, the
 * tool call, the content, the finish reason, then (when asked for) a last chunk with only the usage.
 */
export function completionChunks(frame: CompletionFrame, answer: AssistantAnswer, includeUsage: boolean): unknown[] {
  const chunk = (delta: unknown, finishReason: FinishReason | null): unknown => ({
    id: frame.id,
    object: 'chat.completion.chunk',
    created: frame.created,
    model: frame.model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...(includeUsage ? { usage: null } : {}),
  });
  const chunks = [chunk({ role: 'assistant', content: '', refusal: null }, null)];
  if (answer.toolCall !== undefined) chunks.push(chunk({ tool_calls: [{ index: 0, ...answer.toolCall }] }, null));
  if (answer.content !== null && answer.content !== '') chunks.push(chunk({ content: answer.content }, null));
  chunks.push(chunk({}, answer.finishReason));
  if (includeUsage) chunks.push({ id: frame.id, object: 'chat.completion.chunk', created: frame.created, model: frame.model, choices: [], usage: answer.usage });
  return chunks;
}
