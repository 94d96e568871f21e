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
export function patternRuns(dictionary: Dictionary, query: Pick<PatternQuery, 'pattern' | 'contains' | 'excludes'>): number[] {
  const tokens = query.pattern.tokens;
  const letters = dictionary.rules.alphabet.length;
  if (tokens[0]?.kind === 'star' && tokens.at(-1)?.kind === 'letter') {
    const automaton = new WordAutomaton([...tokens].reverse(), letters, query.contains, query.excludes, reverseSignatures(dictionary));
    return runsOfBits(reverseMatchBits(dictionary, automaton), dictionary.wordCount);
  }
  const automaton = new WordAutomaton(tokens, letters, query.contains, query.excludes, forwardSignatures(dictionary));
  return forwardRuns(dictionary.dawg, automaton);
}

function forwardRuns(dawg: Dawg, automaton: WordAutomaton): number[] {
  const counter = matchCounter(dawg, automaton);
  const runs: number[] = [];
  const add = (start: number, size: number): void => {
    if (runs.length > 0 && runs[runs.length - 1] === start) runs[runs.length - 1] = start + size;
    else runs.push(start, start + size);
  };
  const walk = (node: number, state: number, rank: number): void => {
    workMeter.tick();
    if (automaton.acceptsAllBelow(dawg, node, state)) return add(rank, dawg.countBelow(node));
    const weight = dawg.weightOf(node);
    if (weight > 0 && automaton.accepting(state)) add(rank, weight);
    let childRank = rank + weight;
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end; edge += 1) {
      const target = dawg.edgeTarget(edge);
      const next = automaton.step(state, dawg.edgeLetter(edge));
      if (next !== DEAD && counter.count(target, next) > 0) walk(target, next, childRank);
      childRank += dawg.countBelow(target);
    }
  };
  walk(dawg.root, automaton.start, 0);
  return runs;
}

/** The matches of a reversed-word automaton, as a bit set over dictionary ranks. */
function reverseMatchBits(dictionary: Dictionary, automaton: WordAutomaton): Uint32Array {
  const dawg = dictionary.reverseDawg;
  const toForward = dictionary.reverseToForward;
  const bits = new Uint32Array(Math.ceil(dictionary.wordCount / 32));
  const counter = matchCounter(dawg, automaton);
  const mark = (start: number, size: number): void => {
    workMeter.spend(size);
    for (let reverseRank = start; reverseRank < start + size; reverseRank += 1) {
      const rank = toForward[reverseRank] as number;
      bits[rank >>> 5] = (bits[rank >>> 5] as number) | (1 << (rank & 31));
    }
  };
  const walk = (node: number, state: number, rank: number): void => {
    workMeter.tick();
    if (automaton.acceptsAllBelow(dawg, node, state)) return mark(rank, dawg.countBelow(node));
    const weight = dawg.weightOf(node);
    if (weight > 0 && automaton.accepting(state)) mark(rank, weight);
    let childRank = rank + weight;
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end; edge += 1) {
      const target = dawg.edgeTarget(edge);
      const next = automaton.step(state, dawg.edgeLetter(edge));
      if (next !== DEAD && counter.count(target, next) > 0) walk(target, next, childRank);
      childRank += dawg.countBelow(target);
    }
  };
  walk(dawg.root, automaton.start, 0);
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
