import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Headers for an API that serves JSON to any origin: no sniffing, no framing, no referrer, no
 * scripts; resources may be read cross-origin (that is the point of the API). Headers that only
 * concern HTML pages (DNS prefetch, downloads, Flash policies, the legacy XSS auditor, origin agent
 * clusters, opener isolation) are left out: they would ride on every response, and none applies to JSON.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
