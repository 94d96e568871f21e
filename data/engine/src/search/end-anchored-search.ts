import type { Dawg } from '../dawg/dawg';
import type { Dictionary, DictionaryWord } from '../dictionary';
import { withAutomaton } from './automaton-cache';
import { type MatchCounter, matchCounter } from './match-counter';
import { PageCollector } from './page-collector';
import { rankQuantilesOf } from './pattern-indexes';
import type { PatternToken } from './pattern-parser';
import type { PositionRange } from './rank-quantiles';
import { DECLINED, type PatternStrategy } from './search-query';
import { DEAD, type WordAutomaton } from './word-automaton';
import { workMeter } from './work-meter';

/** Up to this many matches, listing and sorting them is cheaper than order statistics (en `*eap`: 13 against 49 µs). */
const LISTING_BEATS_RANGES = 1_000;

function isEndAnchored(tokens: readonly PatternToken[]): boolean {
  return tokens[0]?.kind === 'star' && tokens.at(-1)?.kind === 'letter';
}

/**
 * An end-anchored pattern (`*ing`), counted on the reversed words, where its last letters narrow the
 * search at once. The page, in dictionary order:
 * - up to a thousand matches: listed, mapped to their dictionary ranks and sorted;
 * - matches that form few runs of reversed ranks: the k-th smallest dictionary rank over those runs
 *   is the page's first word, the next ones follow in order, however deep the page;
 * - otherwise few matches: listed, mapped to their dictionary ranks and sorted;
 * - otherwise a shallow page: found walking forwards with an any-match test that stops at the first hit;
 * - otherwise DECLINED: the forward count is needed.
 */
export const searchFromTheEnd: PatternStrategy = (dictionary, query, limits) => {
  if (!isEndAnchored(query.pattern.tokens)) return DECLINED;
  const reverseDawg = dictionary.reverseDawg;
  // A word has the same length spelled backwards: the length range applies to the reversed words as it is.
  const { contains, excludes, lengths } = query;
  return withAutomaton(dictionary, 'reverse', { tokens: [...query.pattern.tokens].reverse(), contains, excludes, lengths }, (automaton) => {
    const counter = matchCounter(reverseDawg, automaton);
    const total = counter.count(reverseDawg.root, automaton.start);
    if (query.offset >= total || query.limit === 0) return { total, words: [] };
    const listable = total <= limits.reverseListing;
    const ranges = listable && total <= LISTING_BEATS_RANGES ? null : matchRanges(reverseDawg, automaton, counter, limits.reverseRanges);
    if (ranges !== null) {
      const order = rankQuantilesOf(dictionary);
      const first = order.kthSmallest(ranges, query.offset);
      return { total, words: order.valuesInOrder(ranges, first, query.limit).map((rank) => dictionary.wordAt(rank)) };
    }
    if (listable) {
      const ranks = listReverseMatches(dictionary, automaton, counter, total).sort();
      const page = ranks.subarray(query.offset, query.offset + query.limit);
      return { total, words: Array.from(page, (rank) => dictionary.wordAt(rank)) };
    }
    if (query.offset + query.limit <= limits.forwardScan) {
      const words = withAutomaton(dictionary, 'forward', { tokens: query.pattern.tokens, contains, excludes, lengths }, (forward) => firstMatches(dictionary, forward, query.offset, query.limit));
      return { total, words };
    }
    return DECLINED;
  });
};

/**
 * The matches in the reversed DAWG as runs of its ranks, in rank order, touching runs merged: a
 * subtree where every word matches is one run, any other matching word one of its own. Null as soon
 * as there would be more than `most`.
 */
