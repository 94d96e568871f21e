import type { Dawg } from '../dawg/dawg';
import { DEAD, UNKNOWN, type WordAutomaton } from './word-automaton';

/** Matches below a DAWG node when the automaton is in a state: the basis of exact totals and offsets. */
export interface MatchCounter {
  count(node: number, state: number): number;
}

// A state's counts start in a map; a state visited often moves to a dense array over the DAWG's nodes.
const DENSE_AFTER = 1024;
const NOT_DENSE = new Int32Array(0);

/**
 * Counts on demand from the root down, memoised per (node, state): each pair is computed once, so a
 * query costs at most (DAWG nodes × automaton states), and usually far less. A subtree that lacks a
 * letter the state still needs, or is too short for it, counts 0 without a visit.
 *
 * This is the hot loop of every pattern search: it reads the DAWG's and the automaton's arrays
 * directly, and computes a transition only the first time it is needed.
 */
class DemandCounter implements MatchCounter {
  private dense: Int32Array[] = [];
  private readonly sparse = new Map<number, number>();
  private readonly sparseSize: number[] = [];
  private readonly letters: number;

  constructor(
    private readonly dawg: Dawg,
    private readonly automaton: WordAutomaton,
  ) {
    this.letters = automaton.letterCount;
  }

  count(node: number, state: number): number {
    const dawg = this.dawg;
    const automaton = this.automaton;
    if (automaton.universals[state] === true) return dawg.counts[node] as number;
    if ((dawg.height[node] as number) < (automaton.minimumRemaining[state] as number)) return 0;
    const requiredLow = automaton.requiredLow[state] as number;
    if (((dawg.lettersBelowLow[node] as number) & requiredLow) >>> 0 !== requiredLow) return 0;
    const requiredHigh = automaton.requiredHigh[state] as number;
    if (((dawg.lettersBelowHigh[node] as number) & requiredHigh) >>> 0 !== requiredHigh) return 0;

    const dense = this.dense[state] ?? NOT_DENSE;
    const key = state * dawg.nodeCount + node;
    const cached = dense.length > 0 ? (dense[node] as number) : (this.sparse.get(key) ?? -1);
    if (cached >= 0) return cached;

    const edges = dawg.edges;
    const row = state * this.letters;
    let total = automaton.accepts[state] === true ? (dawg.weights[node] as number) : 0;
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      let next = automaton.transitions[row + (value & 0xff)] as number;
      if (next === UNKNOWN) next = automaton.step(state, value & 0xff);
      if (next !== DEAD) total += this.count(value >>> 8, next);
    }

    if (dense.length > 0) dense[node] = total;
    else this.rememberSparse(state, key, total);
    return total;
  }

  private rememberSparse(state: number, key: number, value: number): void {
    this.sparse.set(key, value);
    this.sparseSize[state] = (this.sparseSize[state] ?? 0) + 1;
    if ((this.sparseSize[state] as number) <= DENSE_AFTER) return;
    const nodes = this.dawg.nodeCount;
    const dense = new Int32Array(nodes).fill(-1);
    for (const [known, count] of this.sparse) if (Math.floor(known / nodes) === state) dense[known % nodes] = count;
    this.dense[state] = dense;
  }
}

export function matchCounter(dawg: Dawg, automaton: WordAutomaton): MatchCounter {
  return new DemandCounter(dawg, automaton);
}
