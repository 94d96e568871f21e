import { languageMetadata } from '@lexicon/engine';
import type { PartOfSpeech } from '@lexicon/shared';
// The word-list build's reader of morfologik dictionaries (one copy), by module path: see build-meanings.ts.
import { type AttestationWordListSource, morfologikListDictionary } from '@lexicon/dictionary-build/dist/attestation/independent-lexicon';
import type { MorfologikDictionary, MorfologikReading } from '@lexicon/dictionary-build/dist/attestation/morfologik-dictionary';
import type { BaseWord, BaseWordReader } from './base-words';

/**
 * Polish base words from PoliMorf, the full-form lexicon of Polish (SGJP and sjp.pl, BSD-2-Clause),
 * as morfologik-polish packs it: an automaton of every form with its lemma and tags, `polish.dict`
 * with its `polish.info`, inside the jar of Debian's morfologik-stemming 2 package. It leads the
 * suppletive forms back to their lemma (ludzie → człowiek, szedł → iść), which Apertium's pol-szl
 * analyser does not.
 *
 * The lexicon is the one the pl metadata names among the word lists attesting the Polish list (its
 * `attestationWordLists` entry of the `morfologik` format): one pin of the package and its files for
 * the lists' report and this reader, as the metadata's `morphology` is the Apertium analyser's for both.
 */
export function polimorfSource(): AttestationWordListSource {
  const source = languageMetadata('pl').attestationWordLists.find((list) => list.format === 'morfologik');
  if (source === undefined) throw new Error('pl: no morfologik dictionary (PoliMorf) among the attestation word lists of its metadata');
  return source;
}

/** The name the base words' answers give as their source: the metadata's is the lists' report's longer description. */
export const POLIMORF_NAME = 'PoliMorf (morfologik-polish 2.1)';

/**
 * The part of speech a PoliMorf tag's first part names (NKJP's tag set, polish.README.Polish.txt of
 * the jar). A participle, gerund or other verbal form has the verb's infinitive for lemma, so it is
 * the verb's. Abbreviations (brev) and the parts of multi-word names (burk) give no base word; particles
 * (qub) and predicatives (pred) give one without a part of speech, as the project has none for them.
 */
const POLIMORF_PARTS: Readonly<Record<string, PartOfSpeech | null>> = {
  subst: 'noun',
  depr: 'noun',
  adj: 'adjective',
  adja: 'adjective',
  adjc: 'adjective',
  adjp: 'adjective',
  adv: 'adverb',
  verb: 'verb',
  inf: 'verb',
  fin: 'verb',
  praet: 'verb',
  impt: 'verb',
  imps: 'verb',
  pot: 'verb',
  bedzie: 'verb',
  winien: 'verb',
  ger: 'verb',
  pact: 'verb',
  ppas: 'verb',
  pant: 'verb',
  pcon: 'verb',
  ppron12: 'pronoun',
  ppron3: 'pronoun',
  siebie: 'pronoun',
  prep: 'preposition',
  conj: 'conjunction',
  comp: 'conjunction',
  interj: 'interjection',
  num: 'numeral',
  qub: null,
  pred: null,
};

/**
 * The parts of speech of a reading's tags: one or more tags joined by `+` or `|`, each
 * `class:attribute:…`; none when no class gives a base word, null for a class that gives one without
 * a part of speech the project names.
 */
export function polimorfPartsOfSpeech(tags: string): Array<PartOfSpeech | null> {
  const parts: Array<PartOfSpeech | null> = [];
  for (const tag of tags.split(/[+|]/)) {
    const part = POLIMORF_PARTS[tag.split(':')[0] ?? ''];
    if (part !== undefined && !parts.includes(part)) parts.push(part);
  }
  return parts;
}

/** The lexicon's two files out of the pinned package's jar. */
export function polimorfDictionary(cacheDirectory: string): MorfologikDictionary {
  return morfologikListDictionary(polimorfSource(), cacheDirectory);
}

