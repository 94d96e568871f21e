import { brotliDecompressSync } from 'node:zlib';
import { dataDirectory } from '@lexicon/dictionary-store';
import { LANGUAGE_CODES } from '@lexicon/shared';
import { COMPONENTS, type LocalSystem, restartDelayMs, startLocalSystem } from '@lexicon/local-system';
import { rawGet } from '@lexicon/service-kit/test-support';

/**
 * The system as `npm start` runs it: four real processes on loopback, the complete dictionaries,
 * real HTTP between them.
 */
describe('the local system', () => {
  let system: LocalSystem;
  const reports: string[] = [];

  beforeAll(async () => {
    system = await startLocalSystem({
      ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
      env: { LEXICON_DATA_DIR: dataDirectory(process.env), LOG_LEVEL: 'warn' },
      restartOnExit: true,
      report: (line) => reports.push(line),
    });
  }, 60_000);
  afterAll(() => system?.stop());

  it('answers the public health probe through the gateway', async () => {
    const response = await fetch(`${system.gatewayUrl}/api/v1/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'lexicon-api', api_version: 'v1', time: expect.stringMatching(/Z$/) });
  });

  it.each(COMPONENTS.filter((component) => component !== 'gateway'))('%s is ready with all 12 complete dictionaries', async (component) => {
    const response = await fetch(`${system.urls[component]}/readyz`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { languages_loaded: number; languages: Record<string, { words: number }> };
    expect(body.languages_loaded).toBe(12);
    expect(Object.keys(body.languages)).toEqual([...LANGUAGE_CODES]);
    expect(body.languages.pl?.words).toBeGreaterThan(3_000_000);
  });

  it('reports the gateway ready once every service is', async () => {
    const response = await fetch(`${system.urls.gateway}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ services: { search: 'ready', word: 'ready', stats: 'ready' } });
  });

  it('passes requests on to the services with the request id, answering in the envelope', async () => {
    const response = await fetch(`${system.gatewayUrl}/api/v1/stats/nothing-yet`, { headers: { 'X-Request-Id': 'e2e-trace-1' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('e2e-trace-1');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('relays a page the search service compressed as it is (brotli, once), and sends it plain to a client that asks for no encoding', async () => {
    const page = `${system.gatewayUrl}/api/v1/search/pattern?lang=en&pattern=s????&limit=1000`;
    const { response, body } = await rawGet(page, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    // Compressed whole by the service: the gateway's streaming compressor would send it chunked, with no length.
    expect(Number(response.headers['content-length'])).toBe(body.length);
    const answer = JSON.parse(brotliDecompressSync(body).toString('utf8')) as { words: unknown[] };
    expect(answer.words).toHaveLength(1000);
    const plain = await fetch(page, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { words: unknown[] }).words).toEqual(answer.words);
  });

  it('restarts a component that dies (SIGKILL), says so, and the gateway readiness shows the gap', async () => {
    const pid = system.processId('stats-service') as number;
    process.kill(pid, 'SIGKILL');
    const states: string[] = [];
    const deadline = Date.now() + 50_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      const response = await fetch(`${system.urls.gateway}/readyz`);
      const body = (await response.json()) as { services?: { stats: string }; error?: { details: { services: { stats: string } } } };
      const stats = body.services?.stats ?? body.error?.details.services.stats ?? 'unknown';
      if (states.at(-1) !== stats) states.push(stats);
      ready = response.status === 200 && states.length > 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(states[0]).toBe('unreachable');
    expect(states.at(-1)).toBe('ready');
    expect(system.processId('stats-service')).not.toBe(pid);
    expect(reports).toEqual([expect.stringMatching(/^stats-service exited on SIGKILL after \d+ s; restarting in 250 ms \(failure 1 in a row\)$/), expect.stringMatching(/^stats-service restarted \(pid \d+\)$/)]);
  }, 60_000);

  it('shows the one line a process that cannot start gives: a replica told to take a port in use', async () => {
    // The running gateway's own port, as a second system's would be beside this one.
    const taken = new URL(system.urls.gateway).port;
    await expect(system.startReplica('search-service', { SEARCH_SERVICE_METRICS_PORT: taken })).rejects.toThrow(
      `search-service replica exited with code 1 before it was ready: search-service: cannot listen for metrics on 127.0.0.1:${taken}: the address is in use (EADDRINUSE)`,
    );
  });

  it('backs off restarts: 250 ms, doubling for each quick failure, at most 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(restartDelayMs)).toEqual([250, 500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('answers 503 while a service is stopped (SIGTERM, drained), and recovers when it is back', async () => {
    await system.stopComponent('word-service');
    const down = await fetch(`${system.gatewayUrl}/api/v1/word/en/hello`);
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    const notReady = await fetch(`${system.urls.gateway}/readyz`);
    expect(notReady.status).toBe(503);
    await system.startComponent('word-service');
    const back = await fetch(`${system.urls.gateway}/readyz`);
    expect(back.status).toBe(200);
  }, 60_000);
});
