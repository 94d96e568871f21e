import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from '@lexicon/shared/core';
import { decodeArtifact, Dictionary, type DictionaryDawgSummaries } from '@lexicon/engine';
import { provideWordLists } from './word-lists';
import { type Manifest, MANIFEST_FILE, manifestSchema } from './manifest';

export class DataNotBuiltError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataNotBuiltError';
  }
}

export async function readManifest(dataDir: string): Promise<Manifest> {
  const manifestPath = path.join(dataDir, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch {
    throw new DataNotBuiltError(`no dictionary manifest at ${manifestPath}: run \`npm run data:build\``);
  }
  return manifestSchema.parse(JSON.parse(text));
}

/**
 * A loaded dictionary as other threads get it, all in shared memory: its artifact's bytes and what its
 * DAWGs derived from them, so that a worker's dictionary over them holds no copy of either.
 */
export interface SharedDictionary {
  artifact: SharedArrayBuffer;
  dawgSummaries: DictionaryDawgSummaries;
}

export interface LoadedDictionaries {
  dictionaries: ReadonlyMap<LanguageCode, Dictionary>;
  manifest: Manifest;
  /**
   * Each language's artifact bytes in memory that threads share: another thread builds the same
   * dictionaries over them (`dictionariesOver`) without a copy.
   */
  shared: ReadonlyMap<LanguageCode, SharedDictionary>;
}

/** A file read into memory that worker threads can share. */
async function readShared(file: string): Promise<SharedArrayBuffer> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const shared = new SharedArrayBuffer(size);
    const bytes = new Uint8Array(shared);
    for (let at = 0; at < size; ) {
      const { bytesRead } = await handle.read(bytes, at, size - at, at);
      if (bytesRead === 0) throw new DataNotBuiltError(`${file} ended after ${at} of ${size} bytes`);
      at += bytesRead;
    }
    return shared;
  } finally {
    await handle.close();
  }
}

/** The dictionaries of artifacts another thread loaded (`LoadedDictionaries.shared`). */
export function dictionariesOver(shared: ReadonlyMap<LanguageCode, SharedDictionary>): Map<LanguageCode, Dictionary> {
  return new Map(
    [...shared].map(([language, { artifact, dawgSummaries }]) => {
      const dictionary = new Dictionary(decodeArtifact(Buffer.from(artifact), language), dawgSummaries);
      provideWordLists(dictionary);
      return [language, dictionary];
    }),
  );
}

/**
 * Loads the artifacts the manifest lists. A language the caller needs but the manifest lacks is an
 * error, never an empty dictionary served in silence.
 */
export async function loadDictionaries(
  dataDir: string,
  languages: readonly LanguageCode[] = LANGUAGE_CODES,
): Promise<LoadedDictionaries> {
  const manifest = await readManifest(dataDir);
  const loaded = await Promise.all(
    languages.map(async (language) => {
      const entry = manifest.languages[language];
      if (entry === undefined) throw new DataNotBuiltError(`the dictionary manifest in ${dataDir} has no ${language} list`);
      const bytes = await readShared(path.join(dataDir, entry.file));
      const dictionary = new Dictionary(decodeArtifact(Buffer.from(bytes), language));
      if (dictionary.wordCount !== entry.wordCount) {
        throw new DataNotBuiltError(`${entry.file} holds ${dictionary.wordCount} words, the manifest says ${entry.wordCount}`);
      }
      provideWordLists(dictionary);
      return { language, dictionary, bytes };
    }),
  );
  return {
    dictionaries: new Map(loaded.map(({ language, dictionary }) => [language, dictionary])),
    manifest,
    shared: new Map(loaded.map(({ language, dictionary, bytes }) => [language, { artifact: bytes, dawgSummaries: dictionary.dawgSummaries }])),
  };
}
