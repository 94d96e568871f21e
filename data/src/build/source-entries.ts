import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DictionarySource } from '@lexicon/shared';
import { dictionaryEntryLines, dropUnplayableAffixRules } from './hunspell-preprocess';
import { packageDirectory } from './package-files';

/** Every raw entry a source yields: a word list as it is, a hunspell dictionary with every inflected form. */
export async function readSourceEntries(source: DictionarySource): Promise<Iterable<string>> {
  if (source.kind === 'word-list') {
    const words = JSON.parse(readFileSync(path.join(packageDirectory(source.package), 'index.json'), 'utf8')) as unknown;
    if (!Array.isArray(words)) throw new Error(`${source.package} is not a list of words`);
    return words.filter((word): word is string => typeof word === 'string');
  }
  return expandHunspell(source.package);
}

async function expandHunspell(packageName: string): Promise<Iterable<string>> {
  const directory = packageDirectory(packageName);
  const { text: affText } = dropUnplayableAffixRules(readFileSync(path.join(directory, 'index.aff'), 'utf8'));
  const entries = dictionaryEntryLines(readFileSync(path.join(directory, 'index.dic'), 'utf8'));
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
