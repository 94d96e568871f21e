/**
 * Below the chosen stack, for `npm run bench:gateway`: node's own `http` server passing each request
 * to search-service over a keep-alive agent and piping the answer back, with nothing else (no
 * express, no http-proxy-middleware, no feature). What it spends less than the express +
 * http-proxy-middleware row is what those two cost per request: the part of the gateway's cost that
 * only serving the proxied paths below them would remove.
 *   node node-proxy-peer.js <port> <upstream URL>
 */
import http from 'node:http';

const [port = '0', upstream = ''] = process.argv.slice(2);
const target = new URL(upstream);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const server = http.createServer((req, res) => {
  const outgoing = http.request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  outgoing.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(outgoing);
});
server.listen(Number(port), '127.0.0.1', () => {
  process.send?.('listening');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
