/**
 * A small seeded generator (mulberry32): the same seed gives the same cases on every machine, so a
 * failing case is reproduced from its seed and its index alone.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<Item>(items: readonly Item[]): Item {
    return items[Math.floor(this.next() * items.length)] as Item;
  }

  /** `length` characters drawn from `alphabet` (code points, so emoji stay whole). */
  text(alphabet: readonly string[], length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += this.pick(alphabet);
    return out;
  }
}

/** The generator for case `index` of a run: each case is reproducible on its own. */
export function randomFor(seed: number, index: number): Random {
  return new Random(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
}
