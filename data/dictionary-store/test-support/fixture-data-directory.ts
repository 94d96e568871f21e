import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFixtureArtifact, FIXTURE_SOURCE } from '@lexicon/engine/test-support';
import { type LanguageCode, LANGUAGE_CODES } from '@lexicon/shared';
import { type Manifest, MANIFEST_FILE, manifestEntryFor } from '../src/manifest';

/** Writes the fixture artifacts and their manifest into a folder a service can be pointed at. */
export function writeFixtureDataDirectory(directory: string, languages: readonly LanguageCode[] = LANGUAGE_CODES): Manifest {
  mkdirSync(directory, { recursive: true });
  const manifest: Manifest = { format: 1, writtenAt: new Date().toISOString(), languages: {} };
  for (const language of languages) {
    const built = buildFixtureArtifact(language);
    const file = `${language}-fixture.lex`;
    writeFileSync(path.join(directory, file), built.file);
    manifest.languages[language] = manifestEntryFor(built, {
      file,
      inputKey: 'fixture',
      sources: [FIXTURE_SOURCE],
      builtAt: manifest.writtenAt,
      buildMs: 0,
      report: { sources: [], rules: [], affixClasses: [] },
    });
  }
  writeFileSync(path.join(directory, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  return manifest;
}
