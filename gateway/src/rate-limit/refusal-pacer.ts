import { REFUSAL_PACING } from '@lexicon/shared';

/**
 * Slows down a client that keeps sending after being refused. A refusal costs the gateway almost as much
 * as an answer (parsing, headers, a log line), and one event loop serves every client: a client hammering
 * at 429s as fast as its connections allow (a thousand a second) slows everyone else's answers. The
 * first few refusals in a window go out at once; later ones wait `delayMs` first, which costs a timer,
 * not CPU, and turns the hammering into a trickle.
 */
export interface RefusalPacing {
  /** Refusals a client gets at once in a window before the next ones wait. */
  freeRefusals: number;
  delayMs: number;
  /** Clients remembered at most (the oldest are forgotten first), so a flood of addresses cannot grow memory without bound. */
  maxClients: number;
}

export const DEFAULT_REFUSAL_PACING: RefusalPacing = { ...REFUSAL_PACING, maxClients: 50_000 };

interface Refusals {
  count: number;
  /** Epoch milliseconds when the client's window ends and its count starts again. */
  until: number;
}

export class RefusalPacer {
  private readonly refusals = new Map<string, Refusals>();

  constructor(private readonly pacing: RefusalPacing = DEFAULT_REFUSAL_PACING) {}

  /** How long to hold a refusal of `key` that tells the client to retry in `retryAfterSeconds`. */
  delayFor(key: string, retryAfterSeconds: number): number {
    const now = Date.now();
    let entry = this.refusals.get(key);
    if (entry === undefined || entry.until <= now) {
      this.refusals.delete(key);
      entry = { count: 0, until: now + retryAfterSeconds * 1000 };
      this.refusals.set(key, entry);
      this.forgetOldest();
    }
    entry.count += 1;
    return entry.count > this.pacing.freeRefusals ? this.pacing.delayMs : 0;
  }

  private forgetOldest(): void {
    for (const key of this.refusals.keys()) {
      if (this.refusals.size <= this.pacing.maxClients) return;
      this.refusals.delete(key);
    }
  }
}
