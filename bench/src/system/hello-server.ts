/**
 * The baseline of the gateway benchmark: the least an express server can do per request (a fixed
 * JSON body), on its own process, so that the gateway's cost reads as a ratio to it.
 *   node hello-server.js <port>
 */
import express from 'express';

const port = Number(process.argv[2] ?? 0);
const app = express();
app.disable('x-powered-by');
app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});
const server = app.listen(port, '127.0.0.1', () => {
  process.send?.('listening');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
