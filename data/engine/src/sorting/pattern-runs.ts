import type { Dawg } from '../dawg/dawg';
import type { Dictionary } from '../dictionary';
import { matchCounter } from '../search/match-counter';
import { forwardSignatures, reverseSignatures } from '../search/pattern-indexes';
import type { PatternQuery } from '../search/search-query';
import { DEAD, WordAutomaton } from '../search/word-automaton';
import { workMeter } from '../search/work-meter';

/**
 * Every match of a pattern query as runs of dictionary ranks, in rank order: [start, end, start,
 * end, …]. A subtree where every word matches is one run, so `*` on the largest list is a single run.
 * A star first and letters last (`*ing`) is walked on the reversed words, where those last letters
 * narrow the walk at once; its matches are marked in a bit set over the ranks and read back in order.
 */
export function patternRuns(dictionary: Dictionary, query: Pick<PatternQuery, 'pattern' | 'contains' | 'excludes' | 'lengths'>): number[] {
  const tokens = query.pattern.tokens;
  const letters = dictionary.rules.alphabet.length;
  if (tokens[0]?.kind === 'star' && tokens.at(-1)?.kind === 'letter') {
    const automaton = new WordAutomaton([...tokens].reverse(), letters, query.contains, query.excludes, reverseSignatures(dictionary), query.lengths);
    return runsOfBits(reverseMatchBits(dictionary, automaton), dictionary.wordCount);
  }
  const automaton = new WordAutomaton(tokens, letters, query.contains, query.excludes, forwardSignatures(dictionary), query.lengths);
  return forwardRuns(dictionary.dawg, automaton);
}

/**
 * A walk of the DAWG with the automaton, reporting each matching subtree or word as a run of its
 * ranks, in rank order. It visits only (node, state) pairs the counter says hold a match, and reads
 * the DAWG's arrays directly (a call or a tuple per edge showed on lists of millions of matches).
 */
function walkMatches(dawg: Dawg, automaton: WordAutomaton, report: (start: number, size: number) => void): void {
  const counter = matchCounter(dawg, automaton);
  const { firstEdge, edges, weights, counts } = dawg;
  const walk = (node: number, state: number, rank: number): void => {
    workMeter.tick();
    if (automaton.acceptsAllBelow(dawg, node, state)) return report(rank, counts[node] as number);
    const weight = weights[node] as number;
    if (weight > 0 && automaton.accepting(state)) report(rank, weight);
    let childRank = rank + weight;
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const target = value >>> 8;
      const next = automaton.step(state, value & 0xff);
      if (next !== DEAD && counter.count(target, next) > 0) walk(target, next, childRank);
      childRank += counts[target] as number;
    }
  };
  walk(dawg.root, automaton.start, 0);
}

function forwardRuns(dawg: Dawg, automaton: WordAutomaton): number[] {
  const runs: number[] = [];
  walkMatches(dawg, automaton, (start, size) => {
    if (runs.length > 0 && runs[runs.length - 1] === start) runs[runs.length - 1] = start + size;
    else runs.push(start, start + size);
  });
  return runs;
}

/** The matches of a reversed-word automaton, as a bit set over dictionary ranks. */
function reverseMatchBits(dictionary: Dictionary, automaton: WordAutomaton): Uint32Array {
  const bits = new Uint32Array(Math.ceil(dictionary.wordCount / 32));
  walkMatches(dictionary.reverseDawg, automaton, (start, size) => {
    workMeter.spend(size);
    for (let reverseRank = start; reverseRank < start + size; reverseRank += 1) {
      const rank = dictionary.forwardRankOf(reverseRank);
      bits[rank >>> 5] = (bits[rank >>> 5] as number) | (1 << (rank & 31));
    }
  });
  return bits;
}

function runsOfBits(bits: Uint32Array, size: number): number[] {
  const runs: number[] = [];
  let open = -1;
  for (let word = 0; word < bits.length; word += 1) {
    let value = bits[word] as number;
    if (value === 0 && open < 0) continue;
    if (value === -1 >>> 0 || value === -1) {
      if (open < 0) open = word * 32;
      continue;
    }
    for (let bit = 0; bit < 32; bit += 1) {
      const set = (value & 1) === 1;
      value >>>= 1;
      const rank = word * 32 + bit;
      if (set && open < 0) open = rank;
      else if (!set && open >= 0) {
        runs.push(open, rank);
        open = -1;
      }
    }
  }
  if (open >= 0) runs.push(open, Math.min(size, bits.length * 32));
  return runs;
}
