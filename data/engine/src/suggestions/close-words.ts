import type { Dictionary, DictionaryWord } from '../dictionary';
import { workMeter } from '../search/work-meter';

export interface CloseWord extends DictionaryWord {
  /** Edits from the query: insertions, deletions, substitutions and swaps of two neighbours. */
  distance: number;
}

export const MAX_SUGGESTION_DISTANCE = 2;

/**
 * The dictionary words closest to a folded query, at most `limit`, by edit distance (a swap of two
 * neighbouring letters is one edit), then by how far their length is from the query's, then in
 * dictionary order.
 *
 * One walk over the DAWG carries a row of the edit-distance table per depth (optimal string
 * alignment), and leaves a branch as soon as every cell of its row exceeds the bound: only prefixes
 * within the bound of some prefix of the query are visited, never the whole list. Distance 1 is tried
 * first; distance 2 only when that gives too few.
 */
export function closeWords(dictionary: Dictionary, query: readonly number[], limit: number): CloseWord[] {
  let found: CloseWord[] = [];
  for (let bound = 1; bound <= MAX_SUGGESTION_DISTANCE && found.length < limit; bound += 1) found = wordsWithin(dictionary, query, bound);
  found.sort((left, right) => left.distance - right.distance || lengthGap(left, query) - lengthGap(right, query) || left.rank - right.rank);
  return found.slice(0, limit);
}

function lengthGap(word: DictionaryWord, query: readonly number[]): number {
  return Math.abs([...word.folded].length - query.length);
}

function wordsWithin(dictionary: Dictionary, query: readonly number[], bound: number): CloseWord[] {
  const { dawg } = dictionary;
  const n = query.length;
  const found: CloseWord[] = [];
  const path: number[] = [];
  // rows[d] is the table row after d letters of the path: rows[d][j] = distance(path[0..d), query[0..j)).
  const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, j) => j)];
  const walk = (node: number, rank: number): void => {
    const depth = path.length;
    const row = rows[depth] as Int32Array;
    const weight = dawg.weights[node] as number;
    const distance = row[n] as number;
    if (weight > 0 && distance <= bound && distance > 0) {
      const folded = dictionary.foldedOf(path);
      for (let i = 0; i < weight; i += 1) found.push({ word: dictionary.spellingAt(rank + i, folded), folded, rank: rank + i, distance });
    }
    let childRank = rank + weight;
    const end = dawg.firstEdge[node + 1] as number;
    // Each edge costs a row of the table: one unit per edge and letter of the query.
    workMeter.spend((end - (dawg.firstEdge[node] as number)) * (n + 1));
    for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const value = dawg.edges[edge] as number;
      const child = value >>> 8;
      const letter = value & 0xff;
      const next = new Int32Array(n + 1);
      next[0] = depth + 1;
      let best = next[0] as number;
      for (let j = 1; j <= n; j += 1) {
        const substitution = (row[j - 1] as number) + (query[j - 1] === letter ? 0 : 1);
        let cell = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, substitution);
        if (depth > 0 && j > 1 && query[j - 1] === path[depth - 1] && query[j - 2] === letter) {
          cell = Math.min(cell, ((rows[depth - 1] as Int32Array)[j - 2] as number) + 1);
        }
        next[j] = cell;
        if (cell < best) best = cell;
      }
      if (best <= bound) {
        path.push(letter);
        rows[depth + 1] = next;
        walk(child, childRank);
        path.pop();
      }
      childRank += dawg.counts[child] as number;
    }
  };
  walk(dawg.root, 0);
  return found;
}
