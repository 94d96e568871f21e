import { z } from 'zod';

export interface HealthBody {
  status: 'ok';
  service: string;
  api_version: 'v1';
  time: string;
}

/** ISO 8601 UTC to the second, as the health body shows it: 2026-03-12T12:34:56Z. */
export function isoSecond(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function healthBody(service: string, now: Date = new Date()): HealthBody {
  return { status: 'ok', service, api_version: 'v1', time: isoSecond(now) };
}

export interface Readiness {
  /** True once the process can answer real requests (its data is loaded, its dependencies answer). */
  ready(): boolean | Promise<boolean>;
  /** What readiness is made of, shown in both the 200 and the 503 answer. */
  describe(): Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** The health body (docs/api.md, The gateway: Probes); healthBody() above builds it; service-kit/src/http/health-routes.ts answers with it. */
export const healthBodySchema = z.object({
  status: z.literal('ok'),
  service: z.string().meta({ description: 'the service identifier, `<service>-api`', example: 'lexicon-api' }),
  api_version: z.literal('v1'),
  time: z.iso.datetime().meta({ description: 'current time, ISO 8601 UTC to the second', example: '2026-03-12T12:34:56Z' }),
});

// HealthBody is written by hand beside healthBody(); the typecheck fails if it and the schema drift apart.
type Same<Left, Right> = [Left] extends [Right] ? ([Right] extends [Left] ? true : false) : false;
const _healthBodyMatchesSchema: Same<z.infer<typeof healthBodySchema>, HealthBody> = true;

/** How the gateway sees each service behind it (gateway/src/upstream-readiness.ts). */
export const upstreamStateSchema = z.enum(['ready', 'not_ready', 'unreachable']);

/** The 200 answer of readyz: readinessHandler() spreads the gateway's readiness description into it. */
export const readinessBodySchema = z.object({
  status: z.literal('ready'),
  service: z.string().meta({ description: 'the public identity of the API', example: 'lexicon-api' }),
  services: z
    .record(z.string(), z.union([upstreamStateSchema, z.array(upstreamStateSchema)]))
    .meta({ description: 'the state of each service behind the gateway; of each replica, in order, when a service has several', example: { search: 'ready', word: 'ready', stats: 'ready' } }),
  rate_limit: z
    .object({
      store: z.enum(['redis', 'memory']),
      redis: z.enum(['connected', 'unreachable']).optional(),
      usingInsurance: z.boolean().meta({ description: 'requests are counted per replica, in memory, while Redis is away' }),
      in_flight: z
        .object({
          max: z.number().int().meta({ description: 'requests one client may have in flight at once' }),
          store: z.enum(['redis', 'memory']),
          usingFallback: z.boolean().meta({ description: 'counted per replica, in memory, while Redis is away' }),
        })
        .optional(),
    })
    .optional()
    .meta({ description: 'where requests are counted; reported, not required: without Redis the limit runs in memory' }),
});

/** The answer of openapi.json. Only documents it, never parses it: OpenAPI objects admit further properties by default. */
export const openApiDocumentSchema = z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.object({})) });
