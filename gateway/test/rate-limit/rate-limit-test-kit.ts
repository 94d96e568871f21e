import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { type ClientRateLimiter, rateLimit, type RateLimitMiddlewareOptions } from '../../src/rate-limit';
import { admissionKey } from '../../src/rate-limit/admission-script';

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

/** A client's budget as Redis holds it (the format is admission-script.ts's): points spent, slots held, time to live. */
export interface StoredBudget {
  spent: number;
  /** Slots held across replicas whose leases have not ended. */
  held: number;
  pttl: number;
}

export async function storedBudget(checker: Redis, keyPrefix: string, client: string): Promise<StoredBudget | undefined> {
  const key = admissionKey(keyPrefix, client);
  const [value, pttl] = await Promise.all([checker.get(key), checker.pttl(key)]);
  if (value === null) return undefined;
  const [window, ...leases] = value.split(';');
  const now = Date.now();
  const held = leases
    .map((lease) => lease.split(','))
    .filter(([, , leaseEnd]) => Number(leaseEnd) > now)
    .reduce((sum, [, count]) => sum + Number(count), 0);
  return { spent: Number(window?.split(',')[1]), held, pttl };
}

export interface WatchedCommands {
  /**
   * Each command that named a key under the prefix: its name (lower case; a script call is `eval`, as
   * ioredis sends EVAL the first time a connection runs a script and EVALSHA after), and whether a script ran it.
   */
  seen: Array<{ command: string; fromScript: boolean }>;
  stop(): Promise<void>;
}

/**
 * Every command Redis runs on keys under `keyPrefix`, by MONITOR (which also shows the commands a script
 * runs), so a test sees what its own requests cost however many other tests share the Redis.
 */
export async function watchCommands(url: string, keyPrefix: string): Promise<WatchedCommands> {
  const connection = await inspector(url);
  const monitor = await connection.monitor();
  const seen: WatchedCommands['seen'] = [];
  monitor.on('monitor', (_time: string, args: string[], source: string) => {
    if (!args.some((arg) => arg.startsWith(keyPrefix))) return;
    const command = String(args[0]).toLowerCase();
    seen.push({ command: command === 'evalsha' ? 'eval' : command, fromScript: source === 'lua' });
  });
  // MONITOR starts with the next command Redis receives; a PING through it marks the start.
  await connection.ping();
  return {
    seen,
    stop: async () => {
      monitor.disconnect();
      await connection.quit();
    },
  };
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
