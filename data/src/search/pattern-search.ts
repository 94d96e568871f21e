import type { Dawg } from '../dawg/dawg';
import type { Dictionary, DictionaryWord } from '../dictionary';
import type { LetterCounts } from './letter-constraints';
import { type MatchCounter, matchCounter } from './match-counter';
import { pathSignatures } from './path-signatures';
import type { ParsedPattern, PatternToken } from './pattern-parser';
import { PageCollector } from './page-collector';
import { DEAD, singleLetter, WordAutomaton } from './word-automaton';

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
 * Path signature bits per kind of letter pair (path-signatures.ts). Star-led patterns (`*ai*`) walk
 * the forward DAWG and prune by pairs: wide signatures there (64 bytes a node). End-anchored ones walk
 * the reversed DAWG from their last letters, already narrow: half as wide.
 */
const FORWARD_SIGNATURE_BITS = 256;
const REVERSE_SIGNATURE_BITS = 128;

/** When each way of answering is used; tests lower them to drive every path on small lists. */
export interface SearchStrategyLimits {
  /** End-anchored patterns with at most this many matches are listed from the reversed DAWG and sorted. */
  reverseListing: number;
  /** Beyond that, a page ending at most this deep is found walking forwards until it is full. */
  forwardScan: number;
}

export const DEFAULT_STRATEGY_LIMITS: SearchStrategyLimits = { reverseListing: 50_000, forwardScan: 5_000 };

/**
 * Words matching a pattern in dictionary order, with the exact total.
 *
 * Most patterns are counted forwards: the number of matches below each (DAWG node, automaton state)
 * is computed once, subtrees before the offset are skipped by their counts, so page 30,000 costs
 * about what page 1 does. A pattern that starts with a star but ends with letters (`*ing`) would
 * walk most of the dictionary that way; it is counted on the words spelled backwards instead, where
 * its last letters narrow the search at once.
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
  if (isEndAnchored(tokens)) {
    const page = searchFromTheEnd(dictionary, query, limits);
    if (page !== undefined) return page;
  }
  const automaton = new WordAutomaton(tokens, dictionary.rules.alphabet.length, query.contains, query.excludes, pathSignatures(dictionary.dawg, FORWARD_SIGNATURE_BITS));
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
  let node = dawg.root;
  let rank = 0;
  for (const letter of letters) {
    rank += dawg.weightOf(node);
    const [start, end] = dawg.edgeRange(node);
    let next = -1;
    for (let edge = start; edge < end && next < 0; edge += 1) {
      if (dawg.edgeLetter(edge) === letter) next = dawg.edgeTarget(edge);
      else rank += dawg.countBelow(dawg.edgeTarget(edge));
    }
    if (next < 0) return { total: 0, words: [] };
    node = next;
  }
  const page = new PageCollector(dictionary, offset, limit);
  if (limit > 0) page.addSubtree(node, rank, dictionary.foldedOf(letters));
  return { total: dawg.countBelow(node), words: page.words };
}

function isEndAnchored(tokens: readonly PatternToken[]): boolean {
  return tokens[0]?.kind === 'star' && tokens.at(-1)?.kind === 'letter';
}

/** Walks forwards to the page, skipping whole subtrees by their match counts. */
function countedPage(dictionary: Dictionary, automaton: WordAutomaton, counter: MatchCounter, offset: number, limit: number): DictionaryWord[] {
  const { dawg } = dictionary;
  const page = new PageCollector(dictionary, offset, limit);
  const collect = (node: number, state: number, rank: number, folded: string): void => {
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

/**
 * An end-anchored pattern, counted on the reversed words. Few matches: listed there, mapped to their
 * dictionary ranks and sorted. Many matches and a shallow page: found walking forwards with an
 * any-match test that stops at the first hit. Otherwise undefined: the forward count is needed.
 */
function searchFromTheEnd(dictionary: Dictionary, query: PatternQuery, limits: SearchStrategyLimits): SearchPage<DictionaryWord> | undefined {
  const reverseDawg = dictionary.reverseDawg;
  const reversedTokens = [...query.pattern.tokens].reverse();
  const automaton = new WordAutomaton(reversedTokens, dictionary.rules.alphabet.length, query.contains, query.excludes, pathSignatures(reverseDawg, REVERSE_SIGNATURE_BITS));
  const counter = matchCounter(reverseDawg, automaton);
  const total = counter.count(reverseDawg.root, automaton.start);
  if (query.offset >= total || query.limit === 0) return { total, words: [] };
  if (total <= limits.reverseListing) {
    const ranks = listReverseMatches(reverseDawg, automaton, counter, dictionary.reverseToForward, total).sort();
    const page = ranks.subarray(query.offset, query.offset + query.limit);
    return { total, words: Array.from(page, (rank) => dictionary.wordAt(rank)) };
  }
  if (query.offset + query.limit <= limits.forwardScan) {
    const forward = new WordAutomaton(query.pattern.tokens, dictionary.rules.alphabet.length, query.contains, query.excludes, pathSignatures(dictionary.dawg, FORWARD_SIGNATURE_BITS));
    return { total, words: firstMatches(dictionary, forward, query.offset, query.limit) };
  }
  return undefined;
}

/** Every match in the reversed DAWG, as dictionary ranks (unsorted). */
function listReverseMatches(dawg: Dawg, automaton: WordAutomaton, counter: MatchCounter, reverseToForward: Uint32Array, total: number): Uint32Array {
  const ranks = new Uint32Array(total);
  let found = 0;
  const walk = (node: number, state: number, rank: number): void => {
    const weight = dawg.weightOf(node);
    if (automaton.accepting(state)) for (let i = 0; i < weight; i += 1) ranks[found++] = reverseToForward[rank + i] as number;
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
  const known = new Map<number, boolean>();
  const hasMatch = (node: number, state: number): boolean => {
    if (automaton.acceptsAllBelow(dawg, node, state)) return dawg.countBelow(node) > 0;
    if ((dawg.height[node] as number) < (automaton.minimumRemaining[state] as number)) return false;
    const key = state * dawg.nodeCount + node;
    const cached = known.get(key);
    if (cached !== undefined) return cached;
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
