import { AppError } from '@lexicon/shared';
import type { RequestHandler } from 'express';

const JSON_MEDIA_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * POST bodies are JSON: another media type is 415, JSON that does not parse is 400 invalid_json. The
 * parsed value is left in `req.body` for the handlers that take POST requests.
 */
export function jsonBody(): RequestHandler {
  return (req, _res, next) => {
    if (req.method !== 'POST' || req.rawBody === undefined || req.rawBody.length === 0) {
      next();
      return;
    }
    const contentType = req.headers['content-type'] ?? '';
    if (!JSON_MEDIA_TYPE.test(contentType)) {
      next(new AppError('unsupported_media_type', 'Request bodies must be JSON (Content-Type: application/json).', { content_type: contentType || null }));
      return;
    }
    try {
      req.body = JSON.parse(req.rawBody.toString('utf8')) as unknown;
      next();
    } catch {
      next(new AppError('invalid_json', 'The request body is not valid JSON.'));
    }
  };
}
