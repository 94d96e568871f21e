/**
 * `npm run data:build`, second step: brings every language's meanings artifact up to date beside the
 * word lists (which must be built first). A language is rebuilt only when its inputs changed (the
 * pinned packages, this build's code, its word list); otherwise the artifact from an earlier build,
 * by this clone or another, is reused. Where a source cannot be fetched (a machine without apt-get),
 * the build says so in one line for the language and goes on: the service answers without it.
 *   node build-cli.js [--force] [language …]
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commonWordList, dataDirectory, loadDictionaries, readManifest, sourceCacheDirectory } from '@lexicon/dictionary-store';
import type { Dictionary } from '@lexicon/engine';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@lexicon/shared';
import { buildBaseWords, encodeBaseWords } from './base-words';
import { baseWordSourceOf } from './base-word-sources';
import { buildLanguageMeanings } from './build-meanings';
import { lemmaDictionaryOf, type LemmaDictionary, MEANING_SOURCES } from './meaning-sources';
import { pairSource, pairTarget } from './source-readers';
import { debianHunspellTexts } from '@lexicon/dictionary-build/dist/debian-package';
import { MEANINGS_MANIFEST_FILE, meaningsDirectory, type MeaningsEntry, meaningsEntrySchema, type MeaningsManifest, readMeaningsManifest } from './meanings-manifest';

const say = (line: string): void => {
  process.stdout.write(`[meanings] ${line}\n`);
};

const formatCount = (count: number): string => count.toLocaleString('en-US');
/** A count of what a hygiene rule took out, with its examples where there are any. */
const tallied = (count: number, what: string, samples: readonly string[]): string => `${formatCount(count)} ${what}${samples.length === 0 ? '' : ` (${samples.join(', ')})`}`;

/** This package's compiled code: a change to a reader or to the artifact format rebuilds every language. */
function codeHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(__dirname).filter((file) => file.endsWith('.js')).sort()) hash.update(name).update(readFileSync(path.join(__dirname, name)));
  return hash.digest('hex');
}

