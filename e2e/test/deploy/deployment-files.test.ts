import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createLogger, createServiceApp, loadProcessConfig, type ProcessVariables, redisTargetFrom } from '@lexicon/service-kit';
import { applyPatch, type Operation } from 'fast-json-patch';
import { parse, parseAllDocuments } from 'yaml';
import { loadGatewayConfig } from '../../../gateway/src/config';
import { SEARCH_SERVICE_VARIABLES } from '../../../search-service/src/config';
import { STATS_SERVICE_VARIABLES } from '../../../stats-service/src/config';
import { WORD_SERVICE_VARIABLES } from '../../../word-service/src/config';
import { type Component, nodeArgumentsFor, nodeEnvironmentFor } from '@lexicon/local-system';

/**
 * The deployment files checked without a container engine or a cluster: every Kubernetes manifest
 * against the Kubernetes schemas and against the code it runs (ports, probe paths, variables), the
 * Dockerfile and the compose file against the same facts.
 */

const ROOT = path.resolve(__dirname, '../../..');
const KUBERNETES_DIR = path.join(ROOT, 'deploy/kubernetes');
const MANIFEST_DIR = path.join(KUBERNETES_DIR, 'base');
const OVERLAYS = ['small', 'large'];
/** The overlay with a Redis Cluster in place of the one redis. */
const CLUSTER_OVERLAY = 'redis-cluster';
const NAMESPACE = 'lexicon';

// Loose shapes: the schema validation below is what holds the objects to the Kubernetes API.
interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  data?: Record<string, string>;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: { name: string; key: string } };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: EnvVar[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

interface Kustomization {
  resources: string[];
  patches?: Array<{ target: { kind: string; name: string }; patch: string }>;
}

const readKustomization = (directory: string): Kustomization => parse(readFileSync(path.join(directory, 'kustomization.yaml'), 'utf8')) as Kustomization;

function parseObjects(file: string): KubernetesObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
    return document.toJS() as KubernetesObject;
  });
}

/** The base's objects, in the order its kustomization lists its files. */
function loadManifests(): KubernetesObject[] {
  return readKustomization(MANIFEST_DIR).resources.flatMap((file) => parseObjects(path.join(MANIFEST_DIR, file)));
}

/**
 * An overlay rendered as kustomize renders it: the base it names and the overlay's own files, then
 * each patch applied to the object its target names: a JSON 6902 patch, or `$patch: delete`, which
 * removes the object. Only these features are used (the test below holds the overlays to that), so
 * this is all of kustomize they need; where kubectl is installed the result is also compared with
 * `kubectl kustomize`.
 */
function renderOverlay(name: string): KubernetesObject[] {
  const directory = path.join(KUBERNETES_DIR, 'overlays', name);
  const kustomization = readKustomization(directory);
  expect(kustomization.resources[0]).toBe('../../base');
  const own = kustomization.resources.slice(1).flatMap((file) => parseObjects(path.join(directory, file)));
  let rendered = [...structuredClone(loadManifests()), ...own];
  for (const { target, patch } of kustomization.patches ?? []) {
    const matching = rendered.filter((object) => object.kind === target.kind && object.metadata.name === target.name);
    expect(`${target.kind}/${target.name}: ${matching.length}`).toBe(`${target.kind}/${target.name}: 1`);
    const parsed = parse(patch) as Operation[] | { $patch?: string };
    if (Array.isArray(parsed)) applyPatch(matching[0], parsed, true, true);
    else if (parsed.$patch === 'delete') rendered = rendered.filter((object) => object !== matching[0]);
    else throw new Error(`${name}: a patch of ${target.kind}/${target.name} is neither JSON 6902 nor $patch: delete`);
  }
  return rendered;
}

