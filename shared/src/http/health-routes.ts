import type { RequestHandler } from 'express';
import { errorEnvelope } from '../errors/error-envelope';

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

/** Answers a readiness probe: 200 with what readiness is made of, or 503 in the envelope. */
export function readinessHandler(service: string, readiness: Readiness): RequestHandler {
  return async (_req, res) => {
    const [ready, details] = await Promise.all([readiness.ready(), readiness.describe()]);
    if (ready) {
      res.json({ status: 'ready', service, ...details });
      return;
    }
    res.status(503).json(errorEnvelope('service_unavailable', `${service} is not ready.`, { service, ...details }));
  };
}

/** Answers a liveness probe: the process is alive. */
export function healthHandler(service: string): RequestHandler {
  return (_req, res) => {
    res.json(healthBody(service));
  };
}
