import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Dictionary } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';
import { commonWordList, COMMON_WORDS_PACKAGE, type ManifestEntry } from '@lexicon/dictionary-store';
import { morphologyOf } from '../morphology/morphology';
import { packageDirectory } from '../package-files';
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

/** Lower-cased stems of a hunspell package's .dic, split by whether they appear only with a capital. */
function hunspellStems(packageName: string): { lower: Set<string>; capitalOnly: Set<string> } {
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

export function reportLanguage(dictionary: Dictionary, entry: ManifestEntry, sourceCache: string): LanguageReport {
  const metadata = dictionary.rules.metadata;
  const english = hunspellStems('dictionary-en');
  const names = new Set(english.capitalOnly);
  const hunspellSource = metadata.dictionary.sources.find((source) => source.kind === 'hunspell');
  // German capitalises its nouns: its capitalised stems are no sign of a name.
  if (hunspellSource !== undefined && !metadata.capitalisedEntriesAreWords) {
    for (const name of hunspellStems(hunspellSource.package).capitalOnly) names.add(name);
  }
  const morphology = morphologyOf(metadata, sourceCache);
  const coverage = measureCoverage({
    dictionary,
    frequencyList: commonWordList(dictionary.language),
    names,
    englishWords: dictionary.language === 'en' ? new Set() : english.lower,
    knownToAnalyser: morphology === undefined ? undefined : (tokens) => morphology.analyse(tokens).map((readings) => readings.length > 0),
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

export const CORPUS = `${COMMON_WORDS_PACKAGE.package} ${COMMON_WORDS_PACKAGE.version}`;
