import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { freePort, metricsPortBeside, metricsPortVariable } from '@lexicon/service-kit';

/**
 * Runs the whole system on one machine as real processes on loopback: the three services and the
 * gateway, each its own `node` process. `npm start` and the end-to-end tests share it.
 */

export const COMPONENTS = ['search-service', 'word-service', 'stats-service', 'gateway'] as const;
export type Component = (typeof COMPONENTS)[number];

export type Ports = Record<Component, number>;

export const DEFAULT_PORTS: Ports = { gateway: 8080, 'search-service': 8081, 'word-service': 8082, 'stats-service': 8083 };

export interface LocalSystemOptions {
  /** Port per component; 0 picks a free one. */
  ports?: Partial<Ports>;
  /** Variables added to every process's environment (LEXICON_DATA_DIR, REDIS_URL, LOG_LEVEL, …). */
  env?: Record<string, string | undefined>;
  /** 'inherit' shows every process's log; tests keep them quiet. */
  output?: 'inherit' | 'ignore';
  /**
   * 'beside': each process's metrics port is its port + 1000, as a process alone defaults (`npm start`,
   * README, Configuration). 'free' (the default): free ones, so that tests and benchmarks never bind a
   * fixed port and run beside a running `npm start`.
   */
  metricsPorts?: 'beside' | 'free';
  readyTimeoutMs?: number;
  /** Restart a component that exits on its own (a crash, an OOM kill), with backoff; `npm start` sets it. */
  restartOnExit?: boolean;
  /** Where the supervisor says what happened to a component (an exit, a restart); silent when absent. */
  report?: (line: string) => void;
}

/** The first restart waits this long; each quick failure doubles it, up to RESTART_MAX_DELAY_MS. */
const RESTART_FIRST_DELAY_MS = 250;
const RESTART_MAX_DELAY_MS = 10_000;
/** A component that stayed up this long is healthy again: its next restart starts from the first delay. */
const RESTART_HEALTHY_AFTER_MS = 30_000;

