import { z } from 'zod';
import { configVar, type Environment, loadConfig, type LogLevel } from './load-config';

export interface ProcessConfig {
  host: string;
  port: number;
  logLevel: LogLevel;
  shutdownGraceMs: number;
  /** Where `/metrics` is served: its own port, apart from the public one (README, Metrics). */
  metricsHost: string;
  metricsPort: number;
}

export interface ProcessVariables {
  /** e.g. SEARCH_SERVICE_PORT: each process has its own, so one shell can configure them all. */
  portVariable: string;
  hostVariable: string;
  defaultPort: number;
  /** Services listen on loopback unless told otherwise; only the gateway is meant to be public. */
  defaultHost: string;
}

/**
 * A process's metrics port is, unless set, the port it was given plus this: the gateway on 8080 serves
 * /metrics on 9080, on 8180 on 9180, so two systems on different ports never collide on the metrics
 * port. A port above 64535 has no such neighbour and port 0 (any free port) none that is known: their
 * metrics take a free port too, named in the "listening" log line.
 */
export const METRICS_PORT_OFFSET = 1000;

/** The metrics port that goes with `port` when none is set (see METRICS_PORT_OFFSET). */
export function metricsPortBeside(port: number): number {
  return port === 0 || port + METRICS_PORT_OFFSET > 65535 ? 0 : port + METRICS_PORT_OFFSET;
}

/** e.g. SEARCH_SERVICE_PORT → SEARCH_SERVICE_METRICS_PORT. */
export function metricsPortVariable(portVariable: string): string {
  return portVariable.replace(/_PORT$/, '_METRICS_PORT');
}

/** What every Lexicon process reads: where to listen, how much to log, how long to drain. */
export function loadProcessConfig(env: Environment, variables: ProcessVariables): ProcessConfig {
  const schema = z.object({
    [variables.portVariable]: configVar.port(variables.defaultPort),
    [variables.hostVariable]: configVar.host(variables.defaultHost),
    LOG_LEVEL: configVar.logLevel(),
    SHUTDOWN_GRACE_MS: configVar.milliseconds(10_000),
    [metricsPortVariable(variables.portVariable)]: configVar.optionalPort(),
    // Loopback whatever the public address: the figures are for the operator, not for clients.
    METRICS_HOST: configVar.host('127.0.0.1'),
  });
  const parsed = loadConfig(schema, env) as Record<string, unknown>;
  const port = parsed[variables.portVariable] as number;
  return {
    host: parsed[variables.hostVariable] as string,
    port,
    logLevel: parsed.LOG_LEVEL as LogLevel,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS as number,
    metricsHost: parsed.METRICS_HOST as string,
    metricsPort: (parsed[metricsPortVariable(variables.portVariable)] as number | undefined) ?? metricsPortBeside(port),
  };
}
