import type { Dawg } from '../dawg/dawg';
import type { Dictionary } from '../dictionary';
import { LETTER_INDEX_MAX_WORDS } from './search-query';

/**
 * Per ordered pair of letters (x, y): how many words hold x directly followed by y (`*xy*`, what
 * players type to find words around two letters) and how many hold x somewhere before y (`*x*y*`).
 * Such patterns match tens of thousands of words on lists of a few hundred thousand, spread all over
 * the DAWG: counting them visits most (node, state) pairs of it (1–15 ms), where the tables give
 * the total at once and the page is walked in dictionary order until it is full (letter-pair-search.ts).
 *
 * Two tables of letters² counts (5–14 KB a language), built in one walk of the DAWG on first use, for
 * lists up to `LETTER_INDEX_MAX_WORDS` as the letter index (letter-index.ts): past that the DAWGs
 * share so much that counting stays well under a scan of the list.
 */
export interface LetterPairCounts {
  letters: number;
  /** [x × letters + y]: words holding x then y, next to each other. */
  adjacent: Uint32Array;
  /** [x × letters + y]: words holding x before y, anywhere. */
  ordered: Uint32Array;
}

const countsByDictionary = new WeakMap<Dictionary, LetterPairCounts>();

/** Builds the tables of a list that keeps them, so that its first such pattern does not pay for them. */
export function warmLetterPairCounts(dictionary: Dictionary): void {
  if (dictionary.wordCount <= LETTER_INDEX_MAX_WORDS) letterPairCountsOf(dictionary);
}

export function letterPairCountsOf(dictionary: Dictionary): LetterPairCounts {
  let counts = countsByDictionary.get(dictionary);
  if (counts === undefined) {
    counts = buildCounts(dictionary.dawg, dictionary.rules.alphabet.length);
    countsByDictionary.set(dictionary, counts);
  }
  return counts;
}

/** Bytes the tables of a dictionary hold (0 until built). */
export function letterPairCountBytes(dictionary: Dictionary): number {
  const counts = countsByDictionary.get(dictionary);
  return counts === undefined ? 0 : counts.adjacent.byteLength + counts.ordered.byteLength;
}

function buildCounts(dawg: Dawg, letters: number): LetterPairCounts {
  const pairs = letters * letters;
  const adjacent = new Uint32Array(pairs);
  const ordered = new Uint32Array(pairs);
  // Which word last counted each pair: a word holding a pair twice counts once.
  const adjacentSeen = new Int32Array(pairs).fill(-1);
  const orderedSeen = new Int32Array(pairs).fill(-1);
  const path = new Uint8Array(64);
  const { firstEdge, edges, weights } = dawg;
  let word = 0;
  const visit = (node: number, depth: number): void => {
    const weight = weights[node] as number;
    if (weight > 0) {
      for (let at = 1; at < depth; at += 1) {
        const y = path[at] as number;
        const pair = (path[at - 1] as number) * letters + y;
        if (adjacentSeen[pair] !== word) {
          adjacentSeen[pair] = word;
          adjacent[pair] = (adjacent[pair] as number) + weight;
        }
        for (let before = 0; before < at; before += 1) {
          const pair = (path[before] as number) * letters + y;
          if (orderedSeen[pair] !== word) {
            orderedSeen[pair] = word;
            ordered[pair] = (ordered[pair] as number) + weight;
          }
        }
      }
      word += 1;
    }
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      path[depth] = value & 0xff;
      visit(value >>> 8, depth + 1);
    }
  };
  visit(dawg.root, 0);
  return { letters, adjacent, ordered };
}

