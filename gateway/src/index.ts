import { createLogger, createServiceClient, runService } from '@lexicon/shared';
import { createApp, SERVICE_NAME } from './app';
import { loadGatewayConfig } from './config';
import { upstreamReadiness } from './upstream-readiness';

async function main(): Promise<void> {
  const config = loadGatewayConfig(process.env);
  const logger = createLogger(SERVICE_NAME, config.logLevel);
  const clients = {
    search: createServiceClient({ baseURL: config.upstreams.search, timeoutMs: config.upstreamTimeoutMs }),
    word: createServiceClient({ baseURL: config.upstreams.word, timeoutMs: config.upstreamTimeoutMs }),
    stats: createServiceClient({ baseURL: config.upstreams.stats, timeoutMs: config.upstreamTimeoutMs }),
  };
  const app = createApp({
    logger,
    upstreams: config.upstreams,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    readiness: upstreamReadiness(clients),
  });
  await runService({ logger, config, app });
}

main().catch((error: unknown) => {
  process.stderr.write(`${SERVICE_NAME}: ${(error as Error).message}\n`);
  process.exit(1);
});
