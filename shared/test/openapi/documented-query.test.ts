import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import type { ParameterObject } from 'openapi3-ts/oas30';
import { z } from 'zod';
import { buildOpenApiDocument, DEFAULT_LIMIT, documentedQuery, limitParameter, MAX_LIMIT, optionalBooleanParameter, optionalIntegerParameter, parseQueryParameters, requiredText } from '../../src';

/** The parameters zod-to-openapi writes for a documented query. */
function parametersFor(validator: z.ZodObject): ParameterObject[] {
  const texts = Object.fromEntries(Object.keys(validator.shape).map((key) => [key, { description: `about ${key}` }]));
  const registry = new OpenAPIRegistry();
  registry.registerPath({ method: 'get', path: '/probe', request: { query: documentedQuery(validator, texts) }, responses: { 200: { description: 'ok' } } });
  const document = new OpenApiGeneratorV3(registry.definitions).generateDocument({ openapi: '3.0.3', info: { title: 'probe', version: '0' } });
  return (document.paths?.['/probe']?.get?.parameters ?? []) as ParameterObject[];
}

const only = (field: z.ZodType): ParameterObject => parametersFor(z.object({ field }))[0] as ParameterObject;

describe('documented query parameters, derived from the validating schema', () => {
  it.each([
    ['required text, empty counting as absent', requiredText('word'), { required: true, schema: { type: 'string', minLength: 1, maxLength: 256 } }],
    ['optional text', z.string().optional(), { required: false, schema: { type: 'string' } }],
    ['text checked against a list', requiredText('lang').pipe(z.enum(['en', 'fr'])), { required: true, schema: { type: 'string', enum: ['en', 'fr'] } }],
    ['digits turned into a number with a minimum', optionalIntegerParameter('size', 2), { required: false, schema: { type: 'integer', minimum: 2 } }],
    ['a clamped page size with a default', limitParameter, { required: false, schema: { type: 'integer', minimum: 1, default: DEFAULT_LIMIT } }],
    [
      'a decimal turned into a number',
      z.string().regex(/^\d+(\.\d+)?$/).transform(Number).pipe(z.number().max(9)).optional(),
      { required: false, schema: { type: 'number', maximum: 9 } },
    ],
    ['a switch, true or false as text, off by default', optionalBooleanParameter('hooks'), { required: false, schema: { type: 'boolean', default: false } }],
    ['text the validator only transforms', z.string().transform((text) => text.trim()), { required: true, schema: { type: 'string' } }],
  ])('documents %s by what the validator accepts', (_name, field, expected) => {
    expect(only(field as z.ZodType)).toMatchObject({ ...expected, description: 'about field', in: 'query', name: 'field' });
  });

  it('refuses a parameter type it cannot document rather than guessing', () => {
    expect(() => documentedQuery(z.object({ when: z.date() }), { when: { description: 'a date' } })).toThrow(/date/);
  });

  it('reads a switch as true or false only, off when absent, and refuses anything else naming it', () => {
    const validator = z.object({ hooks: optionalBooleanParameter('hooks') });
    expect(parseQueryParameters(validator, {})).toEqual({ hooks: false });
    expect(parseQueryParameters(validator, { hooks: 'true' })).toEqual({ hooks: true });
    expect(parseQueryParameters(validator, { hooks: 'false' })).toEqual({ hooks: false });
    for (const value of ['', 'TRUE', '1', 'yes', ['true', 'true']]) {
      expect(() => parseQueryParameters(validator, { hooks: value })).toThrow(expect.objectContaining({ code: 'invalid_parameter', details: { parameter: 'hooks', value } }));
    }
  });

  it('keeps the validators themselves untouched', () => {
    const validator = z.object({ lang: requiredText('lang') });
    documentedQuery(validator, { lang: { description: 'the language' } });
    expect(validator.shape.lang.meta()).toBeUndefined();
  });

  it('says limit is clamped to the cap, as the validator does', () => {
    expect(limitParameter.parse(String(MAX_LIMIT + 1))).toBe(MAX_LIMIT);
    const limit = (buildOpenApiDocument().paths?.['/api/v1/search/pattern']?.get?.parameters as ParameterObject[]).find(
      (parameter) => parameter.name === 'limit',
    );
    expect(limit?.description).toContain(`clamped to ${MAX_LIMIT}`);
    expect(limit?.schema).not.toHaveProperty('maximum');
  });
});
