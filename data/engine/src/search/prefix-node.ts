import type { Dawg } from '../dawg/dawg';

/**
 * The node a sequence of letters leads to from the root, with the rank of the first word at or below
 * it: the words starting with those letters are the ranks rank .. rank + countBelow(node). Null when
 * no word starts with them.
 */
export function prefixNode(dawg: Dawg, letters: readonly number[]): { node: number; rank: number } | null {
  let node = dawg.root;
  let rank = 0;
  for (const letter of letters) {
    rank += dawg.weightOf(node);
    const [start, end] = dawg.edgeRange(node);
    let next = -1;
    for (let edge = start; edge < end && next < 0; edge += 1) {
      if (dawg.edgeLetter(edge) === letter) next = dawg.edgeTarget(edge);
      else rank += dawg.countBelow(dawg.edgeTarget(edge));
    }
    if (next < 0) return null;
    node = next;
  }
  return { node, rank };
}
