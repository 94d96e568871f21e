import { meetsLetterCounts } from './letter-constraints';
import { PageCollector } from './page-collector';
import { DECLINED, type PatternStrategy } from './search-query';
import { singleLetter } from './word-automaton';
import { workMeter } from './work-meter';

/**
 * Inner nodes a walk may visit before it hands the pattern to the counted search: a safety bound, as
 * a pattern with one wildcard visits at most the wildcard's letters times the pattern's length.
 */
export const FIXED_LENGTH_WALK_VISITS = 256;

/**
 * The strategy for a star-free pattern with one wildcard among its letters (`c?t`, `?at`, `qu?z`,
 * `ca[rt]`: a word game's "what fits here" with one tile open): the DAWG is walked straight down its
 * matching paths, totalling and paging as it goes, without the counted search's automaton and match
 * memo. On the English list `c?t` takes 0.8 µs walked against 2.9 µs counted, `?at` 3.4 against 11.6,
 * `?` 0.3 against 75 (docs/capacity.md). With two wildcards or more the paths multiply (`??t`,
 * `s?i?e?`) and the counted search, which shares its work across the DAWG's merged suffixes, is
 * cheaper: those are declined before any step, as is a walk past `fixedLengthWalkVisits` nodes.
 */
export const searchFixedLengthWalk: PatternStrategy = (dictionary, query, limits) => {
  // A star-free pattern has one length: the dispatcher settles a range against it before (length-range.ts).
  if (query.lengths !== undefined) return DECLINED;
  const maxVisits = limits.fixedLengthWalkVisits ?? FIXED_LENGTH_WALK_VISITS;
  const allowed: Uint8Array[] = [];
  let wildcards = 0;
  for (const token of query.pattern.tokens) {
    if (token.kind !== 'letter') return DECLINED;
    if (singleLetter(token.letters) < 0) wildcards += 1;
    allowed.push(token.letters);
  }
  const length = allowed.length;
  // Without a wildcard the exact-word lookup answers; with more than one the walk costs more than it saves.
  if (wildcards !== 1) return DECLINED;
  const { firstEdge, edges, weights, counts, height } = dictionary.dawg;
  const { letterIndex } = dictionary.rules;
  const page = new PageCollector(dictionary, query.offset, query.limit);
  const path: number[] = [];
  let total = 0;
  let visits = 0;

  /** The words at `node`, the end of a path the pattern's letters spell. */
  const match = (node: number, rank: number): void => {
    const weight = weights[node] as number;
    if (weight === 0) return;
    const folded = dictionary.foldedOf(path);
    if (!meetsLetterCounts(folded, letterIndex, query.contains, query.excludes)) return;
    total += weight;
    page.addWords(folded, rank, weight);
  };

  /** False once the walk has visited more nodes than it may. */
  const walk = (node: number, rank: number): boolean => {
    visits += 1;
    if (visits > maxVisits) return false;
    workMeter.tick();
    const depth = path.length;
    const letters = allowed[depth] as Uint8Array;
    const last = depth === length - 1;
    let childRank = rank + (weights[node] as number);
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const target = value >>> 8;
      const letter = value & 0xff;
      // Below the target, a word must still have the pattern's remaining letters: no longer path, no match.
      if (letters[letter] !== 0 && (last || (height[target] as number) >= length - depth - 1)) {
        path.push(letter);
        // The last letter's nodes are read here, not visited: a pattern costs its inner nodes.
        const finished = last ? (match(target, childRank), true) : walk(target, childRank);
        path.pop();
        if (!finished) return false;
      }
      childRank += counts[target] as number;
    }
    return true;
  };

  return walk(dictionary.dawg.root, 0) ? { total, words: page.words } : DECLINED;
};
