import { createServiceClient, type ErrorCode, type ErrorEnvelope, errorEnvelope, errorEnvelopeSchema, QUERY_BUDGET_HEADER, serviceBudgetMs, SURFACE_HEADER, type Surface } from '@lexicon/shared';
import type { IncomingMessage } from 'node:http';
import type { AxiosError, AxiosInstance } from 'axios';
import type { UpstreamUrls } from '../../config';
import type { UpstreamName } from '../../routing/route-table';

/** A service's answer to a tool: its JSON on success, else the error envelope the client should read. */
export type ServiceOutcome = { ok: true; data: unknown } | { ok: false; status: number; envelope: ErrorEnvelope };

export type ServiceClients = Record<UpstreamName, AxiosInstance>;

/** One keep-alive client per service: readiness checks and tool calls share them. */
export function serviceClientsFor(upstreams: UpstreamUrls, timeoutMs: number): ServiceClients {
  return {
    search: createServiceClient({ baseURL: upstreams.search, timeoutMs }),
    word: createServiceClient({ baseURL: upstreams.word, timeoutMs }),
    stats: createServiceClient({ baseURL: upstreams.stats, timeoutMs }),
  };
}

/** A value a REST query parameter can take; absent (undefined or null) values are left out of the query. */
export type QueryValue = string | number | null | undefined;

export interface ServiceCall {
  service: UpstreamName;
  /** The REST path, path parameters already encoded. */
  path: string;
  query?: Record<string, QueryValue>;
}

/** Whom a tool runs for: the surface (for usage statistics) and the request id (for the logs). */
export interface CallOrigin {
  surface: Surface;
  requestId: string;
}

/** The id the request context gave the request (kept on the request as `id`). */
export function requestIdOf(req: IncomingMessage): string {
  return String((req as IncomingMessage & { id?: unknown }).id);
}

/**
 * Runs a tool's REST call. The request id is passed explicitly: after the body has been read, the
 * request's async context is not reliably the one the request began in.
 */
export type ServiceCaller = (call: ServiceCall, origin: CallOrigin) => Promise<ServiceOutcome>;

const FAILURES: Record<'service_unavailable' | 'upstream_timeout' | 'upstream_error', string> = {
  service_unavailable: 'The service that answers this tool is unavailable. Try again shortly.',
  upstream_timeout: 'The service that answers this tool did not answer in time.',
  upstream_error: 'The service that answers this tool gave a broken answer.',
};

function failure(code: keyof typeof FAILURES, service: UpstreamName): ServiceOutcome {
  return { ok: false, status: code === 'service_unavailable' ? 503 : code === 'upstream_timeout' ? 504 : 502, envelope: errorEnvelope(code as ErrorCode, FAILURES[code], { service }) };
}

/** Why a call never got an answer, as the REST proxy would say it: refused → 503, too slow → 504, else 502. */
function transportFailure(error: AxiosError, service: UpstreamName): ServiceOutcome {
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return failure('upstream_timeout', service);
  if (error.code === 'ECONNREFUSED' || error.code === 'ENOTFOUND' || error.code === 'EHOSTUNREACH') return failure('service_unavailable', service);
  return failure('upstream_error', service);
}

function queryOf(query: Record<string, QueryValue> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])));
}

/**
 * Tools run the same functions as REST: an HTTP call to the owning service with the REST parameters,
 * marked with the surface it came from so usage statistics can tell the surfaces apart.
 */
export function serviceCaller(clients: ServiceClients): ServiceCaller {
  return async (call, origin) => {
    let response;
    const client = clients[call.service];
    const budget = String(serviceBudgetMs(client.defaults.timeout ?? 10_000));
    try {
      response = await client.get<unknown>(call.path, { params: queryOf(call.query), headers: { [SURFACE_HEADER]: origin.surface, 'X-Request-Id': origin.requestId, [QUERY_BUDGET_HEADER]: budget } });
    } catch (error: unknown) {
      return transportFailure(error as AxiosError, call.service);
    }
    if (response.status >= 200 && response.status < 300 && typeof response.data === 'object' && response.data !== null) {
      return { ok: true, data: response.data };
    }
    const envelope = errorEnvelopeSchema.safeParse(response.data);
    if (response.status >= 400 && envelope.success) return { ok: false, status: response.status, envelope: envelope.data };
    return failure('upstream_error', call.service);
  };
}
