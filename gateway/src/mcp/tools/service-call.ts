import { CLIENT_KEY_HEADER, type ErrorEnvelope, errorEnvelopeSchema, QUERY_BUDGET_HEADER, QUERY_COST_HEADER, reportedUnits, serviceBudgetMs, type Surface, SURFACE_HEADER } from '@lexicon/shared';
import { createServiceClient } from '@lexicon/service-kit';
import type { Agent, IncomingMessage } from 'node:http';
import type { AxiosError, AxiosResponse } from 'axios';
import { type ClientTab, tabOf } from '../../rate-limit';
import { retryDecision } from '../../routing/failover-rules';
import type { ReplicaPools } from '../../routing/replicas';
import type { UpstreamName } from '../../routing/upstream-owner';
import { isUnreachable, upstreamFailure, type UpstreamFailureCode, upstreamFailureAnswer } from '../../routing/upstream-failure';
import { gatewayMetrics } from '../../gateway-metrics';

/** A service's answer to a tool: its JSON on success, else the error envelope the client should read. */
export type ServiceOutcome = { ok: true; data: unknown } | { ok: false; status: number; envelope: ErrorEnvelope };

/** A value a REST query parameter can take; absent (undefined or null) values are left out of the query. */
export type QueryValue = string | number | boolean | null | undefined;

export interface ServiceCall {
  service: UpstreamName;
  /** The REST path, path parameters already encoded. */
  path: string;
  query?: Record<string, QueryValue>;
  /** A JSON body, POSTed (the operations that take one); without it the call is a GET. */
  body?: unknown;
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

function failureOutcome(code: UpstreamFailureCode, service: UpstreamName): ServiceOutcome {
  return { ok: false, ...upstreamFailureAnswer(code, service, 'tool') };
}

function queryOf(query: Record<string, QueryValue> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])));
}

export interface ServiceCallerOptions {
  pools: ReplicaPools;
  timeoutMs: number;
  /** The keep-alive agent the REST proxy uses too (routing/upstream-agent.ts). */
  agent: Agent;
}

/**
 * Tools run the same functions as REST: an HTTP call to the owning service with the REST parameters,
 * marked with the surface it came from so usage statistics can tell the surfaces apart. Each call goes
 * to the service's next replica, and is sent once more to another under the same failover rules as
 * the REST proxy (routing/failover-rules.ts), within what is left of the timeout.
 */
export function serviceCaller(options: ServiceCallerOptions): ServiceCaller {
  const client = createServiceClient({ timeoutMs: options.timeoutMs, httpAgent: options.agent });
  const retries = gatewayMetrics().upstreamRetries;
  return async (call, origin) => {
    const pool = options.pools[call.service];
    const deadline = Date.now() + options.timeoutMs;
    let target = pool.pick();
    for (let attempt = 1; ; attempt += 1) {
      const remainingMs = Math.max(1, deadline - Date.now());
      const headers: Record<string, string> = { [SURFACE_HEADER]: origin.surface, 'X-Request-Id': origin.requestId, [QUERY_BUDGET_HEADER]: String(serviceBudgetMs(remainingMs)) };
      if (origin.tab !== undefined) headers[CLIENT_KEY_HEADER] = origin.tab.client;
      try {
        const url = `${target.url}${call.path}`;
        const response =
          call.body === undefined
            ? await client.get<unknown>(url, { params: queryOf(call.query), headers, timeout: remainingMs })
            : await client.post<unknown>(url, call.body, { params: queryOf(call.query), headers, timeout: remainingMs });
        return outcomeOf(response, call.service, origin);
      } catch (error: unknown) {
        const { code, response } = error as AxiosError;
        if (isUnreachable(code)) pool.markUnreachable(target);
        // Why the call never got an answer, as the REST proxy would say it (routing/upstream-failure.ts).
        const failure = upstreamFailure(error as AxiosError);
        const decision = retryDecision({ method: call.body === undefined ? 'GET' : 'POST', code, timedOut: failure === 'upstream_timeout', answerStarted: response !== undefined, attempts: attempt, remainingMs: deadline - Date.now() });
        if (decision !== 'retry') return failureOutcome(failure, call.service);
        retries.inc({ service: call.service, surface: origin.surface });
        target = pool.pick(target);
      }
    }
  };
}

function outcomeOf(response: AxiosResponse<unknown>, service: UpstreamName, origin: CallOrigin): ServiceOutcome {
  origin.tab?.charge(reportedUnits(response.headers[QUERY_COST_HEADER] as string | undefined));
  if (response.status >= 200 && response.status < 300 && typeof response.data === 'object' && response.data !== null) {
    return { ok: true, data: response.data };
  }
  const envelope = errorEnvelopeSchema.safeParse(response.data);
  if (response.status >= 400 && envelope.success) return { ok: false, status: response.status, envelope: envelope.data };
  return failureOutcome('upstream_error', service);
}
