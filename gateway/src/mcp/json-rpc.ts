import { z } from 'zod';

/** JSON-RPC 2.0 error codes (jsonrpc.org/specification §5.1), as MCP uses them (docs/api.md, MCP tools). */
export const RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** MCP's own: a resources/read of a resource that does not exist (specification, Resources). */
  resourceNotFound: -32002,
} as const;
export type RpcErrorCode = (typeof RPC_ERROR)[keyof typeof RPC_ERROR];

/** MCP narrows JSON-RPC: an id is a string or an integer, never null. */
const requestIdSchema = z.union([z.string(), z.number().int()]);
export type RequestId = z.infer<typeof requestIdSchema>;

const paramsSchema = z.record(z.string(), z.unknown()).optional();

export const rpcRequestSchema = z.object({ jsonrpc: z.literal('2.0'), id: requestIdSchema, method: z.string(), params: paramsSchema });
export type RpcRequest = z.infer<typeof rpcRequestSchema>;

const rpcNotificationSchema = z.object({ jsonrpc: z.literal('2.0'), method: z.string(), params: paramsSchema });

/** A client's answer to a server request; this server sends none, but a client may still post one. */
const rpcClientResponseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: requestIdSchema, result: z.record(z.string(), z.unknown()) }),
  z.object({ jsonrpc: z.literal('2.0'), id: requestIdSchema.nullable(), error: z.object({ code: z.number().int(), message: z.string() }) }),
]);

/** A fault to answer as a JSON-RPC error; `data` is optional context for the client. */
export class RpcError extends Error {
  constructor(
    readonly code: RpcErrorCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export interface RpcErrorResponse {
  jsonrpc: '2.0';
  id: RequestId | null;
  error: { code: number; message: string; data?: unknown };
}

export interface RpcResultResponse {
  jsonrpc: '2.0';
  id: RequestId;
  result: unknown;
}

/** The one place a JSON-RPC error answer is built. */
export function rpcErrorResponse(id: RequestId | null, error: RpcError): RpcErrorResponse {
  return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) } };
}

export function rpcResultResponse(id: RequestId, result: unknown): RpcResultResponse {
  return { jsonrpc: '2.0', id, result };
}

export type IncomingMessage =
  | { kind: 'request'; request: RpcRequest }
  | { kind: 'notification'; method: string }
  | { kind: 'response' }
  | { kind: 'invalid'; id: RequestId | null; error: RpcError };

/** The id of a message that is not a valid request, when one can still be read (for the error answer). */
function readableId(body: unknown): RequestId | null {
  if (typeof body !== 'object' || body === null || !('id' in body)) return null;
  const parsed = requestIdSchema.safeParse((body as { id: unknown }).id);
  return parsed.success ? parsed.data : null;
}

/**
 * Sorts one parsed body into what it is. Batches are refused: MCP dropped them in 2025-06-18, and this
 * server answers every version the same way.
 */
export function classifyMessage(body: unknown): IncomingMessage {
  if (Array.isArray(body)) {
    return { kind: 'invalid', id: null, error: new RpcError(RPC_ERROR.invalidRequest, 'Invalid Request: JSON-RPC batches are not supported; send one message per request.') };
  }
  const request = rpcRequestSchema.safeParse(body);
  if (request.success) return { kind: 'request', request: request.data };
  if (typeof body === 'object' && body !== null && !('id' in body)) {
    const notification = rpcNotificationSchema.safeParse(body);
    if (notification.success) return { kind: 'notification', method: notification.data.method };
  }
  if (rpcClientResponseSchema.safeParse(body).success) return { kind: 'response' };
  const issue = request.error.issues[0];
  const where = issue === undefined || issue.path.length === 0 ? 'the message' : `"${issue.path.join('.')}"`;
  return {
    kind: 'invalid',
    id: readableId(body),
    error: new RpcError(RPC_ERROR.invalidRequest, `Invalid Request: ${where} is not a valid JSON-RPC 2.0 request (${issue?.message ?? 'not an object'}).`),
  };
}
