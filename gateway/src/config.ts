import { configVar, type Environment, loadConfig, loadProcessConfig, type ProcessConfig } from '@lexicon/shared';
import { z } from 'zod';
import { loadRateLimitConfig, type RateLimitConfig } from './rate-limit';

export interface UpstreamUrls {
  search: string;
  word: string;
  stats: string;
}

export interface GatewayConfig extends ProcessConfig {
  upstreams: UpstreamUrls;
  upstreamTimeoutMs: number;
  rateLimit: RateLimitConfig;
}

const upstreamSchema = z.object({
  SEARCH_SERVICE_URL: configVar.url('http://127.0.0.1:8081'),
  WORD_SERVICE_URL: configVar.url('http://127.0.0.1:8082'),
  STATS_SERVICE_URL: configVar.url('http://127.0.0.1:8083'),
  UPSTREAM_TIMEOUT_MS: configVar.milliseconds(10_000),
});

export function loadGatewayConfig(env: Environment): GatewayConfig {
  const upstream = loadConfig(upstreamSchema, env);
  return {
    ...loadProcessConfig(env, {
      portVariable: 'GATEWAY_PORT',
      hostVariable: 'GATEWAY_HOST',
      defaultPort: 8080,
      defaultHost: '0.0.0.0',
    }),
    upstreams: { search: upstream.SEARCH_SERVICE_URL, word: upstream.WORD_SERVICE_URL, stats: upstream.STATS_SERVICE_URL },
    upstreamTimeoutMs: upstream.UPSTREAM_TIMEOUT_MS,
    rateLimit: loadRateLimitConfig(env),
  };
}
