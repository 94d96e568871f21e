import { randomUUID } from 'node:crypto';
import { dataDirectory, readManifest } from '@lexicon/dictionary-store';
import type { GlobalStatsResponse as GlobalAnswer, LanguageStatsResponse as LanguageAnswer, UsageUnavailable } from '@lexicon/shared';

/** An answer whose usage figures were read (the shared Redis answers throughout these tests). */
type WithUsage<Answer extends { usage: unknown }> = Omit<Answer, 'usage'> & { usage: Exclude<Answer['usage'], UsageUnavailable> };
type GlobalStatsResponse = WithUsage<GlobalAnswer>;
type LanguageStatsResponse = WithUsage<LanguageAnswer>;
import { deleteKeysUnder, type LocalSystem, startLocalSystem } from '@lexicon/local-system';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUEUE_CAPACITY = 20;
const BATCH_SIZE = 4;
const USAGE_KEY_PREFIX = `e2e:usage:${randomUUID()}`;

async function getJson<Body>(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Body }> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as Body };
}

async function until<Value>(read: () => Promise<Value>, done: (value: Value) => boolean, timeoutMs = 10_000): Promise<Value> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const withoutTime = <Body extends { generated_at: string }>(body: Body): Omit<Body, 'generated_at'> => {
  const { generated_at: _ignored, ...rest } = body;
  return rest;
};

/**
 * The whole system as real processes, usage aggregated in a real Redis under a key prefix of its own:
 * queries through the gateway become events in search-service, batches over HTTP, counters in Redis,
 * figures from any stats-service replica.
 */
