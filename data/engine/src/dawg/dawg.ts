import { sharedUint32Array, sharedUint8Array } from '../shared-arrays';
import type { DawgArrays } from './dawg-builder';

/**
 * What a DAWG derives from its arrays when it is made, in shared memory: a worker thread making the
 * same DAWG over the same artifact is given these instead of deriving its own copy.
 */
export interface DawgSummary {
  lettersBelowLow: Uint32Array;
  lettersBelowHigh: Uint32Array;
  height: Uint8Array;
}

export interface WordPosition {
  /** Index of the word's first spelling among all words, in dictionary order. */
  rank: number;
  /** How many dictionary words fold to this sequence of letters. */
  weight: number;
}

/**
 * Read-only view of a weighted DAWG laid out in typed arrays. Words are sequences of letter indices;
 * a word's rank is its position in dictionary order, counting every spelling, so ranks and totals
 * come from the stored counts without walking the words before it.
 */
export class Dawg {
  readonly root: number;
  /** The raw arrays, for loops hot enough that a method call per edge shows (search sweeps). */
  readonly firstEdge: Uint32Array;
  readonly edges: Uint32Array;
  readonly weights: Uint8Array;
  readonly counts: Uint32Array;
  /** Letters on some path below each node (bits 0–31 and 32–63), for pruning searches. */
  readonly lettersBelowLow: Uint32Array;
  readonly lettersBelowHigh: Uint32Array;
  /** Longest path below each node, in letters. */
  readonly height: Uint8Array;

  constructor(arrays: DawgArrays, summary?: DawgSummary) {
    this.firstEdge = arrays.firstEdge;
    this.edges = arrays.edges;
    this.weights = arrays.weight;
    this.counts = arrays.wordCount;
    this.root = arrays.root;
    const nodes = this.weights.length;
    if (summary !== undefined) {
      if (summary.height.length !== nodes) throw new RangeError(`a summary of ${summary.height.length} nodes does not fit a DAWG of ${nodes}`);
      this.lettersBelowLow = summary.lettersBelowLow;
      this.lettersBelowHigh = summary.lettersBelowHigh;
      this.height = summary.height;
      return;
    }
    this.lettersBelowLow = sharedUint32Array(nodes);
    this.lettersBelowHigh = sharedUint32Array(nodes);
    this.height = sharedUint8Array(nodes);
    // Nodes are numbered children first, so one pass in order sees every child before its parent.
    for (let node = 0; node < nodes; node += 1) {
      let low = 0;
      let high = 0;
      let height = 0;
      const end = this.firstEdge[node + 1] as number;
      for (let edge = this.firstEdge[node] as number; edge < end; edge += 1) {
        const value = this.edges[edge] as number;
        const letter = value & 0xff;
        const child = value >>> 8;
        if (letter < 32) low |= 1 << letter;
        else high |= 1 << (letter - 32);
        low |= this.lettersBelowLow[child] as number;
        high |= this.lettersBelowHigh[child] as number;
        height = Math.max(height, (this.height[child] as number) + 1);
      }
      this.lettersBelowLow[node] = low >>> 0;
      this.lettersBelowHigh[node] = high >>> 0;
      this.height[node] = height;
    }
  }

  /** The derived arrays, for another thread's `new Dawg(arrays, summary)` over the same arrays. */
  get summary(): DawgSummary {
    return { lettersBelowLow: this.lettersBelowLow, lettersBelowHigh: this.lettersBelowHigh, height: this.height };
  }

  get nodeCount(): number {
    return this.weights.length;
  }

  get edgeCount(): number {
    return this.edges.length;
  }

  /** Every word of the graph, spellings counted. */
  get wordCount(): number {
    return this.counts[this.root] as number;
  }

  weightOf(node: number): number {
    return this.weights[node] as number;
  }

  countBelow(node: number): number {
    return this.counts[node] as number;
  }

  edgeRange(node: number): [start: number, end: number] {
    return [this.firstEdge[node] as number, this.firstEdge[node + 1] as number];
  }

  edgeLetter(edge: number): number {
    return (this.edges[edge] as number) & 0xff;
  }

  edgeTarget(edge: number): number {
    return (this.edges[edge] as number) >>> 8;
  }

  /** The node reached by a letter from a node, or -1. */
  child(node: number, letter: number): number {
    const end = this.firstEdge[node + 1] as number;
    for (let edge = this.firstEdge[node] as number; edge < end; edge += 1) {
      const value = this.edges[edge] as number;
      const edgeLetter = value & 0xff;
      if (edgeLetter === letter) return value >>> 8;
      if (edgeLetter > letter) return -1;
    }
    return -1;
  }

  /** Where a sequence of letters stands, or null when it is not a word. */
  find(letters: ArrayLike<number>): WordPosition | null {
    let node = this.root;
    let rank = 0;
    for (let i = 0; i < letters.length; i += 1) {
      const letter = letters[i] as number;
      rank += this.weights[node] as number;
      const end = this.firstEdge[node + 1] as number;
      let next = -1;
      for (let edge = this.firstEdge[node] as number; edge < end; edge += 1) {
        const value = this.edges[edge] as number;
        const target = value >>> 8;
        if ((value & 0xff) === letter) {
          next = target;
          break;
        }
        rank += this.counts[target] as number;
      }
      if (next < 0) return null;
      node = next;
    }
    const weight = this.weights[node] as number;
    return weight > 0 ? { rank, weight } : null;
  }

  /** The letters of the word at a rank (any of its spellings' ranks), and the rank of its first spelling. */
  wordAt(rank: number): { letters: number[]; firstRank: number } {
    if (rank < 0 || rank >= this.wordCount) throw new RangeError(`rank ${rank} outside 0..${this.wordCount - 1}`);
    const letters: number[] = [];
    let node = this.root;
    let remaining = rank;
    let passed = 0;
    for (;;) {
      const weight = this.weights[node] as number;
      if (remaining < weight) return { letters, firstRank: passed };
      remaining -= weight;
      passed += weight;
      const end = this.firstEdge[node + 1] as number;
      for (let edge = this.firstEdge[node] as number; edge < end; edge += 1) {
        const value = this.edges[edge] as number;
        const below = this.counts[value >>> 8] as number;
        if (remaining < below) {
          letters.push(value & 0xff);
          node = value >>> 8;
          break;
        }
        remaining -= below;
        passed += below;
      }
    }
  }
}
