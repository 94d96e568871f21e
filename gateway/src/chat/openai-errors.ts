import { AppError, envelopeOf, type ErrorEnvelope, isUnder, statusOf, SURFACE_ROOTS } from '@lexicon/shared';
import { currentLogger, frameworkError, type Logger } from '@lexicon/service-kit';
import type { ErrorRequestHandler, Request } from 'express';

/** The envelope with OpenAI's `type` and `param` added, so OpenAI clients read it too (docs/api.md, Chat completions). */
export interface OpenAiErrorBody {
  error: ErrorEnvelope['error'] & { type: string; param: string | null };
}

/** OpenAI's error types: clients branch on the HTTP status, people read the type. */
function openAiType(status: number): string {
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

export function openAiErrorBody(envelope: ErrorEnvelope): OpenAiErrorBody {
  const { details } = envelope.error;
  const param = typeof details.param === 'string' ? details.param : typeof details.parameter === 'string' ? details.parameter : null;
  return { error: { ...envelope.error, type: openAiType(statusOf(envelope.error.code)), param } };
}

/** Whether a path belongs to the chat surface (`/v1`, not `/api/v1`); Express routes ignore case. */
export function isChatPath(path: string): boolean {
  return isUnder(path.toLowerCase(), SURFACE_ROOTS.chat);
}

/** The rate limiter's error shape: OpenAI's fields on /v1, the plain envelope elsewhere. */
export function surfaceErrorBody(req: Request, envelope: ErrorEnvelope): unknown {
  return isChatPath(req.path) ? openAiErrorBody(envelope) : envelope;
}

/**
 * Every AppError on /v1 (edge, routing or chat) answered with OpenAI's fields. Mounted after the
 * gateway's routes, before the shared error handler, which still answers everything else.
 */
export function chatErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const appError = error instanceof AppError ? error : frameworkError(error, req.path);
    if (appError === undefined || !isChatPath(req.path) || res.headersSent) {
      next(error);
      return;
    }
    if (appError.status >= 500) currentLogger(logger).error({ err: appError }, appError.message);
    res.status(appError.status).json(openAiErrorBody(envelopeOf(appError)));
  };
}
