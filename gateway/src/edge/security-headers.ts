import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Headers for an API that serves JSON to any origin: no sniffing, no framing, no referrer, no
 * scripts; resources may be read cross-origin (that is the point of the API). Headers that only
 * concern HTML pages (DNS prefetch, downloads, Flash policies, the legacy XSS auditor, origin agent
 * clusters, opener isolation) are left out: they would ride on every response, and none applies to JSON.
 */
const policy = helmet({
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

/**
 * The headers helmet sets for the policy above. They depend on nothing in the request, so helmet runs
 * once, at start, against a recording response, instead of rebuilding the same strings per request.
 */
export function securityHeaderList(): ReadonlyArray<readonly [string, OutgoingHttpHeader]> {
  const headers: Array<readonly [string, OutgoingHttpHeader]> = [];
  const recorder = {
    setHeader: (name: string, value: OutgoingHttpHeader) => {
      headers.push([name, value]);
      return recorder;
    },
    removeHeader: () => undefined,
  };
  let finished = false;
  policy({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    finished = true;
  });
  // helmet calls next() synchronously; anything else would mean the list above is incomplete.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

export function securityHeaders(): RequestHandler {
  const list = securityHeaderList();
  // Plain arrays and an index loop: iterating and destructuring the pairs allocated on every request.
  const names = list.map(([name]) => name);
  const values = list.map(([, value]) => value);
  return (_req, res, next) => {
    for (let index = 0; index < names.length; index += 1) res.setHeader(names[index] as string, values[index] as OutgoingHttpHeader);
    next();
  };
}
