import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config/load-config';

export type { Logger };

/** The fields of an error worth a log line; an HTTP client's error also carries its whole request, agent and sockets. */
const KEPT_ERROR_FIELDS = ['type', 'message', 'stack', 'code', 'errno', 'syscall', 'address', 'port', 'status', 'cause'] as const;

/**
 * pino's error serializer, keeping only the fields that say what went wrong: an axios error
 * serialized whole is tens of kilobytes of configuration, agent state and socket internals per line.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  const full = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const field of KEPT_ERROR_FIELDS) if (full[field] !== undefined) kept[field] = full[field];
  const status = (error as { response?: { status?: unknown } }).response?.status;
  if (status !== undefined) kept.status = status;
  return kept;
}

/**
 * JSON lines to stdout, one logger per process, named after the process. Written asynchronously: a
 * request's line is handed to the writer and the request goes on, and lines that arrive while a write
 * is under way go out together in the next one, so a busy process makes one write for many lines
 * instead of a blocking write per line (the largest single cost of a proxied request, by profile).
 * pino flushes what is pending when the process exits.
 */
export function createLogger(service: string, level: LogLevel): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
