import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Bodies smaller than this go as they are: a few hundred bytes gain little and still cost a compressor. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The fastest settings rather than the smallest output: answers are compressed on the event loop that
 * serves every client, and the gateway's CPU per request is held to a ratio of its peers'
 * (`npm run bench:gateway`). A 1,000-word page (39.5 KB of JSON) becomes 4.4 KB with brotli quality 1
 * (3.8 KB at quality 4) and 4.6 KB with gzip level 1 (4.3 KB at level 4).
 */
export const GZIP_LEVEL = 1;
export const BROTLI_QUALITY = 1;

/** The encodings Lexicon answers in, best first: brotli is about a fifth smaller than gzip on JSON and on the page's script. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/**
 * The encoding an Accept-Encoding header prefers among ours (RFC 9110 §12.5.3): the highest q above
 * 0, a coding not named taking the q of `*`; between equal q, ours in ANSWER_ENCODINGS order.
 * Undefined: send the body as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (acceptEncoding === undefined || acceptEncoding.trim() === '') return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding === undefined || coding === '') continue;
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    quality.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  let best: AnswerEncoding | undefined;
  let bestQuality = 0;
  for (const encoding of ANSWER_ENCODINGS) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQuality) [best, bestQuality] = [encoding, q];
  }
  return best;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Brotli's settings for a body of `length` bytes: the window just large enough to hold the whole body
 * (2^10 to 2^24 bytes), so it compresses as well as the default 4 MB window, and the size hint. With
 * the default window each call's encoder set up megabytes that the kernel mapped and zeroed afresh:
 * compressing a 1,000-word page cost 94–1,248 µs of CPU a call, up to half of it in the kernel (the
 * expensive runs first, with and without search-service's malloc setting); with the window fitted to
 * its 39.5 KB, 98–116 µs in every run, and the same 4,363 bytes.
 */
function brotliParameters(length: number): Record<number, number> {
  const windowBits = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length))));
  return { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_LGWIN]: windowBits, [constants.BROTLI_PARAM_SIZE_HINT]: length };
}

/**
 * Sends a JSON text as the answer, compressed when it is 1 KB or more and the client accepts an
 * encoding of ours, in one call on the body already in hand. The answers a service gives the gateway
 * arrive compressed and go on as they are (edge/compressed-answers.ts in the gateway leaves an encoded
 * answer alone). In a micro-benchmark, compressing a 1,000-word page whole cost about 65 µs against
 * 280 through a streaming compressor like the gateway's (which hands every chunk to the thread pool and
 * back); in `npm run bench:gateway` the gateway's CPU for that page compressed fell by about 270 µs,
 * search-service's rose by 130–290, and the gateway relays 4.4 KB, not 39.5 (docs/api.md, Compression).
 * The largest answer found (1,000 words of 20 letters) is 56 KB. Written with end(), not express's
 * send(), which would parse the Content-Type again and check freshness for an answer that has neither
 * ETag nor Last-Modified; node drops the body of a HEAD answer itself.
 */
export function sendJsonText(req: Request, res: Response, text: string): void {
  res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  // Characters, not bytes: the byte length is at least this, so no answer of 1 KB or more is missed.
  const large = text.length >= COMPRESSION_THRESHOLD_BYTES;
  if (large) res.vary('Accept-Encoding');
  const encoding = large ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  if (encoding === undefined) {
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(text);
    return;
  }
  const bytes = Buffer.from(text);
  const body = encoding === 'br' ? brotliCompressSync(bytes, { params: brotliParameters(bytes.length) }) : gzipSync(bytes, { level: GZIP_LEVEL });
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
