import type { Dictionary, DictionaryWord } from '../dictionary';
import { withAutomaton } from './automaton-cache';
import { type MatchCounter, matchCounter } from './match-counter';
import { PageCollector } from './page-collector';
import type { PatternStrategy } from './search-query';
import { DEAD, type WordAutomaton } from './word-automaton';
import { workMeter } from './work-meter';

/**
 * The strategy that answers every pattern, and so never declines: the number of matches below each
 * (DAWG node, automaton state) is computed once, subtrees before the offset are skipped by their
 * counts, so page 30,000 costs about what page 1 does.
 */
export const searchCountedForwards: PatternStrategy = (dictionary, query) =>
  withAutomaton(dictionary, 'forward', { tokens: query.pattern.tokens, contains: query.contains, excludes: query.excludes, lengths: query.lengths }, (automaton) => {
    const counter = matchCounter(dictionary.dawg, automaton);
    const total = counter.count(dictionary.dawg.root, automaton.start);
    return { total, words: countedPage(dictionary, automaton, counter, query.offset, query.limit) };
  });

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
