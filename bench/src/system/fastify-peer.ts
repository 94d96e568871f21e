/**
 * A peer of the gateway for `npm run bench:gateway`: fastify with `@fastify/http-proxy` in front of
 * search-service and `@fastify/rate-limit` counting in the same Redis, with pino writing a line per
 * request (fastify's own request logging) or no logging at all. Only what the benchmark's query needs:
 * a measure of what another well-kept Node stack spends per proxied, rate-limited request.
 *   node fastify-peer.js <port> <upstream URL> <Redis URL> <log|quiet>
 */
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { Redis } from 'ioredis';

async function main(): Promise<void> {
  const [port = '0', upstream = '', redisUrl = '', logging = 'log'] = process.argv.slice(2);
  // One JSON line per request, when it is answered, to stdout: what our gateway writes.
  const app = Fastify({ logger: logging === 'log', disableRequestLogging: true });
  if (logging === 'log') {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime }, 'request');
    });
  }
  const redis = new Redis(redisUrl, { enableOfflineQueue: false });
  await app.register(fastifyRateLimit, { max: 1_000_000_000, timeWindow: 60_000, redis, nameSpace: `bench-fastify-${process.pid}:` });
  await app.register(fastifyHttpProxy, { upstream, prefix: '/api/v1', rewritePrefix: '/api/v1' });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  process.send?.('listening');
  process.on('SIGTERM', () => {
    void app.close().then(() => {
      redis.disconnect();
      process.exit(0);
    });
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`fastify peer: ${(error as Error).message}\n`);
  process.exit(1);
});
