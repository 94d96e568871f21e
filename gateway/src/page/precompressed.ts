import { existsSync } from 'node:fs';
import path from 'node:path';
import { ANSWER_ENCODINGS, type AnswerEncoding, chooseEncoding } from '@lexicon/service-kit';
import type { RequestHandler, Response } from 'express';

/**
 * The encodings the web build writes beside each asset (web/vite.config.ts, `precompress`), best
 * first, as the answers' own encodings (service-kit's http/content-encoding.ts), with their files' extensions.
 */
const EXTENSIONS: Record<AnswerEncoding, string> = { br: '.br', gzip: '.gz' };
export const PRECOMPRESSED_ENCODINGS = ANSWER_ENCODINGS.map((name) => ({ name, extension: EXTENSIONS[name] }));

/** Marks an answer as one whose body depends on Accept-Encoding, sent in `encoding` (or as is). */
export function setEncodingHeaders(res: Response, encoding: AnswerEncoding | undefined): void {
  res.vary('Accept-Encoding');
  if (encoding !== undefined) res.setHeader('Content-Encoding', encoding);
}

/**
 * Serves `/<file>` from `directory` as its pre-compressed sibling (`<file>.br`, `<file>.gz`) when the
 * client accepts that encoding and the sibling exists, with the original file's media type. Anything
 * else (no sibling, no acceptable encoding, a name with a path in it) goes to `plain`, the static
 * files, which send the file as is. The compressed siblings are never served by their own names
 * (they fall through to the 404): only the original's address names a file.
 */
export function precompressedAssets(directory: string, setHeaders: (res: Response) => void, plain: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(req, res, next);
    const name = decodeURIComponentOrEmpty(req.path.slice(1));
    if (PRECOMPRESSED_ENCODINGS.some((encoding) => name.endsWith(encoding.extension))) return next();
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) return plain(req, res, next);
    const hasSiblings = existsSync(path.join(directory, `${name}${PRECOMPRESSED_ENCODINGS[0]?.extension ?? ''}`));
    if (!hasSiblings) return plain(req, res, next);
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const file = encoding === undefined ? name : `${name}${PRECOMPRESSED_ENCODINGS.find((candidate) => candidate.name === encoding)?.extension ?? ''}`;
    if (!existsSync(path.join(directory, file))) return plain(req, res, next);
    setHeaders(res);
    setEncodingHeaders(res, encoding);
    res.type(path.extname(name));
    res.sendFile(file, { root: directory, dotfiles: 'deny', lastModified: true, headers: {} }, (error) => {
      if (error !== undefined && !res.headersSent) next(error);
    });
    return undefined;
  };
}

function decodeURIComponentOrEmpty(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
