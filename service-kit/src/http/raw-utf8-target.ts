import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';

/**
 * curl and many scripts send `?pattern=*ości` as raw UTF-8 bytes; Node's parser refuses any byte above
 * 0x7F in a request target (HPE_INVALID_URL). Where the meaning is unambiguous (the whole request line
 * is in hand, its bytes are valid UTF-8, no other request is under way on the connection) the line is
 * percent-encoded as a browser would have sent it and the connection is handed back to the server, so
 * the request simply works. Anything else keeps the 400 envelope.
 */

interface ParseFailure extends NodeJS.ErrnoException {
  /** The chunk Node was parsing when it failed (node:http sets it). */
  rawPacket?: Buffer;
}

interface HttpSocket extends Socket {
  /** The HTTP parser node:http attached; `unconsume` detaches it from the socket's handle. */
  parser?: { unconsume?: () => void } | null;
  _httpMessage?: unknown;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
const METHOD_AND_SPACE = /^[A-Z]{3,7} /;

/**
 * The request line with every byte above 0x7F percent-encoded, or undefined when that would not make it
 * valid: no such byte, or another one Node refuses (a control character) is there too.
 */
export function percentEncodedRequestLine(line: Buffer): Buffer | undefined {
  if (!METHOD_AND_SPACE.test(line.subarray(0, 8).toString('latin1'))) return undefined;
  if (!line.some((byte) => byte > 0x7f) || line.some((byte) => byte < 0x20 || byte === 0x7f)) return undefined;
  try {
    STRICT_UTF8.decode(line);
  } catch {
    return undefined;
  }
  const parts: string[] = [];
  for (const byte of line) parts.push(byte > 0x7f ? `%${byte.toString(16).toUpperCase()}` : String.fromCharCode(byte));
  return Buffer.from(parts.join(''), 'latin1');
}

/** Sockets already handed back once: the old parser may still report on them, and is ignored. */
const handedBack = new WeakSet<object>();
/** The streams made here: a second failure on one is answered, never mended again. */
const replaying = new WeakSet<object>();

export function wasHandedBack(socket: object): boolean {
  return handedBack.has(socket);
}

/** The socket as a plain stream the server can parse afresh, starting with `first`. */
function replayingStream(socket: HttpSocket, first: Buffer): Duplex {
  const stream = new Duplex({
    read: () => {
      socket.resume();
    },
    write: (chunk: Buffer, encoding, callback) => {
      socket.write(chunk, encoding, callback);
    },
    final: (callback) => {
      socket.end();
      callback();
    },
    destroy: (error, callback) => {
      socket.destroy(error ?? undefined);
      callback(error);
    },
  });
  // What node:http and the app read off a connection: addresses for the rate limit, timeouts for keep-alive.
  Object.defineProperties(stream, {
    remoteAddress: { get: () => socket.remoteAddress },
    remotePort: { get: () => socket.remotePort },
    remoteFamily: { get: () => socket.remoteFamily },
    localAddress: { get: () => socket.localAddress },
    localPort: { get: () => socket.localPort },
  });
  const passthrough = stream as Duplex & {
    setTimeout(ms: number, callback?: () => void): unknown;
    setNoDelay(noDelay?: boolean): unknown;
    setKeepAlive(enable?: boolean, delay?: number): unknown;
  };
  passthrough.setTimeout = (ms, callback) => {
    socket.setTimeout(ms);
    if (callback !== undefined) stream.once('timeout', callback);
    return stream;
  };
  passthrough.setNoDelay = (noDelay) => socket.setNoDelay(noDelay);
  passthrough.setKeepAlive = (enable, delay) => socket.setKeepAlive(enable, delay);
  socket.on('timeout', () => stream.emit('timeout'));
  socket.on('data', (chunk: Buffer) => {
    if (!stream.push(chunk)) socket.pause();
  });
  socket.on('end', () => stream.push(null));
  socket.on('close', () => stream.destroy());
  stream.push(first);
  replaying.add(stream);
  return stream;
}

/**
 * Hands the connection back to `server` with its request line percent-encoded; false when the failure
 * is not one this can mend (the caller then answers 400).
 */
export function rescueRawUtf8Target(server: Server, error: ParseFailure, socket: Duplex): boolean {
  const connection = socket as HttpSocket;
  const raw = error.rawPacket;
  if (error.code !== 'HPE_INVALID_URL' || raw === undefined || connection._httpMessage || replaying.has(socket)) return false;
  const lineEnd = raw.indexOf('\r\n');
  if (lineEnd <= 0) return false;
  const line = percentEncodedRequestLine(raw.subarray(0, lineEnd));
  const parser = connection.parser;
  if (line === undefined || typeof parser?.unconsume !== 'function') return false;
  parser.unconsume();
  handedBack.add(connection);
  connection.removeAllListeners('data');
  connection.removeAllListeners('end');
  server.emit('connection', replayingStream(connection, Buffer.concat([line, raw.subarray(lineEnd)])));
  return true;
}
