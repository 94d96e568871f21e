import { AppError } from '@lexicon/shared';
import { z } from 'zod';

/**
 * The part of OpenAI's chat-completions request this surface reads; other fields (temperature, n,
 * seed, …) are accepted and have no effect on a deterministic answer.
 */
const textPartSchema = z.object({ type: z.literal('text'), text: z.string() }).loose();

const messageSchema = z
  .object({
    role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
    content: z.union([z.string(), z.array(textPartSchema), z.null()]).optional(),
    tool_call_id: z.string().optional(),
    tool_calls: z
      .array(z.object({ id: z.string(), type: z.literal('function'), function: z.object({ name: z.string(), arguments: z.string() }).loose() }).loose())
      .optional(),
  })
  .loose();
export type ChatMessage = z.infer<typeof messageSchema>;

const functionToolSchema = z.object({ type: z.literal('function'), function: z.object({ name: z.string().min(1) }).loose() }).loose();

const toolChoiceSchema = z.union([
  z.enum(['auto', 'none', 'required']),
  z.object({ type: z.literal('function'), function: z.object({ name: z.string().min(1) }).loose() }).loose(),
]);
export type ToolChoice = z.infer<typeof toolChoiceSchema>;

export const chatRequestSchema = z
  .object({
    model: z.string().min(1),
    messages: z.array(messageSchema).min(1),
    tools: z.array(functionToolSchema).optional(),
    tool_choice: toolChoiceSchema.optional(),
    stream: z.boolean().nullable().optional(),
    stream_options: z.object({ include_usage: z.boolean().optional() }).loose().nullable().optional(),
  })
  .loose();
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** OpenAI names a field by its path, e.g. `messages[0].role`. */
function paramPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name === '' ? String(key) : `${name}.${String(key)}`), '');
}

/** The request, or 400 invalid_request naming the first field at fault as `param`. */
export function parseChatRequest(body: unknown): ChatRequest {
  if (body === undefined) throw new AppError('invalid_request', 'The request needs a JSON body with model and messages.', { param: null });
  const parsed = chatRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0] as z.core.$ZodIssue;
  const param = paramPath(issue.path);
  throw new AppError('invalid_request', `Invalid request${param === '' ? '' : ` at ${param}`}: ${issue.message}.`, { param: param === '' ? null : param });
}

/** The text of a message, whether given as a string or as text parts. */
export function messageText(message: ChatMessage): string {
  if (typeof message.content === 'string') return message.content;
  if (Array.isArray(message.content)) return message.content.map((part) => part.text).join(' ');
  return '';
}
