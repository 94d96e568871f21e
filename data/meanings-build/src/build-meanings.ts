import type { Dictionary } from '@lexicon/engine';
import type { DebianPackage, LanguageCode, PartOfSpeech } from '@lexicon/shared';
// The word-list build's fetcher of pinned Debian packages (apt-get download, SHA-256 check, cache);
// imported by its module path so that the word lists' build key, which hashes that package's entry
// points, does not change with the meanings build.
import { debianPackageBytes } from '@lexicon/dictionary-build/dist/debian-package';
import { lttoolbox } from '@lexicon/dictionary-build/dist/morphology/lttoolbox';
import { apertiumFile, morphologyOf } from '@lexicon/dictionary-build/dist/morphology/morphology';
import { languageMetadata } from '@lexicon/engine';
import { APERTIUM_PART_TAGS } from './analyser-parts-of-speech';
import type { SensePartsOf } from './base-words';
import { type ArtifactSource, encodeMeaningsArtifact } from './meanings-artifact';
import { LIMITS, type MeaningEntry } from './meaning-entry';
import { cleanSense, emptyTally, type HygieneTally, type ListsAsked } from './meaning-hygiene';
import { SenseMerger } from './sense-merge';
import type { MeaningSource } from './meaning-sources';
import {
  type AnalyserLemma,
  apertiumBilingualSenses,
  freedictSenses,
  gcideSenses,
  littreSenses,
  mythesSenses,
  reversedFreedictSenses,
  type SourceSense,
  wikdictSenses,
} from './source-readers';

export interface SourceReport {
  package: string;
  version: string;
  licence: string;
  /** Senses read from the package. */
  senses: number;
  /** Senses kept: their headword is a word of the list. */
  kept: number;
  /** Headwords left out because the list does not hold them (multi-word phrases, names, other spellings). */
  notInList: number;
  notInListSample: string[];
  /** What the hygiene rules took out (meaning-hygiene.ts). */
  cleaned: HygieneTally;
}

export interface LanguageMeanings {
  artifact: Buffer;
  keys: number;
  sources: SourceReport[];
  /** The parts of speech the kept senses of a folded word name (base-words.ts reconciles a lexicon's with them). */
  senseParts: SensePartsOf;
}

function packageFile(source: MeaningSource, file: string, cacheDirectory: string): Buffer {
  const debian: DebianPackage = { ...source.debian, file, encoding: 'utf-8' };
  return debianPackageBytes(debian, cacheDirectory);
}

/** A reading of a compound's part (`<compound-R>`, `<compound-only-L>`, `<cmp>`): a bilingual dictionary knows the word's own readings. */
const isCompoundPart = (tags: readonly string[]): boolean => tags.some((tag) => tag === 'cmp' || tag.startsWith('compound'));

/** How many list words go to the analyser at once (as for the base words): its answer stays a few MB. */
const ANALYSED_AT_ONCE = 100_000;

/**
 * The lemmas of the language's analyser that are words of the list, each with the tags of its own
 * form's first reading that is no compound's part: the list's words analysed, the readings whose base
 * is the word itself kept. A lemma the list lacks could give no sense (its headword would not be a list
 * word), and asking the analyser for every form it makes instead (lt-paradigm) runs past what one
 * string holds for Danish nouns.
 */
function analyserLemmas(dictionary: Dictionary, cacheDirectory: string): AnalyserLemma[] {
  const { language } = dictionary;
  const morphology = morphologyOf(languageMetadata(language), cacheDirectory);
  if (morphology === undefined) throw new Error(`${language}: an Apertium bilingual source needs the language's analyser`);
  const lemmas = new Map<string, AnalyserLemma>();
  for (let first = 0; first < dictionary.wordCount; first += ANALYSED_AT_ONCE) {
    const words: string[] = [];
    for (let rank = first; rank < Math.min(first + ANALYSED_AT_ONCE, dictionary.wordCount); rank += 1) words.push(dictionary.wordAt(rank).word);
    morphology.analyse(words).forEach((readings, index) => {
      for (const { base, tags } of readings) {
        const partOfSpeech = tags[0];
        if (partOfSpeech === undefined || !APERTIUM_PART_TAGS.includes(partOfSpeech) || isCompoundPart(tags)) continue;
        if (base.toLocaleLowerCase(language) !== words[index]?.toLocaleLowerCase(language)) continue;
        const key = `${base}<${partOfSpeech}>`;
        if (!lemmas.has(key)) lemmas.set(key, { lemma: base, tags });
      }
    });
  }
  return [...lemmas.values()];
}

