import type { Dawg } from '../dawg/dawg';
import { lengthMasks } from './length-masks';
import type { OccurrenceAutomaton } from './occurrence-automaton';
import { workMeter } from '../search/work-meter';

/** States whose rows are typed arrays; deeper states are rare (a long prefix of the word read) and use maps. */
const ROW_STATES = 8;
/** A touched entry is node << ROW_BITS | state. */
const ROW_BITS = 3;

/**
 * Working memory, allocated once and reused by every query (counts run synchronously, so one query
 * at a time uses it). One workspace serves every DAWG of the thread, sized to the largest met so far:
 * a workspace per language would hold twelve (about ten times as much, since each becomes resident
 * as queries touch it). State 0 is rewritten by every query over the nodes of its DAWG. Rows 1..7
 * hold a count and an inside-length mask per node; they are filled where the walk reaches and hold
 * count + 1, 0 meaning "not computed" (so a row's untouched pages stay unallocated), and `touched`
 * lists what a query filled so the next one, over whichever DAWG, resets just that.
 */
interface Workspace {
  /** How many nodes the rows hold: a DAWG with more needs a larger workspace. */
  capacity: number;
  /** State 0 of node n: count at 2n, inside lengths at 2n + 1 (one cache line for both). */
  stateZero: Int32Array;
  rowCounts: Int32Array[];
  rowInside: Uint32Array[];
  touched: Int32Array;
  touchedLength: number;
}

let shared: Workspace | undefined;

function newWorkspace(capacity: number): Workspace {
  const workspace: Workspace = { capacity, stateZero: new Int32Array(2 * capacity), rowCounts: [], rowInside: [], touched: new Int32Array(1024), touchedLength: 0 };
  for (let state = 0; state < ROW_STATES; state += 1) {
    // State 0 lives in stateZero; its row slot stays empty so rows are indexed by state.
    const nodes = state === 0 ? 0 : capacity;
    workspace.rowCounts.push(new Int32Array(nodes));
    workspace.rowInside.push(new Uint32Array(nodes));
  }
  return workspace;
}

