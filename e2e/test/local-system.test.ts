import { dataDirectory } from '@lexicon/data';
import { LANGUAGE_CODES } from '@lexicon/shared';
import { COMPONENTS, type LocalSystem, startLocalSystem } from '../src/local-system/local-system';

/**
 * The system as `npm start` runs it: four real processes on loopback, the complete dictionaries,
 * real HTTP between them.
 */
describe('the local system', () => {
  let system: LocalSystem;

  beforeAll(async () => {
    system = await startLocalSystem({
      ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
      env: { LEXICON_DATA_DIR: dataDirectory(process.env), LOG_LEVEL: 'warn' },
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
    expect(body.languages.cs?.words).toBeGreaterThan(3_000_000);
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
