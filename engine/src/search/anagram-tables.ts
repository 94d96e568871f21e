import type { Dawg } from '../dawg/dawg';
import type { Dictionary } from '../dictionary';

/**
 * What an anagram search needs of a dictionary beyond its DAWG, as typed arrays: built once per
 * dictionary and shared by every search (building them per query cost as much as a small rack's walk).
 */
export interface AnagramTables {
  letterCount: number;
  /** 1 where a blank may play the letter: every letter with a tile (no Spanish k or w). */
  blankPlays: Uint8Array;
  /** The letters blanks may play, as the DAWG's letters-below masks (bits 0–31 and 32–63). */
  blankPlaysLow: number;
  blankPlaysHigh: number;
  /** The language's tile table (languages/tile-table.ts), which states the scoring rule the walk follows. */
  letterPoints: Int32Array;
  pairPoints: Int32Array;
  maxTilePoints: number;
  /** The letters on each node's own edges (bits 0–31 and 32–63): with no blank left, only these are tried. */
  edgeLettersLow: Uint32Array;
  edgeLettersHigh: Uint32Array;
  /**
   * Per edge, the rank of its target's first word minus the rank of its source node's: the source's
   * weight plus the words below the earlier edges. With it, a walk may skip edges and still rank words.
   */
  edgeRankOffsets: Uint32Array;
  /** The words below each node by length; built on first use, since small racks never need them. */
  lengthsBelow: () => WordLengthsBelow;
}

/**
 * For each node, how many words lie 0, 1, … height letters below it (0: the node's own weight):
 * node n's counts are `counts[offsets[n] .. offsets[n] + height[n]]`. About 1.4 M numbers for the
 * largest lists; they let a subtree whose every word fits the rack be counted per length at once.
 */
export interface WordLengthsBelow {
  offsets: Uint32Array;
  /** Exact below `LENGTH_COUNT_LIMIT`, which stands for that many or more. */
  counts: Uint16Array;
}

/**
 * Counts stop at this: a node with fewer words below has every count exact. Those are the nodes the
 * table serves (whole subtrees that fit the blanks lie deep); 16 bits a count halve the table (to
 * 22 MB over the 12 languages).
 */
export const LENGTH_COUNT_LIMIT = 0xffff;

const tablesByDictionary = new WeakMap<Dictionary, AnagramTables>();

export function anagramTablesOf(dictionary: Dictionary): AnagramTables {
  let tables = tablesByDictionary.get(dictionary);
  if (tables === undefined) {
    tables = buildTables(dictionary);
    tablesByDictionary.set(dictionary, tables);
  }
  return tables;
}

function buildTables(dictionary: Dictionary): AnagramTables {
  const { dawg, tileTable } = dictionary;
  const { letterCount, hasTile: blankPlays, letterPoints, pairPoints, maxTilePoints } = tileTable;
  let blankPlaysLow = 0;
  let blankPlaysHigh = 0;
  blankPlays.forEach((plays, letter) => {
    if (plays === 0) return;
    if (letter < 32) blankPlaysLow |= 1 << letter;
    else blankPlaysHigh |= 1 << (letter - 32);
  });
  let lengthsBelow: WordLengthsBelow | undefined;
  return {
    letterCount,
    maxTilePoints,
    ...edgeTables(dawg),
    blankPlays,
    blankPlaysLow: blankPlaysLow >>> 0,
    blankPlaysHigh: blankPlaysHigh >>> 0,
    letterPoints,
    pairPoints,
    lengthsBelow: () => (lengthsBelow ??= buildLengthsBelow(dawg)),
  };
}

function edgeTables(dawg: Dawg): Pick<AnagramTables, 'edgeLettersLow' | 'edgeLettersHigh' | 'edgeRankOffsets'> {
  const { firstEdge, edges, weights, counts } = dawg;
  const nodes = dawg.nodeCount;
  const edgeLettersLow = new Uint32Array(nodes);
  const edgeLettersHigh = new Uint32Array(nodes);
  const edgeRankOffsets = new Uint32Array(edges.length);
  for (let node = 0; node < nodes; node += 1) {
    let low = 0;
    let high = 0;
    let offset = weights[node] as number;
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const letter = value & 0xff;
      if (letter < 32) low |= 1 << letter;
      else high |= 1 << (letter - 32);
      edgeRankOffsets[edge] = offset;
      offset += counts[value >>> 8] as number;
    }
    edgeLettersLow[node] = low >>> 0;
    edgeLettersHigh[node] = high >>> 0;
  }
  return { edgeLettersLow, edgeLettersHigh, edgeRankOffsets };
}

function buildLengthsBelow(dawg: Dawg): WordLengthsBelow {
  const { firstEdge, edges, weights, height } = dawg;
  const nodes = dawg.nodeCount;
  const offsets = new Uint32Array(nodes + 1);
  for (let node = 0; node < nodes; node += 1) offsets[node + 1] = (offsets[node] as number) + (height[node] as number) + 1;
  const counts = new Uint16Array(offsets[nodes] as number);
  // Nodes are numbered children first, so every child's counts are complete before its parent's.
  for (let node = 0; node < nodes; node += 1) {
    const base = offsets[node] as number;
    counts[base] = weights[node] as number;
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const child = (edges[edge] as number) >>> 8;
      const childBase = offsets[child] as number;
      const childHeight = height[child] as number;
      for (let below = 0; below <= childHeight; below += 1) {
        counts[base + 1 + below] = Math.min(LENGTH_COUNT_LIMIT, (counts[base + 1 + below] as number) + (counts[childBase + below] as number));
      }
    }
  }
  return { offsets, counts };
}