function workspaceFor(dawg: Dawg): Workspace {
  if (shared === undefined || shared.capacity < dawg.nodeCount) {
    shared = newWorkspace(dawg.nodeCount);
    return shared;
  }
  const { touched, rowCounts } = shared;
  for (let i = 0; i < shared.touchedLength; i += 1) {
    const entry = touched[i] as number;
    (rowCounts[entry & (ROW_STATES - 1)] as Int32Array)[entry >>> ROW_BITS] = 0;
  }
  shared.touchedLength = 0;
  return shared;
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

/** Seen from one letter higher up, every length grows by one (bit 31 keeps "31 or more"). */
const lengthsFromParent = (mask: number): number => ((mask << 1) | (mask & 0x80000000)) >>> 0;

/**
 * For one word over one DAWG, per (node, automaton state):
 * - count: words below that hold the word somewhere in what is still to be read (a complete
 *   occurrence accepts every continuation, so there it is the node's word count);
 * - inside lengths: bit r set when some word ending r letters below completes an occurrence with at
 *   least one letter still after it, which is what listing `contains` prunes by.
 *
 * State 0 ("nothing matched yet") is reached at nearly every node, so it is filled for all of them in
 * one pass over the node array (children are numbered before parents) into a dense typed array, no
 * recursion; measured, this beats a memoised walk from the root for words of every length. Higher
 * states are entered only through the word's first letter: they are filled depth first, on demand.
 * Nodes too shallow for the rest of the word, or lacking one of its letters, cost one test.
 */
export class ContainsCounter {
  private readonly workspace: Workspace;
  private readonly lengths: Uint32Array;
  private readonly needLow: Uint32Array;
  private readonly needHigh: Uint32Array;
  private readonly deepCounts = new Map<number, number>();
  private readonly deepInside = new Map<number, number>();
  /** The inside lengths of the pair `visit` last returned the count of. */
  private visitedInside = 0;

  constructor(
    private readonly dawg: Dawg,
    readonly automaton: OccurrenceAutomaton,
  ) {
    this.workspace = workspaceFor(dawg);
    this.lengths = lengthMasks(dawg);
    const masks = suffixMasks(automaton.letters);
    this.needLow = masks.low;
    this.needHigh = masks.high;
    this.fillStateZero();
  }

  /** Words below the node holding the word, given the automaton state the letters so far left. */
  count(node: number, state: number): number {
    if (state === this.automaton.complete) return this.dawg.counts[node] as number;
    if (state === 0) return this.workspace.stateZero[2 * node] as number;
    return this.visit(node, state);
  }

  /** Bit r: a word ending r letters below holds an occurrence that some letter follows (state < complete). */
  insideLengths(node: number, state: number): number {
    if (state === 0) return (this.workspace.stateZero[2 * node + 1] as number) >>> 0;
    this.visit(node, state);
    return this.visitedInside;
  }

  private fillStateZero(): void {
    const { dawg, automaton, lengths } = this;
    const zero = this.workspace.stateZero;
    const { firstEdge, edges, counts, height, lettersBelowLow, lettersBelowHigh } = dawg;
    const complete = automaton.complete;
    const needLow = this.needLow[0] as number;
    const needHigh = this.needHigh[0] as number;
    // From state 0 only the word's first letter moves the automaton.
    const first = automaton.letters[0] as number;
    const afterFirst = automaton.step(0, first);
    const nodes = dawg.nodeCount;
    workMeter.spend(nodes);
    for (let node = 0; node < nodes; node += 1) {
      if (
        (height[node] as number) < complete ||
        ((lettersBelowLow[node] as number) & needLow) >>> 0 !== needLow ||
        ((lettersBelowHigh[node] as number) & needHigh) >>> 0 !== needHigh
      ) {
        zero[2 * node] = 0;
        zero[2 * node + 1] = 0;
        continue;
      }
      let total = 0;
      let inside = 0;
      const end = firstEdge[node + 1] as number;
      for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
        const value = edges[edge] as number;
        const child = value >>> 8;
        if ((value & 0xff) !== first) {
          total += zero[2 * child] as number;
          inside |= zero[2 * child + 1] as number;
        } else if (afterFirst === complete) {
          total += counts[child] as number;
          inside |= (lengths[child] as number) & ~1;
        } else {
          total += this.visit(child, afterFirst);
          inside |= this.visitedInside;
        }
      }
      zero[2 * node] = total;
      zero[2 * node + 1] = lengthsFromParent(inside);
    }
  }

  /**
   * The count of (node, state) for 0 < state < complete, its inside lengths left in `visitedInside`.
   * Only nodes below the one being filled in state 0 are asked about, so their state 0 is known.
   */
  private visit(node: number, state: number): number {
    const dawg = this.dawg;
    const { rowCounts, rowInside } = this.workspace;
    const row = rowCounts[state];
    const deepKey = state * dawg.nodeCount + node;
    if (row !== undefined) {
      const known = row[node] as number;
      if (known > 0) {
        this.visitedInside = (rowInside[state] as Uint32Array)[node] as number;
        return known - 1;
      }
    } else {
      const known = this.deepCounts.get(deepKey);
      if (known !== undefined) {
        this.visitedInside = this.deepInside.get(deepKey) as number;
        return known;
      }
    }
    workMeter.tick();
    let total = 0;
    let inside = 0;
    const complete = this.automaton.complete;
    const needLow = this.needLow[state] as number;
    const needHigh = this.needHigh[state] as number;
    if (
      (dawg.height[node] as number) >= complete - state &&
      ((dawg.lettersBelowLow[node] as number) & needLow) >>> 0 === needLow &&
      ((dawg.lettersBelowHigh[node] as number) & needHigh) >>> 0 === needHigh
    ) {
      const { lengths } = this;
      const { table, alphabetSize } = this.automaton;
      const zero = this.workspace.stateZero;
      const from = state * alphabetSize;
      const end = dawg.firstEdge[node + 1] as number;
      for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
        const value = dawg.edges[edge] as number;
        const child = value >>> 8;
        const next = table[from + (value & 0xff)] as number;
        if (next === 0) {
          total += zero[2 * child] as number;
          inside |= zero[2 * child + 1] as number;
        } else if (next === complete) {
          total += dawg.counts[child] as number;
          inside |= (lengths[child] as number) & ~1;
        } else {
          total += this.visit(child, next);
          inside |= this.visitedInside;
        }
      }
      inside = lengthsFromParent(inside);
    }
    if (row !== undefined) {
      row[node] = total + 1;
      (rowInside[state] as Uint32Array)[node] = inside;
      this.remember((node << ROW_BITS) | state);
    } else {
      this.deepCounts.set(deepKey, total);
      this.deepInside.set(deepKey, inside);
    }
    this.visitedInside = inside;
    return total;
  }

  private remember(entry: number): void {
    const workspace = this.workspace;
    if (workspace.touchedLength === workspace.touched.length) {
      const grown = new Int32Array(workspace.touched.length * 2);
      grown.set(workspace.touched);
      workspace.touched = grown;
    }
    workspace.touched[workspace.touchedLength] = entry;
    workspace.touchedLength += 1;
  }
}
