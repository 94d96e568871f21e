import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  GenericContainer,
  getContainerRuntimeClient,
  ImageName,
  Network,
  type StartedNetwork,
  type StartedTestContainer,
  Wait,
} from 'testcontainers';
import { parse } from 'yaml';
import { METRICS_PORT_OFFSET } from '@lexicon/service-kit';

/**
 * Lexicon as its images run it: each image built from its stage of the Dockerfile, Redis and the three services on
 * one network under the names docker compose gives them, the gateway in front with its port mapped.
 */

export const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');
export const SERVICES = ['search-service', 'word-service', 'stats-service'] as const;
export const PROCESSES = [...SERVICES, 'gateway'] as const;
export type ProcessName = (typeof PROCESSES)[number];

const PORTS: Record<ProcessName, number> = { 'search-service': 8081, 'word-service': 8082, 'stats-service': 8083, gateway: 8080 };
const REDIS_IMAGE = 'redis:7-bookworm';
export const IMAGE_TAG = 'e2e';
const STARTUP_TIMEOUT_MS = 180_000;

export const imageName = (name: ProcessName): string => `lexicon/${name}:${IMAGE_TAG}`;

const say = (line: string): void => {
  process.stdout.write(`[containers] ${line}\n`);
};

/**
 * Builds every image from its stage of the Dockerfile, one after another: the first build fills the
 * shared stages (dependencies, dictionaries) and the others find them in the build cache.
 */
