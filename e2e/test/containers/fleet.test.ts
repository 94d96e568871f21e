import { GenericContainer, getContainerRuntimeClient, type StartedTestContainer, Wait } from 'testcontainers';
import { Scrape } from '../../test-support/prometheus-text';
import { imageName, killContainer, metricsPortOf, startContainerAgain, startGateway, startReplica } from './container-system';

/**
 * Three search-service replicas under one name (as `docker compose up --scale search-service=3` runs
 * them) behind a gateway of their own, under a bounded load sent from inside the network. Each
 * replica's share is read from its own /metrics; one replica is killed mid-load and later started
 * again (docs/api.md, Replicas and failover).
 */

const REPLICAS = 3;
const ALIAS = 'fleet-search';
const GATEWAY_ALIAS = 'fleet-gateway';
/** Cheap, varied GETs: what a word game sends most (a word checked, a short pattern). */
const PATHS = ['/api/v1/search/pattern?lang=en&pattern=cat', '/api/v1/search/pattern?lang=en&pattern=c?t&limit=20', '/api/v1/search/pattern?lang=fr&pattern=maison', '/api/v1/search/pattern?lang=de&pattern=h?us'];
const CONCURRENCY = 6;

interface LoadOutcome {
  total: number;
  ok: number;
  failed: number;
  /** Answers other than 200, and requests that got no answer, by status or error. */
  failures: Record<string, number>;
}

/**
 * The load generator: a container on the same network (the gateway image brings Node), CONCURRENCY
 * clients sending PATHS in turn for `seconds`, then one JSON line with the outcome.
 */
function loadScript(seconds: number): string {
  return `
console.log('LOAD STARTED');
const paths = ${JSON.stringify(PATHS)};
const until = Date.now() + ${seconds * 1000};
const outcome = { total: 0, ok: 0, failed: 0, failures: {} };
async function client(offset) {
  for (let i = offset; Date.now() < until; i += 1) {
    outcome.total += 1;
    try {
      const response = await fetch('http://${GATEWAY_ALIAS}:8080' + paths[i % paths.length]);
      await response.arrayBuffer();
      if (response.status === 200) outcome.ok += 1;
      else { outcome.failed += 1; outcome.failures[response.status] = (outcome.failures[response.status] ?? 0) + 1; }
    } catch (error) {
      outcome.failed += 1;
      const key = String(error.cause?.code ?? error.message);
      outcome.failures[key] = (outcome.failures[key] ?? 0) + 1;
    }
  }
}
Promise.all(Array.from({ length: ${CONCURRENCY} }, (_, index) => client(index))).then(() => console.log('OUTCOME ' + JSON.stringify(outcome)));
`;
}

