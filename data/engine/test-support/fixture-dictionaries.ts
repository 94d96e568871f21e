import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@lexicon/shared/core';
import { buildArtifact } from '../src/artifact/artifact-builder';
import { decodeArtifact } from '../src/artifact/artifact-format';
import { Dictionary } from '../src/dictionary';
import { languageMetadata } from '../src/languages/language-catalogue';
import { createLanguageRules } from '../src/languages/language-rules';

/**
 * Small word lists shipped with the repository (fixtures/words/<lang>.txt, raw entries as a source
 * would give them), built with the real build code in milliseconds, so tests never need the full build.
 */
const FIXTURE_DIRECTORY = path.join(__dirname, 'words');
export const FIXTURE_SOURCE = { package: 'lexicon-fixture', version: '0.0.0', licence: 'MIT' };

export function fixtureEntries(language: LanguageCode): string[] {
  return readFileSync(path.join(FIXTURE_DIRECTORY, `${language}.txt`), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export function buildFixtureArtifact(language: LanguageCode, entries: Iterable<string> = fixtureEntries(language)): ReturnType<typeof buildArtifact> {
  return buildArtifact(createLanguageRules(languageMetadata(language)), entries, [FIXTURE_SOURCE]);
}

/** A dictionary built in memory from the fixture list, or from the given entries. */
export function fixtureDictionary(language: LanguageCode, entries?: Iterable<string>): Dictionary {
  return new Dictionary(decodeArtifact(buildFixtureArtifact(language, entries).file, language));
}
