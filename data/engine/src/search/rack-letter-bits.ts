import type { Dictionary } from '../dictionary';
import { packedLength, packedRankAt } from '../packed-ranks';
import { sharedUint32Array } from '../shared-arrays';
import type { AnagramTables } from './anagram-tables';
import type { BlankRackOrder } from './blank-rack-order';
import { LETTER_INDEX_MAX_WORDS } from './search-query';
import { workMeter } from './work-meter';

/**
 * Bit sets over the positions of the blank-rack order (blank-rack-order.ts), one bit a playable
 * word: per letter, the words holding it once or more (`once`) and twice or more (`twice`). Racks of
 * many blanks count and page their matches with them 32 words at a time (many-blank-racks.ts).
 *
 * Kept, like the letter index (letter-index.ts), for lists up to `LETTER_INDEX_MAX_WORDS`: 2 bits a
 * word a letter (1.8 MB for English, 5.7 MB for Swedish). On the larger lists the DAWG shares so
 * much that the anagram walk stays well under a scan of the list, and the bits would grow with it.
 */
export interface RackLetterBits {
  once: Uint32Array[];
  twice: Uint32Array[];
}

const bitsByDictionary = new WeakMap<Dictionary, RackLetterBits | null>();

/** Whether the list is small enough to keep the bits. */
export function keepsRackLetterBits(dictionary: Dictionary): boolean {
  return dictionary.wordCount <= LETTER_INDEX_MAX_WORDS;
}

/** The dictionary's bits, built on first use (one walk of the DAWG); null for lists past the limit. */
export function rackLetterBitsOf(dictionary: Dictionary, tables: AnagramTables, order: BlankRackOrder): RackLetterBits | null {
  if (!keepsRackLetterBits(dictionary)) return null;
  let bits = bitsByDictionary.get(dictionary);
  if (bits === undefined) {
    // Not metered step by step: a query on an allowance goes to a lane without one (work-meter.ts).
    workMeter.leaveAllowance();
    bits = buildBits(dictionary, tables, order);
    bitsByDictionary.set(dictionary, bits);
  }
  return bits;
}

/** Makes `bits` (another thread's, in shared memory: shared-search-indexes.ts) the dictionary's, unless it has its own. */
export function adoptRackLetterBits(dictionary: Dictionary, bits: RackLetterBits): void {
  if (!bitsByDictionary.has(dictionary)) bitsByDictionary.set(dictionary, bits);
}

function buildBits(dictionary: Dictionary, tables: AnagramTables, order: BlankRackOrder): RackLetterBits {
  const { dawg } = dictionary;
  const { letterCount } = tables;
  const positions = packedLength(order.ranks);
  const size = (positions + 31) >>> 5;
  const once = Array.from({ length: letterCount }, () => sharedUint32Array(size));
  const twice = Array.from({ length: letterCount }, () => sharedUint32Array(size));
  const positionOf = new Int32Array(dictionary.wordCount).fill(-1);
  for (let position = 0; position < positions; position += 1) positionOf[packedRankAt(order.ranks, position)] = position;
  const { firstEdge, edges, weights } = dawg;
  /** How often each letter occurs on the path walked. */
  const counts = new Uint8Array(letterCount);
  const path = new Uint8Array(64);
  const visit = (node: number, rank: number, depth: number): void => {
    const weight = weights[node] as number;
    for (let i = 0; i < weight; i += 1) {
      const position = positionOf[rank + i] as number;
      if (position < 0) continue;
      const word = position >>> 5;
      const bit = 1 << (position & 31);
      for (let at = 0; at < depth; at += 1) {
        const letter = path[at] as number;
        const onceBits = once[letter] as Uint32Array;
        onceBits[word] = (onceBits[word] as number) | bit;
        if ((counts[letter] as number) >= 2) {
          const twiceBits = twice[letter] as Uint32Array;
          twiceBits[word] = (twiceBits[word] as number) | bit;
        }
      }
    }
    let childRank = rank + weight;
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const letter = value & 0xff;
      const child = value >>> 8;
      path[depth] = letter;
      counts[letter] = (counts[letter] as number) + 1;
      visit(child, childRank, depth + 1);
      counts[letter] = (counts[letter] as number) - 1;
      childRank += dawg.countBelow(child);
    }
  };
  visit(dawg.root, 0, 0);
  return { once, twice };
}
