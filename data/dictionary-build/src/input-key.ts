import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DictionarySource, LanguageMetadata } from '@lexicon/shared';
import { packageVersion } from './package-files';

/**
 * The compiled code an artifact depends on: this package (the build and its word rules); in the
 * engine, the artifact format, the DAWG and the language rules and metadata; in shared, the metadata's
 * schema and the word-length bounds. A change there rebuilds every language; a change elsewhere
 * (search, families, services) does not.
 */
const BUILD_INPUTS: ReadonlyArray<{ root: string; folders: readonly string[] }> = [
  { root: __dirname, folders: ['.'] },
  { root: path.dirname(require.resolve('@lexicon/engine')), folders: ['artifact', 'dawg', 'languages'] },
  { root: path.dirname(require.resolve('@lexicon/shared')), folders: ['languages'] },
];

/**
 * Folders left out of the code's hash: a language's metadata is hashed into its own key alone (a
 * change to one rebuilds one language), and the lists' report reads artifacts without making them.
 */
const NOT_BUILD_CODE = new Set([path.join('languages', 'metadata'), 'list-quality']);

function buildCodeHash(): string {
  const hash = createHash('sha256');
  const walk = (root: string, directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_BUILD_CODE.has(path.relative(root, full))) walk(root, full);
      } else if (/\.(js|json)$/.test(entry.name)) hash.update(path.relative(root, full)).update(readFileSync(full));
    }
  };
  for (const { root, folders } of BUILD_INPUTS) for (const folder of folders) walk(root, path.join(root, folder));
  return hash.digest('hex');
}

let codeHash: string | undefined;

function sourceVersion(source: DictionarySource, metadata: LanguageMetadata): string {
  if (source.kind === 'debian-word-list' || source.kind === 'debian-hunspell') return source.debian.version;
  if (source.kind === 'morphology-forms') {
    if (metadata.morphology === undefined) throw new Error(`${metadata.code}: a morphology-forms source needs the language's morphology`);
    return metadata.morphology.debian.version;
  }
  return packageVersion(source.package);
}

export interface LanguageInputs {
  key: string;
  sources: Array<{ package: string; version: string; licence: string }>;
}

/** What a language's artifact is made from; the artifact is rebuilt only when this changes. */
export function languageInputs(metadata: LanguageMetadata): LanguageInputs {
  codeHash ??= buildCodeHash();
  const sources = metadata.dictionary.sources.map((source) => ({
    package: source.package,
    version: sourceVersion(source, metadata),
    licence: source.licence,
  }));
  const names = metadata.wordRules.properNames;
  if (names !== undefined) {
    sources.push({ package: names.partOfSpeech.package, version: names.partOfSpeech.version, licence: names.licence });
  }
  // The language's metadata (word rules, pinned checksums, the game's two-letter words) is an input,
  // all but the game list's description; the other languages' metadata is not.
  const built = { ...metadata, gameList: metadata.gameList.twoLetterWords };
  const key = createHash('sha256')
    .update(JSON.stringify({ codeHash, metadata: built, sources, reader: packageVersion('hunspell-reader') }))
    .digest('hex');
  return { key, sources };
}
