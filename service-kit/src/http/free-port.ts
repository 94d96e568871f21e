import { once } from 'node:events';
import { mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Ports drawn from here lie below Linux's range for ephemeral ports (32768–60999 by default), from
 * which the kernel also picks the local port of every outgoing connection. A port chosen inside that
 * range (as listening on port 0 chooses) could be taken by any connection made before the process it
 * was meant for binds it: a launcher's gateway once exited with EADDRINUSE on such a metrics port.
 */
const LOWEST = 20_000;
const HIGHEST = 32_767;
const ATTEMPTS = 50;

/**
 * A port handed out is not handed out again, by this process or another, for this long: the process
 * it is meant for binds it some seconds later (a launcher draws every component's ports, then starts
 * them one after another), and until then it looks free to every other caller. Parallel test
 * workers drawing from the same range once gave two gateways one port (EADDRINUSE). Each port handed
 * out leaves a file named after it in one directory; an older file is taken over.
 */
const RESERVED_FOR_MS = 120_000;
const RESERVATIONS = path.join(tmpdir(), 'lexicon-free-ports');

/** Whether `port` was not handed out lately; if so, it is now, until RESERVED_FOR_MS from now. */
function reserve(port: number): boolean {
  const file = path.join(RESERVATIONS, String(port));
  try {
    mkdirSync(RESERVATIONS, { recursive: true });
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return true;
    const now = Date.now();
    const handedOut = statSync(file, { throwIfNoEntry: false });
    if (handedOut !== undefined && now - handedOut.mtimeMs < RESERVED_FOR_MS) return false;
    const seconds = now / 1000;
    utimesSync(file, seconds, seconds);
    return true;
  }
}

/**
 * Listens on `port` on loopback (0: a port the kernel picks) and lets go: the port listened on, or
 * undefined when something else holds it.
 */
async function listenOnce(port: number): Promise<number | undefined> {
  const server = createServer();
  try {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as AddressInfo).port;
  } catch {
    return undefined;
  } finally {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * A TCP port on loopback that nothing listens on at the moment of asking: the launcher's and the
 * tests' way to start processes on ports of their own. Drawn at random below the ephemeral range,
 * and not one handed out in the last RESERVED_FOR_MS; where none is found there, one the kernel picks.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (reserve(port) && (await listenOnce(port)) !== undefined) return port;
  }
  const picked = await listenOnce(0);
  if (picked === undefined) throw new Error('no free port on loopback, not even one the kernel picks');
  return picked;
}
