import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { ReplicaPool } from '../src/routing/replica-pool';

/**
 * A name that resolves to several addresses, as compose `--scale` and a Kubernetes headless Service
 * give it: here every 127.x.y.z address reaches the one test server, and each address is a replica
 * whose readiness the test sets. The resolver is the one thing not real: which addresses a name has.
 */
async function replicasBehindOneName() {
  const ready = new Map<string, boolean>();
  const served = new Map<string, number>();
  const server = createServer((req, res) => {
    const address = req.socket.localAddress?.replace(/^::ffff:/, '') ?? '';
    if (req.url === '/readyz') {
      res.writeHead(ready.get(address) === true ? 200 : 503).end();
      return;
    }
    served.set(address, (served.get(address) ?? 0) + 1);
    res.end();
  });
  server.listen(0, '0.0.0.0');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  let addresses: string[] = [];
  const pool = new ReplicaPool({ urls: [`http://replicas.test:${port}`], refreshMs: 60_000, resolve: async () => addresses });
  return {
    pool,
    port,
    setAddresses: (next: string[]) => (addresses = next),
    setReady: (address: string, isReady: boolean) => ready.set(address, isReady),
    close: () => server.close(),
  };
}

describe('ReplicaPool', () => {
  it('takes every ready address of the name in turn, and none that is not ready', async () => {
    const replicas = await replicasBehindOneName();
    try {
      replicas.setAddresses(['127.0.0.2', '127.0.0.3', '127.0.0.4']);
      replicas.setReady('127.0.0.2', true);
      replicas.setReady('127.0.0.3', true);
      await replicas.pool.refresh();
      const picked = Array.from({ length: 6 }, () => new URL(replicas.pool.pick().url).hostname);
      expect(picked.sort()).toEqual(['127.0.0.2', '127.0.0.2', '127.0.0.2', '127.0.0.3', '127.0.0.3', '127.0.0.3']);
      expect(replicas.pool.states()).toEqual({
        [`http://127.0.0.2:${replicas.port}`]: 'ready',
        [`http://127.0.0.3:${replicas.port}`]: 'ready',
        [`http://127.0.0.4:${replicas.port}`]: 'not_ready',
      });
    } finally {
      replicas.close();
    }
  });

  it('picks up a replica that comes (back) once it is ready, and drops one the name no longer has', async () => {
    const replicas = await replicasBehindOneName();
    try {
      replicas.setAddresses(['127.0.0.2']);
      replicas.setReady('127.0.0.2', true);
      await replicas.pool.refresh();
      replicas.setAddresses(['127.0.0.2', '127.0.0.5']);
      replicas.setReady('127.0.0.5', false);
      await replicas.pool.refresh();
      expect(new Set(Array.from({ length: 4 }, () => replicas.pool.pick().url))).toEqual(new Set([`http://127.0.0.2:${replicas.port}`]));
      replicas.setReady('127.0.0.5', true);
      await replicas.pool.refresh();
      expect(new Set(Array.from({ length: 4 }, () => replicas.pool.pick().url))).toEqual(new Set([`http://127.0.0.2:${replicas.port}`, `http://127.0.0.5:${replicas.port}`]));
      replicas.setAddresses(['127.0.0.5']);
      await replicas.pool.refresh();
      expect(Object.keys(replicas.pool.states())).toEqual([`http://127.0.0.5:${replicas.port}`]);
    } finally {
      replicas.close();
    }
  });

  it('takes a replica it could not connect to out of the turn at once, and avoids the one a retry names', async () => {
    const replicas = await replicasBehindOneName();
    try {
      replicas.setAddresses(['127.0.0.2', '127.0.0.3']);
      replicas.setReady('127.0.0.2', true);
      replicas.setReady('127.0.0.3', true);
      await replicas.pool.refresh();
      const first = replicas.pool.pick();
      expect(replicas.pool.pick(first).url).not.toBe(first.url);
      replicas.pool.markUnreachable(first);
      expect(new Set(Array.from({ length: 4 }, () => replicas.pool.pick().url)).has(first.url)).toBe(false);
      expect(replicas.pool.hasReady()).toBe(true);
    } finally {
      replicas.close();
    }
  });

  it('sends requests to the configured URL as given while no replica is known ready', async () => {
    const pool = new ReplicaPool({ urls: ['http://replicas.test:1'], refreshMs: 60_000, resolve: async () => [] });
    await pool.refresh();
    expect(pool.hasReady()).toBe(false);
    expect(pool.states()).toEqual({});
    expect(pool.pick().url).toBe('http://replicas.test:1');
  });
});
