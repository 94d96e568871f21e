import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorCode, errorEnvelope, statusOf } from '@lexicon/shared';
import { rescueRawUtf8Target, wasHandedBack } from './raw-utf8-target';

/** What Node's HTTP parser and timers report, as the client should hear it. */
export interface ClientFault {
  code: ErrorCode;
  message: string;
}

/**
 * Node refuses these before any request handler runs, so express never sees them: without this table
 * the client gets a bare status line without a body, and a browser only a CORS failure.
 */
export function clientFault(errorCode: string | undefined): ClientFault {
  switch (errorCode) {
    case 'HPE_HEADER_OVERFLOW':
      return { code: 'headers_too_large', message: 'The request line and headers exceed 16 KB; send long values in a POST body.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { code: 'request_timeout', message: 'The request did not arrive in time: headers are due within 10 s, the whole request within 30 s.' };
    case 'HPE_INVALID_METHOD':
      return { code: 'invalid_request', message: 'The request method is not an HTTP method this server knows; use GET, POST or OPTIONS.' };
    case 'HPE_INVALID_URL':
      return { code: 'invalid_request', message: 'The request target holds a character that must be percent-encoded (a control character, a space or a byte that is not UTF-8).' };
    default:
      return { code: 'invalid_request', message: 'The request is not valid HTTP/1.1.' };
  }
}

/** The envelope as a complete HTTP/1.1 answer, CORS included, closing the connection (its state is unknown). */
export function rawErrorResponse(fault: ClientFault): string {
  const status = statusOf(fault.code);
  const body = JSON.stringify(errorEnvelope(fault.code, fault.message));
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Access-Control-Allow-Origin: *\r\n' +
    'X-Content-Type-Options: nosniff\r\n' +
    'Connection: close\r\n' +
    `\r\n${body}`
  );
}

interface SocketWithMessage extends Duplex {
  /** The response Node is writing on this socket, if any (set by node:http). */
  _httpMessage?: { headersSent?: boolean } | null;
}

/**
 * The server's `clientError` hook: answers a request Node refused (malformed, oversize headers, too
 * slow) with the envelope, then closes; a raw UTF-8 request target is mended instead. A socket already
 * gone, or one whose response has started, is only destroyed: a second status line would corrupt the
 * first answer.
 */
export function clientErrorHandler(server: Server): (error: NodeJS.ErrnoException, socket: Duplex) => void {
  return (error, socket) => {
    // The connection now lives on in another stream; its first parser has nothing more to say.
    if (wasHandedBack(socket)) return;
    const withMessage = socket as SocketWithMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || withMessage._httpMessage?.headersSent === true) {
      socket.destroy();
      return;
    }
    if (rescueRawUtf8Target(server, error, socket)) return;
    socket.end(rawErrorResponse(clientFault(error.code)));
  };
}
