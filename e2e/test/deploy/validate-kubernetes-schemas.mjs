// Validates Kubernetes objects against the API's own OpenAPI schemas, as compiled by the
// kubernetes-models package (ES modules only, hence a separate script the test runs with node).
// Input on stdin: a JSON array of objects. Output on stdout: a JSON array, one entry per object,
// { kind, name, error } with error null when the object is valid.
import process from 'node:process';
import { text } from 'node:stream/consumers';

/** apps/v1 Deployment → kubernetes-models/apps/v1/Deployment; v1 Service → kubernetes-models/v1/Service. */
async function modelFor(apiVersion, kind) {
  try {
    const module = await import(`kubernetes-models/${apiVersion}/${kind}`);
    return module[kind];
  } catch {
    return undefined;
  }
}

const objects = JSON.parse(await text(process.stdin));
const results = [];
for (const object of objects) {
  const name = object?.metadata?.name ?? null;
  const Model = await modelFor(object?.apiVersion, object?.kind);
  if (Model === undefined) {
    results.push({ kind: object?.kind ?? null, name, error: `no schema for ${object?.apiVersion} ${object?.kind}` });
    continue;
  }
  try {
    new Model(object).validate();
    results.push({ kind: object.kind, name, error: null });
  } catch (error) {
    results.push({ kind: object.kind, name, error: error instanceof Error ? error.message : String(error) });
  }
}
process.stdout.write(JSON.stringify(results));
