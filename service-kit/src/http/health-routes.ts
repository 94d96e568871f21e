import type { RequestHandler } from 'express';
import { errorEnvelope, healthBody, type Readiness } from '@lexicon/shared';

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
