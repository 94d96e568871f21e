import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * A table of text records keyed by a word, kept on disk and read a few bytes at a time: a lookup is a
 * binary search whose every step reads one offset pair and one key with `pread`, so a table of
 * millions of forms costs the service no memory beyond the operating system's page cache.
 *
 *   magic (4 bytes) | u32 header length | header JSON | u32 count | u32 offsets[count + 1] | records
 *
 * Each record is `key \t value`, sorted by the key's UTF-8 bytes.
 */
const TAB = 9;

export function encodeRecordFile(magic: string, header: unknown, records: ReadonlyMap<string, string>): Buffer {
  const keys = [...records.keys()].map((key) => Buffer.from(key, 'utf8')).sort(Buffer.compare);
  const bodies = keys.map((key) => Buffer.concat([key, Buffer.from([TAB]), Buffer.from(records.get(key.toString('utf8')) ?? '', 'utf8')]));
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const table = Buffer.alloc(4 + (bodies.length + 1) * 4);
  table.writeUInt32LE(bodies.length, 0);
  let offset = 0;
  bodies.forEach((body, index) => {
    table.writeUInt32LE(offset, 4 + index * 4);
    offset += body.length;
  });
  table.writeUInt32LE(offset, 4 + bodies.length * 4);
  const headerLength = Buffer.alloc(4);
  headerLength.writeUInt32LE(headerBytes.length, 0);
  return Buffer.concat([Buffer.from(magic, 'latin1'), headerLength, headerBytes, table, ...bodies]);
}

/** The longest key read in one step; a longer key is read again whole. */
const KEY_READ = 96;

export class RecordFile<Header> {
  readonly header: Header;
  readonly count: number;
  readonly byteLength: number;
  private readonly tableStart: number;
  private readonly recordsStart: number;
  private readonly scratch = Buffer.alloc(KEY_READ);

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
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const bounds = this.read(this.tableStart + 4 + middle * 4, 8);
      const start = this.recordsStart + bounds.readUInt32LE(0);
      const end = this.recordsStart + bounds.readUInt32LE(4);
      const record = end - start <= KEY_READ ? this.readInto(start, end - start) : this.read(start, end - start);
      const tab = record.indexOf(TAB);
      const order = wanted.compare(record, 0, tab);
      if (order === 0) return record.toString('utf8', tab + 1);
      if (order > 0) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /** Every key and value, in stored order (for reports and tests). */
  *entries(): Generator<[string, string]> {
    for (let i = 0; i < this.count; i += 1) {
      const bounds = this.read(this.tableStart + 4 + i * 4, 8);
      const record = this.read(this.recordsStart + bounds.readUInt32LE(0), bounds.readUInt32LE(4) - bounds.readUInt32LE(0));
      const tab = record.indexOf(TAB);
      yield [record.toString('utf8', 0, tab), record.toString('utf8', tab + 1)];
    }
  }

  private read(position: number, length: number): Buffer {
    const bytes = Buffer.alloc(length);
    readSync(this.descriptor, bytes, 0, length, position);
    return bytes;
  }

  /** A short record read into the reused scratch buffer (valid until the next read). */
  private readInto(position: number, length: number): Buffer {
    readSync(this.descriptor, this.scratch, 0, length, position);
    return this.scratch.subarray(0, length);
  }
}
