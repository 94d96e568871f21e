import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, createServiceApp, processMetrics } from '@lexicon/service-kit';

const logger = createLogger('test', 'silent');

/** The value of one series in the registry's text, NaN when absent. */
async function figure(name: string, labels: Record<string, string>): Promise<number> {
  const text = await processMetrics().registry.metrics();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((row) => (wanted.length === 0 ? row.startsWith(`${name} `) : row.startsWith(`${name}{`) && wanted.every((pair) => row.includes(pair))));
  return line === undefined ? Number.NaN : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('the request metrics of the service frame', () => {
  it('count each answer once by operation, method, status and surface, time it, and count a client that left as 499', async () => {
    const app = createServiceApp({
      service: 'test-service',
      logger,
      readiness: { ready: () => true, describe: () => ({}) },
      routes: (routes) => {
        routes.get('/api/v1/languages', (_req, res) => {
          res.json({ languages: [] });
        });
        routes.get('/slow', (_req, res) => {
          setTimeout(() => res.headersSent || res.destroyed || res.json({ late: true }), 300);
        });
      },
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answered = { route: 'listLanguages', method: 'GET', status: '200', surface: 'mcp' };
      const left = { route: 'other', method: 'GET', status: '499', surface: 'rest' };
      const before = async (name: string, labels: Record<string, string>): Promise<number> => {
        const value = await figure(name, labels);
        return Number.isNaN(value) ? 0 : value;
      };
      const answeredBefore = await before('lexicon_http_requests_total', answered);
      const timedBefore = await before('lexicon_http_request_duration_seconds_count', { route: 'listLanguages', surface: 'mcp' });
      const leftBefore = await before('lexicon_http_requests_total', left);
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${base}/api/v1/languages`, { headers: { 'X-Lexicon-Surface': 'mcp' } });
        await response.arrayBuffer();
      }
      // A client that leaves before the answer.
      const leaving = httpRequest(`${base}/slow`);
      leaving.on('error', () => undefined);
      leaving.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      leaving.destroy();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await figure('lexicon_http_requests_total', answered)) - answeredBefore).toBe(3);
      expect((await figure('lexicon_http_request_duration_seconds_count', { route: 'listLanguages', surface: 'mcp' })) - timedBefore).toBe(3);
      expect((await figure('lexicon_http_requests_total', left)) - leftBefore).toBe(1);
      expect(await figure('lexicon_http_requests_in_flight', {})).toBe(0);
    } finally {
      server.close();
    }
  });
});
