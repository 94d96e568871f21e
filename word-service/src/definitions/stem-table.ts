/**
 * A hunspell dictionary's stems with their flags, in two allocations: one string of records
 * `stem \u0002 flags \n` sorted by stem, and the records' offsets. Every language's stems stay in
 * memory for lemmas; a Map of several hundred thousand entries per language would hold four times
 * as much (the string keys, the entries and the hash table).
 */
const KEY_END = '\u0002';
const KEY_CODE = 2;

export class StemTable {
  private constructor(
    private readonly text: string,
    private readonly starts: Uint32Array,
  ) {}

  /** From stems and their flags (any string that does not hold `\u0002` or a line break). */
  static of(stems: ReadonlyMap<string, string>): StemTable {
    const keys = [...stems.keys()].sort();
    const starts = new Uint32Array(keys.length);
    const parts: string[] = [];
    let offset = 0;
    keys.forEach((key, index) => {
      const record = `${key}${KEY_END}${stems.get(key) as string}\n`;
      starts[index] = offset;
      offset += record.length;
      parts.push(record);
    });
    // Flattened once, so the table is one sequential string rather than a tree of concatenations.
    return new StemTable(parts.join(''), starts);
  }

  /** The table as plain data, to be sent from the worker that built it. */
  parts(): { text: string; starts: Uint32Array } {
    return { text: this.text, starts: this.starts };
  }

  static fromParts({ text, starts }: { text: string; starts: Uint32Array }): StemTable {
    return new StemTable(text, starts);
  }

  get size(): number {
    return this.starts.length;
  }

  /** The flags of a stem, or undefined when the dictionary does not list it. */
  get(stem: string): string | undefined {
    let low = 0;
    let high = this.starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = this.starts[middle] as number;
      const order = this.compareKey(start, stem);
      if (order === 0) {
        const flagsStart = start + stem.length + 1;
        return this.text.slice(flagsStart, this.text.indexOf('\n', flagsStart));
      }
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /** The order of the key stored at `start` against `stem`, compared in place (no substring made). */
  private compareKey(start: number, stem: string): number {
    const { text } = this;
    for (let i = 0; ; i += 1) {
      const stored = text.charCodeAt(start + i);
      const keyEnded = stored === KEY_CODE;
      if (i === stem.length) return keyEnded ? 0 : 1;
      if (keyEnded) return -1;
      const wanted = stem.charCodeAt(i);
      if (stored !== wanted) return stored < wanted ? -1 : 1;
    }
  }
}
