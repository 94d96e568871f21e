import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LanguageMetadata } from '@lexicon/shared';
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

function buildCodeHash(): string {
  const hash = createHash('sha256');
  const walk = (root: string, directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(root, full);
      else if (/\.(js|json)$/.test(entry.name)) hash.update(path.relative(root, full)).update(readFileSync(full));
    }
  };
  for (const { root, folders } of BUILD_INPUTS) for (const folder of folders) walk(root, path.join(root, folder));
  return hash.digest('hex');
}

let codeHash: string | undefined;

export interface LanguageInputs {
  key: string;
  sources: Array<{ package: string; version: string; licence: string }>;
}

/** What a language's artifact is made from; the artifact is rebuilt only when this changes. */
export function languageInputs(metadata: LanguageMetadata): LanguageInputs {
  codeHash ??= buildCodeHash();
  const sources = metadata.dictionary.sources.map((source) => ({
    package: source.package,
    version: source.kind === 'debian-word-list' ? source.debian.version : packageVersion(source.package),
    licence: source.licence,
  }));
  const names = metadata.wordRules.properNames;
  if (names !== undefined) {
    sources.push({ package: names.partOfSpeech.package, version: names.partOfSpeech.version, licence: names.licence });
  }
  // The metadata (word rules, pinned checksums) is hashed with the code: its JSON files are build inputs.
  const key = createHash('sha256')
    .update(JSON.stringify({ codeHash, language: metadata.code, sources, reader: packageVersion('hunspell-reader') }))
    .digest('hex');
  return { key, sources };
}
