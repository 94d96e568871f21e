import type { Dawg } from '../dawg/dawg';
import { prefixNode } from '../search/prefix-node';
import type { Dictionary } from '../dictionary';

export interface WordHooks {
  /** Letters that make a word when put before the word (en cat: s, for scat), folded, in alphabet order. */
  front: string[];
  /** Letters that make a word when put after the word (en cat: s, for cats), folded, in alphabet order. */
  back: string[];
}

/**
 * The letters on the edges of the word's node that end a word. Edges are stored in letter-index
 * order, which is the language's alphabet order, so the letters come out sorted.
 */
function wordEndingLetters(dawg: Dawg, word: readonly number[], alphabet: readonly string[]): string[] {
  const node = prefixNode(dawg, word)?.node;
  if (node === undefined) return [];
  const letters: string[] = [];
  const [start, end] = dawg.edgeRange(node);
  for (let edge = start; edge < end; edge += 1) {
    if (dawg.weightOf(dawg.edgeTarget(edge)) > 0) letters.push(alphabet[dawg.edgeLetter(edge)] as string);
  }
  return letters;
}

/**
 * A word's hooks, from its letter indices: back hooks are the word's own node's edges that end a word;
 * front hooks are the same in the reversed DAWG, from the node of the word spelled backwards (a front
 * hook is the last letter of the reversed longer word). Two walks of the word's length and one node's
 * edges each: cheap enough for every word of a search page.
 */
export function wordHooks(dictionary: Dictionary, letters: readonly number[]): WordHooks {
  const { alphabet } = dictionary.rules;
  return {
    front: wordEndingLetters(dictionary.reverseDawg, [...letters].reverse(), alphabet),
    back: wordEndingLetters(dictionary.dawg, letters, alphabet),
  };
}

/** `wordHooks` of a folded word (as search results carry it); no hooks when a letter is not the language's. */
export function foldedWordHooks(dictionary: Dictionary, folded: string): WordHooks {
  const letters = dictionary.lettersOf(folded);
  return letters === null ? { front: [], back: [] } : wordHooks(dictionary, letters);
}
