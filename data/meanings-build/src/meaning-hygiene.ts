import type { LanguageCode, Translation } from '@lexicon/shared';
import { z } from 'zod';
import type { SourceSense } from './source-readers';

/**
 * The rules every sense passes before it is stored, in one place (docs/api.md, Word details): what a
 * player reads must be a definition, a synonym set or a translation they can read, never a heading
 * with nothing under it, text in another script, a transcription, or a language's own definition
 * presented as a translation into another.
 */

/** Letters of IPA that no language's spelling uses: a transcription glued to a translation (`NATO /ˈneɪtəʊ/`). */
const IPA_LETTERS = /[ɐ-ʯˈˌːˑ]/u;
/** A transcription between slashes or square brackets: one holding IPA letters (`/haʊ̯s/`, `[ˈtaːk]`). */
const TRANSCRIPTION = /\s*(?:\/[^/]*[ɐ-ʯˈˌː][^/]*\/|\[[^\]]*[ɐ-ʯˈˌː][^\]]*\])\s*/gu;
/** Abbreviations a source prefixes to a translation (`abbr.`, `Abk.`, `skr.`), and the source's grammar notes in angle brackets. */
const ABBREVIATION_MARK = /(?:^|\s)(?:abbr|abbrev|abk|skr|förk|afk|zkr|sigla|sigle)\.?(?=\s|$)|<[^>]*>/giu;

/** Whether every letter of a text is of the Latin script, the script of all twelve list languages. */
export const writtenInLatinLetters = (text: string): boolean => [...text].every((character) => !/\p{L}/u.test(character) || /\p{Script=Latin}/u.test(character));

/** WikDict's German writes ß as the Greek β in places (`spaβig`, `maβgeblich`). */
const GREEK_BETA_FOR_ESZETT = /(?<=\p{Script=Latin})β|β(?=\p{Script=Latin})/gu;

/** A word and, after it, its own abbreviation, capitalised (FreeDict's `street St`, `avenue Ave`, `road Rd`). */
const WORD_THEN_ABBREVIATION = /^(.*\p{Ll}+)\s+(\p{Lu}\p{Ll}{1,2})\.?$/u;

