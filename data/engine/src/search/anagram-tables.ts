import type { Dawg } from '../dawg/dawg';
import type { Dictionary } from '../dictionary';
import { sharedUint16Array, sharedUint32Array } from '../shared-arrays';

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

type EdgeTables = Pick<AnagramTables, 'edgeLettersLow' | 'edgeLettersHigh' | 'edgeRankOffsets'>;

/** The tables' arrays built from the DAWG, in shared memory: another thread adopts them without a copy. */
export interface AnagramTableParts extends EdgeTables {
  lengthsBelow: WordLengthsBelow;
}

const tablesByDictionary = new WeakMap<Dictionary, AnagramTables>();

export function anagramTablesOf(dictionary: Dictionary): AnagramTables {
  let tables = tablesByDictionary.get(dictionary);
  if (tables === undefined) {
    tables = buildTables(dictionary);
    tablesByDictionary.set(dictionary, tables);
  }
  return tables;
}

/** The dictionary's table arrays for another thread, the words below each node by length included (built now if need be). */
export function anagramTableParts(dictionary: Dictionary): AnagramTableParts {
  const tables = anagramTablesOf(dictionary);
  const { edgeLettersLow, edgeLettersHigh, edgeRankOffsets } = tables;
  return { edgeLettersLow, edgeLettersHigh, edgeRankOffsets, lengthsBelow: tables.lengthsBelow() };
}

/** Makes `parts` (another thread's, `anagramTableParts`) the dictionary's tables, unless it has some. */
export function adoptAnagramTables(dictionary: Dictionary, parts: AnagramTableParts): void {
  if (!tablesByDictionary.has(dictionary)) tablesByDictionary.set(dictionary, buildTables(dictionary, parts));
}

function buildTables(dictionary: Dictionary, adopted?: AnagramTableParts): AnagramTables {
  const { dawg, tileTable } = dictionary;
  const { letterCount, hasTile: blankPlays, letterPoints, pairPoints, maxTilePoints } = tileTable;
  let blankPlaysLow = 0;
  let blankPlaysHigh = 0;
  blankPlays.forEach((plays, letter) => {
    if (plays === 0) return;
    if (letter < 32) blankPlaysLow |= 1 << letter;
    else blankPlaysHigh |= 1 << (letter - 32);
  });
  let lengthsBelow: WordLengthsBelow | undefined = adopted?.lengthsBelow;
  const edges: EdgeTables = adopted ?? edgeTables(dawg);
  return {
    letterCount,
    maxTilePoints,
    edgeLettersLow: edges.edgeLettersLow,
    edgeLettersHigh: edges.edgeLettersHigh,
    edgeRankOffsets: edges.edgeRankOffsets,
    blankPlays,
    blankPlaysLow: blankPlaysLow >>> 0,
    blankPlaysHigh: blankPlaysHigh >>> 0,
    letterPoints,
    pairPoints,
    lengthsBelow: () => (lengthsBelow ??= buildLengthsBelow(dawg)),
  };
}

function edgeTables(dawg: Dawg): EdgeTables {
  const { firstEdge, edges, weights, counts } = dawg;
  const nodes = dawg.nodeCount;
  const edgeLettersLow = sharedUint32Array(nodes);
  const edgeLettersHigh = sharedUint32Array(nodes);
  const edgeRankOffsets = sharedUint32Array(edges.length);
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
  const offsets = sharedUint32Array(nodes + 1);
  for (let node = 0; node < nodes; node += 1) offsets[node + 1] = (offsets[node] as number) + (height[node] as number) + 1;
  const counts = sharedUint16Array(offsets[nodes] as number);
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
