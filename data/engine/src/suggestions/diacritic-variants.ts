import type { Dictionary, DictionaryWord } from '../dictionary';

const COMBINING_MARKS = /\p{M}+/gu;
/** Letters with a stroke or slash have no decomposition, yet players type them as the plain letter. */
const STROKED_LETTERS: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h' };

/** A letter without its diacritics: ź → z, å → a, ł → l. */
export function plainLetter(letter: string): string {
  return STROKED_LETTERS[letter] ?? letter.normalize('NFD').replace(COMBINING_MARKS, '');
}

/** For each letter index of the alphabet, the indexes of the letters that differ from it only by diacritics (itself included). */
function diacriticSiblings(alphabet: readonly string[]): number[][] {
  return alphabet.map((letter) => {
    const plain = plainLetter(letter);
    return alphabet.flatMap((other, index) => (plainLetter(other) === plain ? [index] : []));
  });
}

const siblingsByAlphabet = new WeakMap<readonly string[], number[][]>();

/**
 * The words that differ from a folded query only by diacritics (pl `zdzblo` → `źdźbło`, sv `aka` →
 * `åka`), in dictionary order: the best suggestions for a word typed without its accents. Only
 * languages whose accented letters are letters of their own (Polish, Czech, Swedish…) have any; where
 * accents fold away, the query itself would have been found. The walk follows at most the few
 * sibling letters of each query letter, so it visits a handful of nodes.
 */
export function diacriticVariants(dictionary: Dictionary, query: readonly number[]): DictionaryWord[] {
  const alphabet = dictionary.rules.alphabet;
  let siblings = siblingsByAlphabet.get(alphabet);
  if (siblings === undefined) {
    siblings = diacriticSiblings(alphabet);
    siblingsByAlphabet.set(alphabet, siblings);
  }
  const { dawg } = dictionary;
  const found: DictionaryWord[] = [];
  const path: number[] = [];
  const walk = (node: number, rank: number): void => {
    const depth = path.length;
    const weight = dawg.weights[node] as number;
    if (depth === query.length) {
      const differs = path.some((letter, index) => letter !== query[index]);
      if (weight > 0 && differs) {
        const folded = dictionary.foldedOf(path);
        for (let i = 0; i < weight; i += 1) found.push({ word: dictionary.spellingAt(rank + i, folded), folded, rank: rank + i });
      }
      return;
    }
    const allowed = (siblings as number[][])[query[depth] as number] ?? [];
    let childRank = rank + weight;
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const value = dawg.edges[edge] as number;
      const child = value >>> 8;
      const letter = value & 0xff;
      if (allowed.includes(letter)) {
        path.push(letter);
        walk(child, childRank);
        path.pop();
      }
      childRank += dawg.counts[child] as number;
    }
  };
  walk(dawg.root, 0);
  return found;
}
