import { DECLINED, type PatternStrategy } from './search-query';
import { meetsLetterCounts } from './letter-constraints';
import { PageCollector } from './page-collector';
import { singleLetter } from './word-automaton';

/**
 * The strategy for a pattern without wildcards (`cat`, `ete` for été): "is this word playable?", the
 * query a word game sends most. The word's letters are looked up with one step down the DAWG per
 * letter (Dawg.find, which reads the rank on the way), with `contains` and `excludes` checked on the
 * pattern's own letters. The total is the number of spellings that fold to those letters (0 when none does).
 */
export const searchExactWord: PatternStrategy = (dictionary, query) => {
  // A star-free pattern has one length: the dispatcher settles a range against it before (length-range.ts).
  if (query.lengths !== undefined) return DECLINED;
  const letters: number[] = [];
  for (const token of query.pattern.tokens) {
    const letter = token.kind === 'letter' ? singleLetter(token.letters) : -1;
    if (letter < 0) return DECLINED;
    letters.push(letter);
  }
  const position = dictionary.dawg.find(letters);
  const folded = dictionary.foldedOf(letters);
  if (position === null || !meetsLetterCounts(folded, dictionary.rules.letterIndex, query.contains, query.excludes)) return { total: 0, words: [] };
  const page = new PageCollector(dictionary, query.offset, query.limit);
  page.addWords(folded, position.rank, position.weight);
  return { total: position.weight, words: page.words };
};
