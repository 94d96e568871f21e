import type { OperationObject, ParameterObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas30';
import { buildOpenApiDocument } from '../../src';

const document = buildOpenApiDocument();

function operation(path: string): OperationObject {
  const found = document.paths?.[path]?.get;
  if (found === undefined) throw new Error(`no GET ${path} in the document`);
  return found;
}

describe('the word endpoints in the OpenAPI document', () => {
  it('describes GET /api/v1/word/{lang}/{word} with its path parameters, family_limit and every error', () => {
    const details = operation('/api/v1/word/{lang}/{word}');
    expect(details.operationId).toBe('getWordDetails');
    const parameters = (details.parameters ?? []) as ParameterObject[];
    expect(parameters.map(({ name, in: place, required }) => [name, place, required ?? false])).toEqual([
      ['lang', 'path', true],
      ['word', 'path', true],
      ['family_limit', 'query', false],
    ]);
    expect((parameters[2]?.schema as SchemaObject)).toMatchObject({ type: 'integer', minimum: 1, maximum: 200, default: 50 });
    expect(Object.keys(details.responses).map(Number).filter((status) => status >= 400)).toEqual([400, 404, 405, 408, 413, 422, 429, 431, 500, 502, 503, 504]);
    expect((details.responses['404'] as ResponseObject).description).toContain('`word_not_found`');
    const schema = document.components?.schemas?.WordDetailsResponse as SchemaObject;
    expect(schema.required).toEqual(expect.arrayContaining(['word', 'language', 'language_name', 'length', 'points', 'has_points', 'word_families', 'cross_languages']));
  });

  it('describes GET /api/v1/audio/{lang}/{word} answering audio/wav', () => {
    const audio = operation('/api/v1/audio/{lang}/{word}');
    expect(audio.operationId).toBe('getWordAudio');
    expect(Object.keys((audio.responses['200'] as ResponseObject).content ?? {})).toEqual(['audio/wav']);
    expect((audio.responses['503'] as ResponseObject).description).toContain('speech synthesis');
  });
});
