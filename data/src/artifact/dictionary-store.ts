import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type LanguageCode, LANGUAGE_CODES } from '@lexicon/shared';
import { Dictionary } from '../dictionary';
import { decodeArtifact } from './artifact-format';
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

export interface LoadedDictionaries {
  dictionaries: ReadonlyMap<LanguageCode, Dictionary>;
  manifest: Manifest;
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
      const file = await readFile(path.join(dataDir, entry.file));
      const dictionary = new Dictionary(decodeArtifact(file, language));
      if (dictionary.wordCount !== entry.wordCount) {
        throw new DataNotBuiltError(`${entry.file} holds ${dictionary.wordCount} words, the manifest says ${entry.wordCount}`);
      }
      return [language, dictionary] as const;
    }),
  );
  return { dictionaries: new Map(loaded), manifest };
}
