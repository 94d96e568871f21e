import { createLogger, startHttpServer } from '@lexicon/shared';

const logger = createLogger('test', 'silent');

describe('the HTTP server lifecycle', () => {
  it('on stop, refuses new connections but lets an in-flight request finish', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running = await startHttpServer(
      (_req, res) => {
        void slow.then(() => res.end('done'));
      },
      { host: '127.0.0.1', port: 0, logger, shutdownGraceMs: 5_000 },
    );
    const inFlight = fetch(running.url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = running.stop();
    await expect(fetch(running.url, { signal: AbortSignal.timeout(1_000) })).rejects.toThrow();
    release();
    await expect(inFlight).resolves.toBe('done');
    await stopped;
  });

  it('closes connections that outlive the grace period', async () => {
    const running = await startHttpServer(() => undefined, { host: '127.0.0.1', port: 0, logger, shutdownGraceMs: 200 });
    const hanging = fetch(running.url).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await running.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(String(await hanging)).toMatch(/fetch failed|terminated|socket/i);
  });
});
