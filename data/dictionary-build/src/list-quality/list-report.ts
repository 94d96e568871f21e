import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Dictionary } from '@lexicon/engine';
import type { LanguageCode, LanguageMetadata } from '@lexicon/shared';
import { commonWordList, COMMON_WORDS_PACKAGE, type ManifestEntry } from '@lexicon/dictionary-store';
import { attestedForms, morphologyOf } from '../morphology/morphology';
import { dictionaryEntryLines } from '../hunspell-preprocess';
import { packageDirectory } from '../package-files';
import { splitProperNames } from '../proper-names';
import { createWordCheck } from '../word-rules';
import { type Attestation, measureAttestation } from './attestation';
import { type Coverage, measureCoverage } from './coverage';
import { compareTwoLetterWords, type TwoLetterComparison } from './two-letter';

/** The report's targets (docs/lists.md). */
export const TARGETS = { coverage: 0.98, unattested: 0.03, twoLetterAgreement: 0.95 } as const;

export interface LanguageReport {
  language: LanguageCode;
  words: number;
  build: ManifestEntry['report'];
  coverage: Coverage;
  attestation?: Attestation;
  twoLetter: TwoLetterComparison;
}

const stemsByPackage = new Map<string, { lower: Set<string>; capitalOnly: Set<string> }>();

/** Lower-cased stems of a hunspell package's .dic, split by whether they appear only with a capital (read once a run: English's serves every language). */
function hunspellStems(packageName: string): { lower: Set<string>; capitalOnly: Set<string> } {
  const known = stemsByPackage.get(packageName);
  if (known !== undefined) return known;
  const stems = readHunspellStems(packageName);
  stemsByPackage.set(packageName, stems);
  return stems;
}

function readHunspellStems(packageName: string): { lower: Set<string>; capitalOnly: Set<string> } {
  const lines = readFileSync(path.join(packageDirectory(packageName), 'index.dic'), 'utf8').split(/\r?\n/).slice(1);
  const lower = new Set<string>();
  const capital = new Set<string>();
  for (const line of lines) {
    const stem = (line.split('/')[0] ?? '').trim();
    if (stem === '') continue;
    (/^\p{Lu}/u.test(stem) ? capital : lower).add(stem.toLowerCase());
  }
  return { lower, capitalOnly: new Set([...capital].filter((stem) => !lower.has(stem))) };
}

/**
 * The names a language's hunspell source holds: its capitalised stems, or, where capitalised entries
 * are nouns (German), the stems the build itself takes for names (proper-names.ts).
 */
function ownNames(packageName: string, metadata: LanguageMetadata, sourceCache: string): Iterable<string> {
  const rule = metadata.wordRules.properNames;
  if (!metadata.capitalisedEntriesAreWords) return hunspellStems(packageName).capitalOnly;
  if (rule === undefined) return [];
  const entries = dictionaryEntryLines(readFileSync(path.join(packageDirectory(packageName), 'index.dic'), 'utf8'));
  return splitProperNames(entries, rule, sourceCache).names.map((entry) => (entry.split('/')[0] ?? '').trim().toLowerCase());
}

export function reportLanguage(dictionary: Dictionary, entry: ManifestEntry, sourceCache: string): LanguageReport {
  const metadata = dictionary.rules.metadata;
  const english = hunspellStems('dictionary-en');
  const names = new Set(english.capitalOnly);
  const hunspellSource = metadata.dictionary.sources.find((source) => source.kind === 'hunspell');
  if (hunspellSource !== undefined) for (const name of ownNames(hunspellSource.package, metadata, sourceCache)) names.add(name);
  const morphology = morphologyOf(metadata, sourceCache);
  const excludedTags = metadata.morphology?.excludedTags ?? [];
  const coverage = measureCoverage({
    dictionary,
    frequencyList: commonWordList(dictionary.language),
    names,
    englishWords: dictionary.language === 'en' ? new Set() : english.lower,
    knownToAnalyser: morphology === undefined ? undefined : attestedForms(metadata, sourceCache, 'the coverage report'),
    wordCheck: createWordCheck(dictionary.rules),
    gameTwoLetterWords: metadata.gameList.twoLetterWords?.words,
    spokenVariants: metadata.gameList.spokenVariants,
    fragments: metadata.wordRules.fragments,
    excludedByGame: excludedTags.length === 0 || morphology === undefined ? undefined : (tokens) =>
      morphology.analyse(tokens).map((readings) => readings.length > 0 && readings.every((reading) => reading.tags.some((tag) => excludedTags.includes(tag)))),
  });
  return {
    language: dictionary.language,
    words: entry.wordCount,
    build: entry.report,
    coverage,
    attestation: morphology === undefined ? undefined : measureAttestation(dictionary, morphology),
    twoLetter: compareTwoLetterWords(dictionary, metadata.gameList),
  };
}

/** The pinned package the corpora's frequency lists come from. */
export const CORPUS_PACKAGE = `${COMMON_WORDS_PACKAGE.package} ${COMMON_WORDS_PACKAGE.version}`;
