import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DictionarySource, LanguageMetadata } from '@lexicon/shared';
import { debianPackageText } from './debian-package';
import { splitProperNames } from './proper-names';
import { dictionaryEntryLines, dropUnplayableAffixRules } from './hunspell-preprocess';
import { packageDirectory } from './package-files';

export interface SourceEntries {
  /** Every raw entry: a word list as it is, a hunspell dictionary with every inflected form. */
  words: Iterable<string>;
  /** Lower-case hunspell entries that carry no affix flags (the shape of SCOWL's abbreviations). */
  bareEntries: ReadonlySet<string>;
  /** Every form of the entries taken for proper names, left out of `words` (reported, not built). */
  properNameWords: Iterable<string>;
}

export interface SourceContext {
  metadata: LanguageMetadata;
  /** Where pinned Debian packages are kept between builds. */
  sourceCacheDirectory: string;
}

const NO_WORDS: Iterable<string> = [];

export async function readSourceEntries(source: DictionarySource, context: SourceContext): Promise<SourceEntries> {
  if (source.kind === 'word-list') {
    const words = JSON.parse(readFileSync(path.join(packageDirectory(source.package), 'index.json'), 'utf8')) as unknown;
    if (!Array.isArray(words)) throw new Error(`${source.package} is not a list of words`);
    return { words: words.filter((word): word is string => typeof word === 'string'), bareEntries: new Set(), properNameWords: NO_WORDS };
  }
  if (source.kind === 'debian-word-list') {
    const text = debianPackageText(source.debian, context.sourceCacheDirectory);
    return { words: text.split('\n'), bareEntries: new Set(), properNameWords: NO_WORDS };
  }
  return readHunspell(source.package, context);
}

async function readHunspell(packageName: string, context: SourceContext): Promise<SourceEntries> {
  const directory = packageDirectory(packageName);
  const { text: affText } = dropUnplayableAffixRules(readFileSync(path.join(directory, 'index.aff'), 'utf8'));
  const entries = dictionaryEntryLines(readFileSync(path.join(directory, 'index.dic'), 'utf8'));
  const bareEntries = new Set(entries.filter((entry) => !entry.includes('/')).map((entry) => entry.trim().toLowerCase()));
  const properNames = context.metadata.wordRules.properNames;
  if (properNames === undefined) return { words: await expandHunspell(affText, entries), bareEntries, properNameWords: NO_WORDS };

  const { nouns, names } = splitProperNames(entries, properNames, context.sourceCacheDirectory);
  return {
    words: await expandHunspell(affText, nouns),
    bareEntries,
    properNameWords: names.length === 0 ? NO_WORDS : [...(await expandHunspell(affText, names))],
  };
}

async function expandHunspell(affText: string, entries: readonly string[]): Promise<Iterable<string>> {
  // The reader takes files; the repaired copies live in a private temporary folder.
  const workDirectory = mkdtempSync(path.join(tmpdir(), 'lexicon-hunspell-'));
  try {
    const affPath = path.join(workDirectory, 'index.aff');
    const dicPath = path.join(workDirectory, 'index.dic');
    writeFileSync(affPath, affText);
    writeFileSync(dicPath, `${entries.length}\n${entries.join('\n')}\n`);
    const { IterableHunspellReader } = await import('hunspell-reader');
    const reader = await IterableHunspellReader.createFromFiles(affPath, dicPath);
    return reader.wholeWords();
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }
}
