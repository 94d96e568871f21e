import type { OperationObject, ParameterObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas30';
import { buildOpenApiDocument, LANGUAGE_CODES } from '../../src';

const document = buildOpenApiDocument();

function operation(path: string): OperationObject {
  const found = document.paths?.[path]?.get;
  if (found === undefined) throw new Error(`no GET ${path} in the document`);
  return found;
}

const errorStatuses = (path: string): number[] =>
  Object.keys(operation(path).responses)
    .map(Number)
    .filter((status) => status >= 400);

describe('the statistics endpoints in the OpenAPI document', () => {
  it('describes GET /api/v1/stats/languages/{lang} with its path parameter and invalid_language', () => {
    const stats = operation('/api/v1/stats/languages/{lang}');
    expect(stats.operationId).toBe('getLanguageStats');
    const [lang] = (stats.parameters ?? []) as ParameterObject[];
    expect(lang).toMatchObject({ name: 'lang', in: 'path', required: true });
    expect((lang?.schema as SchemaObject).enum).toEqual([...LANGUAGE_CODES]);
    expect(errorStatuses('/api/v1/stats/languages/{lang}')).toEqual([400, 405, 408, 413, 429, 431, 500, 502, 503, 504]);
    expect((stats.responses['400'] as ResponseObject).description).toContain('`invalid_language`');
  });

  it('describes GET /api/v1/stats/global without parameters', () => {
    const stats = operation('/api/v1/stats/global');
    expect(stats.operationId).toBe('getGlobalStats');
    expect(stats.parameters ?? []).toEqual([]);
    expect(errorStatuses('/api/v1/stats/global')).toEqual([400, 405, 408, 413, 429, 431, 500, 502, 503, 504]);
  });

  it('names both response bodies as components with the dictionary and usage figures', () => {
    const schemas = document.components?.schemas ?? {};
    const language = schemas.LanguageStatsResponse as SchemaObject;
    const global = schemas.GlobalStatsResponse as SchemaObject;
    expect(language.required).toEqual(expect.arrayContaining(['language', 'generated_at', 'dictionary', 'usage']));
    expect(global.required).toEqual(expect.arrayContaining(['generated_at', 'languages', 'dictionary', 'usage']));
    // The usage figures, or the mark that they are unavailable while their store does not answer.
    const [usage = {}, unavailable = {}] = ((global.properties?.usage as SchemaObject | undefined)?.anyOf ?? []) as SchemaObject[];
    expect(Object.keys(unavailable.properties ?? {})).toEqual(['status', 'message']);
    expect(Object.keys(usage.properties ?? {})).toEqual(
      expect.arrayContaining(['by_tool', 'by_surface', 'top_patterns', 'top_racks', 'top_words', 'no_result', 'per_hour', 'by_language', 'events']),
    );
    expect(document.tags?.map((tag) => tag.name)).toContain('stats');
  });
});
