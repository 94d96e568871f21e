import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@lexicon/service-kit';
import express, { type Express } from 'express';
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
  app.get('/', (_req, res) => {
    setDocumentHeaders(res, PAGE_CONTENT_SECURITY_POLICY, REVALIDATE_CACHE);
    res.type('text/html; charset=utf-8').send(html);
  });
  app.use(
    PAGE_ASSETS_PATH,
    express.static(path.join(directory, 'assets'), {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders: (res) => setDocumentHeaders(res, PAGE_CONTENT_SECURITY_POLICY, IMMUTABLE_CACHE),
    }),
  );
  return true;
}
