import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { ComponentSchemas } from './component-schemas';
import { registerGet } from './get-operation';

/** The gateway's own endpoints: probes and this description. */
export function registerSystemPaths(registry: OpenAPIRegistry, schemas: ComponentSchemas): void {
  registerGet(
    registry,
    {
      path: '/api/v1/healthz',
      operationId: 'getHealth',
      tag: 'system',
      summary: 'Health probe',
      description: 'Answers while the gateway process is alive, whatever the state of the services behind it. Not counted towards the rate limit.',
      ok: { description: 'The gateway is alive.', schema: schemas.HealthBody },
      errors: {},
      rateLimited: false,
    },
    schemas.ErrorEnvelope,
  );
  registerGet(
    registry,
    {
      path: '/api/v1/readyz',
      operationId: 'getReadiness',
      tag: 'system',
      summary: 'Readiness probe',
      description: 'Asks every service behind the gateway whether it is ready, and reports the state of each.',
      ok: { description: 'Every service is ready.', schema: schemas.ReadinessBody },
      errors: {
        service_unavailable: 'a service behind the gateway is not ready or unreachable; `details.services` gives the state of each.',
      },
      rateLimited: true,
    },
    schemas.ErrorEnvelope,
  );
  registerGet(
    registry,
    {
      path: '/api/v1/openapi.json',
      operationId: 'getOpenApiDocument',
      tag: 'system',
      summary: 'This description',
      description: 'The OpenAPI 3.0 description of the REST surface, generated from the schemas that validate requests and shape responses.',
      ok: { description: 'The OpenAPI document.', schema: schemas.OpenApiDocument },
      errors: {},
      rateLimited: true,
    },
    schemas.ErrorEnvelope,
  );
}
