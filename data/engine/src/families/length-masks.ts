import type { Dawg } from '../dawg/dawg';
import { sharedUint32Array } from '../shared-arrays';

/**
 * Per DAWG node, bit r says "a word ends exactly r letters below". Lets a walk that lists words of one
 * length skip every branch holding none, instead of only those too short. Bit 31 stands for 31 or more
 * letters (only reachable from near the root: words have at most 32 letters).
 */
const masks = new WeakMap<Dawg, Uint32Array>();

/**
 * The DAWG's masks, built on first use (4 bytes a node, in shared memory: search-service builds them
 * at warm-up and its heavy-lane worker adopts them, search/shared-search-indexes.ts).
 */
export function lengthMasks(dawg: Dawg): Uint32Array {
  const known = masks.get(dawg);
  if (known !== undefined) return known;
  const nodes = dawg.nodeCount;
  const lengths = sharedUint32Array(nodes);
  // Nodes are numbered children first, so one pass in order sees every child before its parent.
  for (let node = 0; node < nodes; node += 1) {
    let mask = (dawg.weights[node] as number) > 0 ? 1 : 0;
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const below = lengths[(dawg.edges[edge] as number) >>> 8] as number;
      mask |= (below << 1) | (below & 0x80000000);
    }
    lengths[node] = mask >>> 0;
  }
  masks.set(dawg, lengths);
  return lengths;
}

/** Makes `lengths` (another thread's, in shared memory) the DAWG's masks, unless it has its own. */
export function adoptLengthMasks(dawg: Dawg, lengths: Uint32Array): void {
  if (!masks.has(dawg)) masks.set(dawg, lengths);
}

/** Whether a word ends exactly `remaining` letters below the node. */
export function hasLengthBelow(lengths: Uint32Array, node: number, remaining: number): boolean {
  return hasLength(lengths[node] as number, remaining);
}

/** Whether a length mask (bit r: r letters, bit 31: 31 or more) holds `remaining`. */
export function hasLength(mask: number, remaining: number): boolean {
  return ((mask >>> Math.min(remaining, 31)) & 1) === 1;
}

/**
 * Whether a length mask holds any length from `least` to `most` (both included; bit 31 stands for
 * 31 or more, so a range reaching 31 tests it).
 */
export function hasLengthWithin(mask: number, least: number, most: number): boolean {
  const low = Math.min(Math.max(least, 0), 31);
  const high = Math.min(most, 31);
  if (high < low) return false;
  // Bits low .. high: every bit up to high, less those below low.
  const upToHigh = high === 31 ? 0xffffffff : (1 << (high + 1)) - 1;
  const belowLow = (1 << low) - 1;
  return ((mask & upToHigh & ~belowLow) >>> 0) !== 0;
}
