import { dataDirectory } from '@lexicon/dictionary-store';
import { COMPONENTS, type LocalSystem, startLocalSystem } from '@lexicon/local-system';
import { Scrape } from '../test-support/prometheus-text';

const RATE_LIMIT_POINTS = 40;
const PATTERN_QUERY = '/api/v1/search/pattern?lang=en&pattern=c%3Ft&limit=5';

/**
 * `/metrics` of every real process, on its own internal port, read with a Prometheus text-format
 * parser: the figures move with the requests sent through the gateway.
 */
describe('the metrics of every process', () => {
  let system: LocalSystem;

  beforeAll(async () => {
    system = await startLocalSystem({
      ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
      env: { LEXICON_DATA_DIR: dataDirectory(process.env), LOG_LEVEL: 'warn', REDIS_URL: '', RATE_LIMIT_POINTS: String(RATE_LIMIT_POINTS) },
    });
  }, 90_000);
  afterAll(() => system?.stop());

  it.each(COMPONENTS)('%s serves its process figures: heap, RSS, event-loop lag, requests in flight', async (component) => {
    const scrape = await Scrape.of(system.metricsUrls[component]);
    expect(scrape.family('process_resident_memory_bytes').type).toBe('GAUGE');
    expect(scrape.total('process_resident_memory_bytes')).toBeGreaterThan(10e6);
    expect(scrape.total('nodejs_heap_size_used_bytes')).toBeGreaterThan(1e6);
    expect(scrape.family('nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
    expect(scrape.family('lexicon_http_requests_in_flight').type).toBe('GAUGE');
    expect(scrape.family('lexicon_http_request_duration_seconds').type).toBe('HISTOGRAM');
  });

  it('is not reachable through the gateway public port', async () => {
    const response = await fetch(`${system.gatewayUrl}/metrics`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('counts requests by operation, status and surface, their latency and cost, in the gateway and the service', async () => {
    const [gatewayBefore, searchBefore] = await Promise.all([Scrape.of(system.metricsUrls.gateway), Scrape.of(system.metricsUrls['search-service'])]);
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${system.gatewayUrl}${PATTERN_QUERY}`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const [gatewayAfter, searchAfter] = await Promise.all([Scrape.of(system.metricsUrls.gateway), Scrape.of(system.metricsUrls['search-service'])]);
    const answered = { route: 'searchPattern', method: 'GET', status: '200', surface: 'rest' };
    expect(gatewayAfter.total('lexicon_http_requests_total', answered) - gatewayBefore.total('lexicon_http_requests_total', answered)).toBe(3);
    expect(searchAfter.total('lexicon_http_requests_total', answered) - searchBefore.total('lexicon_http_requests_total', answered)).toBe(3);
    const timed = { route: 'searchPattern', surface: 'rest' };
    expect(gatewayAfter.total('lexicon_http_request_duration_seconds_count', timed) - gatewayBefore.total('lexicon_http_request_duration_seconds_count', timed)).toBe(3);
    expect(gatewayAfter.total('lexicon_rate_limit_decisions_total', { decision: 'allowed' }) - gatewayBefore.total('lexicon_rate_limit_decisions_total', { decision: 'allowed' })).toBe(3);
    const costed = { route: 'searchPattern' };
    expect(searchAfter.total('lexicon_query_cost_units_count', costed) - searchBefore.total('lexicon_query_cost_units_count', costed)).toBe(3);
    expect(searchAfter.total('lexicon_query_cost_units_total', costed)).toBeGreaterThan(searchBefore.total('lexicon_query_cost_units_total', costed));
  });

  it('labels a tool call through MCP with its surface in the service that answered it', async () => {
    const before = await Scrape.of(system.metricsUrls['search-service']);
    const response = await fetch(`${system.gatewayUrl}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_pattern', arguments: { lang: 'en', pattern: 'c?t', limit: 5 } } }),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const after = await Scrape.of(system.metricsUrls['search-service']);
    const viaMcp = { route: 'searchPattern', status: '200', surface: 'mcp' };
    expect(after.total('lexicon_http_requests_total', viaMcp) - before.total('lexicon_http_requests_total', viaMcp)).toBe(1);
  });

  it('reports, in each process, only the metrics that process owns (README, Metrics: "Where")', async () => {
    // The pattern queries of the first tests went through the gateway to search-service: each has
    // had its chance to register what it owns.
    const GATEWAY_ONLY = ['lexicon_rate_limit_decisions_total', 'lexicon_upstream_retries_total'];
    const PRICED_QUERIES = ['lexicon_query_cost_units_total', 'lexicon_query_cost_units_count'];
    const USAGE_QUEUE = ['lexicon_usage_queue_depth', 'lexicon_usage_events_dropped_total'];
    const absent: Record<(typeof COMPONENTS)[number], string[]> = {
      gateway: [...PRICED_QUERIES, ...USAGE_QUEUE],
      'search-service': GATEWAY_ONLY,
      'word-service': GATEWAY_ONLY,
      'stats-service': [...GATEWAY_ONLY, ...PRICED_QUERIES, ...USAGE_QUEUE],
    };
    for (const component of COMPONENTS) {
      const text = await (await fetch(system.metricsUrls[component])).text();
      const present = absent[component].filter((name) => new RegExp(`^${name}[ {]`, 'm').test(text) || text.includes(`# TYPE ${name} `));
      expect({ component, present }).toEqual({ component, present: [] });
    }
    const gateway = await Scrape.of(system.metricsUrls.gateway);
    expect(gateway.family('lexicon_rate_limit_decisions_total').type).toBe('COUNTER');
    const search = await Scrape.of(system.metricsUrls['search-service']);
    expect(search.family('lexicon_query_cost_units').type).toBe('HISTOGRAM');
  });

  it('reports the usage queue of each service that sends usage events', async () => {
    for (const component of ['search-service', 'word-service'] as const) {
      const scrape = await Scrape.of(system.metricsUrls[component]);
      expect(scrape.family('lexicon_usage_queue_depth').type).toBe('GAUGE');
      expect(scrape.total('lexicon_usage_queue_depth')).toBeGreaterThanOrEqual(0);
      expect(scrape.family('lexicon_usage_events_dropped_total').type).toBe('COUNTER');
    }
  });

  it('counts the requests the rate limit refuses', async () => {
    const before = await Scrape.of(system.metricsUrls.gateway);
    let refused = 0;
    for (let i = 0; i < RATE_LIMIT_POINTS + 5 && refused === 0; i += 1) {
      const response = await fetch(`${system.gatewayUrl}${PATTERN_QUERY}`);
      await response.arrayBuffer();
      if (response.status === 429) refused += 1;
    }
    expect(refused).toBe(1);
    const after = await Scrape.of(system.metricsUrls.gateway);
    expect(after.total('lexicon_rate_limit_decisions_total', { decision: 'limited' }) - before.total('lexicon_rate_limit_decisions_total', { decision: 'limited' })).toBe(1);
    const limited = { route: 'searchPattern', status: '429', surface: 'rest' };
    expect(after.total('lexicon_http_requests_total', limited) - before.total('lexicon_http_requests_total', limited)).toBe(1);
  });
});
