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
 * Log lines held for a moment and handed on together. pino's asynchronous destination (sonic-boom)
 * measures the UTF-8 length of the whole text still waiting, again for every line it is given while a
 * write is under way, and each of its writes goes through libuv's thread pool: about 16 µs of CPU a
 * write, for a line or for a thousand (the hand-off to the pool's thread and back, measured writing
 * to /dev/null and to a pipe; a synchronous write costs 1–2 µs). Held for one event-loop turn
 * (`holdMs` 0), a process serving a thousand requests a second still wrote about once a request: the
 * largest single cost of a 1,000-word page through the gateway, by profile. Held for `holdMs`, it
 * writes at most 1000 / `holdMs` times a second, however busy.
 */
export class HeldLines implements DestinationStream {
  private lines: string[] = [];
  private timer: NodeJS.Timeout | NodeJS.Immediate | undefined;

  constructor(
    private readonly destination: pino.DestinationStream & { flush(cb?: (error?: Error) => void): void; flushSync(): void },
    private readonly holdMs = 0,
  ) {}

  write(line: string): void {
    this.lines.push(line);
    if (this.timer !== undefined) return;
    // Unref'd: held lines never keep a process alive; on exit they are written (flushSync) all the same.
    this.timer = this.holdMs > 0 ? setTimeout(this.handOn, this.holdMs).unref() : setImmediate(this.handOn);
  }

  /** pino's `logger.flush()`: what is held is handed on, then written. */
  flush(callback?: (error?: Error) => void): void {
    this.handOn();
    this.destination.flush(callback);
  }

  /** On exit, when no timer will fire: everything is written before the process goes. */
  flushSync(): void {
    this.handOn();
    this.destination.flushSync();
  }

  private readonly handOn = (): void => {
    if (this.timer !== undefined) {
      if (this.holdMs > 0) clearTimeout(this.timer as NodeJS.Timeout);
      else clearImmediate(this.timer as NodeJS.Immediate);
      this.timer = undefined;
    }
    if (this.lines.length === 0) return;
    const text = this.lines.length === 1 ? (this.lines[0] as string) : this.lines.join('');
    this.lines = [];
    this.destination.write(text);
  };
}

/**
 * How long a process holds its log lines before writing them: at most a hundred writes a second
 * (about 0.2 % of a core), and a line is out 10 ms after it was logged.
 */
export const LOG_HOLD_MS = 10;

/** Every line holder of the process, written out on exit (pino does the same for its own destination). */
const holders = new Set<HeldLines>();
let flushOnExit = false;

function heldLinesTo(fd: number): HeldLines {
  const holder = new HeldLines(pino.destination({ dest: fd, sync: false }), LOG_HOLD_MS);
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
 * request's line is held (LOG_HOLD_MS) and handed to the writer, and the request goes on; lines that
 * arrive meanwhile go out together, so a busy process makes one write for many lines instead of a
 * blocking write per line (the largest single cost of a proxied request, by profile). What is pending
 * is written when the process exits.
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
    heldLinesTo(1),
  );
}
