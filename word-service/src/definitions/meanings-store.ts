import path from 'node:path';
import { type ArtifactSource, type BaseWord, BaseWordsFile, type MeaningEntry, MeaningsArtifact, meaningsDirectory, readMeaningsManifest } from '@lexicon/meanings-build';
import type { LanguageCode } from '@lexicon/shared';

export interface StoredMeanings {
  entries: MeaningEntry[];
  /** The providers the entries' `sources` indexes name, with their licences. */
  sources: readonly ArtifactSource[];
}

/**
 * Every language's meanings artifact, as the meanings build left them in the data directory: one
 * open file each, searched on lookup (record-file.ts: nothing is read in advance). A language whose meanings were
 * not built (no apt-get where the build ran) has none; nothing else changes.
 */
export class MeaningsStore {
  private constructor(
    private readonly artifacts: ReadonlyMap<string, MeaningsArtifact>,
    private readonly baseWordFiles: ReadonlyMap<string, BaseWordsFile>,
  ) {}

  static load(dataDirectory: string): MeaningsStore {
    const manifest = readMeaningsManifest(dataDirectory);
    const artifacts = new Map<string, MeaningsArtifact>();
    const baseWordFiles = new Map<string, BaseWordsFile>();
    for (const [language, entry] of Object.entries(manifest?.languages ?? {})) {
      if (!('file' in entry)) continue;
      artifacts.set(language, MeaningsArtifact.open(path.join(meaningsDirectory(dataDirectory), entry.file)));
      if (entry.baseWords !== undefined) baseWordFiles.set(language, BaseWordsFile.open(path.join(meaningsDirectory(dataDirectory), entry.baseWords.file)));
    }
    return new MeaningsStore(artifacts, baseWordFiles);
  }

  static empty(): MeaningsStore {
    return new MeaningsStore(new Map(), new Map());
  }

  get languages(): string[] {
    return [...this.artifacts.keys()];
  }

  get byteLength(): number {
    return [...this.artifacts.values()].reduce((sum, artifact) => sum + artifact.byteLength, 0);
  }

  /**
   * The base words the language's morphological lexicon gives a folded word, most frequent first, and
   * the lexicon's name; undefined when the language has no lexicon or the lexicon does not know the word.
   */
  baseWords(language: LanguageCode, folded: string): { baseWords: BaseWord[]; lexicon: string } | undefined {
    const file = this.baseWordFiles.get(language);
    const baseWords = file?.lookup(folded);
    return file === undefined || baseWords === undefined ? undefined : { baseWords, lexicon: file.lexicon.name };
  }

  /** Every folded word with senses stored, in stored order (for coverage figures and tests). */
  *keys(language: LanguageCode): Generator<string> {
    const artifact = this.artifacts.get(language);
    if (artifact !== undefined) yield* artifact.keys();
  }

  /** The senses stored under a folded word; none when the language has no meanings. */
  lookup(language: LanguageCode, folded: string): StoredMeanings {
    const artifact = this.artifacts.get(language);
    return artifact === undefined ? { entries: [], sources: [] } : { entries: artifact.lookup(folded), sources: artifact.sources };
  }
}
