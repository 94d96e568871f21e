import { createRequire } from 'node:module';
import type { OpenAPIObject } from '@lexicon/shared';

/**
 * Validates bodies against the schemas an OpenAPI 3.0 document gives for a path and status, with
 * ajv 8. ajv 8 and ajv-formats are devDependencies of the gateway workspace; the root
 * node_modules/ajv is ESLint's ajv 6, so both are resolved from the gateway's package.
 */
const gatewayRequire = createRequire(require.resolve('@lexicon/gateway/package.json'));

interface AjvError {
  instancePath: string;
  message?: string;
}
interface AjvValidate {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}
interface Ajv {
  addSchema(schema: object, key: string): Ajv;
  getSchema(keyRef: string): AjvValidate | undefined;
}
type AjvConstructor = new (options: Record<string, unknown>) => Ajv;

const AjvClass = (gatewayRequire('ajv') as { default: AjvConstructor }).default;
const addFormats = (gatewayRequire('ajv-formats') as { default: (ajv: Ajv) => Ajv }).default;

/**
 * OpenAPI 3.0's `nullable: true` adds null to `type`; JSON Schema spells that as a type union.
 * Without a `type`, `nullable` changes nothing (OpenAPI 3.0.3 §4.7.24.1), so it is dropped.
 */
export function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (typeof value !== 'object' || value === null) return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, toJsonSchema(inner)]));
  if (nullable === true && typeof converted.type === 'string') {
    converted.type = [converted.type, 'null'];
    if (Array.isArray(converted.enum)) converted.enum = [...converted.enum, null];
  }
  return converted;
}

const pointerPart = (part: string): string => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1'));

export interface ResponseValidator {
  /** The problems of `body` against the JSON schema of GET `path` answering `status`; empty when it conforms. */
  problems(path: string, status: number, body: unknown): string[];
}

export function responseValidator(document: OpenAPIObject): ResponseValidator {
  // strict: false because OpenAPI schemas carry keywords JSON Schema does not know (example).
  const ajv = addFormats(new AjvClass({ strict: false, allErrors: true }));
  ajv.addSchema(toJsonSchema(document) as object, 'openapi.json');
  return {
    problems(path, status, body) {
      const pointer = ['paths', path, 'get', 'responses', String(status), 'content', 'application/json', 'schema'].map(pointerPart).join('/');
      const validate = ajv.getSchema(`openapi.json#/${pointer}`);
      if (validate === undefined) return [`the document has no JSON schema for GET ${path} ${status}`];
      if (validate(body)) return [];
      return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}`);
    },
  };
}