/** The senses a pinned package gives, read with the reader of its format. */
function* sourceSenses(source: MeaningSource, cacheDirectory: string, lemmasOfAnalyser: () => readonly AnalyserLemma[]): Generator<SourceSense> {
  const dictd = (name: string): [string, Buffer] => [
    packageFile(source, `/usr/share/dictd/${name}.index`, cacheDirectory).toString('utf8'),
    packageFile(source, `/usr/share/dictd/${name}.dict.dz`, cacheDirectory),
  ];
  switch (source.kind) {
    case 'wikdict':
      yield* wikdictSenses(...dictd(`freedict-${source.pair}`), source.pair as string);
      return;
    case 'freedict':
      yield* freedictSenses(...dictd(`freedict-${source.pair}`), source.pair as string);
      return;
    case 'freedict-reversed':
      yield* reversedFreedictSenses(...dictd(`freedict-${source.pair}`), source.pair as string);
      return;
    case 'gcide':
      yield* gcideSenses(...dictd('gcide'));
      return;
    case 'mythes':
      yield* mythesSenses(packageFile(source, source.file as string, cacheDirectory));
      return;
    case 'apertium-bilingual': {
      const bilingual = apertiumFile({ ...source.debian, file: source.file as string, encoding: 'utf-8' }, cacheDirectory);
      const tools = lttoolbox(cacheDirectory);
      yield* apertiumBilingualSenses(lemmasOfAnalyser(), (input) => tools.run('lt-proc', ['-b', bilingual], `${input}\n`), source.pair as string);
      return;
    }
    case 'littre':
      yield* littreSenses(
        packageFile(source, '/usr/share/stardict/dic/XMLittre.idx', cacheDirectory),
        packageFile(source, '/usr/share/stardict/dic/XMLittre.dict.dz', cacheDirectory),
      );
      return;
  }
}

const bounded = (sense: SourceSense, source: number): MeaningEntry => ({
  headword: sense.headword,
  ...(sense.partOfSpeech === undefined ? {} : { partOfSpeech: sense.partOfSpeech }),
  definitions: sense.definitions.slice(0, LIMITS.definitionsPerMeaning),
  synonyms: sense.synonyms.slice(0, LIMITS.synonymsPerMeaning),
  translations: sense.translations,
  sources: [source],
});

/**
 * Reads every pinned source of a language and keeps the senses whose headword is a word of its list,
 * under the folded form the list uses (fr `Maison`, `maison` → `maison`; de `Haus` → `haus`), in the
 * order the sources are listed: definitions before translations before synonym sets, each sense once
 * (sense-merge.ts). Each sense passes the hygiene rules first (meaning-hygiene.ts); `translationLists`
 * gives the lists of the languages translated into, which tell a translation from text of the word's
 * own language, and `commonRanks` the ranks of their most frequent words, which tell two words run together.
 */
export function buildLanguageMeanings(
  dictionary: Dictionary,
  sources: readonly MeaningSource[],
  cacheDirectory: string,
  translationLists: (language: LanguageCode) => ((word: string) => boolean) | undefined = () => undefined,
  commonRanks: (language: LanguageCode) => ((word: string) => number | undefined) | undefined = () => undefined,
): LanguageMeanings {
  const providers: ArtifactSource[] = [];
  const senses = new SenseMerger();
  const reports: SourceReport[] = [];
  const lists: ListsAsked = {
    isOwnWord: (word) => dictionary.lookup(word) !== null,
    isWordOf: (language, word) => translationLists(language)?.(word),
    commonRankOf: (language, word) => commonRanks(language)?.(word),
  };
  // Asked of the analyser once, however many bilingual dictionaries read them (Spanish: four).
  let lemmas: readonly AnalyserLemma[] | undefined;
  const lemmasOfAnalyser = (): readonly AnalyserLemma[] => (lemmas ??= analyserLemmas(dictionary, cacheDirectory));
  for (const source of sources) {
    let index = providers.findIndex((known) => known.provider === source.provider && known.licence === source.licence);
    if (index < 0) index = providers.push({ provider: source.provider, licence: source.licence }) - 1;
    const report: SourceReport = { package: source.debian.package, version: source.debian.version, licence: source.licence, senses: 0, kept: 0, notInList: 0, notInListSample: [], cleaned: emptyTally() };
    for (const read of sourceSenses(source, cacheDirectory, lemmasOfAnalyser)) {
      report.senses += 1;
      const sense = cleanSense(read, dictionary.language, lists, source.kind !== 'littre' && source.kind !== 'gcide', report.cleaned);
      if (sense === undefined) continue;
      const found = dictionary.lookup(sense.headword.normalize('NFC').toLocaleLowerCase(dictionary.language));
      if (found === null) {
        report.notInList += 1;
        if (report.notInListSample.length < 8) report.notInListSample.push(sense.headword);
        continue;
      }
      report.kept += 1;
      senses.add(found.folded, bounded(sense, index));
    }
    reports.push(report);
  }
  const parts = new Map<string, ReadonlySet<PartOfSpeech>>();
  for (const [key, entries] of senses.senses) parts.set(key, new Set(entries.flatMap((entry) => (entry.partOfSpeech === undefined ? [] : [entry.partOfSpeech]))));
  return { artifact: encodeMeaningsArtifact(dictionary.language, providers, senses.senses), keys: senses.senses.size, sources: reports, senseParts: (folded) => parts.get(folded) ?? new Set() };
}
