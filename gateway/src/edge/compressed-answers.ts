import { constants } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL } from '@lexicon/service-kit';
import compression from 'compression';
import type { RequestHandler } from 'express';
import { routeOf } from '../routing/resolved-route';

/**
 * Compresses answers of 1 KB or more with gzip or brotli when the client's Accept-Encoding allows it:
 * the gateway's own (MCP, chat, the OpenAPI document, errors), the page and the API explorer, with the
 * services' settings (service-kit's http/content-encoding.ts). Requests proxied to a service do not
 * pass here: the services compress their JSON whole (cheaper than this streaming compressor). An
 * answer that already carries Content-Encoding is left alone (the page's pre-compressed assets), and
 * so is one marked `Cache-Control: no-transform`, one whose type is not compressible (audio) and an
 * event stream.
 */
export function compressedAnswers(): RequestHandler {
  const compress = compression({
    // An event stream (the chat's streamed answer) must reach the client as each event is written, not when a compressor's buffer fills.
    filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
    threshold: COMPRESSION_THRESHOLD_BYTES,
    level: GZIP_LEVEL,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  }) as RequestHandler;
  // The middleware wraps the response's methods and reads its headers on every request it sees,
  // whatever it decides; so it sees none from a client that accepts no encoding (most API clients),
  // and none of the requests proxied to a service, whose answers it would leave alone: the services
  // compress their answers of 1 KB or more themselves, and what the gateway answers on their paths
  // (a refusal, an upstream failure) is a short envelope.
  return (req, res, next) => {
    if (req.headers['accept-encoding'] === undefined || routeOf(req).upstream !== undefined) next();
    else compress(req, res, next);
  };
}
