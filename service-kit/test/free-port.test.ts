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
    // A port in the range that freePort never handed out: only listening on it shows it is taken.
    const taken = createServer();
    for (let candidate = 32_767; !taken.listening; candidate -= 1) {
      taken.listen(candidate, '127.0.0.1');
      await Promise.race([once(taken, 'listening'), once(taken, 'error')]);
    }
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

  it('does not hand out a port again while the process it was meant for may not have bound it yet', async () => {
    const first = await freePort();
    // Both draws land on the port just handed out, which nothing listens on yet; the third anywhere else.
    const onFirst = (first - 20_000) / 12_768 + 1e-9;
    const draw = jest.spyOn(Math, 'random').mockReturnValueOnce(onFirst).mockReturnValueOnce(onFirst);
    try {
      const second = await freePort();
      expect(draw).toHaveBeenCalledTimes(3);
      expect(second).not.toBe(first);
    } finally {
      draw.mockRestore();
    }
  });
});
