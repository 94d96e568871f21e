import type { LanguageCode, PartOfSpeech } from '@lexicon/shared';
import type { MeaningEntry } from './meaning-entry';

/**
 * A language's meanings as one Buffer: a header (the sources, with their licences), a table of record
 * offsets, and the records `folded key \t JSON` sorted by the key's UTF-8 bytes. A lookup is a
 * binary search over the offsets; only the record found is decoded, so the service holds a few
 * Buffers rather than millions of objects.
 *
 *   "LXM1" | u32 header length | header JSON | u32 count | u32 offsets[count + 1] | records
 */
const MAGIC = 'LXM1';
const TAB = 9;

export interface ArtifactSource {
  provider: string;
  licence: string;
}

interface ArtifactHeader {
  language: string;
  sources: ArtifactSource[];
}

/** A stored sense: [headword, part of speech or '', definitions, synonyms, [language, text] pairs, source]. */
type StoredEntry = [string, string, string[], string[], Array<[LanguageCode, string]>, number];

const stored = (entry: MeaningEntry): StoredEntry => [
  entry.headword,
  entry.partOfSpeech ?? '',
  entry.definitions,
  entry.synonyms,
  entry.translations.map((translation) => [translation.language, translation.text]),
  entry.source,
];

export function encodeMeaningsArtifact(language: string, sources: ArtifactSource[], records: ReadonlyMap<string, MeaningEntry[]>): Buffer {
  const keys = [...records.keys()].map((key) => Buffer.from(key, 'utf8')).sort(Buffer.compare);
  const bodies = keys.map((key) => Buffer.concat([key, Buffer.from([TAB]), Buffer.from(JSON.stringify((records.get(key.toString('utf8')) ?? []).map(stored)), 'utf8')]));
  const header = Buffer.from(JSON.stringify({ language, sources } satisfies ArtifactHeader), 'utf8');
  const table = Buffer.alloc(4 + (bodies.length + 1) * 4);
  table.writeUInt32LE(bodies.length, 0);
  let offset = 0;
  bodies.forEach((body, index) => {
    table.writeUInt32LE(offset, 4 + index * 4);
    offset += body.length;
  });
  table.writeUInt32LE(offset, 4 + bodies.length * 4);
  const headerLength = Buffer.alloc(4);
  headerLength.writeUInt32LE(header.length, 0);
  return Buffer.concat([Buffer.from(MAGIC, 'latin1'), headerLength, header, table, ...bodies]);
}

export class MeaningsArtifact {
  readonly language: string;
  readonly sources: readonly ArtifactSource[];
  readonly count: number;
  private readonly offsets: Uint32Array;
  private readonly recordsStart: number;

  constructor(private readonly bytes: Buffer) {
    if (bytes.toString('latin1', 0, 4) !== MAGIC) throw new Error('not a meanings artifact');
    const headerLength = bytes.readUInt32LE(4);
    const header = JSON.parse(bytes.toString('utf8', 8, 8 + headerLength)) as ArtifactHeader;
    this.language = header.language;
    this.sources = header.sources;
    const tableStart = 8 + headerLength;
    this.count = bytes.readUInt32LE(tableStart);
    // A copy, so the offsets are aligned whatever the header's length.
    this.offsets = new Uint32Array(this.count + 1);
    for (let i = 0; i <= this.count; i += 1) this.offsets[i] = bytes.readUInt32LE(tableStart + 4 + i * 4);
    this.recordsStart = tableStart + 4 + (this.count + 1) * 4;
  }

  get byteLength(): number {
    return this.bytes.length;
  }

  /** The senses stored under a folded key; empty when there are none. */
  lookup(folded: string): MeaningEntry[] {
    const key = Buffer.from(folded, 'utf8');
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = this.recordsStart + (this.offsets[middle] as number);
      const end = this.recordsStart + (this.offsets[middle + 1] as number);
      const tab = this.bytes.indexOf(TAB, start);
      const order = -key.compare(this.bytes, start, tab);
      if (order === 0) return (JSON.parse(this.bytes.toString('utf8', tab + 1, end)) as StoredEntry[]).map(entryOf);
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return [];
  }

  /** Every key, in stored order (for coverage figures and tests). */
  *keys(): Generator<string> {
    for (let i = 0; i < this.count; i += 1) {
      const start = this.recordsStart + (this.offsets[i] as number);
      yield this.bytes.toString('utf8', start, this.bytes.indexOf(TAB, start));
    }
  }
}

function entryOf([headword, partOfSpeech, definitions, synonyms, translations, source]: StoredEntry): MeaningEntry {
  return {
    headword,
    ...(partOfSpeech === '' ? {} : { partOfSpeech: partOfSpeech as PartOfSpeech }),
    definitions,
    synonyms,
    translations: translations.map(([language, text]) => ({ language, text })),
    source,
  };
}
