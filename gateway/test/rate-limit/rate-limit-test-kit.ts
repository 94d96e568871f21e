import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { type ClientRateLimiter, rateLimit, type RateLimitMiddlewareOptions } from '../../src/rate-limit';

export { freePort } from '@lexicon/service-kit';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other test run shares, so runs against one Redis never see each other's counts. */
export function uniquePrefix(name: string): string {
  return `test:rl:${name}:${randomUUID()}`;
}

/** The smallest app around the middleware: every path answers 200 with its path. */
export function limitedApp(limiter: ClientRateLimiter, options?: RateLimitMiddlewareOptions): Express {
  const app = express();
  app.use(rateLimit(limiter, options));
  app.use((req, res) => {
    res.json({ path: req.path });
  });
  return app;
}

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** The app on port 0 on loopback, as the gateway would run it. */
export async function listen(app: Express): Promise<Listening> {
  const server: Server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export interface CapturedLogs {
  logger: Logger;
  lines: Array<Record<string, unknown>>;
  withMessage(fragment: string): Array<Record<string, unknown>>;
}

export function captureLogs(): CapturedLogs {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return {
    logger,
    lines,
    withMessage: (fragment) => lines.filter((line) => String(line.msg).includes(fragment)),
  };
}

export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function ready(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') await once(redis, 'ready');
}

/** A client for checking what landed in Redis, apart from the ones under test. */
export async function inspector(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  await redis.connect();
  return redis;
}


/** A throwaway redis-server on `port`, without persistence, answering PING before this resolves. */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited with ${child.exitCode}`);
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      const answered = (await probe.ping()) === 'PONG';
      await probe.quit();
      return answered;
    } catch {
      // A refused probe has already ended; disconnect() now would arm a timer for a socket already gone.
      if (probe.status !== 'end') probe.disconnect();
      return false;
    }
  });
  return child;
}

export async function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}
