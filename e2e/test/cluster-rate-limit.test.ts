import { randomUUID } from 'node:crypto';
import { dataDirectory } from '@lexicon/dictionary-store';
import { type LocalSystem, startLocalSystem } from '@lexicon/local-system';
import { Cluster } from 'ioredis';
import { type RedisClusterForTests, startRedisCluster } from '../test-support/redis-cluster';

const POINTS = 120;
const KEY_PREFIX = `e2e:cluster:${randomUUID()}`;
/** A client's key, as docs/api.md (The gateway: Rate limits) gives it: the braces hold the slot to the client. */
const keyOf = (client: string): string => `${KEY_PREFIX}:{${client}}`;

interface Answer {
  status: number;
  /** The gateway that answered. */
  via: string;
}

/**
 * Two gateway processes in front of the same services, counting in a real Redis Cluster of three
 * masters and three replicas (REDIS_CLUSTER_NODES): the limit is exact across both, and when the master
 * holding a client's key is killed mid-run, every request is still answered and, once a replica has
 * taken over, the client's budget is where the old master left it.
 */
describe('the rate limit on a Redis Cluster, across two gateways', () => {
  let cluster: RedisClusterForTests;
  let system: LocalSystem;
  let replica: { url: string; stop: () => Promise<void> };
  let inspector: Cluster;
  let gateways: string[];

  beforeAll(async () => {
    cluster = await startRedisCluster();
    system = await startLocalSystem({
      ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
      env: {
        LEXICON_DATA_DIR: dataDirectory(process.env),
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        REDIS_CLUSTER_NODES: cluster.nodes.join(','),
        RATE_LIMIT_KEY_PREFIX: KEY_PREFIX,
        RATE_LIMIT_POINTS: String(POINTS),
        // The test names its clients in X-Forwarded-For, as a proxy in front of the gateways would.
        TRUSTED_PROXIES: '127.0.0.1',
        // The window's count is under test here, not the cap on requests in flight.
        CLIENT_MAX_IN_FLIGHT: '1000',
      },
    });
    replica = await system.startGatewayReplica();
    gateways = [system.gatewayUrl, replica.url];
    inspector = new Cluster(cluster.nodes.map((url) => ({ host: '127.0.0.1', port: Number(new URL(url).port) })), { scaleReads: 'master' });
  }, 120_000);
  afterAll(async () => {
    // Not quit: the killed node would keep a quitting cluster client reconnecting to it.
    inspector?.disconnect();
    await system?.stop();
    await cluster?.stop();
  });

  const ask = async (index: number, client: string): Promise<Answer> => {
    const via = gateways[index % 2] as string;
    const response = await fetch(`${via}/api/v1/languages`, { headers: { 'X-Forwarded-For': client } });
    await response.arrayBuffer();
    return { status: response.status, via };
  };
  const statusesOf = (answers: readonly Answer[]): Record<number, number> => {
    const counts: Record<number, number> = {};
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };
  const spentInRedis = async (client: string): Promise<number> => Number((await inspector.get(keyOf(client)))?.split(/[,;]/)[1]);

  it(`admits exactly ${POINTS} of 300 concurrent requests of one client split over both gateways`, async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => ask(i, '198.51.100.1')));
    expect(statusesOf(answers)).toEqual({ 200: POINTS, 429: 300 - POINTS });
    expect(await spentInRedis('198.51.100.1')).toBe(POINTS);
  }, 60_000);

  it('answers every request while the master holding a client is killed, and counts on from where it stood once a replica took over', async () => {
    const client = '198.51.100.2';
    const before = await Promise.all(Array.from({ length: 50 }, (_, i) => ask(i, client)));
    expect(statusesOf(before)).toEqual({ 200: 50 });
    const master = await cluster.masterFor(keyOf(client));
    // Another client on the same master: it is the one asking through the failover, so the first
    // client's count stays what it was when its master died.
    const sibling = await clientServedBy(cluster, master.url, client);
    // What the master wrote is on its replica before it dies, as it would be on a quiet network.
    await cluster.waitForReplicas(master.url);
    await cluster.kill(master.url);

    // Through the failover: the sibling's requests, paced, to both gateways. Each is answered (from each
    // gateway's memory while its slot has no master), never with a server error.
    const during: Answer[] = [];
    const failover = cluster.waitForFailover(keyOf(client));
    let failedOver = false;
    void failover.then(() => (failedOver = true));
    for (let i = 0; !failedOver || i < 20; i += 1) {
      during.push(await ask(i, sibling));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const promoted = await failover;
    expect(promoted.url).not.toBe(master.url);
    expect(during.length).toBeGreaterThanOrEqual(20);
    expect(during.filter(({ status }) => status !== 200 && status !== 429)).toEqual([]);

    // Both gateways count in the cluster again, on the promoted master: the sibling's calls go there.
    await waitForRedisCounting(gateways, (index) => ask(index, sibling));
    // The client had spent 50 of its points on the old master; its replica, now master, kept them.
    expect(await spentInRedis(client)).toBe(50);
    const after = await Promise.all(Array.from({ length: 150 }, (_, i) => ask(i, client)));
    expect(statusesOf(after)).toEqual({ 200: POINTS - 50, 429: 150 - (POINTS - 50) });
    expect(await spentInRedis(client)).toBe(POINTS);
  }, 120_000);
});

/** A client address other than `besides` whose key lives on the master at `url`. */
async function clientServedBy(cluster: RedisClusterForTests, url: string, besides: string): Promise<string> {
  for (let host = 1; host < 255; host += 1) {
    const candidate = `203.0.113.${host}`;
    if (candidate !== besides && (await cluster.masterFor(keyOf(candidate))).url === url) return candidate;
  }
  throw new Error(`no client address found whose key lives on ${url}`);
}

/** Until each gateway's readiness says it counts in Redis, asking each once through `poke` between looks. */
async function waitForRedisCounting(gateways: readonly string[], poke: (gateway: number) => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (let i = 0; i < gateways.length; i += 1) await poke(i);
    const states = await Promise.all(
      gateways.map(async (url) => ((await (await fetch(`${url}/api/v1/readyz`)).json()) as { rate_limit?: { usingInsurance?: boolean } }).rate_limit?.usingInsurance),
    );
    if (states.every((usingInsurance) => usingInsurance === false)) return;
    if (Date.now() > deadline) throw new Error(`the gateways still count in memory: ${JSON.stringify(states)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
