/**
 * `npm run data:build`: brings every language's artifact up to date in the data directory and writes
 * the manifest. A language is rebuilt only when its inputs changed (sources, their versions, the build
 * code); otherwise the artifact from an earlier build, by this clone or another, is reused.
 *   node build-cli.js [--force] [language …]
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@lexicon/shared';
import { dataDirectory, type Manifest, MANIFEST_FILE, type ManifestEntry, manifestEntrySchema, manifestSchema } from '@lexicon/dictionary-store';
import { languageMetadata } from '@lexicon/engine';
import { languageInputs } from './input-key';

const STALE_ARTIFACT_AGE_MS = 24 * 60 * 60 * 1000;
const WORKER_HEAP_MB = 6144;

const say = (line: string): void => {
  process.stdout.write(`[data] ${line}\n`);
};

const formatCount = (count: number): string => count.toLocaleString('en-US');

const examples = (words: string[]): string => words.slice(0, 8).join(' ');

/** What each source added and each word rule dropped, as the manifest records it. */
function sayReport(language: LanguageCode, entry: ManifestEntry): void {
  for (const source of entry.report.sources) {
    say(`${language}:   ${source.package}: ${formatCount(source.words)} words, ${formatCount(source.added)} added (${examples(source.addedSample)})`);
  }
  for (const rule of entry.report.rules) {
    say(`${language}:   dropped by ${rule.rule}: ${formatCount(rule.dropped)} (${examples(rule.droppedSample)})`);
  }
}

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.part`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** A finished artifact carries a sidecar with its manifest entry, so any clone can reuse it as is. */
function cachedEntry(artifactPath: string, inputKey: string): ManifestEntry | undefined {
  const sidecar = `${artifactPath}.json`;
  if (!existsSync(artifactPath) || !existsSync(sidecar)) return undefined;
  const parsed = manifestEntrySchema.safeParse(JSON.parse(readFileSync(sidecar, 'utf8')));
  if (!parsed.success || parsed.data.inputKey !== inputKey || statSync(artifactPath).size !== parsed.data.bytes) return undefined;
  return parsed.data;
}

function previousManifest(directory: string): Manifest | undefined {
  const file = path.join(directory, MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : undefined;
}

function buildInChildProcess(language: LanguageCode, artifactPath: string): Promise<ManifestEntry> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'build-language.js'), [language, artifactPath], {
      execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: ManifestEntry | undefined;
    child.on('message', (message) => {
      result = manifestEntrySchema.parse(message);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && result !== undefined) resolve(result);
      else reject(new Error(`building ${language} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

async function runPool<T>(tasks: Array<() => Promise<T>>, concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}

function pruneStaleArtifacts(directory: string, keep: Set<string>): void {
  for (const name of readdirSync(directory)) {
    if (!/\.lex(\.json)?$/.test(name) || keep.has(name.replace(/\.json$/, ''))) continue;
    const full = path.join(directory, name);
    if (Date.now() - statSync(full).mtimeMs > STALE_ARTIFACT_AGE_MS) unlinkSync(full);
  }
}

export async function buildDictionaries(languages: readonly LanguageCode[], force: boolean, directory: string): Promise<Manifest> {
  mkdirSync(directory, { recursive: true });
  const started = performance.now();
  const plan = languages.map((language) => {
    const inputs = languageInputs(languageMetadata(language));
    const artifactPath = path.join(directory, `${language}-${inputs.key.slice(0, 16)}.lex`);
    return { language, artifactPath, cached: force ? undefined : cachedEntry(artifactPath, inputs.key) };
  });
  const toBuild = plan.filter((step) => step.cached === undefined).length;
  say(`dictionaries in ${directory}: ${languages.length - toBuild} up to date, ${toBuild} to build`);

  const entries = await runPool(
    plan.map((step) => async (): Promise<[LanguageCode, ManifestEntry]> => {
      if (step.cached !== undefined) {
        say(`${step.language}: ${formatCount(step.cached.wordCount)} words (up to date)`);
        return [step.language, step.cached];
      }
      const entry = await buildInChildProcess(step.language, step.artifactPath);
      writeAtomically(`${step.artifactPath}.json`, `${JSON.stringify(entry, null, 2)}\n`);
      say(`${step.language}: ${formatCount(entry.wordCount)} words, lengths ${entry.lengthMin}-${entry.lengthMax}, built in ${(entry.buildMs / 1000).toFixed(1)} s`);
      sayReport(step.language, entry);
      return [step.language, entry];
    }),
    Math.max(1, Math.min(2, availableParallelism())),
  );

  // A partial build (some languages named) keeps the other languages the manifest already lists.
  const manifest: Manifest = {
    format: 1,
    writtenAt: new Date().toISOString(),
    languages: { ...previousManifest(directory)?.languages, ...Object.fromEntries(entries) },
  };
  writeAtomically(path.join(directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  pruneStaleArtifacts(directory, new Set(Object.values(manifest.languages).map((entry) => entry.file)));
  const total = entries.reduce((sum, [, entry]) => sum + entry.wordCount, 0);
  say(`${formatCount(total)} words in ${languages.length} languages, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return manifest;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const requested = args.filter((arg) => !arg.startsWith('--'));
  const unknown = requested.filter((code) => !isLanguageCode(code));
  if (unknown.length > 0) {
    process.stderr.write(`unknown language(s): ${unknown.join(', ')}; known: ${LANGUAGE_CODES.join(', ')}\n`);
    process.exit(2);
  }
  const languages = requested.length > 0 ? (requested as LanguageCode[]) : LANGUAGE_CODES;
  buildDictionaries(languages, force, dataDirectory(process.env)).catch((error: unknown) => {
    process.stderr.write(`[data] ${(error as Error).message}\n`);
    process.exit(1);
  });
}
