import { AppError, REQUEST_BODY_LIMIT_BYTES } from '@lexicon/shared';
import type { Request, RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** The request body as received, at most REQUEST_BODY_LIMIT_BYTES; undefined when there was none. */
    rawBody?: Buffer;
  }
}

function tooLarge(limit: number, received: number | undefined): AppError {
  return new AppError('request_too_large', `The request body exceeds ${limit} bytes.`, {
    limit_bytes: limit,
    ...(received === undefined ? {} : { received_bytes: received }),
  });
}

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Reads a request body only up to the limit. A declared Content-Length over it is refused before a
 * byte is read; a chunked body is counted as it streams and refused the moment it passes the limit,
 * so the gateway never holds more than the limit in memory. The connection is closed after a 413:
 * the rest of the body is not worth reading.
 */
export function bodyGuard(limit: number = REQUEST_BODY_LIMIT_BYTES): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) {
      next();
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      res.setHeader('Connection', 'close');
      next(tooLarge(limit, declared));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (error?: AppError): void => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error !== undefined) {
        req.pause();
        res.setHeader('Connection', 'close');
        next(error);
        return;
      }
      req.rawBody = Buffer.concat(chunks, received);
      next();
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limit) finish(tooLarge(limit, undefined));
      else chunks.push(chunk);
    };
    const onEnd = (): void => finish();
    const onError = (): void => finish(new AppError('invalid_request', 'The request body could not be read.'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  };
}
