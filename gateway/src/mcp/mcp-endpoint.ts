import { AppError } from '@lexicon/shared';
import { currentLogger, type Logger } from '@lexicon/service-kit';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { classifyMessage, RPC_ERROR, RpcError, rpcErrorResponse, rpcResultResponse, type RequestId } from './json-rpc';
import { mcpMethods, type McpMethodsOptions } from './mcp-methods';
import { callOriginOf } from './tools';
import { isSupportedProtocolVersion, PROTOCOL_VERSION_HEADER, SUPPORTED_PROTOCOL_VERSIONS } from './protocol-version';

export interface McpEndpointOptions extends McpMethodsOptions {
  logger: Logger;
}

export interface McpEndpoint {
  /** `POST /mcp`, after the edge has limited and parsed the body. */
  handle: RequestHandler;
  /** Turns the edge's invalid_json into the JSON-RPC parse error an MCP client expects. */
  parseErrors: ErrorRequestHandler;
}

function sendRpcError(res: Response, status: number, id: RequestId | null, error: RpcError): void {
  res.status(status).json(rpcErrorResponse(id, error));
}

/**
 * The Streamable HTTP transport, stateless and JSON-only: one JSON-RPC message per POST, answered
 * with `application/json` whatever the client's Accept says (an SSE stream is never needed because
 * the server sends no requests or notifications of its own). No session id is issued.
 */
export function mcpEndpoint(options: McpEndpointOptions): McpEndpoint {
  const methods = mcpMethods(options);

  const handle: RequestHandler = async (req, res) => {
    const version = req.headers[PROTOCOL_VERSION_HEADER];
    if (typeof version === 'string' && !isSupportedProtocolVersion(version)) {
      throw new AppError('invalid_request', `Unsupported MCP-Protocol-Version "${version}"; supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}.`, {
        header: 'MCP-Protocol-Version',
        value: version,
        supported: [...SUPPORTED_PROTOCOL_VERSIONS],
      });
    }
    if (req.body === undefined) {
      sendRpcError(res, 400, null, new RpcError(RPC_ERROR.parseError, 'Parse error: the request has no body; send one JSON-RPC message.'));
      return;
    }
    const message = classifyMessage(req.body);
    if (message.kind === 'invalid') {
      sendRpcError(res, 400, message.id, message.error);
      return;
    }
    if (message.kind !== 'request') {
      // Notifications (initialized, cancelled, …) and client responses need no answer (Streamable HTTP).
      res.status(202).end();
      return;
    }
    const { request } = message;
    const method = methods.get(request.method);
    if (method === undefined) {
      sendRpcError(res, 200, request.id, new RpcError(RPC_ERROR.methodNotFound, `Method not found: ${request.method}.`, { method: request.method }));
      return;
    }
    try {
      res.json(rpcResultResponse(request.id, await method(request, callOriginOf(req, 'mcp'))));
    } catch (error: unknown) {
      if (error instanceof RpcError) {
        sendRpcError(res, 200, request.id, error);
        return;
      }
      currentLogger(options.logger).error({ err: error, method: request.method }, 'MCP method failed');
      sendRpcError(res, 200, request.id, new RpcError(RPC_ERROR.internalError, 'Internal error.'));
    }
  };

  const parseErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (error instanceof AppError && error.code === 'invalid_json') {
      sendRpcError(res, 400, null, new RpcError(RPC_ERROR.parseError, 'Parse error: the body is not valid JSON.'));
      return;
    }
    next(error);
  };

  return { handle, parseErrors };
}
