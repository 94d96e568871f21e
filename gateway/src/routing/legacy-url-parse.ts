import { parse } from 'node:url';

/**
 * http-proxy-middleware reads every request's path with Node's legacy `url.parse` (its path filter
 * runs on each request, whatever the filter). Until `url.parse` has printed its deprecation warning
 * (DEP0169) once, Node checks on every call whether the caller lies inside node_modules, and stays
 * quiet if so: a stack trace captured per call, 2.5 % of the gateway's CPU samples on a cheap query
 * (about 11 µs of 160 a request, measured with two gateways loaded in turn). One call from here,
 * outside node_modules, spends that warning, and the check is never made again. The warning itself
 * is silenced by `--disable-warning=DEP0169`, with the gateway's other Node flags
 * (local-system/src/local-system.ts, NODE_FLAGS): the gateway parses no URL with `url.parse` itself.
 */
export function spendLegacyUrlParseWarning(): void {
  parse('/');
}
