import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Headers for an API that serves JSON to any origin: no sniffing, no framing, no referrer, no
 * scripts; resources may be read cross-origin (that is the point of the API).
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
}
