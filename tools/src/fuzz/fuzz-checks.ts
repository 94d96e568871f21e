import { errorEnvelopeSchema, isErrorCode, statusOf } from '@lexicon/shared';
import type { Surface } from './fuzz-cases';

/** What came back for one case, as the checks read it. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The request's path (REST, MCP and chat), for the surface rules; undefined for raw bytes. */
  path?: string;
  method?: string;
}

/** 5xx that are the documented answer to load, not a fault: a heavy query that could not start in time. */
const INTENDED_5XX_CODES = new Set(['query_timeout']);

function json(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const isRpcError = (value: unknown): boolean => {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return typeof error?.code === 'number' && typeof error.message === 'string';
};

const isOpenAiError = (value: unknown): boolean => {
  const error = (value as { error?: Record<string, unknown> } | undefined)?.error;
  return errorEnvelopeSchema.safeParse(value).success && typeof error?.type === 'string' && 'param' in (error ?? {});
};

/**
 * What is wrong with an answer, or undefined. Every answer carries CORS; every error is the envelope
 * (JSON-RPC errors on /mcp, the envelope with OpenAI's type and param on /v1); no 5xx but the
 * documented overload answer; every success that says JSON is JSON.
 */
export function problemWith(surface: Surface, answer: Answer, allowed5xx: ReadonlySet<string> = INTENDED_5XX_CODES): string | undefined {
  if (answer.headers['access-control-allow-origin'] !== '*') return `no Access-Control-Allow-Origin: * (status ${answer.status})`;
  const noBody = answer.method === 'HEAD' || answer.status === 204 || answer.status === 202 || answer.status === 304;
  const parsed = noBody ? undefined : json(answer.body);
  if (answer.status >= 500) {
    // A HEAD answer has no body to name its code: its status must be one an allowed code has.
    const code = answer.method === 'HEAD' ? [...allowed5xx].find((allowed) => isErrorCode(allowed) && statusOf(allowed) === answer.status) : (parsed as { error?: { code?: string } } | undefined)?.error?.code;
    if (code === undefined || !allowed5xx.has(code)) return `status ${answer.status} ${code ?? '(no envelope)'}`;
  }
  if (noBody) return answer.body.length === 0 || answer.method === 'HEAD' ? undefined : `status ${answer.status} with a body`;
  const contentType = String(answer.headers['content-type'] ?? '');
  if (answer.status < 400) {
    if (contentType.startsWith('application/json') && parsed === undefined) return `status ${answer.status}: body is not JSON`;
    return undefined;
  }
  const path = (answer.path ?? '').toLowerCase();
  if (surface === 'mcp' || path.startsWith('/mcp')) {
    return errorEnvelopeSchema.safeParse(parsed).success || isRpcError(parsed) ? undefined : `status ${answer.status}: neither the envelope nor a JSON-RPC error`;
  }
  // Bytes the HTTP parser refused never reach the chat routes: the plain envelope is their answer.
  if ((path === '/v1' || path.startsWith('/v1/')) && surface !== 'raw') {
    return isOpenAiError(parsed) ? undefined : `status ${answer.status}: not the envelope with OpenAI's type and param`;
  }
  return errorEnvelopeSchema.safeParse(parsed).success ? undefined : `status ${answer.status}: not the error envelope`;
}
