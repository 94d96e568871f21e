import { DECLINED, type PatternStrategy } from './search-query';
import { PageCollector } from './page-collector';
import { singleLetter } from './word-automaton';

/**
 * The strategy for a pattern without wildcards (`cat`, `ete` for été): "is this word playable?", the
 * query a word game sends most. One step down the DAWG per letter, reading the rank on the way, with
 * `contains` and `excludes` checked on the pattern's own letters; nothing is allocated but the answer.
 * The total is the number of spellings that fold to those letters (0 when none does).
 */
export const searchExactWord: PatternStrategy = (dictionary, query) => {
  const { tokens } = query.pattern;
  const { dawg, rules } = dictionary;
  const { firstEdge, edges, weights, counts } = dawg;
  let node = dawg.root;
  let rank = 0;
  let folded = '';
  for (const token of tokens) {
    if (token.kind !== 'letter') return DECLINED;
    const letter = singleLetter(token.letters);
    if (letter < 0) return DECLINED;
    folded += rules.alphabet[letter] as string;
    if (node < 0) continue; // no word starts so: still an exact pattern, answered empty below
    rank += weights[node] as number;
    const end = firstEdge[node + 1] as number;
    let next = -1;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      if ((value & 0xff) === letter) {
        next = value >>> 8;
        break;
      }
      rank += counts[value >>> 8] as number;
    }
    node = next;
  }
  const weight = node < 0 ? 0 : (weights[node] as number);
  if (weight === 0 || !meetsLetterCounts(folded, rules.letterIndex, query.contains, query.excludes)) return { total: 0, words: [] };
  const page = new PageCollector(dictionary, query.offset, query.limit);
  page.addWords(folded, rank, weight);
  return { total: weight, words: page.words };
};

/** Whether the word has each `contains` letter as often as asked and no `excludes` letter. */
function meetsLetterCounts(
  folded: string,
  letterIndex: (letter: string) => number | undefined,
  contains: ReadonlyMap<number, number>,
  excludes: ReadonlyMap<number, number>,
): boolean {
  if (contains.size === 0 && excludes.size === 0) return true;
  const occurrences = new Map<number, number>();
  for (const letter of folded) {
    const index = letterIndex(letter) as number;
    occurrences.set(index, (occurrences.get(index) ?? 0) + 1);
  }
  for (const [letter, count] of contains) if ((occurrences.get(letter) ?? 0) < count) return false;
  for (const letter of excludes.keys()) if (occurrences.has(letter)) return false;
  return true;
}
