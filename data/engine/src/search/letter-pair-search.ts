import { letterPairCountsOf } from './letter-pair-tables';
import { matchCounter } from './match-counter';
import { PageCollector } from './page-collector';
import { forwardSignatures } from './pattern-indexes';
import type { PatternToken } from './pattern-parser';
import { DECLINED, LETTER_INDEX_MAX_WORDS, type PatternStrategy } from './search-query';
import { DEAD, singleLetter, WordAutomaton } from './word-automaton';
import { workMeter } from './work-meter';

/** `*xy*`, `*x*y*` or `*x*y*z*` with single letters: where its total is in the tables; else null. */
export function letterSequenceOf(tokens: readonly PatternToken[], letters: number): { table: 'adjacent' | 'ordered' | 'orderedTriples'; index: number } | null {
  const star = (token: PatternToken | undefined): boolean => token?.kind === 'star';
  const letter = (token: PatternToken | undefined): number => (token?.kind === 'letter' ? singleLetter(token.letters) : -1);
  if (!star(tokens[0]) || !star(tokens.at(-1))) return null;
  if (tokens.length === 4) {
    const x = letter(tokens[1]);
    const y = letter(tokens[2]);
    return x >= 0 && y >= 0 ? { table: 'adjacent', index: x * letters + y } : null;
  }
  if (tokens.length === 5 && star(tokens[2])) {
    const x = letter(tokens[1]);
    const y = letter(tokens[3]);
    return x >= 0 && y >= 0 ? { table: 'ordered', index: x * letters + y } : null;
  }
  if (tokens.length === 7 && star(tokens[2]) && star(tokens[4])) {
    const x = letter(tokens[1]);
    const y = letter(tokens[3]);
    const z = letter(tokens[5]);
    return x >= 0 && y >= 0 && z >= 0 ? { table: 'orderedTriples', index: (x * letters + y) * letters + z } : null;
  }
  return null;
}

/**
 * The strategy for `*xy*`, `*x*y*` and `*x*y*z*` without `contains`, `excludes` or lengths, on lists that keep the
 * tables and for pages ending within `forwardScan` matches (the walk passes over the offset's
 * matches one by one, not by counts).
 */
export const searchByLetterPairs: PatternStrategy = (dictionary, query, limits) => {
  // The tables count words of every length: a length range is the automaton's to apply.
  if (query.contains.size > 0 || query.excludes.size > 0 || query.lengths !== undefined) return DECLINED;
  if (dictionary.wordCount > (limits.letterPairWords ?? LETTER_INDEX_MAX_WORDS)) return DECLINED;
  if (query.offset + query.limit > limits.forwardScan) return DECLINED;
  const sequence = letterSequenceOf(query.pattern.tokens, dictionary.rules.alphabet.length);
  if (sequence === null) return DECLINED;
  const total = letterPairCountsOf(dictionary)[sequence.table][sequence.index] as number;
  if (query.limit === 0 || query.offset >= total) return { total, words: [] };

  const { dawg } = dictionary;
  const automaton = new WordAutomaton(query.pattern.tokens, dictionary.rules.alphabet.length, query.contains, query.excludes, forwardSignatures(dictionary));
  // Only its pruning (letters and letter pairs a subtree must hold) is used: nothing is counted.
  const pruning = matchCounter(dawg, automaton);
  const page = new PageCollector(dictionary, query.offset, query.limit);
  const collect = (node: number, state: number, rank: number, folded: string): void => {
    workMeter.tick();
    if (automaton.acceptsAllBelow(dawg, node, state)) return page.addSubtree(node, rank, folded);
    if (automaton.accepting(state)) page.addWords(folded, rank, dawg.weightOf(node));
    let childRank = rank + dawg.weightOf(node);
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end && !page.full; edge += 1) {
      const target = dawg.edgeTarget(edge);
      const next = automaton.step(state, dawg.edgeLetter(edge));
      if (next !== DEAD && pruning.mayMatch(target, next)) collect(target, next, childRank, page.extend(folded, dawg.edgeLetter(edge)));
      childRank += dawg.countBelow(target);
    }
  };
  collect(dawg.root, automaton.start, 0, '');
  return { total, words: page.words };
};
