import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError, echoed, envelopeOf, errorEnvelope, REQUEST_BODY_LIMIT_BYTES } from '@lexicon/shared';

interface BodyParserError {
  type: string;
  status?: number;
  /** The limit the parser refused beyond (entity.too.large), as it was configured. */
  limit?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';
}

/**
 * Errors raised by express itself, turned into the API's: a path whose percent escape does not decode
 * (`/word/en/%C3`) is the client's mistake, not an internal error. The router marks it a URIError.
 */
export function frameworkError(error: unknown, path: string): AppError | undefined {
  if (error instanceof URIError) {
    return new AppError('invalid_parameter', 'The path holds a percent escape that is not UTF-8 (write é as %C3%A9).', { path: echoed(path) });
  }
  return undefined;
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
    const appError = error instanceof AppError ? error : frameworkError(error, req.path);
    if (appError !== undefined) {
      if (appError.status >= 500) log.error({ err: appError }, appError.message);
      res.status(appError.status).json(envelopeOf(appError));
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
        // The limit of the parser that refused, so the message states what is configured where it ran.
        const limit = typeof error.limit === 'number' ? error.limit : REQUEST_BODY_LIMIT_BYTES;
        res.status(413).json(errorEnvelope('request_too_large', `The request body exceeds ${limit} bytes.`, { limit_bytes: limit }));
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
  res.status(404).json(errorEnvelope('not_found', `No resource at ${req.method} ${echoed(req.path)}.`, { path: echoed(req.path) }));
};
