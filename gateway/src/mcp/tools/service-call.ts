import {
  CLIENT_KEY_HEADER,
  createServiceClient,
  type ErrorEnvelope,
  errorEnvelopeSchema,
  QUERY_BUDGET_HEADER,
  QUERY_COST_HEADER,
  reportedUnits,
  serviceBudgetMs,
  SURFACE_HEADER,
  type Surface,
} from '@lexicon/shared';
import type { IncomingMessage } from 'node:http';
import type { AxiosError, AxiosInstance } from 'axios';
import type { UpstreamUrls } from '../../config';
import { type ClientTab, tabOf } from '../../rate-limit';
import { replicaUrls, roundRobin } from '../../routing/replicas';
import type { UpstreamName } from '../../routing/route-table';
import { upstreamFailure, type UpstreamFailureCode, upstreamFailureAnswer } from '../../routing/upstream-failure';

/** A service's answer to a tool: its JSON on success, else the error envelope the client should read. */
export type ServiceOutcome = { ok: true; data: unknown } | { ok: false; status: number; envelope: ErrorEnvelope };

/** Each service's replicas, one keep-alive client for each. */
export type ServiceClients = Record<UpstreamName, readonly AxiosInstance[]>;

/** The clients of every replica of every service: readiness checks and tool calls share them. */
export function serviceClientsFor(upstreams: UpstreamUrls, timeoutMs: number): ServiceClients {
  const clientsOf = (urls: string): AxiosInstance[] => replicaUrls(urls).map((baseURL) => createServiceClient({ baseURL, timeoutMs }));
  return { search: clientsOf(upstreams.search), word: clientsOf(upstreams.word), stats: clientsOf(upstreams.stats) };
}

/** A value a REST query parameter can take; absent (undefined or null) values are left out of the query. */
export type QueryValue = string | number | boolean | null | undefined;

export interface ServiceCall {
  service: UpstreamName;
  /** The REST path, path parameters already encoded. */
  path: string;
  query?: Record<string, QueryValue>;
}

/**
 * Whom a tool runs for: the surface (for usage statistics), the request id (for the logs) and the
 * client's tab (whom the service queues heavy work for, and the budget its work is charged to).
 */
export interface CallOrigin {
  surface: Surface;
  requestId: string;
  tab?: ClientTab;
}

/** The id the request context gave the request (kept on the request as `id`). */
function requestIdOf(req: IncomingMessage): string {
  return String((req as IncomingMessage & { id?: unknown }).id);
}

/** The origin of the tool calls a request makes on a surface. */
export function callOriginOf(req: IncomingMessage, surface: Surface): CallOrigin {
  const tab = tabOf(req);
  return { surface, requestId: requestIdOf(req), ...(tab === undefined ? {} : { tab }) };
}

/**
 * Runs a tool's REST call. The request id is passed explicitly: after the body has been read, the
 * request's async context is not reliably the one the request began in.
 */
export type ServiceCaller = (call: ServiceCall, origin: CallOrigin) => Promise<ServiceOutcome>;

function failure(code: UpstreamFailureCode, service: UpstreamName): ServiceOutcome {
  return { ok: false, ...upstreamFailureAnswer(code, service, 'tool') };
}

function queryOf(query: Record<string, QueryValue> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])));
}

/**
 * Tools run the same functions as REST: an HTTP call to the owning service with the REST parameters,
 * marked with the surface it came from so usage statistics can tell the surfaces apart.
 */
export function serviceCaller(clients: ServiceClients): ServiceCaller {
  const replicas = { search: roundRobin(clients.search), word: roundRobin(clients.word), stats: roundRobin(clients.stats) };
  return async (call, origin) => {
    let response;
    const client = replicas[call.service]();
    const budget = String(serviceBudgetMs(client.defaults.timeout ?? 10_000));
    const headers: Record<string, string> = { [SURFACE_HEADER]: origin.surface, 'X-Request-Id': origin.requestId, [QUERY_BUDGET_HEADER]: budget };
    if (origin.tab !== undefined) headers[CLIENT_KEY_HEADER] = origin.tab.client;
    try {
      response = await client.get<unknown>(call.path, { params: queryOf(call.query), headers });
    } catch (error: unknown) {
      // Why the call never got an answer, as the REST proxy would say it (routing/upstream-failure.ts).
      return failure(upstreamFailure(error as AxiosError), call.service);
    }
    origin.tab?.charge(reportedUnits(response.headers[QUERY_COST_HEADER] as string | undefined));
    if (response.status >= 200 && response.status < 300 && typeof response.data === 'object' && response.data !== null) {
      return { ok: true, data: response.data };
    }
    const envelope = errorEnvelopeSchema.safeParse(response.data);
    if (response.status >= 400 && envelope.success) return { ok: false, status: response.status, envelope: envelope.data };
    return failure('upstream_error', call.service);
  };
}
