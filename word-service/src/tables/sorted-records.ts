/**
 * A read-only table of string keys and string values in two allocations outside the JavaScript heap:
 * one Buffer of records `key NUL value` in UTF-8, sorted by key, and the records' offsets; a key is
 * found by binary search, compared byte by byte in place. Word-service keeps tables of hundreds of
 * thousands of short strings for as long as it runs (WordNet's index, CMU's pronunciations, every
 * language's hunspell stems): as a Map or an object each key and value would be a heap string with its
 * header and hash entry, in UTF-16 as soon as one character lies beyond Latin-1 (several times the
 * bytes), and the heap would have to grow to hold them.
 */
const KEY_END = 0;

/** In Unicode mode a surrogate pair is one code point: this matches only a surrogate without its other half. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Where a key sought is encoded, so a lookup allocates nothing (lookups run one at a time). */
const scratch = Buffer.allocUnsafeSlow(1024);

export interface SortedRecordsParts {
  bytes: Uint8Array;
  starts: Uint32Array;
}

export class SortedRecords {
  private constructor(
    /** The records, each `key NUL value`, one after the other in key order. */
    private readonly bytes: Buffer,
    /** Record i spans starts[i] to starts[i + 1]; one more offset than records. */
    private readonly starts: Uint32Array,
  ) {}

  /** From keys and values; a key may not hold NUL nor a lone surrogate (it has no UTF-8), nor come twice. */
  static of(entries: Iterable<readonly [string, string]>): SortedRecords {
    const values = new Map<string, string>();
    for (const [key, value] of entries) {
      if (key.includes('\u0000') || LONE_SURROGATE.test(key)) throw new Error(`a key holds NUL or a lone surrogate: ${JSON.stringify(key)}`);
      if (values.has(key)) throw new Error(`a key comes twice: ${JSON.stringify(key)}`);
      values.set(key, value);
    }
    const keys = [...values.keys()].sort(compareCodePoints);
    const starts = new Uint32Array(keys.length + 1);
    let length = 0;
    for (const key of keys) length += Buffer.byteLength(key) + 1 + Buffer.byteLength(values.get(key) as string);
    // Its own ArrayBuffer (never a slice of the shared pool), so that it can be sent to another thread.
    const bytes = Buffer.allocUnsafeSlow(length);
    let at = 0;
    keys.forEach((key, index) => {
      starts[index] = at;
      at += bytes.write(key, at);
      bytes[at] = KEY_END;
      at += 1;
      at += bytes.write(values.get(key) as string, at);
    });
    starts[keys.length] = at;
    return new SortedRecords(bytes, starts);
  }

  /** The table as plain data, to be sent from the worker that built it (both buffers can be transferred). */
  parts(): SortedRecordsParts {
    return { bytes: this.bytes, starts: this.starts };
  }

  static fromParts({ bytes, starts }: SortedRecordsParts): SortedRecords {
    return new SortedRecords(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), starts);
  }

  /** The buffers to transfer when sending `parts()` to another thread. */
  static transferList(parts: SortedRecordsParts): ArrayBuffer[] {
    return [parts.bytes.buffer as ArrayBuffer, parts.starts.buffer as ArrayBuffer];
  }

  get size(): number {
    return this.starts.length - 1;
  }

  /** How many bytes the table holds. */
  get byteLength(): number {
    return this.bytes.byteLength + this.starts.byteLength;
  }

  has(key: string): boolean {
    return this.find(key) >= 0;
  }

  /** The value stored under the key, or undefined when the table lacks it. */
  get(key: string): string | undefined {
    const found = this.find(key);
    if (found < 0) return undefined;
    const start = this.starts[found] as number;
    return this.bytes.toString('utf8', this.bytes.indexOf(KEY_END, start) + 1, this.starts[found + 1]);
  }

  /** Every record in key order (for tests and figures). */
  *entries(): Generator<[string, string]> {
    for (let index = 0; index < this.size; index += 1) {
      const start = this.starts[index] as number;
      const keyEnd = this.bytes.indexOf(KEY_END, start);
      yield [this.bytes.toString('utf8', start, keyEnd), this.bytes.toString('utf8', keyEnd + 1, this.starts[index + 1])];
    }
  }

  /** The index of the key's record, or -1. */
  private find(key: string): number {
    // A lone surrogate would be written as U+FFFD, and found under that.
    if (LONE_SURROGATE.test(key)) return -1;
    // UTF-8 takes at most three bytes per UTF-16 unit; a longer key gets a buffer of its own.
    const wanted = key.length * 3 <= scratch.length ? scratch : Buffer.allocUnsafe(key.length * 3);
    const length = wanted.write(key);
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = this.compareAt(this.starts[middle] as number, wanted, length);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** The order of the key stored at `start` against the first `length` bytes of `wanted`. */
  private compareAt(start: number, wanted: Buffer, length: number): number {
    const { bytes } = this;
    for (let i = 0; ; i += 1) {
      const stored = bytes[start + i] as number;
      if (i === length) return stored === KEY_END ? 0 : 1;
      // The stored key ended first: it is a prefix of the one sought (NUL sorts before every byte).
      if (stored === KEY_END) return -1;
      const sought = wanted[i] as number;
      if (stored !== sought) return stored < sought ? -1 : 1;
    }
  }
}

/**
 * Strings in code point order, which is the order of their UTF-8 bytes. JavaScript's own order
 * compares UTF-16 units, which puts the characters beyond U+FFFF (surrogate pairs, from U+D800)
 * before U+E000–U+FFFF: those two ranges are swapped back here.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x += x >= 0xe000 ? -0x800 : 0x2000;
      y += y >= 0xe000 ? -0x800 : 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}
