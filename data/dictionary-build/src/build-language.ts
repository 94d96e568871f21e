/**
 * Builds one language's artifact in a process of its own (the CLI runs two at a time), so that the
 * memory of a 3-million-word expansion is returned to the system as soon as it is written.
 *   node build-language.js <language> <artifact path>
 * Reports a ManifestEntry-shaped result to the parent over IPC.
 */
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isLanguageCode } from '@lexicon/shared';
import { buildArtifact, createLanguageRules, languageMetadata } from '@lexicon/engine';
import { type ManifestEntry, manifestEntryFor, sourceCacheDirectory } from '@lexicon/dictionary-store';
import { languageInputs } from './input-key';
import { collectWords } from './word-collection';

export async function buildLanguage(language: string, artifactPath: string): Promise<ManifestEntry> {
  if (!isLanguageCode(language)) throw new Error(`unknown language ${language}`);
  const started = performance.now();
  const metadata = languageMetadata(language);
  const rules = createLanguageRules(metadata);
  const inputs = languageInputs(metadata);

  const collection = await collectWords(rules, { metadata, sourceCacheDirectory: sourceCacheDirectory(path.dirname(artifactPath)) });
  const built = buildArtifact(rules, collection.words, inputs.sources);

  const temporary = `${artifactPath}.${process.pid}.part`;
  writeFileSync(temporary, built.file);
  renameSync(temporary, artifactPath);
  return manifestEntryFor(built, {
    file: path.basename(artifactPath),
    inputKey: inputs.key,
    sources: inputs.sources,
    builtAt: new Date().toISOString(),
    buildMs: Math.round(performance.now() - started),
    report: { sources: collection.sources, rules: collection.rules, affixClasses: collection.affixClasses },
  });
}

if (require.main === module) {
  const [language = '', artifactPath = ''] = process.argv.slice(2);
  buildLanguage(language, artifactPath).then(
    (entry) => {
      if (process.send) process.send(entry);
      else process.stdout.write(`${JSON.stringify(entry)}\n`);
    },
    (error: unknown) => {
      process.stderr.write(`building ${language} failed: ${(error as Error).stack ?? String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
