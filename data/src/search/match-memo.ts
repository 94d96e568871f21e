import type { Dawg } from '../dawg/dawg';

const INITIAL_SLOTS = 1 << 14;

/** States whose counts sit in a row over every node: the first ones, met at most nodes. */
const ROW_STATES = 2;

/**
 * Counts remembered per (node, state) for one query at a time on one DAWG, kept between queries:
 * the first states in rows as long as the DAWG (a stamp and a count per node), the rest in an
 * open-addressing hash table. A query starts by moving to a new generation, which empties both
 * without touching them; the table grows while a query fills it past half.
 *
 * Allocating per query (a map, or a row of the DAWG's size per busy state) cost more than the search
 * itself on patterns that visit a few thousand pairs.
 */
export class MatchMemo {
  /** Per row state: generation at 2n, count at 2n + 1. */
  private readonly rows: Int32Array[] = [];
  private nodes = new Int32Array(INITIAL_SLOTS);
  private states = new Int32Array(INITIAL_SLOTS);
  private values = new Int32Array(INITIAL_SLOTS);
  private generations = new Int32Array(INITIAL_SLOTS);
  private generation = 0;
  private mask = INITIAL_SLOTS - 1;
  private filled = 0;

  constructor(private readonly nodeCount: number) {}

  /** Forgets every count: the next query's table. */
  begin(): void {
    this.filled = 0;
    this.generation += 1;
    if (this.generation === 0x7fffffff) {
      this.generations.fill(0);
      for (const row of this.rows) row.fill(0);
      this.generation = 1;
    }
  }

  /** The remembered count, or -1. */
  get(node: number, state: number): number {
    if (state < ROW_STATES) {
      const row = this.rows[state];
      return row !== undefined && row[2 * node] === this.generation ? (row[2 * node + 1] as number) : -1;
    }
    const { nodes, states, generations, generation, mask } = this;
    for (let slot = slotOf(node, state, mask); generations[slot] === generation; slot = (slot + 1) & mask) {
      if (nodes[slot] === node && states[slot] === state) return this.values[slot] as number;
    }
    return -1;
  }

  set(node: number, state: number, value: number): void {
    if (state < ROW_STATES) {
      const row = this.rows[state] ?? this.addRow(state);
      row[2 * node] = this.generation;
      row[2 * node + 1] = value;
      return;
    }
    if (2 * (this.filled + 1) > this.mask + 1) this.grow();
    this.insert(node, state, value);
  }

  private insert(node: number, state: number, value: number): void {
    const { nodes, states, generations, generation, mask } = this;
    let slot = slotOf(node, state, mask);
    while (generations[slot] === generation) {
      if (nodes[slot] === node && states[slot] === state) {
        this.values[slot] = value;
        return;
      }
      slot = (slot + 1) & mask;
    }
    generations[slot] = generation;
    nodes[slot] = node;
    states[slot] = state;
    this.values[slot] = value;
    this.filled += 1;
  }

  private addRow(state: number): Int32Array {
    const row = new Int32Array(2 * this.nodeCount);
    this.rows[state] = row;
    return row;
  }

  private grow(): void {
    const { nodes, states, values, generations, generation } = this;
    const size = 2 * (this.mask + 1);
    this.nodes = new Int32Array(size);
    this.states = new Int32Array(size);
    this.values = new Int32Array(size);
    this.generations = new Int32Array(size);
    this.mask = size - 1;
    this.filled = 0;
    for (let slot = 0; slot < generations.length; slot += 1) {
      if (generations[slot] === generation) this.insert(nodes[slot] as number, states[slot] as number, values[slot] as number);
    }
  }
}

function slotOf(node: number, state: number, mask: number): number {
  return ((Math.imul(node, 0x9e3779b1) ^ Math.imul(state + 1, 0x85ebca77)) >>> 7) & mask;
}

const memos = new WeakMap<Dawg, MatchMemo>();

/**
 * The DAWG's memo, emptied for a new query. Searches run synchronously and a DAWG counts one query
 * at a time, so one table per DAWG serves them all.
 */
export function freshMemo(dawg: Dawg): MatchMemo {
  let memo = memos.get(dawg);
  if (memo === undefined) {
    memo = new MatchMemo(dawg.nodeCount);
    memos.set(dawg, memo);
  }
  memo.begin();
  return memo;
}
