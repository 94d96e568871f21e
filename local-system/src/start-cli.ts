/**
 * `npm start`: the whole system on this machine. Ports come from GATEWAY_PORT, SEARCH_SERVICE_PORT,
 * WORD_SERVICE_PORT and STATS_SERVICE_PORT (defaults 8080-8083); every other variable passes through.
 */
import { DEFAULT_PORTS, startLocalSystem } from './local-system';

const portFrom = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`invalid port ${value}`);
  return port;
};

async function main(): Promise<void> {
  const env = process.env;
  const ports = {
    gateway: portFrom(env.GATEWAY_PORT, DEFAULT_PORTS.gateway),
    'search-service': portFrom(env.SEARCH_SERVICE_PORT, DEFAULT_PORTS['search-service']),
    'word-service': portFrom(env.WORD_SERVICE_PORT, DEFAULT_PORTS['word-service']),
    'stats-service': portFrom(env.STATS_SERVICE_PORT, DEFAULT_PORTS['stats-service']),
  };
  const system = await startLocalSystem({
    ports,
    output: 'inherit',
    metricsPorts: 'beside',
    restartOnExit: true,
    report: (line) => process.stderr.write(`lexicon: ${new Date().toISOString()} ${line}\n`),
  });
  process.stdout.write(
    `\nLexicon is ready: http://localhost:${ports.gateway}\n  the page: http://localhost:${ports.gateway}/ (the API explorer: /docs)\n  try: curl http://localhost:${ports.gateway}/api/v1/healthz\n\n`,
  );
  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    system.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`lexicon: ${(error as Error).message}\n`);
  process.exit(1);
});