function writeAtomically(file: string, text: string | Buffer): void {
  const temporary = `${file}.${process.pid}.part`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

function cachedEntry(artifactPath: string, inputKey: string): MeaningsEntry | undefined {
  const sidecar = `${artifactPath}.json`;
  if (!existsSync(artifactPath) || !existsSync(sidecar)) return undefined;
  const parsed = meaningsEntrySchema.safeParse(JSON.parse(readFileSync(sidecar, 'utf8')));
  if (!parsed.success || parsed.data.inputKey !== inputKey || statSync(artifactPath).size !== parsed.data.bytes) return undefined;
  return parsed.data;
}

/** A lemma dictionary's two files beside the artifact, in UTF-8 (what the service's stemmer reads). */
function writeLemmaDictionary(dictionary: LemmaDictionary, artifactPath: string, cacheDirectory: string): { aff: string; dic: string } {
  const files = { aff: artifactPath.replace(/\.meanings$/, '.aff'), dic: artifactPath.replace(/\.meanings$/, '.dic') };
  const texts = debianHunspellTexts({ ...dictionary.debian, file: dictionary.dic, encoding: dictionary.encoding }, dictionary.aff, cacheDirectory);
  for (const kind of ['aff', 'dic'] as const) {
    writeAtomically(files[kind], texts[kind]);
  }
  return { aff: path.basename(files.aff), dic: path.basename(files.dic) };
}

/** Artifacts of earlier inputs, a day old, are removed (another clone may still be using a newer one). */
function pruneStale(directory: string, keep: Set<string>): void {
  for (const name of readdirSync(directory)) {
    if (!/\.(meanings|aff|dic|bases)(\.json)?$/.test(name) || keep.has(name.replace(/\.json$/, ''))) continue;
    const full = path.join(directory, name);
    if (Date.now() - statSync(full).mtimeMs > 24 * 60 * 60 * 1000) unlinkSync(full);
  }
}

const translationTargets = (language: LanguageCode): LanguageCode[] => [
  ...new Set(MEANING_SOURCES[language].flatMap((source) => (source.pair === undefined ? [] : [source.kind === 'freedict-reversed' ? pairSource(source.pair) : pairTarget(source.pair)]))),
];

/**
 * The lists of the languages a language's sources translate into, loaded once a build (with the
 * other lists, a few hundred MB): the hygiene rules ask them whether a translation is in its language.
 */
const loadedLists = new Map<LanguageCode, Promise<Dictionary | undefined>>();

async function translationListsOf(language: LanguageCode, dataDir: string): Promise<(target: LanguageCode) => ((word: string) => boolean) | undefined> {
  const lists = new Map<LanguageCode, Dictionary>();
  for (const target of translationTargets(language)) {
    if (!loadedLists.has(target)) loadedLists.set(target, loadDictionaries(dataDir, [target]).then((loaded) => loaded.dictionaries.get(target)).catch(() => undefined));
    const list = await loadedLists.get(target);
    if (list !== undefined) lists.set(target, list);
  }
  return (target) => {
    const list = lists.get(target);
    return list === undefined ? undefined : (word) => list.lookup(word) !== null;
  };
}

/** Each language's most frequent words (its frequency list, lower-cased) with their ranks, read once a build. */
const commonRankTables = new Map<LanguageCode, ReadonlyMap<string, number>>();

function commonRanksOf(language: LanguageCode): (word: string) => number | undefined {
  let ranks = commonRankTables.get(language);
  if (ranks === undefined) {
    const table = new Map<string, number>();
    commonWordList(language).forEach((word, index) => {
      const lower = word.toLocaleLowerCase(language);
      if (!table.has(lower)) table.set(lower, index + 1);
    });
    ranks = table;
    commonRankTables.set(language, ranks);
  }
  const known = ranks;
  return (word) => known.get(word);
}

export async function buildMeanings(languages: readonly LanguageCode[], force: boolean, dataDir: string): Promise<MeaningsManifest> {
  const directory = meaningsDirectory(dataDir);
  mkdirSync(directory, { recursive: true });
  const started = performance.now();
  const lists = await readManifest(dataDir);
  const code = codeHash();
  const results: MeaningsManifest['languages'] = {};
  for (const language of languages) {
    const list = lists.languages[language];
    if (list === undefined) throw new Error(`the word list of ${language} is not built; run the dictionary build first`);
    const lemmaDictionary = lemmaDictionaryOf(language);
    const baseWordSource = baseWordSourceOf(language, sourceCacheDirectory(dataDir));
    const baseWordPin = baseWordSource === undefined ? undefined : { lexicon: baseWordSource.lexicon, pin: baseWordSource.pin };
    const inputs = {
      code,
      sources: MEANING_SOURCES[language],
      lemmaDictionary,
      baseWordPin,
      list: list.inputKey,
      // The hygiene rules ask the lists translated into (build-meanings.ts).
      translationLists: translationTargets(language).map((target) => lists.languages[target]?.inputKey ?? null),
    };
    const inputKey = createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
    const artifactPath = path.join(directory, `${language}-${inputKey.slice(0, 16)}.meanings`);
    const cached = force ? undefined : cachedEntry(artifactPath, inputKey);
    if (cached !== undefined) {
      say(`${language}: ${formatCount(cached.keys)} words with meanings (up to date)`);
      results[language] = cached;
      continue;
    }
    const languageStarted = performance.now();
    try {
      // A list an earlier language loaded to check its translations is not loaded again.
      const dictionary = (await loadedLists.get(language)) ?? (await loadDictionaries(dataDir, [language])).dictionaries.get(language);
      if (dictionary === undefined) throw new Error(`no ${language} word list`);
      const built = buildLanguageMeanings(dictionary, MEANING_SOURCES[language], sourceCacheDirectory(dataDir), await translationListsOf(language, dataDir), commonRanksOf);
      const hunspell = lemmaDictionary === undefined ? undefined : writeLemmaDictionary(lemmaDictionary, artifactPath, sourceCacheDirectory(dataDir));
      let baseWords: MeaningsEntry['baseWords'];
      if (baseWordSource !== undefined) {
        const records = buildBaseWords(dictionary, baseWordSource.reader(), built.senseParts);
        const file = artifactPath.replace(/\.meanings$/, '.bases');
        writeAtomically(file, encodeBaseWords(language, baseWordSource.lexicon, records));
        baseWords = { file: path.basename(file), forms: records.size, lexicon: baseWordSource.lexicon.name };
      }
      const entry: MeaningsEntry = {
        file: path.basename(artifactPath),
        inputKey,
        bytes: built.artifact.length,
        keys: built.keys,
        buildMs: Math.round(performance.now() - languageStarted),
        ...(hunspell === undefined ? {} : { hunspell }),
        ...(baseWords === undefined ? {} : { baseWords }),
        sources: built.sources,
      };
      writeAtomically(artifactPath, built.artifact);
      writeAtomically(`${artifactPath}.json`, `${JSON.stringify(entry, null, 2)}\n`);
      say(`${language}: ${formatCount(entry.keys)} words with meanings, ${(entry.bytes / 1e6).toFixed(1)} MB, built in ${(entry.buildMs / 1000).toFixed(1)} s`);
      if (baseWords !== undefined) say(`${language}:   ${baseWords.lexicon}: base words of ${formatCount(baseWords.forms)} of ${formatCount(dictionary.wordCount)} list words`);
      for (const note of baseWords === undefined ? [] : (baseWordSource?.notes?.() ?? [])) say(`${language}:     ${note}`);
      for (const source of entry.sources) {
        say(`${language}:   ${source.package}: ${formatCount(source.kept)} of ${formatCount(source.senses)} senses kept; ${formatCount(source.notInList)} not in the list (${source.notInListSample.join(', ')}); cleaned: ${formatCount(source.cleaned.translationsDropped)} translations dropped, ${formatCount(source.cleaned.translationsMadeDefinitions)} made definitions, ${formatCount(source.cleaned.nameSenses)} senses of names, ${formatCount(source.cleaned.sensesDropped)} senses left empty, ${tallied(source.cleaned.abbreviations, 'abbreviations after their word', source.cleaned.samples.abbreviations)}, ${tallied(source.cleaned.runTogether, 'words run together', source.cleaned.samples.runTogether)}, ${tallied(source.cleaned.synonymsDropped, `of ${formatCount(source.cleaned.synonyms)} synonyms no word of the list or a compound of the headword`, source.cleaned.samples.synonymsDropped)}`);
      }
      results[language] = entry;
    } catch (error) {
      // One line per language, and the service runs without these meanings.
      const reason = (error as Error).message.split('\n')[0] ?? 'unknown error';
      say(`${language}: no meanings (${reason})`);
      results[language] = { unavailable: reason };
    }
  }
  const manifest: MeaningsManifest = { format: 1, languages: { ...readMeaningsManifest(dataDir)?.languages, ...results } };
  writeAtomically(path.join(directory, MEANINGS_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  pruneStale(directory, new Set(Object.values(manifest.languages).flatMap((entry) => ('file' in entry ? [entry.file, entry.hunspell?.aff ?? '', entry.hunspell?.dic ?? '', entry.baseWords?.file ?? ''] : []))));
  say(`meanings of ${languages.length} languages ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return manifest;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const requested = args.filter((arg) => !arg.startsWith('--'));
  const unknown = requested.filter((code) => !isLanguageCode(code));
  if (unknown.length > 0) {
    process.stderr.write(`unknown language(s): ${unknown.join(', ')}; known: ${LANGUAGE_CODES.join(', ')}\n`);
    process.exit(2);
  }
  buildMeanings(requested.length > 0 ? (requested as LanguageCode[]) : LANGUAGE_CODES, args.includes('--force'), dataDirectory(process.env)).catch((error: unknown) => {
    process.stderr.write(`[meanings] ${(error as Error).message}\n`);
    process.exit(1);
  });
}
