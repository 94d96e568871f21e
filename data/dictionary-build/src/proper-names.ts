import type { WordRules } from '@lexicon/shared';
import { debianPackageText } from './debian-package';

type ProperNameRule = NonNullable<WordRules['properNames']>;

/** What FreeDict says of a headword: an entry of it is a common noun; an entry of it is a place. */
export interface HeadwordSenses {
  noun: boolean;
  place: boolean;
}

// A headword line of FreeDict's dictd text: "Haus /hˈaʊs/ <neut, n, sg>", "Berlin /bɛɾlˈiːn/".
const HEADWORD_LINE = /^(\S+) \/[^/]*\/(?: \([^)]*\))?(?: <([^>]*)>)?\s*$/;
const NOUN_TAG = /\b(?:n|pl)\b/;
const PLACE_LABEL = '[geogr.]';
const LABELS = /\[[^\]]*\]\s*/g;

/** A [geogr.] sense names a place when its English translation is a proper noun: "[geogr.] Germany", not "[geogr.] savannah". */
function namesAPlace(senseLine: string): boolean {
  if (!senseLine.includes(PLACE_LABEL)) return false;
  const translation = senseLine.replace(LABELS, '').trim();
  return /^\p{Lu}/u.test(translation);
}

/**
 * FreeDict's one-word headwords. An entry with a [geogr.] sense translated by a proper noun is a
 * place (Berlin, Deutschland); one tagged with a gender or plural and no such sense is a common noun
 * (Haus, Männer, Epizentrum: "[geogr.] epicentre").
 */
export function freeDictHeadwords(dictText: string): Map<string, HeadwordSenses> {
  const headwords = new Map<string, HeadwordSenses>();
  let word: string | undefined;
  let nounTagged = false;
  let placeLabelled = false;
  const closeEntry = (): void => {
    if (word === undefined) return;
    const senses = headwords.get(word) ?? { noun: false, place: false };
    if (placeLabelled) senses.place = true;
    else if (nounTagged) senses.noun = true;
    headwords.set(word, senses);
  };
  for (const line of dictText.split('\n')) {
    const match = HEADWORD_LINE.exec(line);
    if (match !== null) {
      closeEntry();
      word = match[1];
      nounTagged = NOUN_TAG.test(match[2] ?? '');
      placeLabelled = false;
    } else if (line.startsWith(' ') && namesAPlace(line)) {
      placeLabelled = true;
    }
  }
  closeEntry();
  return headwords;
}

/**
 * Whether a capitalised hunspell stem is a proper name, from its flags and FreeDict:
 * - a common noun by FreeDict is a noun (Haus, Müller the miller, Kiwi);
 * - a place by FreeDict is a name unless its flags give it a plural (Berlin, Aachen; not Klippe/N);
 * - a stem whose flags are at most a name's (Anna/S, Hans) is a name, unless it ends as abstract
 *   nouns do (Häuslichkeit, Gereiztheit).
 */
export function isProperNameStem(stem: string, flags: string, rule: ProperNameRule, headwords: ReadonlyMap<string, HeadwordSenses>): boolean {
  const senses = headwords.get(stem);
  if (senses?.noun === true) return false;
  const flagSet = [...flags];
  if (senses?.place === true) return !flagSet.some((flag) => rule.pluralFlags.includes(flag));
  if (!flagSet.every((flag) => rule.nameFlags.includes(flag))) return false;
  return !hasNounEnding(stem.toLowerCase(), rule);
}

const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;

let headwordsRead: { key: string; headwords: Map<string, HeadwordSenses> } | undefined;

/** FreeDict's headwords, read once per build process. */
function partOfSpeechHeadwords(rule: ProperNameRule, sourceCacheDirectory: string): Map<string, HeadwordSenses> {
  const key = `${rule.partOfSpeech.package}=${rule.partOfSpeech.version}`;
  if (headwordsRead?.key !== key) {
    headwordsRead = { key, headwords: freeDictHeadwords(debianPackageText(rule.partOfSpeech, sourceCacheDirectory)) };
  }
  return headwordsRead.headwords;
}

/** The lower-cased headwords FreeDict gives as common nouns (maßnahme, kiwi): evidence that a capitalised word is a noun. */
export function commonNouns(rule: ProperNameRule, sourceCacheDirectory: string): Set<string> {
  const nouns = new Set<string>();
  for (const [word, senses] of partOfSpeechHeadwords(rule, sourceCacheDirectory)) if (senses.noun) nouns.add(word.toLowerCase());
  return nouns;
}

/** Whether a word ends as the language's abstract nouns do (-heit, -keit, -ung…). */
export function hasNounEnding(display: string, rule: ProperNameRule): boolean {
  return rule.nounEndings.some((ending) => display.endsWith(ending));
}

/** The hunspell `.dic` entries split into those kept and those taken for proper names. */
export function splitProperNames(
  entries: readonly string[],
  rule: ProperNameRule,
  sourceCacheDirectory: string,
): { nouns: string[]; names: string[] } {
  const headwords = partOfSpeechHeadwords(rule, sourceCacheDirectory);
  const nouns: string[] = [];
  const names: string[] = [];
  for (const entry of entries) {
    const slash = entry.indexOf('/');
    const stem = (slash === -1 ? entry : entry.slice(0, slash)).trim();
    const flags = slash === -1 ? '' : (entry.slice(slash + 1).split(/\s/)[0] ?? '');
    if (CAPITALISED.test(stem) && isProperNameStem(stem, flags, rule, headwords)) names.push(entry);
    else nouns.push(entry);
  }
  return { nouns, names };
}
