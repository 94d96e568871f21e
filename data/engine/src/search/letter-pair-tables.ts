import type { Dawg } from '../dawg/dawg';
import type { Dictionary } from '../dictionary';
import { LETTER_INDEX_MAX_WORDS } from './search-query';
import { workMeter } from './work-meter';

/**
 * Per ordered pair of letters (x, y): how many words hold x directly followed by y (`*xy*`, what
 * players type to find words around two letters) and how many hold x somewhere before y (`*x*y*`).
 * Such patterns match tens of thousands of words on lists of a few hundred thousand, spread all over
 * the DAWG: counting them visits most (node, state) pairs of it (1–15 ms), where the tables give
 * the total at once and the page is walked in dictionary order until it is full (letter-pair-search.ts).
 *
 * And per ordered triple (x, y, z): the words holding x, then y, then z, anywhere (`*r*l*s*`).
 *
 * Two tables of letters² counts and one of letters³ (70–120 KB a language), built in one walk of the DAWG on first use, for
 * lists up to `LETTER_INDEX_MAX_WORDS` as the letter index (letter-index.ts): past that the DAWGs
 * share so much that counting stays well under a scan of the list.
 */
export interface LetterPairCounts {
  letters: number;
  /** [x × letters + y]: words holding x then y, next to each other. */
  adjacent: Uint32Array;
  /** [x × letters + y]: words holding x before y, anywhere. */
  ordered: Uint32Array;
  /** [(x × letters + y) × letters + z]: words holding x, then y, then z, anywhere. */
  orderedTriples: Uint32Array;
}

const countsByDictionary = new WeakMap<Dictionary, LetterPairCounts>();

/** The tables of a list that keeps them (built now if they were not), null for lists past the limit. */
export function keptLetterPairCounts(dictionary: Dictionary): LetterPairCounts | null {
  return dictionary.wordCount <= LETTER_INDEX_MAX_WORDS ? letterPairCountsOf(dictionary) : null;
}

export function letterPairCountsOf(dictionary: Dictionary): LetterPairCounts {
  let counts = countsByDictionary.get(dictionary);
  if (counts === undefined) {
    // Not metered step by step: a query on an allowance goes to a lane without one (work-meter.ts).
    workMeter.leaveAllowance();
    counts = buildCounts(dictionary.dawg, dictionary.rules.alphabet.length);
    countsByDictionary.set(dictionary, counts);
  }
  return counts;
}

/** Makes another thread's tables (shared-search-indexes.ts) the dictionary's, unless it has its own. */
export function adoptLetterPairCounts(dictionary: Dictionary, counts: LetterPairCounts): void {
  if (!countsByDictionary.has(dictionary)) countsByDictionary.set(dictionary, counts);
}

/**
 * One walk of the DAWG's paths: a pair first met on the way to a node is held by every word at or
 * below it, so it counts them all at once there (the node's stored count), and a word's letters are
 * never gone over again. `since[pair]` is the depth the path met it at, -1 while it has not.
 */
function buildCounts(dawg: Dawg, letters: number): LetterPairCounts {
  const pairs = letters * letters;
  const adjacent = new Uint32Array(pairs);
  const ordered = new Uint32Array(pairs);
  const orderedTriples = new Uint32Array(pairs * letters);
  const adjacentSince = new Int8Array(pairs).fill(-1);
  const orderedSince = new Int8Array(pairs).fill(-1);
  const tripleSince = new Int8Array(pairs * letters).fill(-1);
  /** The ordered pairs the path holds, in the order it met them. */
  const held = new Int32Array(pairs);
  let heldCount = 0;
  /** Letters on the path so far, and at which depth each was first met (-1: not yet). */
  const letterSince = new Int8Array(letters).fill(-1);
  const seen = new Uint8Array(64);
  const { firstEdge, edges, counts } = dawg;
  const visit = (node: number, depth: number, previous: number, distinct: number): void => {
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const letter = value & 0xff;
      const child = value >>> 8;
      const below = counts[child] as number;
      if (previous >= 0) {
        const pair = previous * letters + letter;
        if (adjacentSince[pair] === -1) {
          adjacentSince[pair] = depth;
          adjacent[pair] = (adjacent[pair] as number) + below;
        }
      }
      // Triples first: they end in this letter after a pair the path held before it.
      const heldBefore = heldCount;
      for (let i = 0; i < heldBefore; i += 1) {
        const triple = (held[i] as number) * letters + letter;
        if (tripleSince[triple] === -1) {
          tripleSince[triple] = depth;
          orderedTriples[triple] = (orderedTriples[triple] as number) + below;
        }
      }
      for (let i = 0; i < distinct; i += 1) {
        const pair = (seen[i] as number) * letters + letter;
        if (orderedSince[pair] === -1) {
          orderedSince[pair] = depth;
          ordered[pair] = (ordered[pair] as number) + below;
          held[heldCount] = pair;
          heldCount += 1;
        }
      }
      const isNew = letterSince[letter] === -1;
      if (isNew) {
        letterSince[letter] = depth;
        seen[distinct] = letter;
      }
      visit(child, depth + 1, letter, isNew ? distinct + 1 : distinct);
      if (isNew) letterSince[letter] = -1;
      // Forget what this edge met: the pairs it added end in its letter.
      if (previous >= 0 && adjacentSince[previous * letters + letter] === depth) adjacentSince[previous * letters + letter] = -1;
      for (let i = 0; i < distinct; i += 1) {
        const pair = (seen[i] as number) * letters + letter;
        if (orderedSince[pair] === depth) orderedSince[pair] = -1;
      }
      heldCount = heldBefore;
      for (let i = 0; i < heldBefore; i += 1) {
        const triple = (held[i] as number) * letters + letter;
        if (tripleSince[triple] === depth) tripleSince[triple] = -1;
      }
    }
  };
  visit(dawg.root, 0, -1, 0);
  return { letters, adjacent, ordered, orderedTriples };
}

