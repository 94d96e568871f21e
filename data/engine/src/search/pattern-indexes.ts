import type { Dictionary } from '../dictionary';
import { letterIndexOf } from './letter-index';
import { keptLetterPairCounts } from './letter-pair-tables';
import { type PathSignatures, pathSignatures } from './path-signatures';
import { RankQuantiles, type RankQuantilesParts } from './rank-quantiles';

/**
 * Path signature bits per kind of letter pair (path-signatures.ts). Star-led patterns (`*ai*`) walk
 * the forward DAWG and prune by pairs: wide signatures there (48 bytes a node; 256 bits pruned
 * 2–5 % better for 17 MB more over the 12 languages). End-anchored ones walk the reversed DAWG from
 * their last letters, already narrow: the narrowest (8 bytes a node; wider ones measured no faster).
 */
const FORWARD_SIGNATURE_BITS = 192;
const REVERSE_SIGNATURE_BITS = 32;

export function forwardSignatures(dictionary: Dictionary): PathSignatures {
  return pathSignatures(dictionary.dawg, FORWARD_SIGNATURE_BITS);
}

export function reverseSignatures(dictionary: Dictionary): PathSignatures {
  return pathSignatures(dictionary.reverseDawg, REVERSE_SIGNATURE_BITS);
}

const quantiles = new WeakMap<Dictionary, RankQuantiles>();

/**
 * Order statistics over the dictionary ranks of the reversed words (about 0.2 s to build and 25 bits
 * a word for 3.3 million words), built once per dictionary on first use.
 */
export function rankQuantilesOf(dictionary: Dictionary): RankQuantiles {
  let known = quantiles.get(dictionary);
  if (known === undefined) {
    // The ranks unpacked for the build only: the structure keeps its own bits.
    known = new RankQuantiles(dictionary.forwardRanksOfReversed(), dictionary.wordCount);
    quantiles.set(dictionary, known);
  }
  return known;
}

/** Makes `parts` (another thread's rank order statistics) the dictionary's, unless it has some. */
export function adoptRankQuantiles(dictionary: Dictionary, parts: RankQuantilesParts): void {
  if (!quantiles.has(dictionary)) quantiles.set(dictionary, new RankQuantiles(parts));
}

/** Builds every index pattern searches of a dictionary use, so that its first query does not pay for them. */
export function warmPatternSearch(dictionary: Dictionary): void {
  rankQuantilesOf(dictionary);
  letterIndexOf(dictionary);
  keptLetterPairCounts(dictionary);
  forwardSignatures(dictionary);
  reverseSignatures(dictionary);
}
