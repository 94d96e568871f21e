import { constants } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL } from '@lexicon/service-kit';
import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compresses answers of 1 KB or more with gzip or brotli when the client's Accept-Encoding allows it:
 * the gateway's own (MCP, chat, the OpenAPI document, errors), the page and the API explorer, with the
 * services' settings (service-kit's http/content-encoding.ts). An answer that already carries
 * Content-Encoding is left alone: the services' JSON, which they compress whole before it is proxied
 * (cheaper than this streaming compressor), and the page's pre-compressed assets; so is one marked
 * `Cache-Control: no-transform`, one whose type is not compressible (audio) and an event stream.
 */
export function compressedAnswers(): RequestHandler {
  const compress = compression({
    // An event stream (the chat's streamed answer) must reach the client as each event is written, not when a compressor's buffer fills.
    filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
    threshold: COMPRESSION_THRESHOLD_BYTES,
    level: GZIP_LEVEL,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  }) as RequestHandler;
  // A client that accepts no encoding (most API clients) costs nothing here: the middleware wraps the
  // response's methods and reads its headers on every request it sees, whatever it decides.
  return (req, res, next) => {
    if (req.headers['accept-encoding'] === undefined) next();
    else compress(req, res, next);
  };
}
