import { readFile } from 'node:fs/promises';
import path from 'node:path';
// The data build's own readers of the hunspell packages: the same files, repaired the same way.
import { dropUnplayableAffixRules, packageDirectory } from '@lexicon/dictionary-build';
import { languageMetadata } from '@lexicon/engine';
import { meaningsDirectory, readMeaningsManifest } from '@lexicon/meanings-build';
import type { LanguageCode } from '@lexicon/shared';
import { buildTables, type HunspellSource } from '../tables/build-tables';
import type { SortedRecords } from '../tables/sorted-records';
import { type HunspellDerivation, HunspellStemmer } from './hunspell-stemmer';

/** The hunspell roots of a word, from every hunspell source its language's list was built from. */
export interface HunspellRoots {
  roots(word: string): string[];
  /** Whether the word is itself a stem of the hunspell files (its own base word there). */
  isStem(word: string): boolean;
  /**
   * Where to look for the meanings of a derived word, closest first: the roots, except that a word
   * with both a prefix and a suffix tries the prefixed form before the bare root (unhealthier:
   * unhealthy before healthy), since a prefix such as un- turns the meaning around.
   */
  lemmaCandidates(word: string): string[];
  /**
   * What any suffix rule would have made the word from, whether or not the stem carries the rule's
   * flag, the stems the word begins with first (pt casas: casa, which the hunspell list gives only as
   * a form of casar); tried after the roots, for meanings only.
   */
  suffixCandidates(word: string): string[];
}

/**
 * Reads the stems and affix rules of a language's hunspell sources (English: en-US and en-GB). Each
 * source keeps its own rules, since a stem's flags mean something only under its own `.aff`. A list
 * without hunspell sources (Polish) uses the hunspell files the meanings build wrote beside its
 * meanings in the data directory, when there are some.
 */
export async function loadHunspellRoots(language: LanguageCode = 'en', dataDirectory?: string): Promise<HunspellRoots> {
  const sources = hunspellSourcesOf(language, dataDirectory);
  // The stem tables are built in a child process (build-tables.ts); the affix rules are parsed here.
  const [affTexts, tables] = await Promise.all([
    Promise.all(sources.map((source) => readFile(source.affPath, 'utf8'))),
    sources.length === 0 ? [] : buildTables({ kind: 'hunspell-stems', sources }),
  ]);
  const stemmers = sources.map((_, index) => HunspellStemmer.fromTable(dropUnplayableAffixRules(affTexts[index] as string).text, tables[index] as SortedRecords));
  const derivations = (word: string): HunspellDerivation[] => stemmers.flatMap((stemmer) => stemmer.derivations(word));
  return {
    roots: (word) => [...new Set(derivations(word).map((derivation) => derivation.root))],
    isStem: (word) => stemmers.some((stemmer) => stemmer.isStem(word)),
    lemmaCandidates: (word) => {
      const candidates = derivations(word).flatMap(({ root, withPrefix }) => (withPrefix === undefined ? [root] : [withPrefix, root]));
      return [...new Set(candidates)].filter((candidate) => candidate !== word);
    },
    suffixCandidates: (word) => {
      const stems = [...new Set(stemmers.flatMap((stemmer) => stemmer.suffixStems(word)))].filter((stem) => stem !== word);
      return [...stems.filter((stem) => word.startsWith(stem)), ...stems.filter((stem) => !word.startsWith(stem))];
    },
  };
}

/** The hunspell files a language's lemmas come from: its list's hunspell packages, and those the meanings build wrote (Polish's, German's frami). */
export function hunspellSourcesOf(language: LanguageCode, dataDirectory?: string): HunspellSource[] {
  const packages = languageMetadata(language)
    .dictionary.sources.filter((source) => source.kind === 'hunspell')
    .map((source) => source.package);
  const sources = packages.map((name) => ({ affPath: path.join(packageDirectory(name), 'index.aff'), dicPath: path.join(packageDirectory(name), 'index.dic') }));
  const lemmaFiles = dataDirectory === undefined ? undefined : lemmaDictionaryOf(language, dataDirectory);
  if (lemmaFiles !== undefined) {
    const directory = meaningsDirectory(dataDirectory as string);
    sources.push({ affPath: path.join(directory, lemmaFiles.aff), dicPath: path.join(directory, lemmaFiles.dic) });
  }
  return sources;
}

function lemmaDictionaryOf(language: LanguageCode, dataDirectory: string): { aff: string; dic: string } | undefined {
  const entry = readMeaningsManifest(dataDirectory)?.languages[language];
  return entry !== undefined && 'hunspell' in entry ? entry.hunspell : undefined;
}
