import type { Dawg } from '../dawg/dawg';
import type { OccurrenceAutomaton } from './occurrence-automaton';
import { workMeter } from '../search/work-meter';

/** States whose memo rows are pooled per DAWG; deeper states are rarely reached and use a map. */
const POOLED_STATES = 8;

/** Reusable memo rows: a row is valid for the counter whose epoch its stamps carry. */
interface RowPool {
  /** How many nodes a row holds: a DAWG with more needs a larger pool. */
  capacity: number;
  values: Int32Array[];
  stamps: Uint32Array[];
  epoch: number;
}

let shared: RowPool | undefined;

/**
 * Memo of one count per (state, node). Rows are pooled and invalidated by an epoch instead of being
 * allocated and filled for every query (half a megabyte per state on the largest lists); counts run
 * synchronously, so the pool is never used by two queries at once. One pool serves every DAWG of the
 * thread, sized to the largest met so far: a stamp written over another DAWG carries another epoch,
 * so it is never read as this counter's, and a pool per language would hold twelve times as much.
 */
class StateMemo {
  private readonly pool: RowPool;
  private readonly epoch: number;
  private readonly deep = new Map<number, number>();

  constructor(private readonly dawg: Dawg) {
    let pool = shared;
    if (pool === undefined || pool.capacity < dawg.nodeCount) {
      pool = { capacity: dawg.nodeCount, values: [], stamps: [], epoch: 0 };
      shared = pool;
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
      stamps = new Uint32Array(this.pool.capacity);
      this.pool.stamps[state] = stamps;
      this.pool.values[state] = new Int32Array(this.pool.capacity);
    }
    stamps[node] = this.epoch;
    (this.pool.values[state] as Int32Array)[node] = value;
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
    workMeter.tick();
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
