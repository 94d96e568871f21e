import type { ChatMessage } from './chat-request';
import { messageText } from './chat-request';

/** Reads the tool's JSON answer, if it is JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** The name of the tool a `tool` message answers, from the assistant message that called it. */
function calledToolName(messages: readonly ChatMessage[], toolCallId: string | undefined): string | undefined {
  for (const message of [...messages].reverse()) {
    const call = message.tool_calls?.find((one) => one.id === toolCallId);
    if (call !== undefined) return call.function.name;
  }
  return undefined;
}

/**
 * The short closing answer after a tool result: the result's own sentence when it has one (search
 * responses carry `description`), the error's message for an envelope, else a count or a plain note.
 */
export function summarizeToolResult(messages: readonly ChatMessage[], toolMessage: ChatMessage): string {
  const name = calledToolName(messages, toolMessage.tool_call_id);
  const result = parsed(messageText(toolMessage));
  const prefix = name === undefined ? '' : `${name}: `;
  const description = field(result, 'description');
  if (typeof description === 'string') return `${prefix}${description}`;
  const errorMessage = field(field(result, 'error'), 'message');
  if (typeof errorMessage === 'string') return `${prefix}the tool failed: ${errorMessage}`;
  const languages = field(field(result, 'totals'), 'languages');
  const words = field(field(result, 'totals'), 'words');
  if (typeof languages === 'number' && typeof words === 'number') return `${prefix}${languages} languages, ${words.toLocaleString('en')} words in all.`;
  const word = field(result, 'word');
  const points = field(result, 'points');
  if (typeof word === 'string' && typeof points === 'number') return `${prefix}${word} is a playable word worth ${points} points.`;
  return `${prefix}the result is in the tool message above.`;
}
