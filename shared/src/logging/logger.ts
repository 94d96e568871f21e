import pino, { type DestinationStream, type Logger } from 'pino';
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
 * Lines written during one turn of the event loop, handed on together at its end. pino's asynchronous
 * destination (sonic-boom) measures the UTF-8 length of the whole text still waiting, again for every
 * line it is given while a write is under way: under load that was, by profile, more than the rest of
 * the completion line's cost. Given one text per turn, it measures once per turn.
 */
export class LinesPerTurn implements DestinationStream {
  private lines: string[] = [];
  private scheduled = false;

  constructor(private readonly destination: pino.DestinationStream & { flush(cb?: (error?: Error) => void): void; flushSync(): void }) {}

  write(line: string): void {
    this.lines.push(line);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.handOn);
  }

  /** pino's `logger.flush()`: what this turn holds is handed on, then written. */
  flush(callback?: (error?: Error) => void): void {
    this.handOn();
    this.destination.flush(callback);
  }

  /** On exit, when no turn will come: everything is written before the process goes. */
  flushSync(): void {
    this.handOn();
    this.destination.flushSync();
  }

  private readonly handOn = (): void => {
    this.scheduled = false;
    if (this.lines.length === 0) return;
    const text = this.lines.length === 1 ? (this.lines[0] as string) : this.lines.join('');
    this.lines = [];
    this.destination.write(text);
  };
}

/** Every line holder of the process, written out on exit (pino does the same for its own destination). */
const holders = new Set<LinesPerTurn>();
let flushOnExit = false;

function linesPerTurnTo(fd: number): LinesPerTurn {
  const holder = new LinesPerTurn(pino.destination({ dest: fd, sync: false }));
  holders.add(holder);
  if (!flushOnExit) {
    flushOnExit = true;
    process.on('exit', () => {
      for (const each of holders) each.flushSync();
    });
  }
  return holder;
}

let stampedAt = Number.NaN;
let stamp = '';

/**
 * pino's ISO time field, made once per millisecond: a busy process writes many lines in the same
 * millisecond, and formatting the date was, by profile, a fifth of the completion line's cost.
 */
export function isoTime(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

/**
 * JSON lines to stdout, one logger per process, named after the process. Written asynchronously: a
 * request's line is handed to the writer and the request goes on, and lines that arrive while a write
 * is under way go out together in the next one, so a busy process makes one write for many lines
 * instead of a blocking write per line (the largest single cost of a proxied request, by profile).
 * What is pending is written when the process exits.
 */
export function createLogger(service: string, level: LogLevel): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
    },
    linesPerTurnTo(1),
  );
}
