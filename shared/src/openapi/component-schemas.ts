import { z } from 'zod';
import { errorEnvelopeSchema } from '../errors/error-envelope';
import { languagesResponseSchema, searchResponseSchema } from '../wire/search-wire';
import { healthBodySchema, readinessBodySchema } from './health-schemas';

/** The response schemas the document names under components.schemas, so each appears once. */
export interface ComponentSchemas {
  SearchResponse: z.ZodType;
  LanguagesResponse: z.ZodType;
  HealthBody: z.ZodType;
  ReadinessBody: z.ZodType;
  OpenApiDocument: z.ZodType;
  ErrorEnvelope: z.ZodType;
}

/**
 * `.meta({ id })` is how zod-to-openapi learns a component name without patching zod's prototype
 * (extendZodWithOpenApi). It returns a named copy: the shared schemas themselves stay untouched.
 */
export function componentSchemas(): ComponentSchemas {
  return {
    SearchResponse: searchResponseSchema.meta({
      id: 'SearchResponse',
      description: 'A page of pattern or anagram results. has_more = offset + returned < total; paging with any page size yields every match once.',
    }),
    LanguagesResponse: languagesResponseSchema.meta({ id: 'LanguagesResponse', description: 'Every supported language with its default word list.' }),
    HealthBody: healthBodySchema.meta({ id: 'HealthBody', description: 'The process is alive.' }),
    ReadinessBody: readinessBodySchema.meta({ id: 'ReadinessBody', description: 'Every service behind the gateway is ready.' }),
    // Only documents the answer, never parses it: OpenAPI objects admit further properties by default.
    OpenApiDocument: z
      .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.object({})) })
      .meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.0 document: this one.' }),
    ErrorEnvelope: errorEnvelopeSchema.meta({
      id: 'ErrorEnvelope',
      description: 'Every error, on every surface: a stable code to branch on, a human message, and context such as the offending parameter and its value.',
    }),
  };
}