describe('usage statistics end to end', () => {
  let system: LocalSystem;
  const global = (base = system.gatewayUrl) => getJson<GlobalStatsResponse>(`${base}/api/v1/stats/global`).then(({ body }) => body);
  const status = async (path: string, headers: Record<string, string> = {}): Promise<number> => {
    const response = await fetch(`${system.gatewayUrl}/api/v1/${path}`, { headers });
    await response.arrayBuffer();
    return response.status;
  };
  const search = (query: string, headers: Record<string, string> = {}): Promise<number> => status(`search/${query}`, headers);

  beforeAll(async () => {
    system = await startLocalSystem({
      ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
      env: {
        LEXICON_DATA_DIR: dataDirectory(process.env),
        LOG_LEVEL: 'warn',
        REDIS_URL,
        USAGE_KEY_PREFIX,
        RATE_LIMIT_KEY_PREFIX: `e2e:rate:${randomUUID()}`,
        RATE_LIMIT_POINTS: '100000',
        USAGE_FLUSH_INTERVAL_MS: '50',
        USAGE_RETRY_BASE_MS: '50',
        USAGE_RETRY_MAX_MS: '200',
        USAGE_QUEUE_CAPACITY: String(QUEUE_CAPACITY),
        USAGE_BATCH_SIZE: String(BATCH_SIZE),
      },
    });
  }, 90_000);
  afterAll(async () => {
    await system?.stop();
    // The usage keys are under the prefix as a hash tag, `{prefix}:` (stats-service, usageKeys).
    await deleteKeysUnder(REDIS_URL, `{${USAGE_KEY_PREFIX}}:`);
  });

  it('a known sequence of queries through the gateway moves exactly the expected counters', async () => {
    const before = await global();
    expect(before.usage.requests).toBe(0);
    const statuses = [
      await search('pattern?lang=en&pattern=c?t'),
      await search('pattern?lang=en&pattern=C%3FT'),
      // A client cannot pose as another surface: the gateway marks every REST request as rest.
      await search('pattern?lang=en&pattern=*ing&limit=1', { 'X-Lexicon-Surface': 'mcp' }),
      await search('pattern?lang=en&pattern=qqqqq'),
      await search('anagram?lang=en&letters=tesrtai'),
      await search('anagram?lang=en&letters=AEIRSTT&limit=5'),
      await search('pattern?lang=fr&pattern=ete'),
      await status('word/en/hello'),
      await status('word/fr/ETE'),
      // A word the list lacks is an answered lookup with no result.
      await status('word/en/qzxvw'),
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 404]);
    // Refused before an answer: not counted.
    expect(await search('pattern?lang=en&pattern=c%5Bt')).toBe(400);
    expect(await search('pattern?lang=xx&pattern=cat')).toBe(400);

    const after = await until(global, (body) => body.usage.requests >= 10);
    expect(after.usage.requests).toBe(10);
    expect(after.usage.by_tool).toEqual({ pattern: 5, anagram: 2, word: 3 });
    expect(after.usage.by_surface).toEqual({ rest: 10, mcp: 0, chat: 0 });
    expect(after.usage.no_result).toEqual({ queries: 2, share: 0.2 });
    expect(after.usage.by_language.filter((entry) => entry.requests > 0)).toEqual([
      { language: 'en', requests: 8 },
      { language: 'fr', requests: 2 },
    ]);
    expect(after.usage.per_hour.at(-1)?.requests).toBe(10);
    expect(after.usage.events.recorded).toBe(10);

    const { status: enStatus, body: en } = await getJson<LanguageStatsResponse>(`${system.gatewayUrl}/api/v1/stats/languages/en`);
    expect(enStatus).toBe(200);
    expect(en.usage.requests).toBe(8);
    // Top lists hold answered queries only; the unknown word counts above as a query with no result.
    expect(en.usage.top_words).toEqual([{ query: 'hello', language: 'en', count: 1 }]);
    const fr = (await getJson<LanguageStatsResponse>(`${system.gatewayUrl}/api/v1/stats/languages/fr`)).body;
    expect(fr.usage.top_words).toEqual([{ query: 'ete', language: 'fr', count: 1 }]);
    expect(en.usage.top_patterns).toEqual([
      { query: 'c?t', language: 'en', count: 2 },
      { query: '*ing', language: 'en', count: 1 },
      { query: 'qqqqq', language: 'en', count: 1 },
    ]);
    expect(en.usage.top_racks).toEqual([{ query: 'aeirstt', language: 'en', count: 2 }]);
    // The English list's size as the build recorded it: statistics report the list the services serve.
    expect(en.dictionary.word_count).toBe((await readManifest(dataDirectory(process.env))).languages.en?.wordCount);
  }, 30_000);

  it('two stats-service replicas on the same Redis report identical figures', async () => {
    const replica = await system.startReplica('stats-service');
    try {
      const [fromGateway, fromReplica] = await Promise.all([global(), global(replica.url)]);
      expect(fromReplica.usage.requests).toBeGreaterThan(0);
      expect(withoutTime(fromReplica)).toEqual(withoutTime(fromGateway));
      const [fr, frReplica] = await Promise.all([
        getJson<LanguageStatsResponse>(`${system.gatewayUrl}/api/v1/stats/languages/fr`),
        getJson<LanguageStatsResponse>(`${replica.url}/api/v1/stats/languages/fr`),
      ]);
      expect(withoutTime(frReplica.body)).toEqual(withoutTime(fr.body));
    } finally {
      await replica.stop();
    }
  }, 60_000);

  it('with stats-service stopped, searches still succeed; once it returns, the queued events arrive, within the queue bound', async () => {
    const before = await global();
    await system.stopComponent('stats-service');
    for (let i = 0; i < 5; i += 1) expect(await search(`pattern?lang=de&pattern=haus${'?'.repeat(i)}`)).toBe(200);
    const waiting = await until(
      () => getJson<{ usage_events: { queued: number; failures: number } }>(`${system.urls['search-service']}/readyz`).then(({ body }) => body.usage_events),
      (events) => events.failures > 0,
    );
    expect(waiting.queued).toBe(5);
    await system.startComponent('stats-service');
    const after = await until(global, (body) => body.usage.requests >= before.usage.requests + 5);
    expect(after.usage.requests).toBe(before.usage.requests + 5);
    expect(after.usage.events.dropped).toBe(0);

    // Beyond the bound: the newest QUEUE_CAPACITY events wait beside the one batch being sent again
    // (at most BATCH_SIZE events), the oldest of the rest are dropped and counted.
    await system.stopComponent('stats-service');
    const searched = QUEUE_CAPACITY + BATCH_SIZE + 6;
    for (let i = 0; i < searched; i += 1) expect(await search('anagram?lang=de&letters=hause')).toBe(200);
    const full = (await getJson<{ usage_events: { queued: number; dropped: number } }>(`${system.urls['search-service']}/readyz`)).body.usage_events;
    expect(full.queued + full.dropped).toBe(searched);
    expect(full.queued).toBeLessThanOrEqual(QUEUE_CAPACITY + BATCH_SIZE);
    expect(full.dropped).toBeGreaterThanOrEqual(6);
    await system.startComponent('stats-service');
    const last = await until(global, (body) => body.usage.requests >= after.usage.requests + full.queued && body.usage.events.dropped >= full.dropped);
    expect(last.usage.requests).toBe(after.usage.requests + full.queued);
    expect(last.usage.events.dropped).toBe(full.dropped);
  }, 90_000);

  it('answers 400 invalid_language for an unknown language', async () => {
    const { status, body } = await getJson<{ error: { code: string } }>(`${system.gatewayUrl}/api/v1/stats/languages/klingon`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_language');
  });

  it('never exposes the internal usage endpoint through the gateway', async () => {
    const posted = await fetch(`${system.gatewayUrl}/internal/v1/usage-events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ source: 'outside', events: [] }),
    });
    expect(posted.status).toBe(404);
    expect(((await posted.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