/** Starts the load; `finished` resolves with the outcome once the generator has exited. */
async function startLoad(networkName: string, seconds: number): Promise<{ finished: Promise<LoadOutcome> }> {
  // Ready once the script runs: the image's own health check is the gateway's, which this container is not.
  const container = await new GenericContainer(imageName('gateway'))
    .withNetworkMode(networkName)
    .withCommand(['node', '-e', loadScript(seconds)])
    .withWaitStrategy(Wait.forLogMessage('LOAD STARTED'))
    .start();
  const finished = (async (): Promise<LoadOutcome> => {
    const client = await getContainerRuntimeClient();
    const handle = client.container.getById(container.getId());
    for (;;) {
      const info = await client.container.inspect(handle);
      if (!info.State.Running) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const logs = await new Promise<string>((resolve, reject) => {
      let text = '';
      void container.logs().then((stream) => {
        stream.on('data', (chunk: Buffer | string) => (text += chunk.toString()));
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
      }, reject);
    });
    await container.stop().catch(() => undefined);
    const line = logs.split('\n').find((candidate) => candidate.startsWith('OUTCOME '));
    if (line === undefined) throw new Error(`the load generator printed no outcome:\n${logs}`);
    return JSON.parse(line.slice('OUTCOME '.length)) as LoadOutcome;
  })();
  return { finished };
}

/** Where a container's internal port is published now: a container started again may get another host port. */
async function publishedPort(container: StartedTestContainer, port: number): Promise<number> {
  const client = await getContainerRuntimeClient();
  const info = await client.container.inspect(client.container.getById(container.getId()));
  const binding = info.NetworkSettings.Ports[`${port}/tcp`]?.[0]?.HostPort;
  if (binding === undefined) throw new Error(`port ${port} of ${container.getId()} is not published`);
  return Number(binding);
}

/** Search requests a replica has answered, by its own metrics (probes and other routes left out). */
async function searchesServed(replica: StartedTestContainer): Promise<number> {
  const scrape = await Scrape.of(`http://${replica.getHost()}:${await publishedPort(replica, metricsPortOf('search-service'))}/metrics`);
  return scrape
    .family('lexicon_http_requests_total')
    .metrics.filter((sample) => sample.labels?.route === 'searchPattern')
    .reduce((sum, sample) => sum + Number(sample.value ?? 0), 0);
}

async function retriesOf(gateway: StartedTestContainer): Promise<number> {
  const scrape = await Scrape.of(`http://${gateway.getHost()}:${gateway.getMappedPort(metricsPortOf('gateway'))}/metrics`);
  return (scrape.families.get('lexicon_upstream_retries_total')?.metrics ?? []).reduce((sum, sample) => sum + Number(sample.value ?? 0), 0);
}

const say = (line: string): void => {
  process.stdout.write(`[fleet] ${line}\n`);
};

describe('a fleet: three search-service replicas behind a gateway', () => {
  const networkName = (): string => {
    const name = process.env.LEXICON_E2E_NETWORK;
    if (name === undefined) throw new Error('LEXICON_E2E_NETWORK is unset: run this suite with `npm run test:e2e`');
    return name;
  };
  const replicas: StartedTestContainer[] = [];
  let gateway: StartedTestContainer | undefined;

  beforeAll(async () => {
    // One after another: each loads its dictionaries on a machine it shares with the rest of the suite.
    for (let i = 0; i < REPLICAS; i += 1) replicas.push(await startReplica('search-service', networkName(), ALIAS));
    gateway = (
      await startGateway(networkName(), {}, 'fleet-gateway', {
        alias: GATEWAY_ALIAS,
        // The load comes from one address: neither the budget nor the in-flight cap is under test here.
        env: { SEARCH_SERVICE_URL: `http://${ALIAS}:8081`, RATE_LIMIT_POINTS: '10000000', CLIENT_MAX_IN_FLIGHT: '1000' },
      })
    ).container;
  }, 600_000);

  afterAll(async () => {
    await Promise.allSettled([...replicas, ...(gateway === undefined ? [] : [gateway])].map((container) => container.stop()));
  });

  const served = (): Promise<number[]> => Promise.all(replicas.map(searchesServed));

  it('spreads the load: each replica serves at least 20 % of the requests', async () => {
    const before = await served();
    const outcome = await (await startLoad(networkName(), 10)).finished;
    const after = await served();
    const shares = after.map((count, index) => (count - (before[index] ?? 0)) / Math.max(1, outcome.ok));
    say(`balanced load: ${outcome.total} requests, ${outcome.failed} failed; shares ${shares.map((share) => `${(share * 100).toFixed(1)} %`).join(', ')}`);
    expect(outcome.failed).toBe(0);
    expect(outcome.ok).toBeGreaterThan(100);
    for (const share of shares) expect(share).toBeGreaterThanOrEqual(0.2);
  }, 120_000);

  it('loses no request when a replica is killed mid-load, and takes the replica back once it returns', async () => {
    const victim = replicas[REPLICAS - 1] as StartedTestContainer;
    const retriesBefore = await retriesOf(gateway as StartedTestContainer);
    const load = await startLoad(networkName(), 12);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await killContainer(victim.getId());
    const killedAt = Date.now();
    const outcome = await load.finished;
    const retried = (await retriesOf(gateway as StartedTestContainer)) - retriesBefore;
    say(`killed one replica ${((Date.now() - killedAt) / 1000).toFixed(1)} s before the load ended: ${outcome.total} requests, ${outcome.failed} failed ${JSON.stringify(outcome.failures)}; the gateway retried ${retried}`);
    expect(outcome.failures).toEqual({});
    expect(outcome.failed).toBe(0);
    expect(outcome.ok).toBeGreaterThan(100);

    const healthyAfterMs = await startContainerAgain(victim.getId());
    say(`the killed replica is healthy again after ${healthyAfterMs} ms`);
    // The gateway finds it at its next refresh (at most a second under traffic).
    const before = await served();
    const back = await (await startLoad(networkName(), 8)).finished;
    const after = await served();
    const shares = after.map((count, index) => (count - (before[index] ?? 0)) / Math.max(1, back.ok));
    say(`after the return: ${back.total} requests, ${back.failed} failed; shares ${shares.map((share) => `${(share * 100).toFixed(1)} %`).join(', ')}`);
    expect(back.failed).toBe(0);
    expect(shares[REPLICAS - 1]).toBeGreaterThanOrEqual(0.2);
  }, 420_000);
});
