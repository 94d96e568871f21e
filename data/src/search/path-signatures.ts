import type { Dawg } from '../dawg/dawg';

/**
 * Per DAWG node, a 512-bit summary of the letter pairs on the paths below it:
 * - bits 0–255: adjacent pairs, a letter directly followed by another (`ai` in "bait");
 * - bits 256–511: ordered pairs, a letter followed anywhere later by another (`r…p` in "rasp"),
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
export const SIGNATURE_WORDS = 16;
const BITS_PER_KIND = 256;
const OWN_BITS = 191;
const SHARED_BITS = BITS_PER_KIND - OWN_BITS - 1;
const NEVER_BIT = BITS_PER_KIND - 1;

export interface PathSignatures {
  /** `SIGNATURE_WORDS` words per node. */
  readonly bits: Int32Array;
  /** Letters in the DAWG's alphabet (pairs are indexed first × letters + second). */
  readonly letters: number;
  /** Pair → its bit, adjacent pairs (0–255) and ordered pairs (256–511). */
  readonly adjacentBit: Uint16Array;
  readonly orderedBit: Uint16Array;
}

/** Sets an adjacent or ordered pair's bit in the signature words starting at `base`. */
export function addPair(signatures: PathSignatures, words: Int32Array, base: number, first: number, second: number, adjacent: boolean): void {
  const { letters } = signatures;
  // A letter the DAWG never uses makes a pair no path has.
  const bit = first < letters && second < letters ? ((adjacent ? signatures.adjacentBit : signatures.orderedBit)[first * letters + second] as number) : NEVER_BIT;
  setBit(words, base, adjacent ? bit : bit | BITS_PER_KIND);
}

function setBit(words: Int32Array, base: number, bit: number): void {
  words[base + (bit >> 5)] = (words[base + (bit >> 5)] as number) | (1 << (bit & 31));
}

const known = new WeakMap<Dawg, PathSignatures>();

/** The DAWG's signatures, computed once, on first use. */
export function pathSignatures(dawg: Dawg): PathSignatures {
  let signatures = known.get(dawg);
  if (signatures === undefined) {
    signatures = computeSignatures(dawg);
    known.set(dawg, signatures);
  }
  return signatures;
}

function computeSignatures(dawg: Dawg): PathSignatures {
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
  const signatures: PathSignatures = {
    bits: new Int32Array(nodes * SIGNATURE_WORDS),
    letters,
    adjacentBit: bitLayout(adjacentFrequency, 0),
    orderedBit: bitLayout(orderedFrequency, BITS_PER_KIND),
  };

  const bits = signatures.bits;
  // Nodes are numbered children first, so one pass in order sees every child before its parent.
  for (let node = 0; node < nodes; node += 1) {
    const base = node * SIGNATURE_WORDS;
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const letter = value & 0xff;
      const child = value >>> 8;
      const childBase = child * SIGNATURE_WORDS;
      for (let word = 0; word < SIGNATURE_WORDS; word += 1) bits[base + word] = (bits[base + word] as number) | (bits[childBase + word] as number);
      const childEnd = firstEdge[child + 1] as number;
      for (let next = firstEdge[child] as number; next < childEnd; next += 1) {
        addPair(signatures, bits, base, letter, (edges[next] as number) & 0xff, true);
      }
      forEachLetter(lettersBelowLow[child] as number, lettersBelowHigh[child] as number, (later) => addPair(signatures, bits, base, letter, later, false));
    }
  }
  return signatures;
}

function increment(counts: Uint32Array, index: number): void {
  counts[index] = (counts[index] as number) + 1;
}

/** The most frequent pairs first, each with a bit of its own; then the rest by hash; unseen pairs never. */
function bitLayout(frequency: Uint32Array, offset: number): Uint16Array {
  const layout = new Uint16Array(frequency.length).fill(offset + NEVER_BIT);
  const seen = [...frequency.keys()].filter((pair) => (frequency[pair] as number) > 0);
  seen.sort((a, b) => (frequency[b] as number) - (frequency[a] as number) || a - b);
  seen.forEach((pair, rank) => {
    layout[pair] = offset + (rank < OWN_BITS ? rank : OWN_BITS + (Math.imul(pair + 1, 0x9e3779b1) >>> 0) % SHARED_BITS);
  });
  return layout;
}

function forEachLetter(low: number, high: number, visit: (letter: number) => void): void {
  for (let rest = low >>> 0; rest !== 0; rest &= rest - 1) visit(31 - Math.clz32(rest & -rest));
  for (let rest = high >>> 0; rest !== 0; rest &= rest - 1) visit(63 - Math.clz32(rest & -rest));
}

/** Whether a node's signature has every bit of a requirement (`SIGNATURE_WORDS` words at `at`). */
export function hasPairs(signatures: Int32Array, node: number, requirement: Int32Array, at: number): boolean {
  const base = node * SIGNATURE_WORDS;
  for (let word = 0; word < SIGNATURE_WORDS; word += 1) {
    const needed = requirement[at + word] as number;
    if (((signatures[base + word] as number) & needed) !== needed) return false;
  }
  return true;
}
