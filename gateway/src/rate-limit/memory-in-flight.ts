/** A place among a client's requests in flight; give it back when the answer is done or abandoned. */
export interface InFlightSlot {
  /** Idempotent: the second call does nothing. */
  release(): void;
}

/** Each client's requests in flight, counted in this process only; also the insurance while Redis is away. */
export class MemoryInFlight {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  tryAcquire(key: string): InFlightSlot | undefined {
    const held = this.counts.get(key) ?? 0;
    if (held >= this.max) return undefined;
    this.counts.set(key, held + 1);
    return onceOnly(() => {
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left <= 0) this.counts.delete(key);
      else this.counts.set(key, left);
    });
  }
}

/** A slot whose release runs `giveBack` the first time only. */
export function onceOnly(giveBack: () => void): InFlightSlot {
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      giveBack();
    },
  };
}
