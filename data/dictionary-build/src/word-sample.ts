import { createHash } from 'node:crypto';

export const SAMPLE_SIZE = 20;

/**
 * A uniform random sample of the words offered (reservoir sampling), the same on every build of the
 * same words: the generator is seeded from a name, so the samples in the manifest can be compared.
 */
export class WordSample {
  private readonly reservoir: string[] = [];
  private offered = 0;
  private state: number;

  constructor(seedName: string, private readonly size = SAMPLE_SIZE) {
    this.state = createHash('sha256').update(seedName).digest().readUInt32LE(0) || 1;
  }

  get count(): number {
    return this.offered;
  }

  offer(word: string): void {
    this.offered += 1;
    if (this.reservoir.length < this.size) {
      this.reservoir.push(word);
      return;
    }
    const slot = Math.floor(this.random() * this.offered);
    if (slot < this.size) this.reservoir[slot] = word;
  }

  sample(): string[] {
    return [...this.reservoir].sort();
  }

  // xorshift32: enough for picking samples, and reproducible.
  private random(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state / 0x1_0000_0000;
  }
}
