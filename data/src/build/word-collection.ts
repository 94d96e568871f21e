import type { DictionarySource } from '@lexicon/shared';
import { type LanguageRules, letterCount, playableForms } from '../languages/language-rules';
import { createWordCheck, WORD_RULES, type WordRuleName } from '../languages/word-rules';
import { type SourceContext, readSourceEntries } from './source-entries';
import { WordSample } from './word-sample';

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
}

/** A word only a later source gives, where that source may add only longer words (English hunspell). */
function shortAddition(source: DictionarySource, display: string, folded: string, bareEntries: ReadonlySet<string>): boolean {
  if (source.additions === undefined) return false;
  const letters = letterCount(folded);
  if (letters < source.additions.minLetters) return true;
  return bareEntries.has(display) && letters < source.additions.bareEntryMinLetters;
}

/**
 * Reads every source of a language in order and keeps the playable words that pass the language's
 * rules, counting what each rule dropped and what each source added (the build prints both).
 */
export async function collectWords(rules: LanguageRules, context: SourceContext): Promise<WordCollection> {
  const check = createWordCheck(rules);
  const keep = new Set(rules.metadata.wordRules.keep);
  const words = new Set<string>();
  const dropped = new Map<WordRuleName, Set<string>>();
  const drop = (rule: WordRuleName, display: string): void => {
    const set = dropped.get(rule) ?? new Set<string>();
    set.add(display);
    dropped.set(rule, set);
  };
  const sources: SourceReport[] = [];
  const properNameForms: string[] = [];

  for (const [index, source] of rules.metadata.dictionary.sources.entries()) {
    const entries = await readSourceEntries(source, context);
    const seen = new Set<string>();
    const added = new WordSample(`${rules.metadata.code}:${source.package}:added`);
    for (const entry of entries.words) {
      const forms = playableForms(rules, entry);
      if (forms === null || seen.has(forms.display)) continue;
      const rule =
        check(forms.display, forms.folded) ??
        (index > 0 && !words.has(forms.display) && !keep.has(forms.display) && shortAddition(source, forms.display, forms.folded, entries.bareEntries)
          ? WORD_RULES.shortAddition
          : null);
      if (rule !== null) {
        drop(rule, forms.display);
        continue;
      }
      seen.add(forms.display);
      if (!words.has(forms.display)) {
        words.add(forms.display);
        added.offer(forms.display);
      }
    }
    for (const entry of entries.properNameWords) properNameForms.push(entry);
    sources.push({ package: source.package, words: seen.size, added: added.count, addedSample: added.sample() });
  }

  // A name's forms are dropped only where no kept entry gives the same word (Müller the miller stays).
  for (const entry of properNameForms) {
    const forms = playableForms(rules, entry);
    if (forms !== null && !words.has(forms.display)) drop(WORD_RULES.properName, forms.display);
  }

  const ruleReports = [...dropped].map(([rule, set]): RuleReport => {
    const sample = new WordSample(`${rules.metadata.code}:${rule}`);
    // A word one source drops may be kept from another (a keep-list word, a longer form): not dropped.
    for (const word of set) if (!words.has(word)) sample.offer(word);
    return { rule, dropped: sample.count, droppedSample: sample.sample() };
  });
  return { words, sources, rules: ruleReports.filter((report) => report.dropped > 0) };
}
