import { AppError } from '@lexicon/shared';
import type { RequestHandler, Response } from 'express';
import { callOriginOf, type ServiceCaller, type ToolDefinition } from '../mcp/tools';
import { chatAnswer } from './chat-answer';
import { completionBody, completionChunks, newFrame } from './chat-completion';
import { parseChatRequest } from './chat-request';
import { MODEL_ID, MODELS } from './models';

export interface ChatRoutesOptions {
  tools: readonly ToolDefinition[];
  callService: ServiceCaller;
}

function unknownModel(id: string, param: string | null): AppError {
  return new AppError('model_not_found', `The model "${id}" does not exist; the model is ${MODEL_ID}.`, { param, model: id });
}

/** Server-sent events as OpenAI streams them: one `data:` line per chunk, then `data: [DONE]`. */
function sendEvents(res: Response, chunks: readonly unknown[]): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(`${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`);
}

/**
 * The chat-compatible surface at `/v1` (docs/api.md, Chat completions): the handlers of its operations, by
 * operation id, for the gateway to mount on their rows of the catalogue.
 */
export function chatHandlers(options: ChatRoutesOptions): Record<'listModels' | 'getModel' | 'createChatCompletion', RequestHandler> {
  const tools = new Map(options.tools.map((tool) => [tool.name, tool]));
  return {
    listModels: (_req, res) => {
      res.json({ object: 'list', data: MODELS });
    },
    getModel: (req, res) => {
      const id = String(req.params.id);
      const model = MODELS.find((one) => one.id === id);
      if (model === undefined) throw unknownModel(id, null);
      res.json(model);
    },
    createChatCompletion: async (req, res) => {
      const request = parseChatRequest(req.body);
      if (request.model !== MODEL_ID) throw unknownModel(request.model, 'model');
      const answer = await chatAnswer(request, tools, options.callService, callOriginOf(req, 'chat'));
      const frame = newFrame(request.model);
      if (request.stream === true) sendEvents(res, completionChunks(frame, answer, request.stream_options?.include_usage === true));
      else res.json(completionBody(frame, answer));
    },
  };
}