export async function buildImages(): Promise<void> {
  for (const name of PROCESSES) {
    const started = Date.now();
    await GenericContainer.fromDockerfile(REPOSITORY_ROOT, 'Dockerfile').withTarget(name).build(imageName(name), { deleteOnExit: false });
    say(`built ${imageName(name)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Sizes as `docker images` shows them, in MB. */
export async function imageSizes(): Promise<Record<string, number>> {
  const client = await getContainerRuntimeClient();
  const sizes: Record<string, number> = {};
  for (const name of PROCESSES) {
    const info = await client.image.inspect(ImageName.fromString(imageName(name)));
    sizes[name] = Math.round(info.Size / 1e6);
  }
  return sizes;
}

export interface GatewayOptions {
  env?: Record<string, string>;
  /** A name other containers on the network reach it by. */
  alias?: string;
}

/** The internal port of a process's /metrics, as the processes default it. */
export const metricsPortOf = (name: ProcessName): number => PORTS[name] + METRICS_PORT_OFFSET;

export interface ContainerSystem {
  network: StartedNetwork;
  redis: StartedTestContainer;
  services: Record<(typeof SERVICES)[number], StartedTestContainer>;
  gateway: StartedTestContainer;
  gatewayUrl: string;
  /** Container start → healthy (the image's HEALTHCHECK passing), per container, in ms. */
  startupMs: Record<string, number>;
}

/**
 * The environment docker-compose.yml gives a process (`${NAME:-default}` taken as its default), so the
 * suite runs the processes as compose does, plus any overrides.
 */
function environmentFor(name: ProcessName, overrides: Record<string, string> = {}): Record<string, string> {
  const compose = parse(readFileSync(path.join(REPOSITORY_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string | number> }>;
  };
  const fromCompose = Object.entries(compose.services[name]?.environment ?? {}).map(([variable, value]) => [
    variable,
    String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1'),
  ]);
  return { ...Object.fromEntries(fromCompose), LOG_LEVEL: 'warn', ...overrides };
}

async function startTimed(container: GenericContainer, startupMs: Record<string, number>, label: string): Promise<StartedTestContainer> {
  const started = Date.now();
  const running = await container.start();
  startupMs[label] = Date.now() - started;
  return running;
}

function processContainer(name: ProcessName, network: StartedNetwork, env: Record<string, string> = {}): GenericContainer {
  return new GenericContainer(imageName(name))
    .withNetwork(network)
    .withNetworkAliases(name)
    .withEnvironment(environmentFor(name, env))
    .withExposedPorts(PORTS[name])
    .withWaitStrategy(Wait.forHealthCheck())
    .withStartupTimeout(STARTUP_TIMEOUT_MS);
}

/** A gateway container in front of the system's services and Redis: the main one, or a replica. */
export async function startGateway(
  networkName: string,
  startupMs: Record<string, number>,
  label: string,
  options: GatewayOptions = {},
): Promise<{ container: StartedTestContainer; url: string }> {
  const container = await startTimed(
    new GenericContainer(imageName('gateway'))
      .withNetworkMode(networkName)
      .withNetworkAliases(...(options.alias === undefined ? [] : [options.alias]))
      .withEnvironment(environmentFor('gateway', options.env))
      .withExposedPorts(PORTS.gateway, metricsPortOf('gateway'))
      .withWaitStrategy(Wait.forHealthCheck())
      .withStartupTimeout(STARTUP_TIMEOUT_MS),
    startupMs,
    label,
  );
  return { container, url: `http://${container.getHost()}:${container.getMappedPort(PORTS.gateway)}` };
}

/**
 * One more replica of a service on the system's network, reached by `alias` (several replicas under one
 * alias are what compose `--scale` makes: the network's DNS answers the alias with all of them), its
 * /metrics port exposed so a test can read what it served.
 */
export async function startReplica(name: (typeof SERVICES)[number], networkName: string, alias: string): Promise<StartedTestContainer> {
  return new GenericContainer(imageName(name))
    .withNetworkMode(networkName)
    .withNetworkAliases(alias)
    .withEnvironment(environmentFor(name))
    .withExposedPorts(PORTS[name], metricsPortOf(name))
    .withWaitStrategy(Wait.forHealthCheck())
    .withStartupTimeout(STARTUP_TIMEOUT_MS)
    .start();
}

/** Kills a container at once (SIGKILL): a replica that dies mid-load, with no time to drain. */
export async function killContainer(id: string): Promise<void> {
  const client = await getContainerRuntimeClient();
  await client.container.getById(id).kill({ signal: 'SIGKILL' });
}

export async function startContainerSystem(gatewayEnv: Record<string, string>): Promise<ContainerSystem> {
  const network = await new Network().start();
  const startupMs: Record<string, number> = {};
  // Without the reaper nothing else removes them: a start that fails takes down what it started.
  const running: StartedTestContainer[] = [];
  const track = async (starting: Promise<StartedTestContainer>): Promise<StartedTestContainer> => {
    const container = await starting;
    running.push(container);
    return container;
  };
  try {
    const redis = await track(
      startTimed(
        new GenericContainer(REDIS_IMAGE)
          .withNetwork(network)
          .withNetworkAliases('redis')
          .withCommand(['redis-server', '--protected-mode', 'no', '--save', '', '--appendonly', 'no'])
          .withExposedPorts(6379)
          .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/)),
        startupMs,
        'redis',
      ),
    );
    // Settled, not all: every service that did start is tracked before a failure is thrown.
    const settled = await Promise.allSettled(SERVICES.map((name) => track(startTimed(processContainer(name, network), startupMs, name))));
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
    const started = settled.map((result) => (result as PromiseFulfilledResult<StartedTestContainer>).value);
    const services = Object.fromEntries(SERVICES.map((name, index) => [name, started[index]])) as ContainerSystem['services'];
    const gateway = await startGateway(network.getName(), startupMs, 'gateway', { env: gatewayEnv });
    return { network, redis, services, gateway: gateway.container, gatewayUrl: gateway.url, startupMs };
  } catch (error) {
    await Promise.allSettled(running.map((container) => container.stop()));
    await network.stop().catch(() => undefined);
    throw error;
  }
}

/** Stops a container without removing it (SIGTERM, so it drains), to start it again later. */
export async function stopContainer(id: string): Promise<void> {
  const client = await getContainerRuntimeClient();
  await client.container.stop(client.container.getById(id), { timeout: 15 });
}

/** Starts a stopped container again and waits until its HEALTHCHECK passes. */
export async function startContainerAgain(id: string, timeoutMs = STARTUP_TIMEOUT_MS): Promise<number> {
  const client = await getContainerRuntimeClient();
  const container = client.container.getById(id);
  const started = Date.now();
  await client.container.start(container);
  for (;;) {
    const info = await client.container.inspect(container);
    if (info.State.Health?.Status === 'healthy') return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`container ${id} not healthy after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
