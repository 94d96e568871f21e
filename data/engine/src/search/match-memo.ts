const INITIAL_SLOTS = 1 << 14;

/** States whose counts sit in a row over every node: the first ones, met at most nodes. */
const ROW_STATES = 2;

/**
 * Counts remembered per (node, state), kept between queries: the first states in rows as long as the
 * largest DAWG seen (a stamp and a count per node), the rest in an open-addressing hash table.
 *
 * Each counter takes a generation of its own and reads only entries stamped with it, so a new
 * counter empties the memo for itself without touching it, and one memo serves every DAWG of the
 * process: counters that overlap (two DAWGs in one query) lose entries at worst, which costs a
 * recount, never a wrong count. The table grows while a generation fills it past half.
 *
 * Allocating per query (a map, or a row of the DAWG's size per busy state) cost more than the search
 * itself on patterns that visit a few thousand pairs; rows per DAWG cost 16 bytes a node in every
 * language.
 */
export class MatchMemo {
  /** Per row state: generation at 2n, count at 2n + 1. */
  private rows: Int32Array[] = [];
  private rowNodes = 0;
  private nodes = new Int32Array(INITIAL_SLOTS);
  private states = new Int32Array(INITIAL_SLOTS);
  private values = new Int32Array(INITIAL_SLOTS);
  private generations = new Int32Array(INITIAL_SLOTS);
  private latest = 0;
  private mask = INITIAL_SLOTS - 1;
  private filled = 0;

  /** A generation for a new counter over a DAWG of `nodeCount` nodes. */
  begin(nodeCount: number): number {
    if (nodeCount > this.rowNodes) {
      this.rows = [];
      this.rowNodes = nodeCount;
    }
    this.filled = 0;
    this.latest += 1;
    if (this.latest === 0x7fffffff) {
      this.generations.fill(0);
      for (const row of this.rows) row.fill(0);
      this.latest = 1;
    }
    return this.latest;
  }

  /** The count remembered in this generation, or -1. */
  get(node: number, state: number, generation: number): number {
    if (state < ROW_STATES) {
      const row = this.rows[state];
      return row !== undefined && row[2 * node] === generation ? (row[2 * node + 1] as number) : -1;
    }
    const { nodes, states, generations, mask } = this;
    for (let slot = slotOf(node, state, mask); generations[slot] === generation; slot = (slot + 1) & mask) {
      if (nodes[slot] === node && states[slot] === state) return this.values[slot] as number;
    }
    return -1;
  }

  set(node: number, state: number, value: number, generation: number): void {
    if (state < ROW_STATES) {
      const row = this.rows[state] ?? this.addRow(state);
      row[2 * node] = generation;
      row[2 * node + 1] = value;
      return;
    }
    // Only the newest counter adds to the table, so `filled` counts exactly its entries and a probe
    // always ends; an older one still busy (a rare overlap) recounts what it would have kept.
    if (generation !== this.latest) return;
    if (2 * (this.filled + 1) > this.mask + 1) this.grow(generation);
    this.insert(node, state, value, generation);
  }

  private insert(node: number, state: number, value: number, generation: number): void {
    const { nodes, states, generations, mask } = this;
    let slot = slotOf(node, state, mask);
    // Slots of other generations are free: their counters are done or will recount.
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
    const row = new Int32Array(2 * this.rowNodes);
    this.rows[state] = row;
    return row;
  }

  /** Doubles the table, keeping this generation's entries (others are dropped). */
  private grow(generation: number): void {
    const { nodes, states, values, generations } = this;
    const size = 2 * (this.mask + 1);
    this.nodes = new Int32Array(size);
    this.states = new Int32Array(size);
    this.values = new Int32Array(size);
    this.generations = new Int32Array(size);
    this.mask = size - 1;
    this.filled = 0;
    for (let slot = 0; slot < generations.length; slot += 1) {
      if (generations[slot] === generation) this.insert(nodes[slot] as number, states[slot] as number, values[slot] as number, generation);
    }
  }
}

function slotOf(node: number, state: number, mask: number): number {
  return ((Math.imul(node, 0x9e3779b1) ^ Math.imul(state + 1, 0x85ebca77)) >>> 7) & mask;
}

/** The process's memo: searches run synchronously, one counter busy at a time. */
export const matchMemo = new MatchMemo();