function matchRanges(dawg: Dawg, automaton: WordAutomaton, counter: MatchCounter, most: number): PositionRange[] | null {
  const ranges: Array<[number, number]> = [];
  const add = (start: number, size: number): boolean => {
    const last = ranges.at(-1);
    if (last !== undefined && last[1] === start) last[1] += size;
    else ranges.push([start, start + size]);
    return ranges.length <= most;
  };
  const walk = (node: number, state: number, rank: number): boolean => {
    workMeter.tick();
    if (automaton.acceptsAllBelow(dawg, node, state)) return add(rank, dawg.countBelow(node));
    const weight = dawg.weightOf(node);
    if (automaton.accepting(state) && weight > 0 && !add(rank, weight)) return false;
    let childRank = rank + weight;
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end; edge += 1) {
      const target = dawg.edgeTarget(edge);
      const next = automaton.step(state, dawg.edgeLetter(edge));
      if (next !== DEAD && counter.count(target, next) > 0 && !walk(target, next, childRank)) return false;
      childRank += dawg.countBelow(target);
    }
    return true;
  };
  return walk(dawg.root, automaton.start, 0) ? ranges : null;
}

/** Every match in the reversed DAWG, as dictionary ranks (unsorted). */
function listReverseMatches(dictionary: Dictionary, automaton: WordAutomaton, counter: MatchCounter, total: number): Uint32Array {
  const dawg = dictionary.reverseDawg;
  const ranks = new Uint32Array(total);
  let found = 0;
  const walk = (node: number, state: number, rank: number): void => {
    workMeter.tick();
    const weight = dawg.weightOf(node);
    if (automaton.accepting(state)) for (let i = 0; i < weight; i += 1) ranks[found++] = dictionary.forwardRankOf(rank + i);
    let childRank = rank + weight;
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end; edge += 1) {
      const target = dawg.edgeTarget(edge);
      const next = automaton.step(state, dawg.edgeLetter(edge));
      if (next !== DEAD && counter.count(target, next) > 0) walk(target, next, childRank);
      childRank += dawg.countBelow(target);
    }
  };
  walk(dawg.root, automaton.start, 0);
  return ranks;
}

/**
 * The matches at positions offset .. offset + limit, walking forwards without counting: each subtree
 * is only asked whether it holds any match, and that question stops at the first one it finds.
 */
function firstMatches(dictionary: Dictionary, automaton: WordAutomaton, offset: number, limit: number): DictionaryWord[] {
  const { dawg } = dictionary;
  // Only its pruning is used: a subtree that cannot match is never entered.
  const pruning = matchCounter(dawg, automaton);
  const known = new Map<number, boolean>();
  const hasMatch = (node: number, state: number): boolean => {
    if (automaton.acceptsAllBelow(dawg, node, state)) return dawg.countBelow(node) > 0;
    if (!pruning.mayMatch(node, state)) return false;
    const key = state * dawg.nodeCount + node;
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    workMeter.tick();
    let found = automaton.accepting(state) && dawg.weightOf(node) > 0;
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end && !found; edge += 1) {
      const next = automaton.step(state, dawg.edgeLetter(edge));
      found = next !== DEAD && hasMatch(dawg.edgeTarget(edge), next);
    }
    known.set(key, found);
    return found;
  };

  const page = new PageCollector(dictionary, offset, limit);
  const collect = (node: number, state: number, rank: number, folded: string): void => {
    workMeter.tick();
    if (automaton.acceptsAllBelow(dawg, node, state)) return page.addSubtree(node, rank, folded);
    const weight = dawg.weightOf(node);
    if (automaton.accepting(state) && weight > 0) page.addWords(folded, rank, weight);
    let childRank = rank + weight;
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end && !page.full; edge += 1) {
      const target = dawg.edgeTarget(edge);
      const next = automaton.step(state, dawg.edgeLetter(edge));
      if (next !== DEAD && hasMatch(target, next)) collect(target, next, childRank, page.extend(folded, dawg.edgeLetter(edge)));
      childRank += dawg.countBelow(target);
    }
  };
  collect(dawg.root, automaton.start, 0, '');
  return page.words;
}
