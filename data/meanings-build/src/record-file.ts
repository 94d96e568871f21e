import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * A table of text records keyed by a word, kept on disk and read a block at a time: the first key of
 * every block of 64 records stays in memory, a lookup searches them and reads the one block that may
 * hold the key (its offsets, then its bytes: two `pread`s), so a table of a million forms costs the
 * service a few hundred kB and the operating system's page cache.
 *
 *   magic (4 bytes) | u32 header length | header JSON | u32 count | u32 offsets[count + 1] | records
 *
 * Each record is `key \t value`, sorted by the key's UTF-8 bytes.
 */
const TAB = 9;

/**
 * UTF-16 code units reordered so that comparing them orders strings as their UTF-8 bytes do: a
 * surrogate (a character past U+FFFF) after every other unit.
 */
const utf8Unit = (unit: number): number => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);

/** Two strings in the order of their UTF-8 bytes (the order lookup searches), without encoding them. */
export function compareUtf8(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x !== y) return utf8Unit(x) - utf8Unit(y);
  }
  return a.length - b.length;
}

/**
 * The file of `records`, each value written as `text` gives it. The records are written straight into
 * one buffer: a table of millions of forms (Polish) would otherwise hold a buffer per record.
 */
export function encodeRecordFile<Value = string>(magic: string, header: unknown, records: ReadonlyMap<string, Value>, text: (value: Value) => string = String): Buffer {
  const keys = [...records.keys()].sort(compareUtf8);
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const tableStart = 8 + headerBytes.length;
  const recordsStart = tableStart + 4 + (keys.length + 1) * 4;
  const values = keys.map((key) => text(records.get(key) as Value));
  const size = keys.reduce((sum, key, index) => sum + Buffer.byteLength(key, 'utf8') + 1 + Buffer.byteLength(values[index] as string, 'utf8'), 0);
  const file = Buffer.alloc(recordsStart + size);
  file.write(magic, 0, 'latin1');
  file.writeUInt32LE(headerBytes.length, 4);
  headerBytes.copy(file, 8);
  file.writeUInt32LE(keys.length, tableStart);
  let offset = 0;
  keys.forEach((key, index) => {
    file.writeUInt32LE(offset, tableStart + 4 + index * 4);
    offset += file.write(key, recordsStart + offset, 'utf8');
    file[recordsStart + offset] = TAB;
    offset += 1;
    offset += file.write(values[index] as string, recordsStart + offset, 'utf8');
  });
  file.writeUInt32LE(offset, tableStart + 4 + keys.length * 4);
  return file;
}

/** Records per block: a lookup reads one block's offsets and bytes, two `pread`s of a few kB. */
const BLOCK = 64;

export class RecordFile<Header> {
  readonly header: Header;
  readonly count: number;
  readonly byteLength: number;
  private readonly tableStart: number;
  private readonly recordsStart: number;
  /** The first key of each block of BLOCK records, in memory: the binary search runs over them. */
  private readonly blockKeys: Buffer[] = [];

  private constructor(
    private readonly descriptor: number,
    magic: string,
  ) {
    this.byteLength = fstatSync(descriptor).size;
    const start = this.read(0, 8);
    if (start.toString('latin1', 0, 4) !== magic) throw new Error(`not a ${magic} file`);
    const headerLength = start.readUInt32LE(4);
    this.header = JSON.parse(this.read(8, headerLength).toString('utf8')) as Header;
    this.tableStart = 8 + headerLength;
    this.count = this.read(this.tableStart, 4).readUInt32LE(0);
    this.recordsStart = this.tableStart + 4 + (this.count + 1) * 4;
    for (let first = 0; first < this.count; first += BLOCK) {
      const record = this.records(first, first + 1)[0] as Buffer;
      // A copy of the key alone, so that no record's value stays in memory.
      this.blockKeys.push(Buffer.from(record.subarray(0, record.indexOf(TAB))));
    }
  }

  static open<Header>(file: string, magic: string): RecordFile<Header> {
    return new RecordFile<Header>(openSync(file, 'r'), magic);
  }

  close(): void {
    closeSync(this.descriptor);
  }

  /** The value stored under a key, or undefined when the table has none. */
  lookup(key: string): string | undefined {
    const wanted = Buffer.from(key, 'utf8');
    // The last block whose first key is not after the wanted one.
    let low = 0;
    let high = this.blockKeys.length - 1;
    let block = -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (wanted.compare(this.blockKeys[middle] as Buffer) >= 0) {
        block = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (block < 0) return undefined;
    for (const record of this.records(block * BLOCK, Math.min(this.count, (block + 1) * BLOCK))) {
      const tab = record.indexOf(TAB);
      if (wanted.compare(record, 0, tab) === 0) return record.toString('utf8', tab + 1);
    }
    return undefined;
  }

  /** Every key and value, in stored order (for reports and tests). */
  *entries(): Generator<[string, string]> {
    for (let first = 0; first < this.count; first += BLOCK) {
      for (const record of this.records(first, Math.min(this.count, first + BLOCK))) {
        const tab = record.indexOf(TAB);
        yield [record.toString('utf8', 0, tab), record.toString('utf8', tab + 1)];
      }
    }
  }

  /** Records first (included) to end (excluded), read with one `pread` of their offsets and one of their bytes. */
  private records(first: number, end: number): Buffer[] {
    const offsets = this.read(this.tableStart + 4 + first * 4, (end - first + 1) * 4);
    const base = offsets.readUInt32LE(0);
    const bytes = this.read(this.recordsStart + base, offsets.readUInt32LE((end - first) * 4) - base);
    const records: Buffer[] = [];
    for (let i = 0; i < end - first; i += 1) records.push(bytes.subarray(offsets.readUInt32LE(i * 4) - base, offsets.readUInt32LE((i + 1) * 4) - base));
    return records;
  }

  private read(position: number, length: number): Buffer {
    const bytes = Buffer.alloc(length);
    readSync(this.descriptor, bytes, 0, length, position);
    return bytes;
  }
}
