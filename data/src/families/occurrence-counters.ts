import type { Dawg } from '../dawg/dawg';
import type { OccurrenceAutomaton } from './occurrence-automaton';

/** States whose memo rows are pooled per DAWG; deeper states are rarely reached and use a map. */
const POOLED_STATES = 8;

/** Reusable memo rows of one DAWG: a row is valid for the counter whose epoch its stamps carry. */
interface RowPool {
  values: Int32Array[];
  stamps: Uint32Array[];
  epoch: number;
}

const pools = new WeakMap<Dawg, RowPool>();

/**
 * Memo of one count per (state, node). Rows are pooled per DAWG and invalidated by an epoch instead of
 * being allocated and filled for every query (half a megabyte per state on the largest lists); counts
 * run synchronously, so one pool per DAWG is never shared by two queries at once.
 */
class StateMemo {
  private readonly pool: RowPool;
  private readonly epoch: number;
  private readonly deep = new Map<number, number>();

  constructor(private readonly dawg: Dawg) {
    let pool = pools.get(dawg);
    if (pool === undefined) {
      pool = { values: [], stamps: [], epoch: 0 };
      pools.set(dawg, pool);
    }
    pool.epoch = (pool.epoch + 1) >>> 0;
    if (pool.epoch === 0) {
      // After 2^32 queries the stamps wrap: start afresh rather than read a stale row as current.
      for (const stamps of pool.stamps) stamps.fill(0);
      pool.epoch = 1;
    }
    this.pool = pool;
    this.epoch = pool.epoch;
  }

  get(state: number, node: number): number {
    if (state >= POOLED_STATES) return this.deep.get(state * this.dawg.nodeCount + node) ?? -1;
    const stamps = this.pool.stamps[state];
    return stamps !== undefined && stamps[node] === this.epoch ? (this.pool.values[state] as Int32Array)[node] as number : -1;
  }

  set(state: number, node: number, value: number): void {
    if (state >= POOLED_STATES) {
      this.deep.set(state * this.dawg.nodeCount + node, value);
      return;
    }
    let stamps = this.pool.stamps[state];
    if (stamps === undefined) {
      stamps = new Uint32Array(this.dawg.nodeCount);
      this.pool.stamps[state] = stamps;
      this.pool.values[state] = new Int32Array(this.dawg.nodeCount);
    }
    stamps[node] = this.epoch;
    (this.pool.values[state] as Int32Array)[node] = value;
  }
}

/** Letters each state still has to meet (64-bit mask in two halves), for pruning. */
function suffixMasks(letters: readonly number[]): { low: Uint32Array; high: Uint32Array } {
  const low = new Uint32Array(letters.length + 1);
  const high = new Uint32Array(letters.length + 1);
  for (let i = letters.length - 1; i >= 0; i -= 1) {
    const letter = letters[i] as number;
    low[i] = ((low[i + 1] as number) | (letter < 32 ? 1 << letter : 0)) >>> 0;
    high[i] = ((high[i + 1] as number) | (letter >= 32 ? 1 << (letter - 32) : 0)) >>> 0;
  }
  return { low, high };
}

/**
 * Words below a node that hold the word somewhere in what is still to be read, given how much of it
 * the letters so far have matched. A complete occurrence accepts every continuation, so it is the
 * node's word count. Memoised per (node, state): one query costs at most nodes × word length, and a
 * subtree too short for the rest of the word, or lacking one of its letters, costs nothing.
 */
export class ContainsCounter {
  private readonly memo: StateMemo;
  private readonly needLow: Uint32Array;
  private readonly needHigh: Uint32Array;

  constructor(
    private readonly dawg: Dawg,
    readonly automaton: OccurrenceAutomaton,
  ) {
    this.memo = new StateMemo(dawg);
    const masks = suffixMasks(automaton.letters);
    this.needLow = masks.low;
    this.needHigh = masks.high;
  }

  count(node: number, state: number): number {
    const dawg = this.dawg;
    const complete = this.automaton.complete;
    if (state === complete) return dawg.counts[node] as number;
    if ((dawg.height[node] as number) < complete - state) return 0;
    const needLow = this.needLow[state] as number;
    if (((dawg.lettersBelowLow[node] as number) & needLow) >>> 0 !== needLow) return 0;
    const needHigh = this.needHigh[state] as number;
    if (((dawg.lettersBelowHigh[node] as number) & needHigh) >>> 0 !== needHigh) return 0;
    const known = this.memo.get(state, node);
    if (known >= 0) return known;
    let total = 0;
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const value = dawg.edges[edge] as number;
      total += this.count(value >>> 8, this.automaton.step(state, value & 0xff));
    }
    this.memo.set(state, node, total);
    return total;
  }
}

/**
 * Words below a node whose whole spelling ends with the word, given the state the letters so far
 * left the automaton in (occurrences may overlap what was read before: `ababa` ends with `aba`).
 */
export class EndsWithCounter {
  private readonly memo: StateMemo;

  constructor(
    private readonly dawg: Dawg,
    private readonly automaton: OccurrenceAutomaton,
  ) {
    this.memo = new StateMemo(dawg);
  }

  count(node: number, state: number): number {
    const dawg = this.dawg;
    const complete = this.automaton.complete;
    if (state < complete && (dawg.height[node] as number) < complete - state) return 0;
    const known = this.memo.get(state, node);
    if (known >= 0) return known;
    let total = state === complete ? (dawg.weights[node] as number) : 0;
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const value = dawg.edges[edge] as number;
      total += this.count(value >>> 8, this.automaton.step(state, value & 0xff));
    }
    this.memo.set(state, node, total);
    return total;
  }
}
