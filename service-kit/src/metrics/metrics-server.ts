import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { processMetrics } from './process-metrics';

export const METRICS_PATH = '/metrics';

export interface MetricsServer {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

/**
 * `/metrics` on its own port, apart from the public one: the gateway's public port never answers it,
 * so what the figures reveal (traffic, clients refused, memory) stays with whoever reaches the internal
 * port, loopback by default (README, Metrics). A bare Node server: a scrape needs no middleware.
 */
export async function startMetricsServer(host: string, port: number): Promise<MetricsServer> {
  const { registry } = processMetrics();
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Only GET /metrics is served here.\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected.\n');
      },
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${METRICS_PATH}`;
  return {
    server,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
