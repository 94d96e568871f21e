import { buildOpenApiDocument } from '@lexicon/shared';
import { createLogger, runService } from '@lexicon/service-kit';
import { createApp, SERVICE_NAME } from './app';
import { surfaceErrorBody } from './chat';
import { loadGatewayConfig } from './config';
import { apiLimitsOf, createRateLimiter, createRateLimitRedis, rateLimit } from './rate-limit';
import { spendLegacyUrlParseWarning } from './routing/legacy-url-parse';
import { startReplicaPools, stopReplicaPools } from './routing/replicas';
import { gatewayReadiness } from './upstream-readiness';

async function main(): Promise<void> {
  spendLegacyUrlParseWarning();
  const config = loadGatewayConfig(process.env);
  const logger = createLogger(SERVICE_NAME, config.logLevel);
  const pools = startReplicaPools(config.upstreams);
  const redis = config.rateLimit.redis === undefined ? undefined : createRateLimitRedis(config.rateLimit.redis);
  const limiter = createRateLimiter({
    points: config.rateLimit.points,
    windowSeconds: config.rateLimit.windowSeconds,
    maxInFlight: config.rateLimit.maxInFlight,
    // A request holds its slot at most as long as the gateway waits for a service, plus time to answer.
    leaseMs: config.upstreamTimeoutMs + 5_000,
    keyPrefix: config.rateLimit.keyPrefix,
    logger,
    ...(redis === undefined ? {} : { redis }),
  });
  const app = createApp({
    logger,
    upstreams: config.upstreams,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    readiness: gatewayReadiness(pools, () => limiter.status()),
    rateLimit: rateLimit(limiter, {
      trustedProxies: config.rateLimit.trustedProxies,
      errorBody: surfaceErrorBody,
      pricing: config.rateLimit.pricing,
    }),
    // The document states the limits this gateway applies, not the defaults.
    openApiDocument: () => buildOpenApiDocument({ limits: apiLimitsOf(config.rateLimit) }),
    pools,
    pageDirectory: config.pageDirectory,
    ...(config.mcpAllowedOrigins === undefined ? {} : { mcpAllowedOrigins: config.mcpAllowedOrigins }),
  });
  await runService({
    logger,
    config,
    app,
    cleanup: async () => {
      stopReplicaPools(pools);
      await limiter.close();
      await redis?.quit();
    },
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${SERVICE_NAME}: ${(error as Error).message}\n`);
  process.exit(1);
});
