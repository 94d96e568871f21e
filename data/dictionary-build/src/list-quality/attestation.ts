import type { Dictionary } from '@lexicon/engine';
import type { Morphology } from '../morphology/morphology';
import { WordSample } from '../word-sample';
import type { AttestationWordList } from '../attestation/independent-lexicon';

/** How many list words the attestation samples (the measure: 1,000). */
export const ATTESTATION_SAMPLE = 1_000;

export interface Attestation {
  lexicon: string;
  sampled: number;
  /** Sample words the second lexicon does not know, in alphabetical order. */
  unattested: string[];
}


/**
 * The share of a seeded random sample of the list that second, independent lexicons know: the
 * language's morphological analyser and its attestation word lists. A form none knows is one no
 * grammar of theirs makes, or one outside their vocabularies, so the figure bounds over-generation
 * from above.
 */
export function measureAttestation(dictionary: Dictionary, morphology: Morphology | undefined, wordLists: readonly AttestationWordList[]): Attestation {
  const sample = new WordSample(`${dictionary.language}:attestation`, ATTESTATION_SAMPLE);
  for (const { word } of dictionary.words()) sample.offer(word);
  const words = sample.sample();
  const readings = morphology?.analyse(words) ?? words.map(() => []);
  const known = (word: string, index: number): boolean => (readings[index]?.length ?? 0) > 0 || wordLists.some((list) => list.words.has(word));
  const lexicons = [...(morphology === undefined ? [] : [morphology.name]), ...wordLists.map((list) => list.name)];
  const named = lexicons.length > 1 ? `${lexicons.slice(0, -1).join(', ')} and ${lexicons.at(-1)}` : (lexicons[0] ?? '');
  return { lexicon: named, sampled: words.length, unattested: words.filter((word, index) => !known(word, index)) };
}
