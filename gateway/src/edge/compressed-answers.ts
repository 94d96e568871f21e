import { constants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Bodies smaller than this go as they are: a few hundred bytes gain little and still cost a compressor. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The fastest settings rather than the smallest output: the gateway compresses every large answer on the
 * one event loop that serves all clients, and its CPU per request is held to a ratio of its peers'
 * (`npm run bench:gateway`). A 1,000-word page (39.5 KB of JSON) becomes 4.4 KB with brotli quality 1
 * (3.8 KB at quality 4) and 4.6 KB with gzip level 1 (4.3 KB at level 4); compressing it cost the
 * gateway 592 µs at quality 4 and 169–418 µs at quality 1 in that benchmark's runs.
 */
const GZIP_LEVEL = 1;
const BROTLI_QUALITY = 1;

/**
 * Compresses answers of 1 KB or more with gzip or brotli when the client's Accept-Encoding allows it:
 * the services' JSON (proxied), the gateway's own, the page and the API explorer. An answer that already
 * carries Content-Encoding (the page's pre-compressed assets) is left alone, as is one marked
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
