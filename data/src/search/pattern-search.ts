import type { Dictionary, DictionaryWord } from '../dictionary';
import type { LetterCounts } from './letter-constraints';
import type { ParsedPattern } from './pattern-parser';
import { matchCounter } from './match-counter';
import { DEAD, WordAutomaton } from './word-automaton';

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
/**
 * Words matching a pattern in dictionary order, with the exact total. Subtrees before the offset are
 * skipped by their counts, so page 30,000 costs about what page 1 does.
 */
export function searchPattern(dictionary: Dictionary, query: PatternQuery): SearchPage<DictionaryWord> {
  const { dawg } = dictionary;
  const automaton = new WordAutomaton(query.pattern.tokens, dictionary.rules.alphabet.length, query.contains, query.excludes);
  if (automaton.minimumLength > MAX_WORD_LETTERS) return { total: 0, words: [] };
  const counter = matchCounter(dawg, automaton);
  const total = counter.count(dawg.root, automaton.start);
  const words: DictionaryWord[] = [];
  if (query.offset >= total || query.limit === 0) return { total, words };

  let skip = query.offset;
  const letters: number[] = [];
  const collect = (node: number, state: number, rank: number): void => {
    if (automaton.accepting(state)) {
      const weight = dawg.weightOf(node);
      const taken = Math.min(weight, skip);
      skip -= taken;
      if (weight > taken) {
        const folded = dictionary.foldedOf(letters);
        for (let i = taken; i < weight && words.length < query.limit; i += 1) {
          words.push({ word: dictionary.spellingAt(rank + i, folded), folded, rank: rank + i });
        }
      }
    }
    let childRank = rank + dawg.weightOf(node);
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end && words.length < query.limit; edge += 1) {
      const target = dawg.edgeTarget(edge);
      const next = automaton.step(state, dawg.edgeLetter(edge));
      if (next !== DEAD) {
        const below = counter.count(target, next);
        if (skip >= below) skip -= below;
        else {
          letters.push(dawg.edgeLetter(edge));
          collect(target, next, childRank);
          letters.pop();
        }
      }
      childRank += dawg.countBelow(target);
    }
  };
  collect(dawg.root, automaton.start, 0);
  return { total, words };
}
