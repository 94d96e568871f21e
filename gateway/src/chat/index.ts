export { chatHandlers, type ChatRoutesOptions } from './chat-routes';
export { chatErrors, isChatPath, openAiErrorBody, surfaceErrorBody } from './openai-errors';
export { MODEL_ID } from './models';
