import type { WordRules } from '@lexicon/shared';

/** Whether a second lexicon knows each form (the language's morphological analyser). */
export type Attestation = (forms: readonly string[]) => boolean[];

/**
 * Forms that are fragments of other words (the metadata's `wordRules.fragments`): a form matching a
 * rule's pattern whose every `whenWords` replacement is a word of the list is taken out of it, unless
 * the rule keeps what the analyser attests and it does. Run once the list is complete, since the
 * evidence is other words of it; the keep-list wins.
 */
export function dropFragments(wordRules: WordRules, words: Set<string>, attested?: Attestation): string[] {
  const keep = new Set(wordRules.keep);
  const rules = wordRules.fragments.map(({ pattern, whenWords, unlessAttested }) => ({ pattern: new RegExp(pattern, 'u'), whenWords, unlessAttested }));
  const dropped: string[] = [];
  const attestable: string[] = [];
  for (const word of words) {
    if (keep.has(word)) continue;
    const matching = rules.filter(({ pattern, whenWords }) => pattern.test(word) && whenWords.every((template) => words.has(word.replace(pattern, template))));
    if (matching.length === 0) continue;
    if (matching.every(({ unlessAttested }) => unlessAttested)) attestable.push(word);
    else dropped.push(word);
  }
  if (attestable.length > 0) {
    if (attested === undefined) throw new Error('a fragment rule keeps attested forms, but no analyser was given');
    const known = attested(attestable);
    dropped.push(...attestable.filter((_, index) => known[index] !== true));
  }
  for (const word of dropped) words.delete(word);
  return dropped;
}
