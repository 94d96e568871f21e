import type { Dawg } from '../dawg/dawg';
import { sharedInt32Array } from '../shared-arrays';

/**
 * Per DAWG node, a summary of the letter pairs on the paths below it, in two halves:
 * - adjacent pairs, a letter directly followed by another (`ai` in "bait");
 * - ordered pairs, a letter followed anywhere later by another (`r…p` in "rasp"),
 *   a letter twice included (`r…r`).
 * A set bit only says "maybe"; a clear bit is certain: no word below has that pair. Patterns such as
 * `*ai*` or `*r*a*p*` need such pairs in every match, and most nodes of a DAWG sit near the ends of
 * words, under which a given pair is rare (`ai` is below 2.6 % of the English nodes): the search skips
 * those subtrees without a visit, where the letters below alone could not.
 *
 * Pairs share bits, so a rare pair sharing one with a common pair would prune nothing. Each language's
 * most frequent pairs get a bit of their own; the rest, rare ones, share the remaining bits by hash.
 * A pair no path has maps to a bit no node sets.
 */
export interface PathSignatures {
  /** `words` words per node: adjacent pairs in the first half, ordered pairs in the second. */
  readonly bits: Int32Array;
  readonly words: number;
  /** Bits per kind of pair, the last of them never set (pairs no path has). */
  readonly bitsPerKind: number;
  /** Letters in the DAWG's alphabet (pairs are indexed first × letters + second). */
  readonly letters: number;
  /** Pair → its bit among its kind's. */
  readonly adjacentBit: Uint8Array;
  readonly orderedBit: Uint8Array;
}

/** Sets an adjacent or ordered pair's bit in the signature words starting at `base`. */
export function addPair(signatures: PathSignatures, words: Int32Array, base: number, first: number, second: number, adjacent: boolean): void {
  const { letters, bitsPerKind } = signatures;
  // A letter the DAWG never uses makes a pair no path has.
  const bit = first < letters && second < letters ? ((adjacent ? signatures.adjacentBit : signatures.orderedBit)[first * letters + second] as number) : bitsPerKind - 1;
  setBit(words, base, adjacent ? bit : bit + bitsPerKind);
}

function setBit(words: Int32Array, base: number, bit: number): void {
  words[base + (bit >> 5)] = (words[base + (bit >> 5)] as number) | (1 << (bit & 31));
}

const known = new WeakMap<Dawg, PathSignatures>();

/**
 * The DAWG's signatures, computed once, on first use, with `bitsPerKind` bits for each kind of pair
 * (a multiple of 32, at most 256; the first call for a DAWG sets it). Wider signatures share fewer
 * bits between pairs, so they prune more, for 2 × bitsPerKind / 8 bytes per node.
 */
export function pathSignatures(dawg: Dawg, bitsPerKind: number): PathSignatures {
  let signatures = known.get(dawg);
  if (signatures === undefined) {
    signatures = computeSignatures(dawg, bitsPerKind);
    known.set(dawg, signatures);
  }
  return signatures;
}

/** Makes `signatures` (another thread's, its bits in shared memory) the DAWG's, unless it has some. */
export function adoptPathSignatures(dawg: Dawg, signatures: PathSignatures): void {
  if (!known.has(dawg)) known.set(dawg, signatures);
}

function computeSignatures(dawg: Dawg, bitsPerKind: number): PathSignatures {
  const { firstEdge, edges, lettersBelowLow, lettersBelowHigh } = dawg;
  const nodes = dawg.nodeCount;
  let letters = 1;
  for (let edge = 0; edge < edges.length; edge += 1) letters = Math.max(letters, ((edges[edge] as number) & 0xff) + 1);

  // How often each pair occurs, counted once per edge it starts from: the basis of the bit layout.
  const adjacentFrequency = new Uint32Array(letters * letters);
  const orderedFrequency = new Uint32Array(letters * letters);
  for (let node = 0; node < nodes; node += 1) {
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const row = (value & 0xff) * letters;
      const child = value >>> 8;
      const childEnd = firstEdge[child + 1] as number;
      for (let next = firstEdge[child] as number; next < childEnd; next += 1) increment(adjacentFrequency, row + ((edges[next] as number) & 0xff));
      forEachLetter(lettersBelowLow[child] as number, lettersBelowHigh[child] as number, (later) => increment(orderedFrequency, row + later));
    }
  }
  const words = (2 * bitsPerKind) / 32;
  const signatures: PathSignatures = {
    bits: sharedInt32Array(nodes * words),
    words,
    bitsPerKind,
    letters,
    adjacentBit: bitLayout(adjacentFrequency, bitsPerKind),
    orderedBit: bitLayout(orderedFrequency, bitsPerKind),
  };

  const bits = signatures.bits;
  // Nodes are numbered children first, so one pass in order sees every child before its parent.
  for (let node = 0; node < nodes; node += 1) {
    const base = node * words;
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const letter = value & 0xff;
      const child = value >>> 8;
      const childBase = child * words;
      for (let word = 0; word < words; word += 1) bits[base + word] = (bits[base + word] as number) | (bits[childBase + word] as number);
      const childEnd = firstEdge[child + 1] as number;
      for (let next = firstEdge[child] as number; next < childEnd; next += 1) {
        addPair(signatures, bits, base, letter, (edges[next] as number) & 0xff, true);
      }
      addOrderedPairs(signatures, bits, base, letter, lettersBelowLow[child] as number, 0);
      addOrderedPairs(signatures, bits, base, letter, lettersBelowHigh[child] as number, 32);
    }
  }
  return signatures;
}

function increment(counts: Uint32Array, index: number): void {
  counts[index] = (counts[index] as number) + 1;
}

/**
 * The most frequent pairs first, each with a bit of its own (three quarters of the bits); then the
 * rest, rare, by hash over the remaining bits; pairs no path has, the last bit, which stays clear.
 */
function bitLayout(frequency: Uint32Array, bitsPerKind: number): Uint8Array {
  const never = bitsPerKind - 1;
  const own = (3 * bitsPerKind) / 4 - 1;
  const shared = never - own;
  const layout = new Uint8Array(frequency.length).fill(never);
  const seen = [...frequency.keys()].filter((pair) => (frequency[pair] as number) > 0);
  seen.sort((a, b) => (frequency[b] as number) - (frequency[a] as number) || a - b);
  seen.forEach((pair, rank) => {
    layout[pair] = rank < own ? rank : own + ((Math.imul(pair + 1, 0x9e3779b1) >>> 0) % shared);
  });
  return layout;
}

/** The ordered pairs of `letter` with each letter of one half of a letters-below mask. */
function addOrderedPairs(signatures: PathSignatures, bits: Int32Array, base: number, letter: number, mask: number, from: number): void {
  const row = signatures.orderedBit;
  const rowStart = letter * signatures.letters + from;
  for (let rest = mask >>> 0; rest !== 0; rest &= rest - 1) {
    setBit(bits, base, signatures.bitsPerKind + (row[rowStart + 31 - Math.clz32(rest & -rest)] as number));
  }
}

function forEachLetter(low: number, high: number, visit: (letter: number) => void): void {
  for (let rest = low >>> 0; rest !== 0; rest &= rest - 1) visit(31 - Math.clz32(rest & -rest));
  for (let rest = high >>> 0; rest !== 0; rest &= rest - 1) visit(63 - Math.clz32(rest & -rest));
}

