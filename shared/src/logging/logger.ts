import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config/load-config';

export type { Logger };

/** JSON lines to stdout, one logger per process, named after the process. */
export function createLogger(service: string, level: LogLevel): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}
