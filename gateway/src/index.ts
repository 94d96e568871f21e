import { buildOpenApiDocument, createLogger, runService } from '@lexicon/shared';
import { createApp, SERVICE_NAME } from './app';
import { surfaceErrorBody } from './chat';
import { loadGatewayConfig } from './config';
import { serviceClientsFor } from './mcp';
import { createRateLimiter, createRateLimitRedis, rateLimit } from './rate-limit';
import { gatewayReadiness } from './upstream-readiness';

async function main(): Promise<void> {
  const config = loadGatewayConfig(process.env);
  const logger = createLogger(SERVICE_NAME, config.logLevel);
  const clients = serviceClientsFor(config.upstreams, config.upstreamTimeoutMs);
  const redis = config.rateLimit.redisUrl === undefined ? undefined : createRateLimitRedis(config.rateLimit.redisUrl);
  const limiter = createRateLimiter({
    points: config.rateLimit.points,
    windowSeconds: config.rateLimit.windowSeconds,
    keyPrefix: config.rateLimit.keyPrefix,
    logger,
    ...(redis === undefined ? {} : { redis }),
  });
  const app = createApp({
    logger,
    upstreams: config.upstreams,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    readiness: gatewayReadiness(clients, () => limiter.status()),
    rateLimit: rateLimit(limiter, { trustedProxies: config.rateLimit.trustedProxies, errorBody: surfaceErrorBody }),
    openApiDocument: () => buildOpenApiDocument(),
    serviceClients: clients,
    ...(config.mcpAllowedOrigins === undefined ? {} : { mcpAllowedOrigins: config.mcpAllowedOrigins }),
  });
  await runService({
    logger,
    config,
    app,
    cleanup: async () => {
      limiter.close();
      await redis?.quit();
    },
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${SERVICE_NAME}: ${(error as Error).message}\n`);
  process.exit(1);
});
