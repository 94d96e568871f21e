import type { Dictionary } from '@lexicon/engine';
import type { Morphology } from '../morphology/morphology';
import { WordSample } from '../word-sample';

/** How many list words the attestation samples (the measure: 1,000). */
export const ATTESTATION_SAMPLE = 1_000;

export interface Attestation {
  lexicon: string;
  sampled: number;
  /** Sample words the second lexicon does not know, in alphabetical order. */
  unattested: string[];
}

/**
 * The share of a seeded random sample of the list that a second, independent lexicon (the language's
 * morphological analyser) knows: a form it does not know is one no grammar of it makes, or one outside
 * its vocabulary, so the figure bounds over-generation from above.
 */
export function measureAttestation(dictionary: Dictionary, morphology: Morphology): Attestation {
  const sample = new WordSample(`${dictionary.language}:attestation`, ATTESTATION_SAMPLE);
  for (const { word } of dictionary.words()) sample.offer(word);
  const words = sample.sample();
  const readings = morphology.analyse(words);
  return { lexicon: morphology.name, sampled: words.length, unattested: words.filter((_, index) => readings[index]?.length === 0) };
}
