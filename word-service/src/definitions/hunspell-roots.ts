import { readFile } from 'node:fs/promises';
import path from 'node:path';
// The data build's own readers of the hunspell packages: the same files, repaired the same way.
import { dictionaryEntryLines, dropUnplayableAffixRules, packageDirectory } from '@lexicon/dictionary-build';
import { languageMetadata } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';
import { type HunspellDerivation, HunspellStemmer } from './hunspell-stemmer';

/** The hunspell roots of a word, from every hunspell source its language's list was built from. */
export interface HunspellRoots {
  roots(word: string): string[];
  /**
   * Where to look for the meanings of a derived word, closest first: the roots, except that a word
   * with both a prefix and a suffix tries the prefixed form before the bare root (unhealthier:
   * unhealthy before healthy), since a prefix such as un- turns the meaning around.
   */
  lemmaCandidates(word: string): string[];
}

/**
 * Reads the stems and affix rules of a language's hunspell sources (English: en-US and en-GB). Each
 * source keeps its own rules, since a stem's flags mean something only under its own `.aff`.
 */
export async function loadHunspellRoots(language: LanguageCode = 'en'): Promise<HunspellRoots> {
  const packages = languageMetadata(language)
    .dictionary.sources.filter((source) => source.kind === 'hunspell')
    .map((source) => source.package);
  const stemmers = await Promise.all(packages.map(loadStemmer));
  const derivations = (word: string): HunspellDerivation[] => stemmers.flatMap((stemmer) => stemmer.derivations(word));
  return {
    roots: (word) => [...new Set(derivations(word).map((derivation) => derivation.root))],
    lemmaCandidates: (word) => {
      const candidates = derivations(word).flatMap(({ root, withPrefix }) => (withPrefix === undefined ? [root] : [withPrefix, root]));
      return [...new Set(candidates)].filter((candidate) => candidate !== word);
    },
  };
}

async function loadStemmer(packageName: string): Promise<HunspellStemmer> {
  const directory = packageDirectory(packageName);
  const [affText, dicText] = await Promise.all([
    readFile(path.join(directory, 'index.aff'), 'utf8'),
    readFile(path.join(directory, 'index.dic'), 'utf8'),
  ]);
  return HunspellStemmer.fromFiles(dropUnplayableAffixRules(affText).text, dictionaryEntryLines(dicText));
}
