/**
 * A breaker in front of a store that can hang without closing its connection (a Redis stopped with
 * SIGSTOP keeps its socket open, so the client still says "ready"). The first call that fails or times
 * out opens the circuit; while it is open calls fail at once, costing nothing, and a probe (one at a
 * time, off the request path) asks the store every `probeIntervalMs` until it answers, which closes
 * the circuit. So a hung store costs one timeout, not one timeout per request.
 */

export interface CircuitBreakerOptions {
  /** A cheap question the store answers when it is back (PING). */
  probe: () => Promise<unknown>;
  /** How long a call may take before it counts as a failure. */
  timeoutMs: number;
  /** How often the open circuit asks the store whether it is back. */
  probeIntervalMs: number;
  /** Told of every change, for a log line. */
  onChange?: (state: CircuitState) => void;
}

export type CircuitState = 'closed' | 'open';

/** A call refused at once because the circuit is open, or failed for taking longer than the timeout. */
export class CircuitOpenError extends Error {
  constructor(message = 'the store is not answering; the circuit is open') {
    super(message);
    this.name = 'CircuitOpenError';
  }
}

export class CircuitBreaker {
  private current: CircuitState = 'closed';
  private timer: NodeJS.Timeout | undefined;
  private probing = false;

  constructor(private readonly options: CircuitBreakerOptions) {}

  get state(): CircuitState {
    return this.current;
  }

  get isOpen(): boolean {
    return this.current === 'open';
  }

  /** Runs `work` unless the circuit is open; a failure or a timeout opens it. */
  async run<Result>(work: () => Promise<Result>): Promise<Result> {
    if (this.isOpen) throw new CircuitOpenError();
    let timeout: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_resolve, reject) => {
      // After a stall of the event loop (a busy machine) the timer and the store's reply are both due;
      // timers run before I/O, so the verdict waits one turn (setImmediate runs after I/O) and a reply
      // already in the socket still wins. Only a store that really did not answer opens the circuit.
      timeout = setTimeout(
        () => setImmediate(() => reject(new CircuitOpenError(`the store did not answer within ${this.options.timeoutMs} ms`))),
        this.options.timeoutMs,
      );
    });
    try {
      return await Promise.race([work(), expired]);
    } catch (error) {
      this.trip();
      throw error;
    } finally {
      clearTimeout(timeout);
    }
  }

  /** Opens the circuit (a caller saw the store fail by other means) and starts probing. */
  trip(): void {
    if (this.isOpen) return;
    this.change('open');
    this.timer = setInterval(() => this.probeOnce(), this.options.probeIntervalMs);
    this.timer.unref();
  }

  /** Closes the circuit at once: the caller knows the store answers (a new connection passed its ready check). */
  reset(): void {
    if (!this.isOpen) return;
    this.stop();
    this.change('closed');
  }

  /** Stops probing; the breaker is not used after this. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private probeOnce(): void {
    // A probe still waiting on a hung store is not doubled: one question at a time is enough.
    if (this.probing) return;
    this.probing = true;
    this.options.probe().then(
      () => {
        this.probing = false;
        this.reset();
      },
      () => {
        this.probing = false;
      },
    );
  }

  private change(state: CircuitState): void {
    this.current = state;
    this.options.onChange?.(state);
  }
}
