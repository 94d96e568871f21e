import path from 'node:path';
import { ConfigError, configVar, type Environment, loadConfig, loadProcessConfig, type ProcessConfig } from '@lexicon/service-kit';
import { z } from 'zod';
import { loadRateLimitConfig, type RateLimitConfig } from './rate-limit';
import { replicaUrls } from './routing/replicas';

/** Each service's URL, or the URLs of its replicas separated by commas (routing/replicas.ts). */
export interface UpstreamUrls {
  search: string;
  word: string;
  stats: string;
}

export interface GatewayConfig extends ProcessConfig {
  upstreams: UpstreamUrls;
  upstreamTimeoutMs: number;
  rateLimit: RateLimitConfig;
  /** Origins allowed to call /mcp; undefined allows every origin (docs/api.md, MCP tools). */
  mcpAllowedOrigins?: string[];
  /** The web build's output directory, served at `/` (README, The page). */
  pageDirectory: string;
}

/** One http(s) URL, or several (a service's replicas) separated by commas. */
function serviceUrls(fallback: string) {
  const url = z.url({ protocol: /^https?$/ });
  return z
    .string()
    .default(fallback)
    .refine((list) => replicaUrls(list).length > 0 && replicaUrls(list).every((one) => url.safeParse(one).success), 'an http(s) URL, or several separated by commas');
}

const upstreamSchema = z.object({
  SEARCH_SERVICE_URL: serviceUrls('http://127.0.0.1:8081'),
  WORD_SERVICE_URL: serviceUrls('http://127.0.0.1:8082'),
  STATS_SERVICE_URL: serviceUrls('http://127.0.0.1:8083'),
  UPSTREAM_TIMEOUT_MS: configVar.milliseconds(10_000),
  /** Comma-separated origins, e.g. "http://localhost:3000, https://app.example"; unset or "*" allows all. */
  MCP_ALLOWED_ORIGINS: z.string().optional(),
  /** The web build's output; by default web/dist of this checkout (or of the image: the gateway stage of the Dockerfile). */
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(__dirname, '../../web/dist')),
});

/** The Origin allow-list of /mcp: each entry a bare origin (scheme, host, port), as browsers send it. */
function allowedOrigins(list: string | undefined): string[] | undefined {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0 || entries.includes('*')) return undefined;
  for (const entry of entries) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(entry);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || parsed.origin !== entry.replace(/\/$/, '').toLowerCase()) {
      throw new ConfigError([`MCP_ALLOWED_ORIGINS: "${entry}" is not an origin like http://localhost:3000`]);
    }
  }
  return entries.map((entry) => entry.replace(/\/$/, '').toLowerCase());
}

export function loadGatewayConfig(env: Environment): GatewayConfig {
  const upstream = loadConfig(upstreamSchema, env);
  const origins = allowedOrigins(upstream.MCP_ALLOWED_ORIGINS);
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
    pageDirectory: upstream.WEB_DIST_DIR,
    ...(origins === undefined ? {} : { mcpAllowedOrigins: origins }),
  };
}
