import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { errorEnvelope, envelopeOf } from '../errors/error-envelope';

interface BodyParserError {
  type: string;
  status?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';
}

/** Translates whatever reached express into the envelope; 5xx answers never carry internals. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const log = req.log ?? logger;
    if (res.headersSent) {
      log.error({ err: error }, 'error after the response started');
      res.destroy();
      return;
    }
    if (error instanceof AppError) {
      if (error.status >= 500) log.error({ err: error }, error.message);
      res.status(error.status).json(envelopeOf(error));
      return;
    }
    if (error instanceof z.ZodError) {
      const issue = error.issues[0];
      res.status(400).json(
        errorEnvelope('invalid_parameter', issue?.message ?? 'invalid request', {
          parameter: issue?.path.join('.') ?? null,
        }),
      );
      return;
    }
    if (isBodyParserError(error)) {
      if (error.type === 'entity.too.large') {
        res.status(413).json(errorEnvelope('request_too_large', 'The request body exceeds 65536 bytes.', { limit_bytes: 65536 }));
        return;
      }
      if (error.type === 'entity.parse.failed') {
        res.status(400).json(errorEnvelope('invalid_json', 'The request body is not valid JSON.'));
        return;
      }
    }
    log.error({ err: error }, 'unhandled error');
    res.status(500).json(errorEnvelope('internal_error', 'An internal error occurred.'));
  };
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(errorEnvelope('not_found', `No resource at ${req.method} ${req.path}.`, { path: req.path }));
};
