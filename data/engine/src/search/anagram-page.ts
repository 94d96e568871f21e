import type { AnagramWalk } from './anagram-walk';

export interface PickedMatch {
  rank: number;
  length: number;
  /** What the order ranks the match by after its length: its score as played, or its face value where the order is by points. */
  points: number;
  /** The match's letters: `letters.subarray(start, start + length)`. */
  letters: Uint8Array;
  start: number;
}

/**
 * The matches at positions offset … offset + limit of the order longest first, then highest points
 * as the walk counted them (as played, or face value), then rank, from the walk's recorded matches (all the longest ones, in rank order). A counting sort
 * on (length, points): the bucket sizes say where each bucket starts, and one pass in rank order puts
 * the page's matches in place, so ties stay in rank order.
 */
export function pickPage(walk: AnagramWalk, maxLength: number, maxPoints: number, offset: number, limit: number): PickedMatch[] {
  const { ranks, lengths, points, letters, recorded, recordedFrom } = walk;
  const span = maxPoints + 1;
  const bucketOf = (index: number): number => (maxLength - (lengths[index] as number)) * span + maxPoints - Math.min(points[index] as number, maxPoints);
  const starts = new Uint32Array((maxLength - recordedFrom + 1) * span + 1);
  let kept = 0;
  for (let i = 0; i < recorded; i += 1) {
    if ((lengths[i] as number) < recordedFrom) continue;
    const bucket = bucketOf(i) + 1;
    starts[bucket] = (starts[bucket] as number) + 1;
    kept += 1;
  }
  const size = Math.min(limit, kept - offset);
  if (size <= 0) return [];
  for (let bucket = 1; bucket < starts.length; bucket += 1) starts[bucket] = (starts[bucket] as number) + (starts[bucket - 1] as number);
  const page = new Array<PickedMatch>(size);
  let placed = 0;
  for (let i = 0; i < recorded && placed < size; i += 1) {
    const length = lengths[i] as number;
    if (length < recordedFrom) continue;
    const bucket = bucketOf(i);
    const slot = (starts[bucket] as number) - offset;
    starts[bucket] = (starts[bucket] as number) + 1;
    if (slot < 0 || slot >= size) continue;
    page[slot] = { rank: ranks[i] as number, length, points: points[i] as number, letters, start: i * maxLength };
    placed += 1;
  }
  return page;
}
