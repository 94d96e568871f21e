import type { LanguageCode, PartOfSpeech } from '@lexicon/shared';
import type { MeaningEntry } from './meaning-entry';
import { encodeRecordFile, RecordFile } from './record-file';

/**
 * A language's meanings as one file of records (record-file.ts): a header naming the sources with
 * their licences, then `folded key \t JSON` per word. The service reads a record when it is looked
 * up, so it holds no entry, and no artifact, in memory.
 */
const MAGIC = 'LXM2';

export interface ArtifactSource {
  provider: string;
  licence: string;
}

interface ArtifactHeader {
  language: string;
  sources: ArtifactSource[];
}

/** A stored sense: [headword, part of speech or '', definitions, synonyms, [language, text] pairs, sources]. */
type StoredEntry = [string, string, string[], string[], Array<[LanguageCode, string]>, number[]];

const stored = (entry: MeaningEntry): StoredEntry => [
  entry.headword,
  entry.partOfSpeech ?? '',
  entry.definitions,
  entry.synonyms,
  entry.translations.map((translation) => [translation.language, translation.text]),
  entry.sources,
];

export function encodeMeaningsArtifact(language: string, sources: ArtifactSource[], records: ReadonlyMap<string, MeaningEntry[]>): Buffer {
  const values = new Map([...records].map(([key, entries]) => [key, JSON.stringify(entries.map(stored))]));
  return encodeRecordFile(MAGIC, { language, sources } satisfies ArtifactHeader, values);
}

export class MeaningsArtifact {
  readonly language: string;
  readonly sources: readonly ArtifactSource[];

  private constructor(private readonly file: RecordFile<ArtifactHeader>) {
    this.language = file.header.language;
    this.sources = file.header.sources;
  }

  static open(path: string): MeaningsArtifact {
    return new MeaningsArtifact(RecordFile.open<ArtifactHeader>(path, MAGIC));
  }

  get count(): number {
    return this.file.count;
  }

  get byteLength(): number {
    return this.file.byteLength;
  }

  /** The senses stored under a folded key; empty when there are none. */
  lookup(folded: string): MeaningEntry[] {
    const value = this.file.lookup(folded);
    return value === undefined ? [] : (JSON.parse(value) as StoredEntry[]).map(entryOf);
  }

  /** Every key, in stored order (for coverage figures and tests). */
  *keys(): Generator<string> {
    for (const [key] of this.file.entries()) yield key;
  }
}

function entryOf([headword, partOfSpeech, definitions, synonyms, translations, sources]: StoredEntry): MeaningEntry {
  return {
    headword,
    ...(partOfSpeech === '' ? {} : { partOfSpeech: partOfSpeech as PartOfSpeech }),
    definitions,
    synonyms,
    translations: translations.map(([language, text]) => ({ language, text })),
    sources,
  };
}
