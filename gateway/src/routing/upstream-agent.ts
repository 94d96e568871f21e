import { Agent, type AgentOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { CONNECT_TIMEOUT_CODE } from './upstream-failure';

/**
 * How long a connection to a replica may take. On one network a connection takes well under a
 * millisecond; one not made in a second goes to an address nothing answers at any more (a replica
 * that was killed: its address stays silent until the kernel gives up, seconds later).
 */
export const CONNECT_TIMEOUT_MS = 1_000;

/**
 * The keep-alive agent for calls to the services: the REST proxy's and the tool calls'. It gives up on
 * a connection not made within CONNECT_TIMEOUT_MS with its own error code, so the failover rules can
 * tell "the replica is gone" (send the request elsewhere) from "the replica is slow" (the upstream
 * timeout, which is never retried).
 */
export class UpstreamAgent extends Agent {
  constructor(options: AgentOptions = {}) {
    super({ keepAlive: true, ...options });
  }

  override createConnection(options: object, callback?: (error: Error | null, socket: Duplex) => void): Duplex {
    const socket = (super.createConnection as (options: object, callback?: (error: Error | null, socket: Duplex) => void) => Socket)(options, callback);
    if (!socket.connecting) return socket;
    const timer = setTimeout(() => {
      socket.destroy(Object.assign(new Error(`no connection within ${CONNECT_TIMEOUT_MS} ms`), { code: CONNECT_TIMEOUT_CODE }));
    }, CONNECT_TIMEOUT_MS);
    timer.unref();
    socket.once('connect', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
    return socket;
  }
}
