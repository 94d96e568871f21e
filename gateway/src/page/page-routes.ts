import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AnswerEncoding, chooseEncoding, type Logger } from '@lexicon/service-kit';
import express, { type Express, type Response } from 'express';
import { PRECOMPRESSED_ENCODINGS, precompressedAssets, setEncodingHeaders } from './precompressed';
import { IMMUTABLE_CACHE, PAGE_CONTENT_SECURITY_POLICY, REVALIDATE_CACHE, setDocumentHeaders } from './page-headers';

/** Where the page's assets are served: the build names them by content hash (web/vite.config.ts). */
export const PAGE_ASSETS_PATH = '/assets';

/**
 * The page at `/` and its assets, from the web build's output directory. Not counted against the
 * rate limit (only the API surfaces are: rate-limit/counted-requests.ts). Without a build (the
 * directory lacks index.html) the gateway serves the API alone and `/` stays a 404, as logged at start.
 */
export function pageRoutes(app: Express, directory: string, logger: Logger): boolean {
  const indexFile = path.join(directory, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ directory }, 'no page build found: / is not served (npm run build builds it)');
    return false;
  }
  const html = readFileSync(indexFile);
  // The build writes index.html.br and index.html.gz beside it (web/vite.config.ts); kept in memory.
  const encodedHtml = new Map<AnswerEncoding, Buffer>();
  for (const encoding of PRECOMPRESSED_ENCODINGS) {
    const file = `${indexFile}${encoding.extension}`;
    if (existsSync(file)) encodedHtml.set(encoding.name, readFileSync(file));
  }
  app.get('/', (req, res) => {
    setDocumentHeaders(res, PAGE_CONTENT_SECURITY_POLICY, REVALIDATE_CACHE);
    const wanted = chooseEncoding(req.headers['accept-encoding']);
    const encoding = wanted !== undefined && encodedHtml.has(wanted) ? wanted : undefined;
    setEncodingHeaders(res, encoding);
    res.type('text/html; charset=utf-8').send(encoding === undefined ? html : encodedHtml.get(encoding));
  });
  const assetsDirectory = path.join(directory, 'assets');
  const assetHeaders = (res: Pick<Response, 'setHeader'>): void => setDocumentHeaders(res, PAGE_CONTENT_SECURITY_POLICY, IMMUTABLE_CACHE);
  const plainAssets = express.static(assetsDirectory, { index: false, redirect: false, fallthrough: true, setHeaders: assetHeaders });
  app.use(PAGE_ASSETS_PATH, precompressedAssets(assetsDirectory, assetHeaders, plainAssets));
  return true;
}
