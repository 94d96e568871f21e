import { type ErrorCode, type ErrorEnvelope, errorEnvelope, statusOf } from '@lexicon/shared';

/** The failures of a call to a service behind the gateway, each with its status in the error catalogue. */
export type UpstreamFailureCode = Extract<ErrorCode, 'service_unavailable' | 'upstream_timeout' | 'upstream_error'>;

/** The code the gateway gives a connection to a replica that was not made in time (routing/upstream-agent.ts). */
export const CONNECT_TIMEOUT_CODE = 'ECONNECTTIMEOUT';

/**
 * Socket errors that mean the service could not be reached at all: nothing listens, no route to it, its
 * name does not resolve, or no connection was made in time.
 */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'EAI_AGAIN', CONNECT_TIMEOUT_CODE]);

/** The request never reached the replica: no connection was made. */
export function isUnreachable(code: string | undefined): boolean {
  return code !== undefined && UNREACHABLE.has(code);
}

/**
 * Socket errors that mean the service did not answer in time. ECONNABORTED is how axios reports its own
 * timeout (the tool calls); http-proxy reports its timeout as a plain reset, which the caller knows of
 * and passes as `timedOut`.
 */
const TOO_SLOW = new Set(['ETIMEDOUT', 'ECONNABORTED']);

/**
 * Why a call to a service failed, as the client should hear it, the same on every surface (the REST
 * proxy and the tool calls of MCP and chat): unreachable → 503 `service_unavailable`, too slow → 504
 * `upstream_timeout`, anything else (a reset, an answer that is not HTTP) → 502 `upstream_error`.
 */
export function upstreamFailure(error: { code?: string | undefined }, timedOut = false): UpstreamFailureCode {
  if (timedOut || (error.code !== undefined && TOO_SLOW.has(error.code))) return 'upstream_timeout';
  if (isUnreachable(error.code)) return 'service_unavailable';
  return 'upstream_error';
}

const WHAT_FAILED: Record<UpstreamFailureCode, string> = {
  service_unavailable: 'is unavailable. Try again shortly.',
  upstream_timeout: 'did not answer in time.',
  upstream_error: 'gave a broken answer.',
};

/** A failure as the client reads it: its status and the envelope naming the service, never internals. */
export function upstreamFailureAnswer(code: UpstreamFailureCode, service: string, answering: 'request' | 'tool'): { status: number; envelope: ErrorEnvelope } {
  return { status: statusOf(code), envelope: errorEnvelope(code, `The service that answers this ${answering} ${WHAT_FAILED[code]}`, { service }) };
}
