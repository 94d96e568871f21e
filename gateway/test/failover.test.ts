import { createServer, type IncomingMessage, request as httpRequest, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { gatewayMetrics } from '../src/gateway-metrics';
import request from 'supertest';
import { type FailedAttempt, MIN_RETRY_BUDGET_MS, retryDecision } from '../src/routing/failover-rules';
import { CONNECT_TIMEOUT_CODE } from '../src/routing/upstream-failure';
import { gatewayApp, listen, refusingUrl } from './gateway-fixture';

/**
 * The failover rules (routing/failover-rules.ts) on real sockets: replicas that refuse, reset before
 * any answer byte, reset after the answer began, or answer too slowly, beside one that answers well.
 */

type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

/** A replica that is ready for the gateway's probes, behaves as told for every other request, and counts them. */
async function replica(behaviour: Behaviour): Promise<{ url: string; requests: () => number; close: () => void }> {
  let requests = 0;
  const { server, url } = await listen(
    createServer((req, res) => {
      if (req.url === '/readyz') {
        res.end('{"status":"ready"}');
        return;
      }
      requests += 1;
      behaviour(req, res);
    }),
  );
  return {
    url,
    requests: () => requests,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const answers: Behaviour = (_req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end('{"answered":true}');
};
/** Drops the connection before a byte of the answer: what a replica killed mid-request does. */
const resetsBeforeAnswer: Behaviour = (req) => req.socket.resetAndDestroy();
/** Sends the status line and part of the body, then drops the connection. */
const resetsMidAnswer: Behaviour = (req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
  res.write('{"partial":');
  setTimeout(() => req.socket.resetAndDestroy(), 20);
};
const neverAnswers: Behaviour = () => undefined;

async function retriesCounted(service: string, surface: string): Promise<number> {
  const metric = await gatewayMetrics().upstreamRetries.get();
  return metric.values.find((value) => value.labels.service === service && value.labels.surface === surface)?.value ?? 0;
}

describe('failover between replicas', () => {
  const opened: Array<{ close: () => void }> = [];
  afterEach(() => {
    for (const one of opened.splice(0)) one.close();
  });
  const started = async (behaviour: Behaviour) => {
    const one = await replica(behaviour);
    opened.push(one);
    return one;
  };

  it('sends a GET that was reset before any answer byte to another replica, once', async () => {
    const broken = await started(resetsBeforeAnswer);
    const healthy = await started(answers);
    const refused = await refusingUrl();
    const app = gatewayApp({ upstreams: { search: `${broken.url},${healthy.url}`, word: refused, stats: refused } });
    const before = await retriesCounted('search', 'rest');
    for (let i = 0; i < 6; i += 1) {
      const response = await request(app).get('/api/v1/search/pattern?lang=en&pattern=c?t').expect(200);
      expect(response.body).toEqual({ answered: true });
    }
    // Every request reached the healthy replica; those that went to the broken one first were sent again.
    expect(healthy.requests()).toBe(6);
    expect(broken.requests()).toBeGreaterThan(0);
    expect((await retriesCounted('search', 'rest')) - before).toBe(broken.requests());
  });

  it('sends a GET whose connection was refused to another replica', async () => {
    const healthy = await started(answers);
    const refused = await refusingUrl();
    const app = gatewayApp({ upstreams: { search: `${refused},${healthy.url}`, word: refused, stats: refused } });
    for (let i = 0; i < 4; i += 1) await request(app).get('/api/v1/search/pattern?lang=en&pattern=c?t').expect(200);
    expect(healthy.requests()).toBe(4);
  });

  it('never sends a request again once its answer has begun', async () => {
    const halfway = await started(resetsMidAnswer);
    const healthy = await started(answers);
    const refused = await refusingUrl();
    const app = gatewayApp({ upstreams: { search: `${halfway.url},${healthy.url}`, word: refused, stats: refused } });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const port = (server.address() as { port: number }).port;
      // A raw client, to see the cut answer as it arrives (the first request goes to the first replica).
      const outcome = await new Promise<{ status: number; body: string; aborted: boolean }>((settle) => {
        const call = httpRequest({ host: '127.0.0.1', port, path: '/api/v1/search/pattern?lang=en&pattern=c?t' }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => settle({ status: response.statusCode ?? 0, body, aborted: false }));
          response.on('error', () => settle({ status: response.statusCode ?? 0, body, aborted: true }));
          response.on('aborted', () => settle({ status: response.statusCode ?? 0, body, aborted: true }));
        });
        call.on('error', () => settle({ status: 0, body: '', aborted: true }));
        call.end();
      });
      expect(outcome).toEqual({ status: 200, body: '{"partial":', aborted: true });
      expect(halfway.requests()).toBe(1);
      expect(healthy.requests()).toBe(0);
    } finally {
      server.close();
    }
  });

  it('does not send a request that timed out to another replica: a slow replica is not a gone one', async () => {
    const slow = await started(neverAnswers);
    const healthy = await started(answers);
    const refused = await refusingUrl();
    const app = gatewayApp({ upstreams: { search: `${slow.url},${healthy.url}`, word: refused, stats: refused }, upstreamTimeoutMs: 300 });
    const response = await request(app).get('/api/v1/search/pattern?lang=en&pattern=c?t').expect(504);
    expect(response.body.error.code).toBe('upstream_timeout');
    expect(slow.requests()).toBe(1);
    expect(healthy.requests()).toBe(0);
  });

  it('answers 502 when both attempts are reset, after exactly two', async () => {
    const first = await started(resetsBeforeAnswer);
    const second = await started(resetsBeforeAnswer);
    const refused = await refusingUrl();
    const app = gatewayApp({ upstreams: { search: `${first.url},${second.url}`, word: refused, stats: refused } });
    const response = await request(app).get('/api/v1/search/pattern?lang=en&pattern=c?t').expect(502);
    expect(response.body.error).toMatchObject({ code: 'upstream_error', details: { service: 'search' } });
    expect(first.requests() + second.requests()).toBe(2);
  });

  it('sends a tool call (MCP) that was reset before any answer byte to another replica', async () => {
    const broken = await started(resetsBeforeAnswer);
    const healthy = await started(answers);
    const refused = await refusingUrl();
    const app = gatewayApp({ upstreams: { search: `${broken.url},${healthy.url}`, word: refused, stats: refused } });
    const before = await retriesCounted('search', 'mcp');
    for (let id = 1; id <= 4; id += 1) {
      const response = await request(app)
        .post('/mcp')
        .send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'list_languages' } })
        .expect(200);
      expect(response.body.result.isError).not.toBe(true);
    }
    expect(healthy.requests()).toBe(4);
    expect((await retriesCounted('search', 'mcp')) - before).toBe(broken.requests());
  });
});

