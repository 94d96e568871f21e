import { DECLINED, type PatternQuery, type PatternStrategy } from './search-query';
import type { PatternToken } from './pattern-parser';
import { PageCollector } from './page-collector';
import { prefixNode } from './prefix-node';
import { singleLetter } from './word-automaton';

/**
 * The strategy for a plain prefix (`acc*`, no letter or length conditions): its matches are exactly the words
 * below one DAWG node, whose stored count is the total; the page is listed from there.
 */
export const searchLiteralPrefix: PatternStrategy = (dictionary, query) => {
  const letters = literalPrefix(query);
  if (letters === null) return DECLINED;
  const { dawg } = dictionary;
  const start = prefixNode(dawg, letters);
  if (start === null) return { total: 0, words: [] };
  const { node, rank } = start;
  const page = new PageCollector(dictionary, query.offset, query.limit);
  if (query.limit > 0) page.addSubtree(node, rank, dictionary.foldedOf(letters));
  return { total: dawg.countBelow(node), words: page.words };
};

/** The letters of a pattern that is only letters then one star, with no letter or length conditions; null for any other query. */
function literalPrefix(query: PatternQuery): number[] | null {
  const { tokens } = query.pattern;
  if (tokens.at(-1)?.kind !== 'star' || query.contains.size > 0 || query.excludes.size > 0 || query.lengths !== undefined) return null;
  const letters: number[] = [];
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as PatternToken;
    const letter = token.kind === 'letter' ? singleLetter(token.letters) : -1;
    if (letter < 0) return null;
    letters.push(letter);
  }
  return letters;
}
