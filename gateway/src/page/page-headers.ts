import type { ServerResponse } from 'node:http';

/**
 * The page's policy: scripts, styles, images, audio and API calls from this origin only, so nothing
 * is ever fetched from elsewhere at run time (README, The page). It replaces the API's
 * `default-src 'none'` on the page's own answers only.
 */
export const PAGE_CONTENT_SECURITY_POLICY = "default-src 'self'; frame-ancestors 'none'";

/**
 * The API explorer's policy: the same, except that swagger-ui's stylesheet draws its icons as
 * `data:` images (inline pictures, no request to any host).
 */
export const DOCS_CONTENT_SECURITY_POLICY = "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'";

/** Hashed file names never change content: a year, immutable. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The page's HTML names the current hashes, so it is revalidated on every visit. */
export const REVALIDATE_CACHE = 'no-cache';
/** swagger-ui's files are named by the pinned package, not by content: a day. */
export const DAY_CACHE = 'public, max-age=86400';

/** Same-origin documents: the API's cross-origin resource policy does not apply to them. */
export function setDocumentHeaders(res: Pick<ServerResponse, 'setHeader'>, policy: string, cacheControl: string): void {
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Cache-Control', cacheControl);
}