describe('the failover rules', () => {
  const failed = (overrides: Partial<FailedAttempt>): FailedAttempt => ({
    method: 'GET',
    code: 'ECONNRESET',
    timedOut: false,
    answerStarted: false,
    attempts: 1,
    remainingMs: 5_000,
    ...overrides,
  });

  it('retries a GET or HEAD that was refused, reset, unroutable or not connected in time', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', CONNECT_TIMEOUT_CODE]) {
      expect(retryDecision(failed({ code }))).toBe('retry');
      expect(retryDecision(failed({ code, method: 'HEAD' }))).toBe('retry');
    }
  });

  it('refuses everything else, saying why', () => {
    expect(retryDecision(failed({ method: 'POST' }))).toBe('not_idempotent');
    expect(retryDecision(failed({ answerStarted: true }))).toBe('answer_started');
    expect(retryDecision(failed({ timedOut: true }))).toBe('timed_out');
    expect(retryDecision(failed({ code: 'HPE_INVALID_CONSTANT' }))).toBe('not_a_connection_failure');
    expect(retryDecision(failed({ code: undefined }))).toBe('not_a_connection_failure');
    expect(retryDecision(failed({ attempts: 2 }))).toBe('already_retried');
    expect(retryDecision(failed({ remainingMs: MIN_RETRY_BUDGET_MS - 1 }))).toBe('no_time_left');
  });
});
