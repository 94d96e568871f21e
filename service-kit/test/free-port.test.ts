import { createServer } from 'node:net';
import { once } from 'node:events';
import { freePort } from '../src/http/free-port';

describe('freePort', () => {
  it('gives ports below the ephemeral range that can be listened on', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768);
      const server = createServer().listen(port, '127.0.0.1');
      await once(server, 'listening');
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('passes over a port something listens on', async () => {
    const taken = createServer().listen(await freePort(), '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as { port: number };
    // The first draw lands on the taken port; the second anywhere else.
    const draw = jest.spyOn(Math, 'random').mockReturnValueOnce((port - 20_000) / 12_768 + 1e-9);
    try {
      const given = await freePort();
      expect(draw).toHaveBeenCalledTimes(2);
      expect(given).not.toBe(port);
    } finally {
      draw.mockRestore();
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
