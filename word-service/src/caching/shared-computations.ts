import type { LRUCache } from 'lru-cache';

/**
 * Values kept in an LRU, each computed once: a key asked for again while its computation runs shares
 * that computation instead of starting another (eSpeak NG calls cost milliseconds and a worker each).
 * A computation that fails or gives undefined is not kept, so it is tried again next time.
 */
export class SharedComputations<Value extends NonNullable<unknown>> {
  private readonly inFlight = new Map<string, Promise<Value | undefined>>();

  constructor(private readonly cache: LRUCache<string, Value>) {}

  /** The kept value, if any, without starting anything. */
  cached(key: string): Value | undefined {
    return this.cache.get(key);
  }

  get(key: string, compute: () => Promise<Value>): Promise<Value>;
  get(key: string, compute: () => Promise<Value | undefined>): Promise<Value | undefined>;
  get(key: string, compute: () => Promise<Value | undefined>): Promise<Value | undefined> {
    const known = this.cache.get(key);
    if (known !== undefined) return Promise.resolve(known);
    let pending = this.inFlight.get(key);
    if (pending === undefined) {
      pending = compute()
        .then((value) => {
          if (value !== undefined) this.cache.set(key, value);
          return value;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }
}
