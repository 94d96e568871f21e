import { z } from 'zod';
import { configVar, type Environment, loadConfig, type LogLevel } from './load-config';

export interface ProcessConfig {
  host: string;
  port: number;
  logLevel: LogLevel;
  shutdownGraceMs: number;
}

export interface ProcessVariables {
  /** e.g. SEARCH_SERVICE_PORT: each process has its own, so one shell can configure them all. */
  portVariable: string;
  hostVariable: string;
  defaultPort: number;
  /** Services listen on loopback unless told otherwise; only the gateway is meant to be public. */
  defaultHost: string;
}

/** What every Lexicon process reads: where to listen, how much to log, how long to drain. */
export function loadProcessConfig(env: Environment, variables: ProcessVariables): ProcessConfig {
  const schema = z.object({
    [variables.portVariable]: configVar.port(variables.defaultPort),
    [variables.hostVariable]: configVar.host(variables.defaultHost),
    LOG_LEVEL: configVar.logLevel(),
    SHUTDOWN_GRACE_MS: configVar.milliseconds(10_000),
  });
  const parsed = loadConfig(schema, env) as Record<string, unknown>;
  return {
    host: parsed[variables.hostVariable] as string,
    port: parsed[variables.portVariable] as number,
    logLevel: parsed.LOG_LEVEL as LogLevel,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS as number,
  };
}
