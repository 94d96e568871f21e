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

/** Every process's metrics port is its own port plus this: the gateway's 8080 gives 9080, search-service's 8081 gives 9081. */
export const METRICS_PORT_OFFSET = 1000;

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
    [metricsPortVariable(variables.portVariable)]: configVar.port(variables.defaultPort + METRICS_PORT_OFFSET),
    // Loopback whatever the public address: the figures are for the operator, not for clients.
    METRICS_HOST: configVar.host('127.0.0.1'),
  });
  const parsed = loadConfig(schema, env) as Record<string, unknown>;
  return {
    host: parsed[variables.hostVariable] as string,
    port: parsed[variables.portVariable] as number,
    logLevel: parsed.LOG_LEVEL as LogLevel,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS as number,
    metricsHost: parsed.METRICS_HOST as string,
    metricsPort: parsed[metricsPortVariable(variables.portVariable)] as number,
  };
}
