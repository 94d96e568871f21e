/**
 * The floor of the chosen stack for `npm run bench:gateway`: express with http-proxy-middleware in
 * front of search-service and nothing else (no rate limit, no log line, no metrics, no headers of its
 * own). What our gateway spends beyond this row is its own work; what this row spends beyond the
 * fastify peer is what express and http-proxy-middleware cost before any feature.
 *   node express-proxy-peer.js <port> <upstream URL>
 */
import http from 'node:http';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const [port = '0', upstream = ''] = process.argv.slice(2);
const app = express();
app.disable('x-powered-by');
app.use(createProxyMiddleware({ target: upstream, agent: new http.Agent({ keepAlive: true, maxSockets: 256 }) }));
const server = app.listen(Number(port), '127.0.0.1', () => {
  process.send?.('listening');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