/** How long to wait before restarting a component that has failed `failures` times in a row. */
export function restartDelayMs(failures: number): number {
  return Math.min(RESTART_MAX_DELAY_MS, RESTART_FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
}

export interface LocalSystem {
  gatewayUrl: string;
  urls: Record<Component, string>;
  /** Each component's `/metrics`, on its own internal port. */
  metricsUrls: Record<Component, string>;
  /** Stops one component (SIGTERM), e.g. to watch the gateway answer without it. */
  stopComponent(component: Component): Promise<void>;
  /** Starts a stopped component again on the same port and waits until it is ready. */
  startComponent(component: Component): Promise<void>;
  /** The process id of a running component, e.g. to kill it as a crash would. */
  processId(component: Component): number | undefined;
  /** Another gateway replica in front of the same services (and the same Redis, if any). */
  startGatewayReplica(): Promise<{ url: string; stop: () => Promise<void> }>;
  /** Another replica of a component on a free port, with the same environment (the same Redis, if any) plus `env`. */
  startReplica(component: Component, env?: Record<string, string>): Promise<{ url: string; metricsUrl: string; stop: () => Promise<void> }>;
  stop(): Promise<void>;
}

const REPOSITORY_ROOT = path.resolve(__dirname, '../..');

/**
 * Node flags per component. The gateway's proxy (http-proxy, under http-proxy-middleware) calls the
 * deprecated util._extend, and Node would print DEP0060 at the first proxied request; the gateway
 * spends url.parse's warning (DEP0169) at start, so that Node stops checking every call of it for
 * whether to warn (gateway/src/routing/legacy-url-parse.ts). Those two warnings are silenced, no
 * other. The gateway also has V8 start incremental marking by how much of the old generation's room
 * is used (a task at 80 %, at once at 95 %): V8's default test kept a gateway whose idle heap the
 * memory reducer had shrunk in full collections about ten times a second under load
 * (docs/capacity.md, A page after a pause). The Dockerfile (its gateway stage) and
 * gateway/package.json start it with the same flags.
 * search-service keeps V8's young generation at 8 MB a semi-space (Node 24 lets it grow to 32): its
 * requests allocate little (the same CPU per query measured with either), and the 40 MB it saves count
 * against its 600 MB (docs/capacity.md);
 * and it collects the warm-up's garbage once, with gc() (search-service/src/work/give-back-memory.ts).
 * The Dockerfile (its search-service stage) and search-service/package.json start it with the same flags.
 */
const NODE_FLAGS: Partial<Record<Component, readonly string[]>> = { gateway: ['--disable-warning=DEP0060', '--disable-warning=DEP0169', '--incremental-marking-soft-trigger=80', '--incremental-marking-hard-trigger=95'], 'search-service': ['--max-semi-space-size=8', '--expose-gc'] };

/**
 * Environment per component, for what is not a Node flag. search-service has glibc's allocator give
 * every block of 256 KB or more its own mapping, returned to the system when freed: by default the
 * allocator raises that threshold (up to 32 MB) after the first such block is freed, and the large
 * buffers of the indexes' builds and of heavy queries are then carved out of its heap, where what
 * they free stays resident. 25–35 MB less at ready and after queries (docs/capacity.md). Other C
 * libraries ignore the variable. The Dockerfile and search-service/package.json set the same.
 */
const NODE_ENVIRONMENT: Partial<Record<Component, Readonly<Record<string, string>>>> = { 'search-service': { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=262144' } };

/** The environment a component's process is given beside the system's own (a variable the caller sets wins). */
export function nodeEnvironmentFor(component: Component): Readonly<Record<string, string>> {
  return NODE_ENVIRONMENT[component] ?? {};
}

/** What `node` is given to run a component: its flags, then its entry point. */
export function nodeArgumentsFor(component: Component): string[] {
  return [...(NODE_FLAGS[component] ?? []), path.join(REPOSITORY_ROOT, component, 'dist', 'index.js')];
}
const PORT_VARIABLE: Record<Component, string> = {
  gateway: 'GATEWAY_PORT',
  'search-service': 'SEARCH_SERVICE_PORT',
  'word-service': 'WORD_SERVICE_PORT',
  'stats-service': 'STATS_SERVICE_PORT',
};


async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function startLocalSystem(options: LocalSystemOptions = {}): Promise<LocalSystem> {
  const ports = {} as Ports;
  for (const component of COMPONENTS) {
    const requested = options.ports?.[component] ?? DEFAULT_PORTS[component];
    ports[component] = requested === 0 ? await freePort() : requested;
  }
  const urls = Object.fromEntries(COMPONENTS.map((c) => [c, `http://127.0.0.1:${ports[c]}`])) as Record<Component, string>;
  const metricsPorts = {} as Ports;
  for (const component of COMPONENTS) {
    const beside = options.metricsPorts === 'beside' ? metricsPortBeside(ports[component]) : 0;
    metricsPorts[component] = beside === 0 ? await freePort() : beside;
  }
  const metricsUrls = Object.fromEntries(COMPONENTS.map((c) => [c, `http://127.0.0.1:${metricsPorts[c]}/metrics`])) as Record<Component, string>;
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...options.env,
    ...Object.fromEntries(COMPONENTS.map((c) => [PORT_VARIABLE[c], String(ports[c])])),
    ...Object.fromEntries(COMPONENTS.map((c) => [metricsPortVariable(PORT_VARIABLE[c]), String(metricsPorts[c])])),
    SEARCH_SERVICE_URL: urls['search-service'],
    WORD_SERVICE_URL: urls['word-service'],
    STATS_SERVICE_URL: urls['stats-service'],
    // audio_url in word details must point at the gateway the clients use, on whatever port it got.
    PUBLIC_BASE_URL: options.env?.PUBLIC_BASE_URL || process.env.PUBLIC_BASE_URL || `http://localhost:${ports.gateway}`,
  };
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const children = new Map<Component, ChildProcess>();

  /** Each child's last line on stderr: a process that cannot start says why there, in one line. */
  const lastErrorLines = new WeakMap<ChildProcess, string>();
  const spawnComponent = (component: Component, extraEnv: Record<string, string> = {}): ChildProcess => {
    const child = spawn(process.execPath, nodeArgumentsFor(component), {
      env: { ...nodeEnvironmentFor(component), ...env, ...extraEnv },
      stdio: ['ignore', options.output ?? 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (options.output === 'inherit') process.stderr.write(chunk);
      const lines = chunk.toString('utf8').split('\n').filter((line) => line.trim() !== '');
      const last = lines[lines.length - 1];
      if (last !== undefined) lastErrorLines.set(child, last.slice(0, 500));
    });
    return child;
  };
  /** ": <the child's last stderr line>", or nothing when it wrote none. */
  const saidWhy = (child: ChildProcess): string => {
    const line = lastErrorLines.get(child);
    return line === undefined ? '' : `: ${line}`;
  };

  const waitUntilReady = async (component: string, child: ChildProcess, url: string): Promise<void> => {
    // 'close', not 'exit': it comes once stderr has ended, so the last line is there to show.
    const exited = once(child, 'close').then(([code]) => {
      throw new Error(`${component} exited with code ${String(code)} before it was ready${saidWhy(child)}`);
    });
    const deadline = Date.now() + readyTimeoutMs;
    const ready = (async (): Promise<void> => {
      while (!(await isReady(url))) {
        if (Date.now() > deadline) throw new Error(`${component} not ready after ${readyTimeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      await Promise.race([ready, exited]);
    } finally {
      exited.catch(() => undefined);
    }
  };

  const report = options.report ?? ((): void => undefined);
  const failures = new Map<Component, number>();
  const restartTimers = new Map<Component, NodeJS.Timeout>();
  let stoppingAll = false;

  /**
   * Watches one child: an exit nobody asked for is reported, and with restartOnExit the component is
   * started again on its port after a backoff, so a crash costs a gap (the gateway's readiness shows
   * the service as unreachable) rather than the service.
   */
  const supervise = (component: Component, child: ChildProcess): void => {
    const started = Date.now();
    child.once('close', (code, signal) => {
      if (stoppingAll || children.get(component) !== child) return;
      children.delete(component);
      const upMs = Date.now() - started;
      const failed = upMs >= RESTART_HEALTHY_AFTER_MS ? 1 : (failures.get(component) ?? 0) + 1;
      failures.set(component, failed);
      const how = signal === null ? `with code ${String(code)}` : `on ${signal}`;
      if (options.restartOnExit !== true) {
        report(`${component} exited ${how} after ${Math.round(upMs / 1000)} s${saidWhy(child)}; not restarted`);
        return;
      }
      const delay = restartDelayMs(failed);
      report(`${component} exited ${how} after ${Math.round(upMs / 1000)} s${saidWhy(child)}; restarting in ${delay} ms (failure ${failed} in a row)`);
      restartTimers.set(
        component,
        setTimeout(() => {
          restartTimers.delete(component);
          if (stoppingAll || children.has(component)) return;
          const next = spawnComponent(component);
          children.set(component, next);
          supervise(component, next);
          report(`${component} restarted (pid ${String(next.pid)})`);
        }, delay),
      );
    });
  };

  const launch = async (component: Component): Promise<void> => {
    const child = spawnComponent(component);
    children.set(component, child);
    supervise(component, child);
    await waitUntilReady(component, child, urls[component]);
  };

  const stopProcess = async (child: ChildProcess): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  };

  const replicas: ChildProcess[] = [];
  const startReplica = async (component: Component, extraEnv: Record<string, string> = {}): Promise<{ url: string; metricsUrl: string; stop: () => Promise<void> }> => {
    const port = await freePort();
    const metricsPort = await freePort();
    // The caller's variables win, so a test can give a replica the port it means to see refused.
    const child = spawnComponent(component, { [PORT_VARIABLE[component]]: String(port), [metricsPortVariable(PORT_VARIABLE[component])]: String(metricsPort), ...extraEnv });
    replicas.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitUntilReady(`${component} replica`, child, url);
    return { url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, stop: () => stopProcess(child) };
  };
  const startGatewayReplica = (): Promise<{ url: string; stop: () => Promise<void> }> => startReplica('gateway');

  const stopComponent = async (component: Component): Promise<void> => {
    clearTimeout(restartTimers.get(component));
    restartTimers.delete(component);
    const child = children.get(component);
    children.delete(component);
    if (child !== undefined) await stopProcess(child);
  };

  const stop = async (): Promise<void> => {
    stoppingAll = true;
    await Promise.all([...replicas.map(stopProcess), ...COMPONENTS.map((component) => stopComponent(component))]);
  };

  try {
    await Promise.all(COMPONENTS.filter((c) => c !== 'gateway').map((component) => launch(component)));
    await launch('gateway');
  } catch (error) {
    await stop();
    throw error;
  }
  const processId = (component: Component): number | undefined => children.get(component)?.pid;
  return { gatewayUrl: urls.gateway, urls, metricsUrls, stopComponent, startComponent: launch, processId, startGatewayReplica, startReplica, stop };
}