/** Whether `short` is made of letters of `word` in their order, from its first (St of street, Rd of road). */
function abbreviates(short: string, word: string): boolean {
  const letters = [...short.toLowerCase()];
  if (letters[0] !== word.charAt(0)) return false;
  let from = 0;
  for (const letter of letters) {
    const at = word.indexOf(letter, from);
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

/** The text without an abbreviation of its last word written after it (`street St` → `street`). */
function withoutTrailingAbbreviation(text: string): string {
  const match = WORD_THEN_ABBREVIATION.exec(text);
  const lastWord = match?.[1]?.split(/\s+/).at(-1);
  return match?.[1] !== undefined && match[2] !== undefined && lastWord !== undefined && abbreviates(match[2], lastWord) ? match[1] : text;
}

/** One of a translation's comma-separated words as a player reads it, or undefined when it cannot be read. */
function cleanAlternative(text: string, tally: HygieneTally): string | undefined {
  const trimmed = text.replace(/^[\s;:]+|[\s;:]+$/g, '');
  const cleaned = withoutTrailingAbbreviation(trimmed);
  if (cleaned !== trimmed) count(tally, 'abbreviations', trimmed);
  if (cleaned === '' || IPA_LETTERS.test(cleaned) || !writtenInLatinLetters(cleaned)) return undefined;
  return cleaned;
}

/**
 * A translation as a player reads it: transcriptions and abbreviation marks taken out, and of its
 * comma-separated alternatives those written in another script or holding IPA left out
 * (`Pferdefleisch, 桜肉` → `Pferdefleisch`); none when no alternative is left.
 */
export function cleanTranslation(translation: Translation, tally: HygieneTally = emptyTally()): Translation | undefined {
  let text = translation.text.replace(TRANSCRIPTION, ' ').replace(ABBREVIATION_MARK, ' ').replace(/\s+/g, ' ');
  if (translation.language === 'de') text = text.replace(GREEK_BETA_FOR_ESZETT, 'ß');
  const alternatives = text
    .split(/\s*,\s*/)
    .map((alternative) => cleanAlternative(alternative, tally))
    .filter((alternative): alternative is string => alternative !== undefined);
  return alternatives.length === 0 ? undefined : { language: translation.language, text: alternatives.join(', ') };
}

/** At least this many words make text of the word's own language a definition rather than a stray translation. */
const DEFINITION_WORDS = 3;

/** The lists the rules ask: the word's own language's and each translation language's. */
export interface ListsAsked {
  isOwnWord(word: string): boolean;
  /** Whether the list of `language` holds the word; undefined when that list is not at hand. */
  isWordOf(language: LanguageCode, word: string): boolean | undefined;
  /** The word's rank among the 10,000 most frequent of `language` (its frequency list, 1 the most frequent); undefined when it is not among them or that list is not at hand. */
  commonRankOf(language: LanguageCode, word: string): number | undefined;
}

const wordsOf = (text: string): string[] => text.toLocaleLowerCase().split(/[^\p{L}'-]+/u).filter((word) => word.length > 0);

/**
 * Whether a translation into another language is written in the word's own language (WikDict's nl
 * kind → pl "persoon voortkomend uit": a Dutch gloss in the Polish line): every word is one of the
 * own list's, and at most half are also the translation language's (short words such as `des`,
 * `en` are words of several lists); never when that language's list is not at hand.
 */
export function isOwnLanguageText(translation: Translation, lists: ListsAsked): boolean {
  const words = wordsOf(translation.text);
  if (words.length === 0 || !words.every((word) => lists.isOwnWord(word))) return false;
  const inTarget = words.map((word) => lists.isWordOf(translation.language, word));
  if (inTarget.includes(undefined)) return false;
  return inTarget.filter(Boolean).length * 2 <= words.length;
}

/**
 * Whether a sense belongs to a name rather than to the list's word that folds like it (fr `Aller`, a
 * river, under `aller`): its headword is capitalised in a language whose common words are not.
 * German capitalises every noun; an all-capitals headword is an acronym, which the lists drop anyway.
 */
export function isNameSense(headword: string, language: LanguageCode): boolean {
  if (language === 'de') return false;
  const first = headword.charAt(0);
  return first !== first.toLocaleLowerCase(language) && headword !== headword.toLocaleUpperCase(language);
}

/** What the rules took out of a source, for the build's report (and the manifest, which keeps it). */
export const hygieneTallySchema = z.object({
  /** Abbreviations written after a translation's word (`street St`), taken out. */
  abbreviations: z.number().int(),
  /** Translations of two words run together (`beeffective`), dropped. */
  runTogether: z.number().int(),
  /** Synonyms read, the headword itself left aside. */
  synonyms: z.number().int(),
  /** Of those, synonyms that are no word of the list, or a compound that only extends the headword (hus: andelshus), dropped. */
  synonymsDropped: z.number().int(),
  /** A few of each kind, for the build's report. */
  samples: z.object({ abbreviations: z.array(z.string()), runTogether: z.array(z.string()), synonymsDropped: z.array(z.string()) }),
  /** Translations in another script or holding a transcription, and stray words of the word's own language. */
  translationsDropped: z.number().int(),
  /** Sentences in the word's own language given as translations, shown as definitions instead. */
  translationsMadeDefinitions: z.number().int(),
  /** Senses of a name (a capitalised headword) folded onto a common word. */
  nameSenses: z.number().int(),
  /** Senses with nothing left to show. */
  sensesDropped: z.number().int(),
});
export type HygieneTally = z.infer<typeof hygieneTallySchema>;

export const emptyTally = (): HygieneTally => ({
  abbreviations: 0,
  runTogether: 0,
  synonyms: 0,
  synonymsDropped: 0,
  samples: { abbreviations: [], runTogether: [], synonymsDropped: [] },
  translationsDropped: 0,
  translationsMadeDefinitions: 0,
  nameSenses: 0,
  sensesDropped: 0,
});

/** How many examples of each kind the build's report shows. */
const SAMPLES_SHOWN = 8;

/** A number an example stands for, the same in every build (FNV-1a): the examples with the lowest are shown. */
function rank(example: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < example.length; index += 1) hash = Math.imul(hash ^ example.charCodeAt(index), 0x01000193) >>> 0;
  return hash;
}

/**
 * Counts what a rule took out, and keeps as its examples the SAMPLES_SHOWN of lowest rank: drawn
 * across the whole source, not its first entries (which are a dictionary's punctuation and prefixes).
 */
function count(tally: HygieneTally, kind: keyof HygieneTally['samples'], example: string): void {
  tally[kind] += 1;
  const samples = tally.samples[kind];
  if (samples.includes(example)) return;
  if (samples.length === SAMPLES_SHOWN && rank(example) >= rank(samples.at(-1) as string)) return;
  samples.push(example);
  samples.sort((a, b) => rank(a) - rank(b));
  if (samples.length > SAMPLES_SHOWN) samples.pop();
}

/** The shortest headword whose compounds are told by its ending: a shorter one ends too many words (bo, is). */
const COMPOUND_HEAD_LETTERS = 3;

/**
 * Whether a synonym can stand as one: a word of the list, or an expression of several words (hellige
 * haller, fourre-tout: the lists hold no hyphen), and not a compound whose head is the headword (hus:
 * andelshus, badehus; a kind of house, not another word for it).
 */
function isSynonym(synonym: string, headword: string, language: LanguageCode, lists: ListsAsked): boolean {
  const lower = synonym.normalize('NFC').toLocaleLowerCase(language);
  const head = headword.normalize('NFC').toLocaleLowerCase(language);
  if ([...head].length >= COMPOUND_HEAD_LETTERS && lower.length > head.length && lower.endsWith(head)) return false;
  return /[\s'-]/.test(lower) || lists.isOwnWord(lower);
}

/** The shortest part a run-together word is split into: shorter ones (a, I) are parts of too many words. */
const RUN_TOGETHER_PART_LETTERS = 2;

/**
 * The languages whose translations are told run together: English writes a compound apart or with a
 * hyphen and its list holds every form a translation uses. German, Dutch, Swedish and Danish write
 * compounds closed, and the Romance lists leave out forms the game does not admit (Spanish
 * abandonarse): a word their lists lack may be a real one.
 */
const RUN_TOGETHER_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['en']);

/**
 * What English slips run together: a word that leads a phrase into the next one (thesedays,
 * beeffective, onlyjust, fornothing), and a particle after a verb (relyon, pickout, liedown). A
 * particle before a word makes real compounds (overexpressed, backdoors), and so does a frequent
 * word such as like (lenslike): neither counts.
 */
const RUN_TOGETHER_LEADING_WORDS: ReadonlySet<string> = new Set(
  'a an and are be been but can could do for had has have his is it its no not only that the their them these they this those was were will with would you your'.split(' '),
);
const RUN_TOGETHER_PARTICLES: ReadonlySet<string> = new Set('about across along around at away back by down for in into nothing of off on out over through to up upon with'.split(' '));

/**
 * Whether a one-word translation is two words of its language written together (`beeffective`,
 * `relyon`, `thesedays`): its language's list lacks it but holds both parts, among the language's
 * most frequent words, the first a word that leads a phrase or the last a particle (a rare word the
 * list lacks, lenslike or overexpressed, is no slip); never a name, nor where those lists are not at
 * hand.
 */
export function isRunTogether(word: string, language: LanguageCode, lists: ListsAsked): boolean {
  const lower = word.toLocaleLowerCase(language);
  if (!RUN_TOGETHER_LANGUAGES.has(language) || lower !== word || /[\s'-]/.test(lower) || lists.isWordOf(language, lower) !== false) return false;
  const isCommonWord = (part: string): boolean => lists.isWordOf(language, part) === true && lists.commonRankOf(language, part) !== undefined;
  for (let split = RUN_TOGETHER_PART_LETTERS; split <= lower.length - RUN_TOGETHER_PART_LETTERS; split += 1) {
    const [first, last] = [lower.slice(0, split), lower.slice(split)];
    if (isCommonWord(first) && isCommonWord(last) && (RUN_TOGETHER_LEADING_WORDS.has(first) || RUN_TOGETHER_PARTICLES.has(last))) return true;
  }
  return false;
}

/** A translation without its alternatives that are two words run together; none when no alternative is left. */
function withoutRunTogether(translation: Translation | undefined, lists: ListsAsked, tally: HygieneTally): Translation | undefined {
  if (translation === undefined) return undefined;
  const alternatives = translation.text.split(', ').filter((alternative) => {
    if (!isRunTogether(alternative, translation.language, lists)) return true;
    count(tally, 'runTogether', alternative);
    return false;
  });
  return alternatives.length === 0 ? undefined : { language: translation.language, text: alternatives.join(', ') };
}

/**
 * A sense after the rules: none for a name's sense where case tells names apart (`caseKept`: not
 * Littré or GCIDE, which capitalise every headword); transcriptions taken out of definitions;
 * translations cleaned or dropped; text of the word's own language given as a translation becomes a
 * definition (three words or more) or is dropped; abbreviations after a translation's word and words
 * run together taken out; synonyms that are the headword, no word of the list, or a compound that
 * only extends the headword dropped; undefined when nothing is left to show under the heading.
 */
export function cleanSense(sense: SourceSense, language: LanguageCode, lists: ListsAsked, caseKept: boolean, tally: HygieneTally = emptyTally()): SourceSense | undefined {
  if (caseKept && isNameSense(sense.headword, language)) {
    tally.nameSenses += 1;
    return undefined;
  }
  const definitions = sense.definitions.map((definition) => definition.replace(TRANSCRIPTION, ' ').replace(/\s+/g, ' ').trim()).filter((definition) => definition !== '');
  const translations: Translation[] = [];
  for (const translation of sense.translations) {
    const cleaned = withoutRunTogether(cleanTranslation(translation, tally), lists, tally);
    if (cleaned === undefined) {
      tally.translationsDropped += 1;
      continue;
    }
    if (cleaned.language !== language && isOwnLanguageText(cleaned, lists)) {
      if (wordsOf(cleaned.text).length < DEFINITION_WORDS) {
        tally.translationsDropped += 1;
        continue;
      }
      tally.translationsMadeDefinitions += 1;
      if (!definitions.includes(cleaned.text)) definitions.push(cleaned.text);
      continue;
    }
    translations.push(cleaned);
  }
  const synonyms = sense.synonyms.filter((synonym) => {
    if (synonym.toLocaleLowerCase(language) === sense.headword.toLocaleLowerCase(language)) return false;
    tally.synonyms += 1;
    if (isSynonym(synonym, sense.headword, language, lists)) return true;
    count(tally, 'synonymsDropped', `${sense.headword}: ${synonym}`);
    return false;
  });
  if (definitions.length === 0 && synonyms.length === 0 && translations.length === 0) {
    tally.sensesDropped += 1;
    return undefined;
  }
  return { ...sense, definitions, synonyms, translations };
}
