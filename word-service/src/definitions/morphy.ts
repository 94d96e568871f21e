import { IRREGULAR_ADJECTIVES, IRREGULAR_NOUNS, IRREGULAR_VERBS } from './irregular-forms';
import type { PartOfSpeech } from './wordnet-database';

/** WordNet's detachment rules (morphy): an inflected ending and what replaces it. */
const SUFFIX_RULES: Record<PartOfSpeech, ReadonlyArray<[string, string]>> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  // -ied → -y (studied → study) is not among morphy's own rules; without it only the adjective senses showed.
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ied', 'y'], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adjective: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  adverb: [],
};

const IRREGULAR: Record<PartOfSpeech, Map<string, string[]>> = {
  noun: IRREGULAR_NOUNS,
  verb: IRREGULAR_VERBS,
  adjective: IRREGULAR_ADJECTIVES,
  adverb: new Map(),
};

const DOUBLED = /([bcdfgklmnprstvz])\1$/;

/**
 * The base forms an English word may be an inflection of, in one part of speech, most likely first:
 * the word itself, its irregular bases, then what the suffix rules give; a doubled final consonant
 * left by -ing, -ed, -er or -est is undone too (running → run, bigger → big). `known` says which
 * candidates WordNet has; only those are returned.
 */
export function baseForms(word: string, part: PartOfSpeech, known: (lemma: string) => boolean): string[] {
  const candidates: string[] = [word, ...(IRREGULAR[part].get(word) ?? [])];
  for (const [ending, replacement] of SUFFIX_RULES[part]) {
    if (!word.endsWith(ending) || word.length <= ending.length + 1) continue;
    const stem = word.slice(0, -ending.length);
    candidates.push(stem + replacement);
    if (replacement === '' && DOUBLED.test(stem)) candidates.push(stem.slice(0, -1));
  }
  return [...new Set(candidates)].filter(known);
}