/** What the reader left out, and why, for the build's output: counts and a few forms each. */
export interface PolimorfTally {
  /** Readings whose tags name no part of speech with a base word (abbreviations, parts of multi-word names). */
  noBaseWord: number;
  /** Forms whose reading as a plural-only noun gave way to a suppletive singular's (ludzie → człowiek). */
  pluralOnlyGivenWay: number;
  samples: { noBaseWord: string[]; pluralOnlyGivenWay: string[] };
}

export const emptyPolimorfTally = (): PolimorfTally => ({ noBaseWord: 0, pluralOnlyGivenWay: 0, samples: { noBaseWord: [], pluralOnlyGivenWay: [] } });

const SAMPLES = 8;
/** A tag of a plural-only noun's form (gender p1–p3: `subst:pl:nom:p1`). */
const PLURAL_ONLY = /^(subst|depr):pl:[^:]+:p[123]$/;
/** A tag of a noun's plural form. */
const PLURAL_NOUN = /^(subst|depr):pl:/;

const isPluralOnly = (reading: MorfologikReading): boolean => reading.tags.split('+').every((tag) => PLURAL_ONLY.test(tag));
const isNounPlural = (reading: MorfologikReading): boolean => !isPluralOnly(reading) && reading.tags.split('+').some((tag) => PLURAL_NOUN.test(tag));

/**
 * The readings a form's base words come from. SGJP, PoliMorf's source, lists a suppletive plural both
 * as a plural-only noun of its own and as the plural of its singular (ludzie, ludzi: the p1 noun
 * ludzie, and człowiek's plural); the frequency ranking would put ludzie first, so the plural-only
 * reading gives way to the singular's where their lemmas begin differently, as suppletive ones do (a
 * plural-only noun sharing its singular's stem often means something else: okulary, glasses, beside
 * okular's plural; both stay). The form's own senses still follow the base word's (word-service,
 * meaningsOfBaseWords).
 */
function basesOf(form: string, readings: readonly MorfologikReading[], tally: PolimorfTally): MorfologikReading[] {
  const singularOf = (reading: MorfologikReading): MorfologikReading | undefined =>
    isPluralOnly(reading) ? readings.find((other) => isNounPlural(other) && other.base.toLowerCase()[0] !== reading.base.toLowerCase()[0]) : undefined;
  const kept = readings.filter((reading) => singularOf(reading) === undefined);
  if (kept.length < readings.length) {
    tally.pluralOnlyGivenWay += 1;
    const given = readings.find((reading) => singularOf(reading) !== undefined) as MorfologikReading;
    if (tally.samples.pluralOnlyGivenWay.length < SAMPLES) tally.samples.pluralOnlyGivenWay.push(`${form}: ${given.base} → ${singularOf(given)?.base ?? ''}`);
  }
  return kept;
}

/** Each word's base words in the lexicon's order: lemma lower-cased, one per part of speech. */
export function polimorfReader(dictionary: MorfologikDictionary, tally: PolimorfTally = emptyPolimorfTally()): BaseWordReader {
  // Four million forms carry a few thousand distinct tag strings: each is parsed once.
  const partsOfTags = new Map<string, Array<PartOfSpeech | null>>();
  return (words) =>
    dictionary.lookupAll(words).map((readings, index) => {
      const found: BaseWord[] = [];
      for (const { base, tags } of basesOf(words[index] as string, readings, tally)) {
        // Polish has no lower-casing of its own (toLocaleLowerCase's rules are for Turkish, Lithuanian…), and the plain one is quicker.
        const lemma = base.toLowerCase();
        let parts = partsOfTags.get(tags);
        if (parts === undefined) partsOfTags.set(tags, (parts = polimorfPartsOfSpeech(tags)));
        if (parts.length === 0 || lemma === '' || lemma.includes(' ')) {
          tally.noBaseWord += 1;
          if (tally.samples.noBaseWord.length < SAMPLES) tally.samples.noBaseWord.push(`${words[index] as string} (${base}: ${tags.split(':')[0] ?? ''})`);
          continue;
        }
        for (const part of parts) {
          const reading: BaseWord = part === null ? { word: lemma } : { word: lemma, partOfSpeech: part };
          if (!found.some((known) => known.word === reading.word && known.partOfSpeech === reading.partOfSpeech)) found.push(reading);
        }
      }
      return found;
    });
}
