import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@lexicon/service-kit';

const run = promisify(execFile);

/** Three masters and a replica each: the smallest cluster that survives the loss of a master. */
const NODE_COUNT = 6;
/**
 * How long a node may be silent before the others count it failed. Redis's default is 15 s; one second
 * makes a failover take a few seconds, which is what a test can wait for.
 */
const NODE_TIMEOUT_MS = 1_000;
const START_TIMEOUT_MS = 30_000;
const FAILOVER_TIMEOUT_MS = 30_000;
const POLL_MS = 100;

/** A Redis Cluster of this test run's own, on loopback: six redis-server processes, three masters and three replicas. */
export interface RedisClusterForTests {
  /** Every node, `redis://127.0.0.1:port`: all of them seeds for a client (REDIS_CLUSTER_NODES). */
  nodes: string[];
  /** The node that now serves the key's slot as master, as the live nodes see it. */
  masterFor(key: string): Promise<{ url: string; pid: number }>;
  /** Ends a node at once (SIGKILL), as a crashed machine would: no goodbye to the cluster. */
  kill(url: string): Promise<void>;
  /** Resolves once a live node has taken over the key's slot as master and the cluster answers again. */
  waitForFailover(key: string): Promise<{ url: string; pid: number }>;
  /** Resolves once every replica of a master has received all it wrote (a failover then loses nothing). */
  waitForReplicas(url: string): Promise<void>;
  stop(): Promise<void>;
}

interface ClusterNode {
  url: string;
  port: number;
  process: ChildProcess;
  directory: string;
  killed: boolean;
}

/** redis-server and redis-cli must be on the PATH: say so plainly rather than fail on a spawn error. */
function requireRedisTools(): void {
  for (const tool of ['redis-server', 'redis-cli']) {
    const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
    if (probe.error !== undefined || probe.status !== 0 || !/\b([7-9]|\d{2,})\.\d+\.\d+/.test(probe.stdout)) {
      throw new Error(`the Redis Cluster tests need ${tool} 7 or later on the PATH (Debian and Ubuntu: apt-get install redis-server): ${probe.error?.message ?? probe.stdout.trim()}`);
    }
  }
}

/** `count` distinct free loopback ports: freePort may hand back a port it gave a moment ago. */
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** One redis-cli command to a node, its reply as text. */
async function ask(port: number, ...command: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...command], { timeout: 5_000 });
  return stdout;
}

async function until<T>(what: string, timeoutMs: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const result = await attempt();
      if (result !== undefined) return result;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`Redis Cluster: ${what} within ${timeoutMs} ms${lastError === undefined ? '' : ` (last error: ${(lastError as Error).message})`}`);
}

/**
 * A node's view of who serves which slots: CLUSTER NODES, one line per node,
 * `<id> <ip:port@bus> <flags> <master id> <ping> <pong> <epoch> <link> <slot or range>…`.
 */
function masterOfSlot(clusterNodes: string, slot: number): number | undefined {
  for (const line of clusterNodes.trim().split('\n')) {
    const [, address = '', flags = '', , , , , , ...slots] = line.split(' ');
    const roles = flags.split(',');
    if (!roles.includes('master') || roles.includes('fail') || roles.includes('fail?')) continue;
    const serves = slots.some((range) => {
      if (range.startsWith('[')) return false; // a slot being migrated
      const [low, high = low] = range.split('-').map(Number) as [number, number?];
      return slot >= low && slot <= (high as number);
    });
    if (serves) return Number(address.split('@')[0]?.split(':')[1]);
  }
  return undefined;
}