/** `kubectl kustomize` of an overlay, when kubectl is installed; undefined otherwise. */
function kustomizeWithKubectl(name: string): KubernetesObject[] | undefined {
  try {
    const output = execFileSync('kubectl', ['kustomize', path.join(KUBERNETES_DIR, 'overlays', name)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return parseAllDocuments(output).map((document) => document.toJS() as KubernetesObject);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const objects = loadManifests();
const ofKind = (kind: string): KubernetesObject[] => objects.filter((object) => object.kind === kind);
const deployment = (name: string): KubernetesObject => {
  const found = ofKind('Deployment').find((object) => object.metadata.name === name);
  if (found === undefined) throw new Error(`no Deployment ${name}`);
  return found;
};
const containersOf = (object: KubernetesObject): Container[] => object.spec.template.spec.containers as Container[];
const configMap = (name: string): Record<string, string> => {
  const found = ofKind('ConfigMap').find((object) => object.metadata.name === name);
  if (found?.data === undefined) throw new Error(`no ConfigMap ${name}`);
  return found.data;
};

/** The environment a container starts with, ConfigMap references resolved. */
function environmentOf(container: Container): Record<string, string> {
  return Object.fromEntries(
    (container.env ?? []).map((variable) => {
      const reference = variable.valueFrom?.configMapKeyRef;
      if (reference === undefined) return [variable.name, variable.value ?? ''];
      const value = configMap(reference.name)[reference.key];
      if (value === undefined) throw new Error(`${container.name}: ${reference.name} has no key ${reference.key}`);
      return [variable.name, value];
    }),
  );
}

const DICTIONARY_SERVICES: Record<string, ProcessVariables> = {
  'search-service': SEARCH_SERVICE_VARIABLES,
  'word-service': WORD_SERVICE_VARIABLES,
  'stats-service': STATS_SERVICE_VARIABLES,
};
const PROCESSES = [...Object.keys(DICTIONARY_SERVICES), 'gateway'];

/** Where and how a process listens, as its own config loader reads the container's environment. */
function listenConfigOf(name: string, env: Record<string, string>): { host: string; port: number; metricsHost: string; metricsPort: number } {
  const variables = DICTIONARY_SERVICES[name];
  return variables === undefined ? loadGatewayConfig(env) : loadProcessConfig(env, variables);
}

function typeScriptFiles(folder: string): Array<{ file: string; text: string }> {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') }));
}

/** True when code reads the variable: `env.NAME`, a quoted 'NAME', or a schema key `NAME:`. */
function readsVariable(source: string, variable: string): boolean {
  return new RegExp(`env\\.${variable}\\b|['"\`]${variable}['"\`]|\\b${variable}\\s*:`).test(source);
}

const mentions = (source: string, name: string): boolean => new RegExp(`\\b${name}\\b`).test(source);

/**
 * Whether a process reads a variable: its own code does, or it calls a function of shared/ or service-kit/ (and
 * the engine and the dictionary store, for the dictionary services) that does, directly or through other such functions. Merely
 * linking a library that could read it does not count: stats-service links the usage emitter's
 * config without calling it, so it needs no STATS_SERVICE_URL.
 */
function processReads(name: string, variable: string): boolean {
  const own = typeScriptFiles(path.join(ROOT, name, 'src'))
    .map((entry) => entry.text)
    .join('\n');
  if (readsVariable(own, variable)) return true;
  const libraries = [path.join(ROOT, 'shared/src'), path.join(ROOT, 'service-kit/src'), ...(name in DICTIONARY_SERVICES ? ['data/engine/src', 'data/dictionary-store/src'].map((library) => path.join(ROOT, library)) : [])];
  const files = libraries.flatMap(typeScriptFiles).map(({ text }) => ({
    text,
    exported: [...text.matchAll(/export (?:async )?function (\w+)/g)].map((match) => match[1] as string),
  }));
  const readers = new Set(files.filter((file) => readsVariable(file.text, variable)).flatMap((file) => file.exported));
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of files) {
      if (file.exported.every((fn) => readers.has(fn)) || ![...readers].some((fn) => mentions(file.text, fn))) continue;
      file.exported.forEach((fn) => readers.add(fn));
      grew = true;
    }
  }
  return [...readers].some((fn) => mentions(own, fn));
}

/** Variables whose defaults point at loopback: right for `npm start`, wrong in a container. */
const ADDRESS_VARIABLES = ['SEARCH_SERVICE_URL', 'WORD_SERVICE_URL', 'STATS_SERVICE_URL', 'REDIS_URL'];

/** The address variables a process's code reads but its deployment leaves unset (so on loopback). */
function addressesLeftOnLoopback(name: string, env: Record<string, string>): string[] {
  return ADDRESS_VARIABLES.filter((variable) => env[variable] === undefined && processReads(name, variable));
}

function validateWithSchemas(documents: unknown[]): Array<{ kind: string; name: string; error: string | null }> {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'validate-kubernetes-schemas.mjs')], {
    input: JSON.stringify(documents),
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe('Kubernetes manifests', () => {
  it('parse, and every object is valid against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThanOrEqual(13);
    const results = validateWithSchemas(objects);
    expect(results.filter((result) => result.error !== null)).toEqual([]);
    expect(results).toHaveLength(objects.length);
  });

  it('the schema check refuses a broken object (so it is really checking)', () => {
    const broken = structuredClone(deployment('search-service'));
    containersOf(broken)[0]!.ports = [{ containerPort: 'http' as unknown as number }];
    const [result] = validateWithSchemas([broken]);
    expect(result?.error).toMatch(/containerPort must be integer/);
  });

  it('hold a namespace, a ConfigMap, Redis and a Deployment and a Service for every process', () => {
    expect(ofKind('Namespace').map((object) => object.metadata.name)).toEqual([NAMESPACE]);
    for (const object of objects.filter((candidate) => candidate.kind !== 'Namespace')) {
      expect(`${object.kind}/${object.metadata.name} in ${object.metadata.namespace}`).toBe(`${object.kind}/${object.metadata.name} in ${NAMESPACE}`);
    }
    expect(ofKind('ConfigMap')).toHaveLength(1);
    const names = [...PROCESSES, 'redis'].sort();
    expect(ofKind('Deployment').map((object) => object.metadata.name).sort()).toEqual(names);
    expect(ofKind('Service').map((object) => object.metadata.name).sort()).toEqual(names);
  });

  it('select their own pods: selectors match the pod labels, and each Service reaches one Deployment', () => {
    for (const object of ofKind('Deployment')) {
      expect(object.spec.template.metadata.labels).toMatchObject(object.spec.selector.matchLabels);
    }
    for (const service of ofKind('Service')) {
      const selector = service.spec.selector as Record<string, string>;
      const matching = ofKind('Deployment').filter((candidate) =>
        Object.entries(selector).every(([key, value]) => candidate.spec.template.metadata.labels?.[key] === value),
      );
      expect(matching.map((object) => object.metadata.name)).toEqual([service.metadata.name]);
      const ports = containersOf(matching[0]!).flatMap((container) => container.ports ?? []);
      for (const port of service.spec.ports as Array<{ port: number; targetPort: string | number }>) {
        const target = ports.find((candidate) => candidate.name === port.targetPort || candidate.containerPort === port.targetPort);
        expect(target?.containerPort).toBe(port.port);
      }
    }
  });

  it.each(PROCESSES)('%s listens where its container ports say, on every interface: http, and /metrics on its own port no Service exposes', (name) => {
    const object = deployment(name);
    const [container] = containersOf(object);
    const config = listenConfigOf(name, environmentOf(container!));
    expect(container!.ports?.map((port) => [port.name, port.containerPort])).toEqual([
      ['http', config.port],
      ['metrics', config.metricsPort],
    ]);
    expect(config.host).toBe('0.0.0.0');
    expect(config.metricsHost).toBe('0.0.0.0');
    expect(object.spec.template.metadata.annotations).toEqual({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(config.metricsPort), 'prometheus.io/path': '/metrics' });
    const service = ofKind('Service').find((candidate) => candidate.metadata.name === name);
    for (const port of service!.spec.ports as Array<{ port: number; targetPort: string | number }>) expect([port.port, port.targetPort]).not.toContain(config.metricsPort);
    expect((service!.spec.ports as Array<{ targetPort: string }>).map((port) => port.targetPort)).not.toContain('metrics');
  });

  it.each(PROCESSES)('%s is given only variables its code reads, every address it needs, resources and probes', (name) => {
    const [container] = containersOf(deployment(name));
    const unread = Object.keys(environmentOf(container!)).filter((variable) => !processReads(name, variable));
    expect(unread).toEqual([]);
    expect(addressesLeftOnLoopback(name, environmentOf(container!))).toEqual([]);
    expect(container!.resources?.requests).toEqual(expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }));
    expect(container!.resources?.limits).toEqual(expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }));
    expect(container!.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(container!.readinessProbe?.httpGet?.path).toBe(name === 'gateway' ? '/healthz' : '/readyz');
    expect(container!.image).toMatch(new RegExp(`^lexicon/${name}:`));
  });

  it('the gateway waits for its services at start-up and reaches them through their Services', () => {
    const [container] = containersOf(deployment('gateway'));
    expect(container!.startupProbe?.httpGet?.path).toBe('/readyz');
    const config = loadGatewayConfig(environmentOf(container!));
    const services = Object.fromEntries(ofKind('Service').map((service) => [service.metadata.name, service.spec.ports[0].port as number]));
    for (const [upstream, url] of Object.entries(config.upstreams)) {
      const { hostname, port } = new URL(url);
      expect(`${upstream}: ${hostname}:${port}`).toBe(`${upstream}: ${upstream}-service:${services[`${upstream}-service`]}`);
    }
    const target = config.rateLimit.redis;
    const redis = new URL(target?.kind === 'single' ? target.url : '');
    expect(`${redis.hostname}:${redis.port}`).toBe(`redis:${services.redis}`);
  });

  it('probe paths are ones every process answers (the frame all of them share)', async () => {
    let ready = false;
    const app = createServiceApp({
      service: 'probe-check',
      logger: createLogger('probe-check', 'silent'),
      readiness: { ready: () => ready, describe: () => ({}) },
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const paths = new Set(
        ofKind('Deployment')
          .flatMap(containersOf)
          .flatMap((container) => [container.readinessProbe, container.livenessProbe, container.startupProbe])
          .flatMap((probe) => (probe?.httpGet === undefined ? [] : [probe.httpGet.path])),
      );
      expect([...paths].sort()).toEqual(['/healthz', '/readyz']);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
      ready = true;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('scale every process on CPU, which its pods request', () => {
    const autoscalers = ofKind('HorizontalPodAutoscaler');
    expect(autoscalers.map((object) => object.spec.scaleTargetRef.name).sort()).toEqual([...PROCESSES].sort());
    for (const autoscaler of autoscalers) {
      expect(autoscaler.spec.scaleTargetRef.kind).toBe('Deployment');
      expect(autoscaler.spec.minReplicas).toBeLessThanOrEqual(autoscaler.spec.maxReplicas);
      expect(containersOf(deployment(autoscaler.spec.scaleTargetRef.name))[0]!.resources?.requests?.cpu).toBeDefined();
    }
  });

  it.each(PROCESSES)('%s: a disruption budget and a topology spread that select its own pods', (name) => {
    const labels = deployment(name).spec.template.metadata.labels as Record<string, string>;
    const selects = (selector: Record<string, string>) => Object.entries(selector).every(([key, value]) => labels[key] === value);
    const budgets = ofKind('PodDisruptionBudget').filter((budget) => selects(budget.spec.selector.matchLabels));
    expect(budgets.map((budget) => [budget.metadata.name, budget.spec.maxUnavailable])).toEqual([[name, 1]]);
    const spread = deployment(name).spec.template.spec.topologySpreadConstraints as Array<{ topologyKey: string; labelSelector: { matchLabels: Record<string, string> } }>;
    expect(spread.map((constraint) => constraint.topologyKey)).toEqual(['kubernetes.io/hostname', 'topology.kubernetes.io/zone']);
    for (const constraint of spread) expect(constraint.labelSelector.matchLabels).toEqual(deployment(name).spec.selector.matchLabels);
  });

  it('search-service and word-service are headless, so the gateway sees every replica (docs/api.md, Replicas and failover)', () => {
    const clusterIps = Object.fromEntries(ofKind('Service').map((service) => [service.metadata.name, service.spec.clusterIP ?? 'assigned']));
    expect(clusterIps).toMatchObject({ 'search-service': 'None', 'word-service': 'None', gateway: 'assigned' });
  });

  it('Redis keeps its data on a volume, appending every write', () => {
    const redis = deployment('redis');
    const [container] = containersOf(redis);
    const args = (container as Container & { args: string[] }).args;
    expect(args.slice(args.indexOf('--appendonly'), args.indexOf('--appendonly') + 2)).toEqual(['--appendonly', 'yes']);
    expect(args[args.indexOf('--dir') + 1]).toBe('/data');
    expect((container as Container & { volumeMounts: Array<{ name: string; mountPath: string }> }).volumeMounts).toEqual([{ name: 'data', mountPath: '/data' }]);
    expect(redis.spec.template.spec.volumes).toEqual([{ name: 'data', persistentVolumeClaim: { claimName: 'redis-data' } }]);
    expect(ofKind('PersistentVolumeClaim').map((claim) => claim.metadata.name)).toEqual(['redis-data']);
    expect(redis.spec.strategy.type).toBe('Recreate');
  });

  it('the base lists every file of its folder', () => {
    const files = readdirSync(MANIFEST_DIR).filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml');
    expect([...readKustomization(MANIFEST_DIR).resources].sort()).toEqual(files.sort());
  });

  it.each([...OVERLAYS, CLUSTER_OVERLAY])('the %s overlay renders to valid objects, as kubectl kustomize renders it', (name) => {
    const rendered = renderOverlay(name);
    const results = validateWithSchemas(rendered);
    expect(results.filter((result) => result.error !== null)).toEqual([]);
    for (const autoscaler of rendered.filter((object) => object.kind === 'HorizontalPodAutoscaler')) {
      expect(autoscaler.spec.minReplicas).toBeLessThanOrEqual(autoscaler.spec.maxReplicas);
      const target = rendered.find((object) => object.kind === 'Deployment' && object.metadata.name === autoscaler.spec.scaleTargetRef.name);
      expect(target?.spec.replicas).toBe(autoscaler.spec.minReplicas);
    }
    const byKubectl = kustomizeWithKubectl(name);
    if (byKubectl === undefined) {
      process.stdout.write(`kubectl is not installed: the ${name} overlay was rendered by the test alone\n`);
      return;
    }
    const key = (object: KubernetesObject): string => `${object.kind}/${object.metadata.name}`;
    const sorted = (list: KubernetesObject[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sorted(byKubectl)).toEqual(sorted(rendered));
  });

  it('the overlays differ where they should: the large one runs more of everything', () => {
    const replicas = (objects: KubernetesObject[], name: string): number => objects.find((object) => object.kind === 'Deployment' && object.metadata.name === name)?.spec.replicas;
    const [small, large] = OVERLAYS.map(renderOverlay) as [KubernetesObject[], KubernetesObject[]];
    for (const name of PROCESSES) expect(replicas(large, name)).toBeGreaterThanOrEqual(replicas(small, name));
    expect(replicas(large, 'search-service')).toBeGreaterThan(replicas(small, 'search-service'));
  });

  it('the redis-cluster overlay runs a six-node Redis Cluster instead of the one redis, and points the Redis users at it', () => {
    const rendered = renderOverlay(CLUSTER_OVERLAY);
    const find = (kind: string, name: string) => rendered.find((object) => object.kind === kind && object.metadata.name === name);
    expect([find('Deployment', 'redis'), find('Service', 'redis'), find('PersistentVolumeClaim', 'redis-data')]).toEqual([undefined, undefined, undefined]);
    const nodes = find('StatefulSet', 'redis-cluster');
    expect(nodes?.spec.replicas).toBe(6);
    const [node] = nodes?.spec.template.spec.containers as Array<Container & { args: string[] }>;
    expect(node!.image).toBe(containersOf(deployment('redis'))[0]!.image);
    expect(node!.args.slice(node!.args.indexOf('--cluster-enabled'), node!.args.indexOf('--cluster-enabled') + 2)).toEqual(['--cluster-enabled', 'yes']);
    const service = find('Service', 'redis-cluster');
    expect(service?.spec.clusterIP).toBe('None');
    expect(nodes?.spec.serviceName).toBe('redis-cluster');
    const job = find('Job', 'redis-cluster-create');
    expect((job?.spec.template.spec.containers[0].command as string[]).join(' ')).toMatch(/redis-cli --cluster create .* --cluster-replicas 1 --cluster-yes/);

    const config = rendered.find((object) => object.kind === 'ConfigMap')?.data ?? {};
    expect(config.REDIS_URL).toBeUndefined();
    const target = redisTargetFrom(config);
    // The seeds are the StatefulSet's pods, by their names under the headless Service.
    expect(target).toEqual({ kind: 'cluster', nodes: [0, 1, 2, 3, 4, 5].map((index) => `redis://redis-cluster-${index}.redis-cluster:6379`) });
    for (const name of ['gateway', 'stats-service', 'word-service']) {
      const [container] = containersOf(rendered.find((object) => object.kind === 'Deployment' && object.metadata.name === name)!);
      const variables = (container!.env ?? []).map((variable) => variable.name);
      expect(`${name}: ${variables.includes('REDIS_CLUSTER_NODES')} ${variables.includes('REDIS_URL')}`).toBe(`${name}: true false`);
    }
    // The services read it now; the gateway once its rate limiter supports a cluster.
    for (const name of ['stats-service', 'word-service']) expect(`${name}: ${processReads(name, 'REDIS_CLUSTER_NODES')}`).toBe(`${name}: true`);
  });
});

describe('Dockerfile', () => {
  /** The Dockerfile's stages by name: the stage each builds on and its lines, comments left out. */
  const stages = new Map<string, { base: string; text: string }>();
  for (const block of readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').split(/^(?=FROM )/m).slice(1)) {
    const [, base, name] = /^FROM (\S+) AS (\S+)$/m.exec(block) ?? [];
    expect(`${block.split('\n')[0]}: ${name === undefined ? 'no name' : 'named'}`).toBe(`${block.split('\n')[0]}: named`);
    stages.set(name as string, { base: base as string, text: block.split('\n').filter((line) => !line.startsWith('#')).join('\n') });
  }
  /** The stages an image is made of: its own, the ones it builds on and the ones it copies from. */
  const stagesOf = (name: string, into = new Set<string>()): Set<string> => {
    const stage = stages.get(name);
    if (stage === undefined || into.has(name)) return into;
    into.add(name);
    stagesOf(stage.base, into);
    for (const [, from] of stage.text.matchAll(/--from=(\S+)/g)) stagesOf(from as string, into);
    return into;
  };
  /** The text of an image's stages, in the file's order. */
  const dockerfile = (name: string): string => {
    const used = stagesOf(name);
    return [...stages].filter(([stage]) => used.has(stage)).map(([, stage]) => stage.text).join('\n');
  };
  /** The lines of an image's own stage, the one `--target <process>` builds. */
  const finalStage = (name: string): string => stages.get(name)?.text ?? '';

  it('is one file: no process keeps a Dockerfile of its own, and each process is a stage of it', () => {
    for (const name of PROCESSES) {
      expect(existsSync(path.join(ROOT, name, 'Dockerfile'))).toBe(false);
      expect(stages.get(name)?.base).toBe('runtime');
    }
  });

  it.each(PROCESSES)('%s: Node 24 slim, a non-root user, node as the command, a health check, the port of its manifest', (name) => {
    const text = dockerfile(name);
    const own = finalStage(name);
    const [container] = containersOf(deployment(name));
    expect([...stagesOf(name)].every((stage) => ['node:24-bookworm-slim', 'scratch'].includes(stages.get(stage)!.base) || stages.has(stages.get(stage)!.base))).toBe(true);
    expect(stages.get('runtime')?.base).toBe('node:24-bookworm-slim');
    expect(own).toMatch(/^USER 10001:10001$/m);
    expect(text).toMatch(/^RUN useradd --system --uid 10001 /m);
    expect(deployment(name).spec.template.spec.securityContext.runAsUser).toBe(10001);
    // The image and the package's start script give node the flags `npm start` gives it
    // (local-system/src/local-system.ts, NODE_FLAGS), in the same order.
    const flags = nodeArgumentsFor(name as Component).slice(0, -1);
    const quoted = flags.map((flag) => `"${flag}", `).join('');
    expect(own).toMatch(new RegExp(`^CMD \\["node", ${quoted}"${name}/dist/index.js"\\]$`, 'm'));
    const start = (JSON.parse(readFileSync(path.join(ROOT, name, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(start).toMatch(new RegExp(`(^| )node ${[...flags, 'dist/index.js'].join(' ')}$`));
    // And the environment the local system gives it beyond the flags (glibc's allocator for search-service).
    for (const [variable, value] of Object.entries(nodeEnvironmentFor(name as Component))) {
      expect(own).toMatch(new RegExp(`^(ENV |\\s+)${variable}=${value}( \\\\)?$`, 'm'));
      expect(start.split(' ')).toContain(`${variable}=${value}`);
    }
    expect(own).toMatch(/^HEALTHCHECK /m);
    expect(own).toMatch(new RegExp(`^EXPOSE ${container!.ports?.[0]?.containerPort}$`, 'm'));
    expect(own).toMatch(new RegExp(`npm install --omit=dev .*-w ${name}\\b`));
  });

  it('every image builds on the same dependency stage, and the dictionary services on the same dictionary stage', () => {
    for (const name of PROCESSES) expect(stagesOf(name).has('dependencies')).toBe(true);
    for (const name of Object.keys(DICTIONARY_SERVICES)) expect(stagesOf(name).has('dictionaries')).toBe(true);
  });

  it('word-service carries eSpeak NG; the dictionary services carry their dictionaries, the gateway none', () => {
    expect(finalStage('word-service')).toMatch(/apt-get install .*espeak-ng/);
    for (const name of Object.keys(DICTIONARY_SERVICES)) expect(finalStage(name)).toMatch(/^COPY --from=dictionaries /m);
    expect(dockerfile('gateway')).not.toMatch(/AS dictionaries|--from=dictionaries|LEXICON_DATA_DIR/);
  });

  it('the gateway builds the page in its compile stage and ships web/dist where its config looks (README, The page)', () => {
    const text = dockerfile('gateway');
    expect(text).toMatch(/^RUN npm run build -w web$/m);
    expect(finalStage('gateway')).toMatch(/^COPY --from=\S+ \/build\/web\/dist web\/dist$/m);
    expect(text).toMatch(/^WORKDIR \/app$/m);
  });

  it('every image carries the compiled code of each workspace its process depends on, and only those', () => {
    const workspaceDirs = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    const dirOf = new Map(workspaceDirs.map((dir) => [(JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { name: string }).name, dir]));
    /** The workspaces a workspace needs at run time: its dependencies', transitively. */
    const needed = (dir: string, into = new Set<string>()): Set<string> => {
      const { dependencies = {} } = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
      for (const name of Object.keys(dependencies)) {
        const dependency = dirOf.get(name);
        if (dependency !== undefined && !into.has(dependency)) needed(dependency, into.add(dependency));
      }
      return into;
    };
    for (const name of PROCESSES) {
      const copied = [...finalStage(name).matchAll(/^COPY --from=\S+ \/build\/(\S+)\/dist \1\/dist$/gm)].map((match) => match[1] as string);
      expect({ name, copied: copied.filter((dir) => dir !== 'web').sort() }).toEqual({ name, copied: [name, ...needed(name)].sort() });
    }
  });

  it('every image installs with every workspace\'s package.json, web/ included', () => {
    const workspaces = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    for (const name of PROCESSES) {
      for (const workspace of workspaces) expect({ name, workspace, copied: dockerfile(name).includes(`COPY ${workspace}/package.json ${workspace}/`) }).toEqual({ name, workspace, copied: true });
    }
  });
});

describe('docker-compose.yml', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, any> };

  /** The services of the `cluster` profile: six Redis Cluster nodes and the job that joins them. */
  const CLUSTER_NODES = [0, 1, 2, 3, 4, 5].map((index) => `redis-node-${index}`);
  const inProfile = (name: string): boolean => compose.services[name].profiles !== undefined;

  it('runs Redis and every process with health checks, restart policies and memory limits', () => {
    expect(Object.keys(compose.services).filter((name) => !inProfile(name)).sort()).toEqual([...PROCESSES, 'redis'].sort());
    expect(compose.services.redis.image).toBe('redis:7-bookworm');
    expect(compose.services.redis.healthcheck.test).toEqual(['CMD', 'redis-cli', 'ping']);
    for (const [name, service] of Object.entries(compose.services).filter(([name]) => !inProfile(name))) {
      expect(`${name}: ${service.restart}`).toBe(`${name}: unless-stopped`);
      expect(service.mem_limit).toMatch(/^\d+m$/);
      if (name !== 'redis') expect(service.build).toEqual({ context: '.', dockerfile: 'Dockerfile', target: name });
    }
  });

  it('starts the gateway once Redis and every service are healthy, and publishes only it, on loopback', () => {
    expect(compose.services.gateway.depends_on).toEqual(
      Object.fromEntries(['redis', ...Object.keys(DICTIONARY_SERVICES)].map((name) => [name, { condition: 'service_healthy' }])),
    );
    expect(compose.services.gateway.ports).toEqual(['${LEXICON_PUBLISH:-127.0.0.1:8080}:8080']);
    for (const name of ['redis', ...Object.keys(DICTIONARY_SERVICES)]) expect(compose.services[name].ports).toBeUndefined();
  });

  it('hands each process only variables its code reads and every address it needs', () => {
    for (const name of PROCESSES) {
      const unread = Object.keys(compose.services[name].environment).filter((variable) => !processReads(name, variable));
      expect(`${name}: ${unread.join(', ')}`).toBe(`${name}: `);
      expect(`${name}: ${addressesLeftOnLoopback(name, compose.services[name].environment).join(', ')}`).toBe(`${name}: `);
    }
    const gatewayEnvironment = compose.services.gateway.environment as Record<string, string>;
    expect(gatewayEnvironment.SEARCH_SERVICE_URL).toBe('http://search-service:8081');
    expect(gatewayEnvironment.WORD_SERVICE_URL).toBe('http://word-service:8082');
    expect(gatewayEnvironment.STATS_SERVICE_URL).toBe('http://stats-service:8083');
    expect(gatewayEnvironment.REDIS_URL).toBe('redis://redis:6379');
    // /metrics answers a scraper on the compose network; the ports test above shows it is never published.
    for (const name of PROCESSES) expect(`${name}: ${listenConfigOf(name, { METRICS_HOST: compose.services[name].environment.METRICS_HOST as string }).metricsHost}`).toBe(`${name}: 0.0.0.0`);
  });
  it('has a cluster profile: six Redis nodes in cluster mode, the same image, and a one-shot job that joins them', () => {
    expect(Object.keys(compose.services).filter(inProfile).sort()).toEqual([...CLUSTER_NODES, 'redis-cluster-create'].sort());
    for (const name of CLUSTER_NODES) {
      const node = compose.services[name];
      expect(node.profiles).toEqual(['cluster']);
      expect(node.image).toBe(compose.services.redis.image);
      expect(node.command.slice(node.command.indexOf('--cluster-enabled'), node.command.indexOf('--cluster-enabled') + 2)).toEqual(['--cluster-enabled', 'yes']);
      expect(node.healthcheck.test).toEqual(['CMD', 'redis-cli', 'ping']);
      expect(`${name}: ${node.restart}`).toBe(`${name}: unless-stopped`);
      expect(node.mem_limit).toMatch(/^\d+m$/);
      expect(node.ports).toBeUndefined();
    }
    const create = compose.services['redis-cluster-create'];
    expect(create.profiles).toEqual(['cluster']);
    expect(create.command.join(' ')).toMatch(/redis-cli --cluster create .* --cluster-replicas 1 --cluster-yes/);
    expect(create.depends_on).toEqual(Object.fromEntries(CLUSTER_NODES.map((name) => [name, { condition: 'service_healthy' }])));
  });

  it('docker-compose.cluster.yml points every Redis user at the cluster instead of the one redis, after the cluster is created', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const override = parse(readFileSync(path.join(ROOT, 'docker-compose.cluster.yml'), 'utf8'), { merge: true }) as { services: Record<string, any> };
    expect(Object.keys(override.services).sort()).toEqual(['gateway', 'stats-service', 'word-service']);
    for (const [name, service] of Object.entries(override.services)) {
      const environment = { ...compose.services[name].environment, ...service.environment } as Record<string, string>;
      // Empty is unset to every process (loadConfig), so only the cluster is named.
      expect(environment.REDIS_URL).toBe('');
      const seeds = (environment.REDIS_CLUSTER_NODES ?? '').split(',').map((seed) => new URL(seed));
      expect(seeds.map((seed) => `${seed.hostname}:${seed.port}`)).toEqual(CLUSTER_NODES.map((node) => `${node}:6379`));
      expect(service.depends_on).toEqual({ 'redis-cluster-create': { condition: 'service_completed_successfully' } });
    }
    // The services read it now; the gateway once its rate limiter supports a cluster (it is given the variable already).
    for (const name of ['stats-service', 'word-service']) {
      expect(`${name}: ${processReads(name, 'REDIS_CLUSTER_NODES')}`).toBe(`${name}: true`);
      expect(redisTargetFrom({ ...compose.services[name].environment, ...override.services[name].environment })).toMatchObject({ kind: 'cluster' });
    }
  });
});
