import type { LanguageCode, Translation } from '@lexicon/shared';
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

/** One of a translation's comma-separated words as a player reads it, or undefined when it cannot be read. */
function cleanAlternative(text: string): string | undefined {
  const cleaned = text.replace(/^[\s;:]+|[\s;:]+$/g, '');
  if (cleaned === '' || IPA_LETTERS.test(cleaned) || !writtenInLatinLetters(cleaned)) return undefined;
  return cleaned;
}

/**
 * A translation as a player reads it: transcriptions and abbreviation marks taken out, and of its
 * comma-separated alternatives those written in another script or holding IPA left out
 * (`Pferdefleisch, 桜肉` → `Pferdefleisch`); none when no alternative is left.
 */
export function cleanTranslation(translation: Translation): Translation | undefined {
  let text = translation.text.replace(TRANSCRIPTION, ' ').replace(ABBREVIATION_MARK, ' ').replace(/\s+/g, ' ');
  if (translation.language === 'de') text = text.replace(GREEK_BETA_FOR_ESZETT, 'ß');
  const alternatives = text.split(/\s*,\s*/).map(cleanAlternative).filter((alternative): alternative is string => alternative !== undefined);
  return alternatives.length === 0 ? undefined : { language: translation.language, text: alternatives.join(', ') };
}

/** At least this many words make text of the word's own language a definition rather than a stray translation. */
const DEFINITION_WORDS = 3;

/** The lists the rules ask: the word's own language's and each translation language's. */
export interface ListsAsked {
  isOwnWord(word: string): boolean;
  /** Whether the list of `language` holds the word; undefined when that list is not at hand. */
  isWordOf(language: LanguageCode, word: string): boolean | undefined;
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

/** What the rules took out of a source, for the build's report. */
export interface HygieneTally {
  /** Translations in another script or holding a transcription, and stray words of the word's own language. */
  translationsDropped: number;
  /** Sentences in the word's own language given as translations, shown as definitions instead. */
  translationsMadeDefinitions: number;
  /** Senses of a name (a capitalised headword) folded onto a common word. */
  nameSenses: number;
  /** Senses with nothing left to show. */
  sensesDropped: number;
}

export const emptyTally = (): HygieneTally => ({ translationsDropped: 0, translationsMadeDefinitions: 0, nameSenses: 0, sensesDropped: 0 });

/**
 * A sense after the rules: none for a name's sense where case tells names apart (`caseKept`: not
 * Littré or GCIDE, which capitalise every headword); transcriptions taken out of definitions;
 * translations cleaned or dropped; text of the word's own language given as a translation becomes a
 * definition (three words or more) or is dropped; synonyms that are the headword dropped; undefined
 * when nothing is left to show under the heading.
 */
export function cleanSense(sense: SourceSense, language: LanguageCode, lists: ListsAsked, caseKept: boolean, tally: HygieneTally = emptyTally()): SourceSense | undefined {
  if (caseKept && isNameSense(sense.headword, language)) {
    tally.nameSenses += 1;
    return undefined;
  }
  const definitions = sense.definitions.map((definition) => definition.replace(TRANSCRIPTION, ' ').replace(/\s+/g, ' ').trim()).filter((definition) => definition !== '');
  const translations: Translation[] = [];
  for (const translation of sense.translations) {
    const cleaned = cleanTranslation(translation);
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
  const synonyms = sense.synonyms.filter((synonym) => synonym.toLocaleLowerCase(language) !== sense.headword.toLocaleLowerCase(language));
  if (definitions.length === 0 && synonyms.length === 0 && translations.length === 0) {
    tally.sensesDropped += 1;
    return undefined;
  }
  return { ...sense, definitions, synonyms, translations };
}
