import http from 'node:http';
import { dataDirectory, DictionarySet } from '@lexicon/dictionary-store';
import { DEFAULT_REBUILDABLE_BUDGET_BYTES } from '@lexicon/engine';
import { anagramSearchParametersSchema, CLIENT_KEY_HEADER, patternSearchParametersSchema, QUERY_BUDGET_HEADER, QUERY_COST_HEADER } from '@lexicon/shared';
import { createLogger, type RunningServer, startHttpServer } from '@lexicon/service-kit';
import { createApp } from '../src/app';
import type { SearchWorkConfig } from '../src/config';
import { warmSearchIndexes } from '../src/warm-up';
import { HeavyLane } from '../src/work/heavy-lane';
import { runSearchJob, type SearchJob } from '../src/work/search-jobs';
import { QueryLanes } from '../src/work/query-lanes';

/**
 * The lanes over real HTTP and the complete lists (the fixture lists hold no query heavy enough):
 * a cheap query answers on the event loop, a heavy one moves to the worker thread, one that runs out
 * of time answers its documented error, and a client that leaves stops its query.
 */
const logger = createLogger('search-service', 'silent');
const WORK: SearchWorkConfig = { queryBudgetMs: 10_000, cheapLaneUnits: 20_000, heavyLaneWorkers: 1, heavyQueuePerClient: 2, sortTablesBudgetBytes: DEFAULT_REBUILDABLE_BUDGET_BYTES };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { error?: { code: string; details: Record<string, unknown> }; total?: number };
}

