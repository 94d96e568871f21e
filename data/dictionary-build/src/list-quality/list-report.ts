import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Dictionary, languageCatalogue } from '@lexicon/engine';
import type { LanguageCode, LanguageMetadata } from '@lexicon/shared';
import type { ManifestEntry } from '@lexicon/dictionary-store';
import { attestedForms, excludedByTags, type Morphology, morphologyOf } from '../morphology/morphology';
import { dictionaryEntryLines } from '../hunspell-preprocess';
import { packageDirectory } from '../package-files';
import { splitProperNames } from '../proper-names';
import { createWordCheck } from '../word-rules';
import { type Attestation, measureAttestation } from './attestation';
import { readAttestationWordList } from '../attestation/independent-lexicon';
import { type Coverage, measureCoverage } from './coverage';
import { type CoverageCorpus, coverageCorpus } from './coverage-corpus';
import { compareTwoLetterWords, type TwoLetterComparison } from './two-letter';
import { type ReviewFigures, reviewFigures } from './review';

/** The report's targets (docs/lists.md). */
export const TARGETS = { coverage: 0.98, unattested: 0.03, twoLetterAgreement: 0.95, overGenerated: 0.03, junk: 0.01 } as const;

export interface LanguageReport {
  language: LanguageCode;
  words: number;
  build: ManifestEntry['report'];
  /** What the coverage was measured on (coverage-corpus.ts). */
  corpus: string;
  coverage: Coverage;
  attestation?: Attestation;
  twoLetter: TwoLetterComparison;
  /** A reviewer's reading of a seeded sample (review.ts), where one was made. */
  review?: ReviewFigures;
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

const namesByLanguage = new Map<LanguageCode, string[]>();

/** The names a language's hunspell source holds (read once a run: every language's report reads every language's). */
function languageNames(metadata: LanguageMetadata, sourceCache: string): string[] {
  const known = namesByLanguage.get(metadata.code);
  if (known !== undefined) return known;
  const source = metadata.dictionary.sources.find((candidate) => candidate.kind === 'hunspell');
  const names = source === undefined ? [] : [...ownNames(source.package, metadata, sourceCache)];
  namesByLanguage.set(metadata.code, names);
  return names;
}

let everyLanguagesNames: Set<string> | undefined;

/**
 * The names of every language's hunspell dictionary that none of them has in lower case: subtitles
 * carry names from every language (londres, viktor). Computed once a run.
 */
function namesOfEveryLanguage(sourceCache: string): Set<string> {
  if (everyLanguagesNames !== undefined) return everyLanguagesNames;
  const languages = [...languageCatalogue().values()];
  const hunspellPackages = languages.flatMap((language) => language.dictionary.sources.filter((source) => source.kind === 'hunspell').map((source) => source.package));
  const lowerCase = new Set(hunspellPackages.flatMap((name) => [...hunspellStems(name).lower]));
  everyLanguagesNames = new Set(languages.flatMap((language) => languageNames(language, sourceCache)).filter((name) => !lowerCase.has(name)));
  return everyLanguagesNames;
}

/** The names the coverage rule sets aside: the language's own, English's, every language's, and those the corpus writes with a capital. */
function namesFor(metadata: LanguageMetadata, corpus: CoverageCorpus, sourceCache: string): Set<string> {
  return new Set([...hunspellStems('dictionary-en').capitalOnly, ...languageNames(metadata, sourceCache), ...namesOfEveryLanguage(sourceCache), ...corpus.capitalised]);
}

/** English words, for the English of other languages' subtitles (`foreign`): English's list and its hunspell stems, gathered once a run. */
export function englishVocabulary(englishList: Dictionary | undefined): ReadonlySet<string> {
  const words = new Set(hunspellStems('dictionary-en').lower);
  if (englishList !== undefined) for (const { word } of englishList.words()) words.add(word);
  return words;
}

/** A language's report; `englishWords` come from englishVocabulary, the reviews from `docsDirectory`. */
export function reportLanguage(
  dictionary: Dictionary,
  entry: ManifestEntry,
  context: { sourceCache: string; englishWords: ReadonlySet<string>; docsDirectory: string },
): LanguageReport {
  const { sourceCache, englishWords } = context;
  const metadata = dictionary.rules.metadata;
  const corpus = coverageCorpus(dictionary.language);
  const morphology = morphologyOf(metadata, sourceCache);
  const excludedTags = metadata.morphology?.excludedTags ?? [];
  const coverage = measureCoverage({
    dictionary,
    frequencyList: corpus.forms,
    names: namesFor(metadata, corpus, sourceCache),
    properNounToAnalyser: (tokens) => properNouns(tokens, sourceCache),
    englishWords: dictionary.language === 'en' ? new Set() : englishWords,
    knownToAnalyser: morphology === undefined ? undefined : attestedForms(metadata, sourceCache, 'the coverage report'),
    wordCheck: createWordCheck(dictionary.rules),
    gameTwoLetterWords: metadata.gameList.twoLetterWords?.words,
    unadmittedVariants: metadata.gameList.unadmittedVariants,
    encliticPronouns: metadata.gameList.encliticPronouns,
    fragments: metadata.wordRules.fragments,
    excludedByGame: excludedTags.length === 0 || morphology === undefined ? undefined : (tokens) =>
      morphology.analyse(tokens).map((readings) => excludedByTags(readings, excludedTags)),
  });
  return {
    language: dictionary.language,
    words: entry.wordCount,
    build: entry.report,
    corpus: corpus.description,
    coverage,
    attestation: attestationOf(dictionary, morphology, sourceCache),
    twoLetter: compareTwoLetterWords(dictionary, metadata.gameList),
    review: reviewFigures(dictionary, context.docsDirectory),
  };
}

function attestationOf(dictionary: Dictionary, morphology: Morphology | undefined, sourceCache: string): Attestation | undefined {
  const wordLists = dictionary.rules.metadata.attestationWordLists.map((source) => readAttestationWordList(source, sourceCache));
  if (morphology === undefined && wordLists.length === 0) return undefined;
  return measureAttestation(dictionary, morphology, wordLists);
}

/** Apertium's tag for a proper noun. */
const PROPER_NOUN_TAG = 'np';

/** Whether an analyser of any language reads each token, capitalised, only as a proper noun (Picard, Tokio). */
function properNouns(tokens: readonly string[], sourceCache: string): boolean[] {
  const capitalised = tokens.map(capitalise);
  const verdicts = tokens.map(() => false);
  for (const metadata of languageCatalogue().values()) {
    const readings = morphologyOf(metadata, sourceCache)?.analyse(capitalised) ?? [];
    readings.forEach((reading, index) => {
      if (reading.length > 0 && reading.every(({ tags }) => tags[0] === PROPER_NOUN_TAG)) verdicts[index] = true;
    });
  }
  return verdicts;
}

const capitalise = (token: string): string => token.charAt(0).toUpperCase() + token.slice(1);
