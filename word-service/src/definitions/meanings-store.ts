import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ArtifactSource, type MeaningEntry, MeaningsArtifact, meaningsDirectory, readMeaningsManifest } from '@lexicon/meanings-build';
import type { LanguageCode } from '@lexicon/shared';

export interface StoredMeanings {
  entries: MeaningEntry[];
  /** The providers the entries' `source` indexes name, with their licences. */
  sources: readonly ArtifactSource[];
}

/**
 * Every language's meanings artifact, as the meanings build left them in the data directory: one
 * Buffer each, searched on lookup (no entry is decoded in advance). A language whose meanings were
 * not built (no apt-get where the build ran) has none; nothing else changes.
 */
export class MeaningsStore {
  private constructor(private readonly artifacts: ReadonlyMap<string, MeaningsArtifact>) {}

  static load(dataDirectory: string): MeaningsStore {
    const manifest = readMeaningsManifest(dataDirectory);
    const artifacts = new Map<string, MeaningsArtifact>();
    for (const [language, entry] of Object.entries(manifest?.languages ?? {})) {
      if (!('file' in entry)) continue;
      artifacts.set(language, new MeaningsArtifact(readFileSync(path.join(meaningsDirectory(dataDirectory), entry.file))));
    }
    return new MeaningsStore(artifacts);
  }

  static empty(): MeaningsStore {
    return new MeaningsStore(new Map());
  }

  get languages(): string[] {
    return [...this.artifacts.keys()];
  }

  get byteLength(): number {
    return [...this.artifacts.values()].reduce((sum, artifact) => sum + artifact.byteLength, 0);
  }

  /** The senses stored under a folded word; none when the language has no meanings. */
  lookup(language: LanguageCode, folded: string): StoredMeanings {
    const artifact = this.artifacts.get(language);
    return artifact === undefined ? { entries: [], sources: [] } : { entries: artifact.lookup(folded), sources: artifact.sources };
  }
}
