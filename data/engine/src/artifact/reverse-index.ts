import { type DawgArrays, DawgBuilder } from '../dawg/dawg-builder';
import { packedRanks, setPackedRank } from '../packed-ranks';

export interface ReverseIndex {
  /** The DAWG of every folded word spelled backwards, with the same weights. */
  dawg: DawgArrays;
  /** Rank in the reversed DAWG → rank of the same spelling in dictionary order, three bytes a rank (packed-ranks.ts). */
  reverseToForward: Uint8Array;
}

/**
 * Words spelled backwards, so that a pattern anchored at its end (`*ing`) is counted from its end,
 * where it narrows the search at once, instead of walking most of the dictionary forwards.
 *
 * @param sortKeys the folded words' sort keys (one UTF-16 unit per letter), in dictionary order
 * @param weights how many spellings each folded word has, in the same order
 */
export function buildReverseIndex(sortKeys: readonly string[], weights: Uint8Array): ReverseIndex {
  const firstRank = new Uint32Array(sortKeys.length);
  let rank = 0;
  sortKeys.forEach((_, index) => {
    firstRank[index] = rank;
    rank += weights[index] as number;
  });
  // "reversed key \0 index" strings sort natively; the index after the separator finds the word again.
  const reversed = sortKeys.map((key, index) => `${[...key].reverse().join('')}\u0000${index.toString(36)}`);
  reversed.sort();

  const builder = new DawgBuilder();
  const reverseToForward = packedRanks(rank);
  let reverseRank = 0;
  for (const entry of reversed) {
    const separator = entry.indexOf('\u0000');
    const index = Number.parseInt(entry.slice(separator + 1), 36);
    const weight = weights[index] as number;
    const letters: number[] = [];
    for (let i = 0; i < separator; i += 1) letters.push(entry.charCodeAt(i) - 0x100);
    builder.insert(letters, weight);
    for (let spelling = 0; spelling < weight; spelling += 1) setPackedRank(reverseToForward, reverseRank + spelling, (firstRank[index] as number) + spelling);
    reverseRank += weight;
  }
  return { dawg: builder.finish(), reverseToForward };
}
