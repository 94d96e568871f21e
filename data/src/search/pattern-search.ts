import type { Dictionary, DictionaryWord } from '../dictionary';
import type { LetterCounts } from './letter-constraints';
import { type MatchCounter, matchCounter } from './match-counter';
import { isEndAnchored, searchFromTheEnd } from './end-anchored-search';
import { letterIndexOf, letterQueryOf, searchLetters } from './letter-index';
import { forwardSignatures } from './pattern-indexes';
import { prefixNode } from './prefix-node';
import { searchPrefixSuffix, splitAtStar } from './prefix-suffix-search';
import type { ParsedPattern, PatternToken } from './pattern-parser';
import { PageCollector } from './page-collector';
import { DEFAULT_STRATEGY_LIMITS, type SearchStrategyLimits } from './strategy-limits';
import { DEAD, singleLetter, WordAutomaton } from './word-automaton';
import { workMeter } from './work-meter';

export interface PatternQuery {
  pattern: ParsedPattern;
  contains: LetterCounts;
  excludes: LetterCounts;
  offset: number;
  limit: number;
}

export interface SearchPage<Word> {
  /** Every match, not only this page's. */
  total: number;
  words: Word[];
}

const MAX_WORD_LETTERS = 32;

export { warmPatternSearch } from './pattern-indexes';
export { DEFAULT_STRATEGY_LIMITS, type SearchStrategyLimits } from './strategy-limits';

/**
 * Words matching a pattern in dictionary order, with the exact total, the first way that fits:
 * - a plain prefix (`acc*`): the words below its DAWG node;
 * - letters and length only (`*` with contains, `??????` with excludes, `*e*`) on lists with a
 *   letter index: bit sets over the ranks (letter-index.ts);
 * - one star between letters (`[^afok]*je`): the prefix's and the suffix's runs of ranks, crossed
 *   by order statistics (prefix-suffix-search.ts);
 * - a star first, letters last (`*ing`): counted on the words spelled backwards, where its last
 *   letters narrow the search at once (end-anchored-search.ts);
 * - anything else is counted forwards: the number of matches below each (DAWG node, automaton state)
 *   is computed once, subtrees before the offset are skipped by their counts, so page 30,000 costs
 *   about what page 1 does.
 */
export function searchPattern(
  dictionary: Dictionary,
  query: PatternQuery,
  limits: SearchStrategyLimits = DEFAULT_STRATEGY_LIMITS,
): SearchPage<DictionaryWord> {
  const { tokens } = query.pattern;
  if (tokens.filter((token) => token.kind === 'letter').length > MAX_WORD_LETTERS) return { total: 0, words: [] };
  const prefix = literalPrefix(query);
  if (prefix !== null) return searchPrefix(dictionary, prefix, query.offset, query.limit);
  // The index is built (once) only for a query it answers.
  const letterQuery = letterQueryOf(dictionary.dawg, tokens, query.contains, query.excludes);
  const index = letterQuery === null ? null : letterIndexOf(dictionary, limits.letterIndexWords);
  if (index !== null && letterQuery !== null) return searchLetters(dictionary, index, letterQuery, query.offset, query.limit);
  const sides = query.contains.size === 0 && query.excludes.size === 0 ? splitAtStar(tokens) : null;
  if (sides !== null) {
    const page = searchPrefixSuffix(dictionary, sides, query.offset, query.limit, limits.prefixSuffixRunPairs);
    if (page !== null) return page;
  }
  if (isEndAnchored(tokens)) {
    const page = searchFromTheEnd(dictionary, query, limits);
    if (page !== undefined) return page;
  }
  const automaton = new WordAutomaton(tokens, dictionary.rules.alphabet.length, query.contains, query.excludes, forwardSignatures(dictionary));
  const counter = matchCounter(dictionary.dawg, automaton);
  const total = counter.count(dictionary.dawg.root, automaton.start);
  return { total, words: countedPage(dictionary, automaton, counter, query.offset, query.limit) };
}

/**
 * The letters of a pattern that is only letters then one star (`acc*`), with no letter conditions:
 * its matches are exactly the words below one DAWG node. Null for any other query.
 */
function literalPrefix(query: PatternQuery): number[] | null {
  const { tokens } = query.pattern;
  if (tokens.at(-1)?.kind !== 'star' || query.contains.size > 0 || query.excludes.size > 0) return null;
  const letters: number[] = [];
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as PatternToken;
    const letter = token.kind === 'letter' ? singleLetter(token.letters) : -1;
    if (letter < 0) return null;
    letters.push(letter);
  }
  return letters;
}

/** A literal prefix: walk to its node, whose stored count is the total; the page is listed from there. */
function searchPrefix(dictionary: Dictionary, letters: readonly number[], offset: number, limit: number): SearchPage<DictionaryWord> {
  const { dawg } = dictionary;
  const start = prefixNode(dawg, letters);
  if (start === null) return { total: 0, words: [] };
  const { node, rank } = start;
  const page = new PageCollector(dictionary, offset, limit);
  if (limit > 0) page.addSubtree(node, rank, dictionary.foldedOf(letters));
  return { total: dawg.countBelow(node), words: page.words };
}

/** Walks forwards to the page, skipping whole subtrees by their match counts. */
function countedPage(dictionary: Dictionary, automaton: WordAutomaton, counter: MatchCounter, offset: number, limit: number): DictionaryWord[] {
  const { dawg } = dictionary;
  const page = new PageCollector(dictionary, offset, limit);
  const collect = (node: number, state: number, rank: number, folded: string): void => {
    workMeter.tick();
    // Every word below matches: listed by the stored counts, without stepping the automaton.
    if (automaton.acceptsAllBelow(dawg, node, state)) return page.addSubtree(node, rank, folded);
    if (automaton.accepting(state)) page.addWords(folded, rank, dawg.weightOf(node));
    let childRank = rank + dawg.weightOf(node);
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end && !page.full; edge += 1) {
      const target = dawg.edgeTarget(edge);
      const next = automaton.step(state, dawg.edgeLetter(edge));
      if (next !== DEAD) {
        const below = counter.count(target, next);
        if (page.skip >= below) page.skip -= below;
        else collect(target, next, childRank, page.extend(folded, dawg.edgeLetter(edge)));
      }
      childRank += dawg.countBelow(target);
    }
  };
  if (limit > 0 && offset < counter.count(dawg.root, automaton.start)) collect(dawg.root, automaton.start, 0, '');
  return page.words;
}
