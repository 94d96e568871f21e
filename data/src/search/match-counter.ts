import type { Dawg } from '../dawg/dawg';
import { type AutomatonArrays, DEAD, type WordAutomaton } from './word-automaton';

/** Matches below a DAWG node when the automaton is in a state: the basis of exact totals and offsets. */
export interface MatchCounter {
  count(node: number, state: number): number;
}

// A state's counts start in a map; a state visited often moves to a dense array over the DAWG's nodes.
const DENSE_AFTER = 1024;
// Past this many automaton states the transition table is built lazily instead of up front.
const MAX_EXPLORED_STATES = 256;
const NOT_DENSE = new Int32Array(0);

/**
 * Counts on demand from the root down, memoised per (node, state): each pair is computed once, so a
 * query costs at most (DAWG nodes × automaton states), and usually far less. A subtree that lacks a
 * letter the state still needs, or is too short for it, counts 0 without a visit.
 *
 * This is the hot loop of every pattern search: it works on the DAWG's and the automaton's raw
 * arrays, and the automaton is explored up front so that a transition is one array read.
 */
class ExploredCounter implements MatchCounter {
  private readonly dense: Int32Array[];
  private readonly sparse = new Map<number, number>();
  private readonly sparseSize: Uint32Array;
  private readonly automaton: AutomatonArrays;
  private readonly letters: number;

  constructor(
    private readonly dawg: Dawg,
    automaton: WordAutomaton,
  ) {
    this.automaton = automaton.snapshot();
    this.letters = automaton.letterCount;
    this.dense = new Array<Int32Array>(automaton.stateCount).fill(NOT_DENSE);
    this.sparseSize = new Uint32Array(automaton.stateCount);
  }

  count(node: number, state: number): number {
    const dawg = this.dawg;
    const automaton = this.automaton;
    if (automaton.universal[state] === 1) return dawg.counts[node] as number;
    if ((dawg.height[node] as number) < (automaton.minimumRemaining[state] as number)) return 0;
    const requiredLow = automaton.requiredLow[state] as number;
    if (((dawg.lettersBelowLow[node] as number) & requiredLow) >>> 0 !== requiredLow) return 0;
    const requiredHigh = automaton.requiredHigh[state] as number;
    if (((dawg.lettersBelowHigh[node] as number) & requiredHigh) >>> 0 !== requiredHigh) return 0;

    const dense = this.dense[state] as Int32Array;
    const key = state * dawg.nodeCount + node;
    const cached = dense.length > 0 ? (dense[node] as number) : (this.sparse.get(key) ?? -1);
    if (cached >= 0) return cached;

    const edges = dawg.edges;
    const transitions = automaton.transitions;
    const row = state * this.letters;
    let total = automaton.accepting[state] === 1 ? (dawg.weights[node] as number) : 0;
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const next = transitions[row + (value & 0xff)] as number;
      if (next !== DEAD) total += this.count(value >>> 8, next);
    }

    if (dense.length > 0) dense[node] = total;
    else this.rememberSparse(state, key, total);
    return total;
  }

  private rememberSparse(state: number, key: number, value: number): void {
    this.sparse.set(key, value);
    this.sparseSize[state] = (this.sparseSize[state] as number) + 1;
    if ((this.sparseSize[state] as number) <= DENSE_AFTER) return;
    const nodes = this.dawg.nodeCount;
    const dense = new Int32Array(nodes).fill(-1);
    for (const [known, count] of this.sparse) if (Math.floor(known / nodes) === state) dense[known % nodes] = count;
    this.dense[state] = dense;
  }
}

/** The same walk for automata too large to explore up front (`*a??????`): transitions made as met. */
class LazyCounter implements MatchCounter {
  private readonly memo = new Map<number, number>();

  constructor(
    private readonly dawg: Dawg,
    private readonly automaton: WordAutomaton,
  ) {}

  count(node: number, state: number): number {
    const { dawg, automaton } = this;
    if (automaton.universal(state)) return dawg.counts[node] as number;
    if ((dawg.height[node] as number) < (automaton.minimumRemaining[state] as number)) return 0;
    const key = state * dawg.nodeCount + node;
    const cached = this.memo.get(key);
    if (cached !== undefined) return cached;
    let total = automaton.accepting(state) ? (dawg.weights[node] as number) : 0;
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const value = dawg.edges[edge] as number;
      const next = automaton.step(state, value & 0xff);
      if (next !== DEAD) total += this.count(value >>> 8, next);
    }
    this.memo.set(key, total);
    return total;
  }
}

export function matchCounter(dawg: Dawg, automaton: WordAutomaton): MatchCounter {
  return automaton.explore(MAX_EXPLORED_STATES) ? new ExploredCounter(dawg, automaton) : new LazyCounter(dawg, automaton);
}