export async function startRedisCluster(): Promise<RedisClusterForTests> {
  requireRedisTools();
  const ports = await distinctFreePorts(2 * NODE_COUNT);
  const nodes: ClusterNode[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(
      nodes.map(async (node) => {
        if (node.process.exitCode === null && node.process.signalCode === null) {
          const exited = once(node.process, 'exit');
          node.process.kill('SIGKILL');
          await exited;
        }
        await rm(node.directory, { recursive: true, force: true });
      }),
    );
  };
  try {
    for (let index = 0; index < NODE_COUNT; index += 1) {
      const port = ports[index] as number;
      // Each node its own directory: a cluster node writes its view of the cluster to nodes.conf there.
      const directory = await mkdtemp(path.join(tmpdir(), 'lexicon-redis-cluster-'));
      const child = spawn(
        'redis-server',
        [
          '--port', String(port),
          '--bind', '127.0.0.1',
          '--cluster-enabled', 'yes',
          '--cluster-port', String(ports[NODE_COUNT + index]),
          '--cluster-config-file', 'nodes.conf',
          '--cluster-node-timeout', String(NODE_TIMEOUT_MS),
          '--dir', directory,
          '--save', '',
          '--appendonly', 'no',
        ],
        { stdio: 'ignore' },
      );
      nodes.push({ url: `redis://127.0.0.1:${port}`, port, process: child, directory, killed: false });
    }
    await Promise.all(nodes.map((node) => until(`node ${node.url} did not answer PING`, START_TIMEOUT_MS, async () => ((await ask(node.port, 'PING')).trim() === 'PONG' ? true : undefined))));
    await run('redis-cli', ['--cluster', 'create', ...nodes.map((node) => `127.0.0.1:${node.port}`), '--cluster-replicas', '1', '--cluster-yes'], { timeout: START_TIMEOUT_MS });
    await until('not every node reported cluster_state:ok', START_TIMEOUT_MS, async () => {
      const states = await Promise.all(nodes.map((node) => ask(node.port, 'CLUSTER', 'INFO')));
      return states.every((info) => /^cluster_state:ok\r?$/m.test(info)) ? true : undefined;
    });
  } catch (error) {
    await stop();
    throw error;
  }

  const live = (): ClusterNode[] => nodes.filter((node) => !node.killed);
  const byUrl = (url: string): ClusterNode => {
    const node = nodes.find((candidate) => candidate.url === url);
    if (node === undefined) throw new Error(`${url} is not a node of this cluster`);
    return node;
  };
  const described = (node: ClusterNode) => ({ url: node.url, pid: node.process.pid as number });

  /** The master of the key's slot as every live node sees it, or undefined while they disagree or none serves it. */
  const agreedMaster = async (key: string): Promise<ClusterNode | undefined> => {
    const [first] = live();
    if (first === undefined) throw new Error('every node of the cluster was killed');
    const slot = Number((await ask(first.port, 'CLUSTER', 'KEYSLOT', key)).trim());
    const views = await Promise.all(live().map(async (node) => masterOfSlot(await ask(node.port, 'CLUSTER', 'NODES'), slot)));
    const port = views[0];
    if (port === undefined || views.some((view) => view !== port)) return undefined;
    return nodes.find((node) => node.port === port);
  };

  return {
    nodes: nodes.map((node) => node.url),
    masterFor: async (key) => described(await until(`no agreed master for ${key}`, FAILOVER_TIMEOUT_MS, () => agreedMaster(key))),
    kill: async (url) => {
      const node = byUrl(url);
      node.killed = true;
      const exited = once(node.process, 'exit');
      node.process.kill('SIGKILL');
      await exited;
    },
    waitForFailover: async (key) => {
      const master = await until(`no live node took over the slot of ${key}`, FAILOVER_TIMEOUT_MS, async () => {
        const candidate = await agreedMaster(key);
        if (candidate === undefined || candidate.killed) return undefined;
        const states = await Promise.all(live().map((node) => ask(node.port, 'CLUSTER', 'INFO')));
        return states.every((info) => /^cluster_state:ok\r?$/m.test(info)) ? candidate : undefined;
      });
      return described(master);
    },
    waitForReplicas: async (url) => {
      const node = byUrl(url);
      await until(`the replicas of ${url} did not catch up`, FAILOVER_TIMEOUT_MS, async () => {
        const info = await ask(node.port, 'INFO', 'replication');
        const offset = /^master_repl_offset:(\d+)/m.exec(info)?.[1];
        const replicas = [...info.matchAll(/^slave\d+:.*\boffset=(\d+)/gm)].map((match) => match[1]);
        return offset !== undefined && replicas.length > 0 && replicas.every((replica) => replica === offset) ? true : undefined;
      });
    },
    stop,
  };
}