describe('search-service query lanes', () => {
  let server: RunningServer;
  let lanes: QueryLanes;
  let heavyLane: HeavyLane;
  let dictionaries: DictionarySet;

  beforeAll(async () => {
    dictionaries = new DictionarySet(['en', 'cs']);
    await dictionaries.load(dataDirectory(process.env));
    lanes = new QueryLanes(dictionaries, WORK.cheapLaneUnits);
    heavyLane = new HeavyLane({ workers: 1, queuePerClient: WORK.heavyQueuePerClient, artifacts: dictionaries.shared, logger, sortTablesBudgetBytes: WORK.sortTablesBudgetBytes });
    lanes.attachHeavyLane(heavyLane);
    server = await startHttpServer(createApp({ logger, dictionaries, lanes, work: WORK }), { host: '127.0.0.1', port: 0, logger, shutdownGraceMs: 100 });
    // As the service does once ready: the worker adopts each language's indexes as they are built.
    await warmSearchIndexes(dictionaries, logger, (language, indexes) => heavyLane.shareIndexes(language, indexes));
  }, 60_000);

  afterAll(async () => {
    await server.stop();
    await lanes.close();
  });

  const get = (path: string, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      http
        .get(`${server.url}${path}`, { headers, agent: false }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as Answer['body'] }));
        })
        .on('error', reject);
    });

  it('reports in readyz when the heavy lane\'s worker holds every language\'s indexes (adopted from the main thread)', async () => {
    const deadline = Date.now() + 30_000;
    while (lanes.counters().heavy?.warmWorkers !== 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const readiness = await get('/readyz');
    expect(readiness.body).toMatchObject({ query_lanes: { heavy: { warmWorkers: 1 } } });
  });

  it('answers in the worker, from the adopted indexes, exactly what the main thread answers', async () => {
    const jobs: SearchJob[] = [
      // End-anchored at a deep offset (rank order statistics, reversed DAWG and its signatures).
      { kind: 'pattern', parameters: patternSearchParametersSchema.parse({ lang: 'cs', pattern: '*ova', offset: '40000', limit: '50' }) },
      // Star-led (forward signatures), and letters and length only (letter index).
      { kind: 'pattern', parameters: patternSearchParametersSchema.parse({ lang: 'en', pattern: '*ai*r*', limit: '200' }) },
      { kind: 'pattern', parameters: patternSearchParametersSchema.parse({ lang: 'en', pattern: '??????', excludes: 'eao', offset: '100', limit: '100' }) },
      // Racks: anagram tables, words below by length, the order of racks of blanks.
      { kind: 'anagram', parameters: anagramSearchParametersSchema.parse({ lang: 'en', letters: 'aeinst??', limit: '200' }) },
      { kind: 'anagram', parameters: anagramSearchParametersSchema.parse({ lang: 'cs', letters: 'abc????????????????', offset: '1500000', limit: '100' }) },
    ];
    for (const job of jobs) {
      const outcome = await heavyLane.run('same-answers', job, { deadline: Date.now() + 20_000, budgetMs: 20_000, gone: false, units: 0 });
      expect(outcome.outcome).toBe('answered');
      if (outcome.outcome === 'answered') expect(outcome.answer).toEqual(runSearchJob(dictionaries, job));
    }
  }, 60_000);

  const HEAVY = '/api/v1/search/anagram?lang=cs&letters=abcdefghijklmno?????????????????&offset=2000000&limit=1000';

  it('answers a cheap query on the event loop and reports its cost', async () => {
    const before = lanes.counters();
    const answer = await get('/api/v1/search/pattern?lang=en&pattern=c?t');
    expect(answer.status).toBe(200);
    expect(Number(answer.headers[QUERY_COST_HEADER])).toBeGreaterThan(0);
    expect(Number(answer.headers[QUERY_COST_HEADER])).toBeLessThan(WORK.cheapLaneUnits);
    expect(lanes.counters().cheap).toBe(before.cheap + 1);
    expect(lanes.counters().escalated).toBe(before.escalated);
  });

  it('moves a query past the cheap allowance to the heavy lane, which answers it', async () => {
    const before = lanes.counters();
    const answer = await get('/api/v1/search/pattern?lang=cs&pattern=*o*a*&limit=1000');
    expect(answer.status).toBe(200);
    // Every Czech word whose letters as played hold an o before an a, counted over the list itself (about 650,000).
    const containing = [...dictionaries.get('cs').words()].filter(({ folded }) => /o.*a/u.test(folded)).length;
    expect(answer.body.total).toBe(containing);
    expect(Number(answer.headers[QUERY_COST_HEADER])).toBeGreaterThan(WORK.cheapLaneUnits);
    expect(lanes.counters().escalated).toBe(before.escalated + 1);
    expect(lanes.counters().heavy?.answered).toBe((before.heavy?.answered ?? 0) + 1);
  }, 30_000);

  const post = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const text = JSON.stringify(body);
      const request = http.request(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)), ...headers }, agent: false }, (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answer += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(answer) as Answer['body'] }));
      });
      request.on('error', reject);
      request.end(text);
    });

  it('moves a move search with blanks to the heavy lane, which answers it, and cuts one at the deadline', async () => {
    const board = Array.from({ length: 15 }, (_, row) => (row === 7 ? '...RETAINS.....' : '...............'));
    const before = lanes.counters();
    const answer = await post('/api/v1/moves', { lang: 'en', board, rack: 'ES??RAT', limit: 5 });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(1000);
    expect(Number(answer.headers[QUERY_COST_HEADER])).toBeGreaterThan(WORK.cheapLaneUnits);
    expect(lanes.counters().escalated).toBe(before.escalated + 1);
    const cut = await post('/api/v1/moves', { lang: 'en', board, rack: 'ES??RAT', limit: 5 }, { [QUERY_BUDGET_HEADER]: '5' });
    expect(cut.status).toBe(422);
    expect(cut.body.error?.code).toBe('query_too_expensive');
    expect(cut.body.error?.details.narrow).toEqual(['fewer blanks', 'a smaller offset']);
  }, 30_000);

  it('stops a query at the deadline the gateway gives, with 422 query_too_expensive and what to narrow', async () => {
    const started = performance.now();
    const answer = await get(HEAVY, { [QUERY_BUDGET_HEADER]: '150' });
    const took = performance.now() - started;
    expect(answer.status).toBe(422);
    expect(answer.body.error?.code).toBe('query_too_expensive');
    expect(answer.body.error?.details).toEqual({ budget_ms: 150, narrow: ['fewer blanks', 'a smaller max_length', 'a smaller offset'] });
    expect(Number(answer.headers[QUERY_COST_HEADER])).toBeGreaterThan(WORK.cheapLaneUnits);
    // Unbounded, this query walks for seconds; the margin over the budget covers a busy machine's pauses.
    expect(took).toBeLessThan(150 + 500);
  }, 30_000);

  it('stops the work of a client that leaves (the heavy lane counts it)', async () => {
    const before = lanes.counters().heavy?.abandoned ?? 0;
    const request = http.get(`${server.url}${HEAVY.replace('offset=2000000', 'offset=2500000')}`, { agent: false });
    request.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 60));
    request.destroy();
    const deadline = Date.now() + 2_000;
    while ((lanes.counters().heavy?.abandoned ?? 0) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lanes.counters().heavy?.abandoned).toBe(before + 1);
  }, 30_000);

  it('queues heavy queries per client: beyond its share, a client is told to wait (503 query_timeout, Retry-After)', async () => {
    // A budget well under what the heavy query takes (about 250 ms on a busy two-core machine, less on
    // a quiet one): the one that runs is stopped at its deadline, never answered.
    const answers = await Promise.all(Array.from({ length: 4 }, () => get(HEAVY, { [QUERY_BUDGET_HEADER]: '100', [CLIENT_KEY_HEADER]: 'one-client' })));
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.body.error?.code).toBe('query_timeout');
      expect(answer.headers['retry-after']).toBe('1');
    }
    // The others ran and were stopped at their deadline, or waited past it.
    for (const answer of answers.filter((each) => each.status !== 503)) expect(answer.body.error?.code).toBe('query_too_expensive');
  }, 30_000);
});
