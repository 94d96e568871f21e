import type { PartOfSpeech } from '@lexicon/shared';

/**
 * The part of speech an Apertium reading's first tag names (its tag set is shared by every
 * language pair: `n`, `vblex`, `adj`…). Proper nouns (`np`), abbreviations and punctuation name none:
 * a list word read only as one of those has no base word from the analyser.
 */
const APERTIUM_PARTS: Readonly<Record<string, PartOfSpeech>> = {
  n: 'noun',
  vblex: 'verb',
  vbser: 'verb',
  vbhaver: 'verb',
  vbmod: 'verb',
  vaux: 'verb',
  vbdo: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  preadv: 'adverb',
  prn: 'pronoun',
  rel: 'pronoun',
  pr: 'preposition',
  cnjcoo: 'conjunction',
  cnjsub: 'conjunction',
  cnjadv: 'conjunction',
  ij: 'interjection',
  num: 'numeral',
  det: 'determiner',
  predet: 'determiner',
};

/** The first tags that name a part of speech: the lemmas an analyser knows are listed by them. */
export const APERTIUM_PART_TAGS: readonly string[] = Object.keys(APERTIUM_PARTS);

export function analyserPartOfSpeech(tags: readonly string[]): PartOfSpeech | undefined {
  const first = tags[0];
  if (first === undefined) return undefined;
  // Articles are determiners the analysers mark definite or indefinite (fr le<det><def>, de ein<det><ind>).
  if (first === 'det' && (tags.includes('def') || tags.includes('ind'))) return 'article';
  return APERTIUM_PARTS[first];
}
