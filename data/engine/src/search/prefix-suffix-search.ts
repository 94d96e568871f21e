import type { Dawg } from '../dawg/dawg';
import type { Dictionary, DictionaryWord } from '../dictionary';
import { rankQuantilesOf } from './pattern-indexes';
import type { PatternToken } from './pattern-parser';
import { DECLINED, type PatternStrategy, type SearchPage } from './search-query';
import type { PositionRange, RankQuantiles } from './rank-quantiles';

/**
 * Patterns with one star between letters, `[^afok]*je` or `?[ger]*[^sqk]`, without letter conditions:
 * the words whose first letters match the part before the star and whose last letters match the
 * part after it, and that are long enough for both. Walking the DAWG for them visits every word
 * below the first part, since the star lets any letters through.
 *
 * Instead, the first part's words are runs of dictionary ranks (the subtrees it leads to) and the
 * last part's are runs of reversed-dictionary ranks; a word matches both when its dictionary rank,
 * read at its reversed rank, falls in the first runs. Order statistics over the reverse-to-forward
 * ranks count that per run and find the page at any depth. Words too short to hold both parts apart
 * (`jje` for `j*je`) are in both sets without matching: they are few, found below the first part's
 * nodes, and taken out.
 */

/** Nodes either side may lead to: the first part's are each searched for words too short to match. */
const MAX_PART_NODES = 256;
/** Nodes visited looking for words too short to match (`a*bcdef` looks 5 letters below every `a`). */
const MAX_OVERLAP_VISITS = 20_000;

interface PrefixSuffixPattern {
  prefix: readonly Uint8Array[];
  suffix: readonly Uint8Array[];
}

/** The two sides of a pattern with exactly one star, letters on both sides; null for any other. */
export function splitAtStar(tokens: readonly PatternToken[]): PrefixSuffixPattern | null {
  const star = tokens.findIndex((token) => token.kind === 'star');
  if (star <= 0 || star === tokens.length - 1 || tokens.findIndex((token, index) => index > star && token.kind === 'star') >= 0) return null;
  const lettersOf = (part: readonly PatternToken[]): Uint8Array[] => part.map((token) => (token as Extract<PatternToken, { kind: 'letter' }>).letters);
  return { prefix: lettersOf(tokens.slice(0, star)), suffix: lettersOf(tokens.slice(star + 1)) };
}

/** A node reached by reading a pattern part, with the rank of its first word and the letters read. */
interface PartNode {
  node: number;
  rank: number;
  letters: number[];
}

/** The nodes `classes.length` letters down whose path matches the classes, in rank order; null past `most`. */
function nodesAfter(dawg: Dawg, classes: readonly Uint8Array[], most: number): PartNode[] | null {
  const found: PartNode[] = [];
  const walk = (node: number, rank: number, letters: number[]): boolean => {
    const depth = letters.length;
    if (depth === classes.length) {
      found.push({ node, rank, letters });
      return found.length <= most;
    }
    const accepted = classes[depth] as Uint8Array;
    let childRank = rank + dawg.weightOf(node);
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end; edge += 1) {
      const target = dawg.edgeTarget(edge);
      const letter = dawg.edgeLetter(edge);
      if (accepted[letter] === 1 && !walk(target, childRank, [...letters, letter])) return false;
      childRank += dawg.countBelow(target);
    }
    return true;
  };
  return walk(dawg.root, 0, []) ? found : null;
}

/** The nodes' words as runs of ranks, touching runs merged. */
function runsOf(dawg: Dawg, nodes: readonly PartNode[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const { node, rank } of nodes) {
    const last = runs.at(-1);
    if (last !== undefined && last[1] === rank) last[1] += dawg.countBelow(node);
    else runs.push([rank, rank + dawg.countBelow(node)]);
  }
  return runs;
}

/**
 * Dictionary ranks of the words below the prefix nodes shorter than prefix + suffix whose last letters
 * match the suffix anyway: counted by both sides, matched by neither. Sorted.
 */
function overlappingWords(dawg: Dawg, prefixNodes: readonly PartNode[], suffix: readonly Uint8Array[]): number[] | null {
  const ranks: number[] = [];
  let visits = 0;
  const endsWithSuffix = (letters: readonly number[]): boolean =>
    letters.length >= suffix.length && suffix.every((accepted, i) => accepted[letters[letters.length - suffix.length + i] as number] === 1);
  const walk = (node: number, rank: number, letters: number[], below: number): void => {
    visits += 1;
    const weight = dawg.weightOf(node);
    if (weight > 0 && endsWithSuffix(letters)) for (let i = 0; i < weight; i += 1) ranks.push(rank + i);
    if (below + 1 >= suffix.length) return;
    let childRank = rank + weight;
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end; edge += 1) {
      const target = dawg.edgeTarget(edge);
      walk(target, childRank, [...letters, dawg.edgeLetter(edge)], below + 1);
      childRank += dawg.countBelow(target);
    }
  };
  for (const { node, rank, letters } of prefixNodes) {
    walk(node, rank, letters, 0);
    if (visits > MAX_OVERLAP_VISITS) return null;
  }
  return ranks;
}

/** How many of the sorted values lie in [from, to). */
function countIn(sorted: readonly number[], from: number, to: number): number {
  return lowerBound(sorted, to) - lowerBound(sorted, from);
}

function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The strategy for one star between letters and no letter conditions (`[^afok]*je`): the prefix's
 * and the suffix's runs of ranks, crossed by order statistics.
 */
export const searchByPrefixAndSuffix: PatternStrategy = (dictionary, query, limits) => {
  // The runs cross every length: a length range is the automaton's to apply.
  if (query.contains.size > 0 || query.excludes.size > 0 || query.lengths !== undefined) return DECLINED;
  const sides = splitAtStar(query.pattern.tokens);
  if (sides === null) return DECLINED;
  return searchPrefixSuffix(dictionary, sides, query.offset, query.limit, limits.prefixSuffixRunPairs);
};

/**
 * The page, or DECLINED when the sides are too broad for this way: more than `maxRunPairs` pairs of
 * a prefix run and a suffix run (each pair costs two order-statistics counts).
 */
function searchPrefixSuffix(
  dictionary: Dictionary,
  pattern: PrefixSuffixPattern,
  offset: number,
  limit: number,
  maxRunPairs: number,
): SearchPage<DictionaryWord> | typeof DECLINED {
  const prefixNodes = nodesAfter(dictionary.dawg, pattern.prefix, MAX_PART_NODES);
  if (prefixNodes === null) return DECLINED;
  const prefixRuns = runsOf(dictionary.dawg, prefixNodes);
  const suffixNodes = nodesAfter(dictionary.reverseDawg, [...pattern.suffix].reverse(), MAX_PART_NODES);
  if (suffixNodes === null) return DECLINED;
  const suffixRuns: PositionRange[] = runsOf(dictionary.reverseDawg, suffixNodes);
  if (prefixRuns.length * Math.max(1, suffixRuns.length) > maxRunPairs) return DECLINED;
  const overlapping = overlappingWords(dictionary.dawg, prefixNodes, pattern.suffix);
  if (overlapping === null) return DECLINED;

  const order = rankQuantilesOf(dictionary);
  // Per prefix run: values of the suffix runs inside it, before taking out the overlapping words.
  const inRun = prefixRuns.map(([from, to]) => (suffixRuns.length === 0 ? 0 : order.countBelow(suffixRuns, to) - order.countBelow(suffixRuns, from)));
  const total = inRun.reduce((sum, count) => sum + count, 0) - overlapping.length;
  const words: DictionaryWord[] = [];
  let skip = offset;
  for (let run = 0; run < prefixRuns.length && words.length < limit; run += 1) {
    const [from, to] = prefixRuns[run] as [number, number];
    const matches = (inRun[run] as number) - countIn(overlapping, from, to);
    if (skip >= matches) {
      skip -= matches;
      continue;
    }
    for (const rank of pageInRun(order, suffixRuns, overlapping, from, to, skip, limit - words.length)) words.push(dictionary.wordAt(rank));
    skip = 0;
  }
  return { total, words };
}

/**
 * Up to `limit` matching ranks in [from, to), after skipping `skip` of them: suffix-run values in
 * order, overlapping words left out.
 */
function pageInRun(order: RankQuantiles, suffixRuns: readonly PositionRange[], overlapping: readonly number[], from: number, to: number, skip: number, limit: number): number[] {
  const before = order.countBelow(suffixRuns, from);
  // The first value to list is the (skip + overlapping words below it)-th of the run: settle how many
  // overlapping words lie below it, a count that only grows, until it stops changing. An overlapping
  // word found there is passed over by the listing below.
  let passed = 0;
  let first = order.kthSmallest(suffixRuns, before + skip);
  for (let below = countIn(overlapping, from, first); below !== passed; below = countIn(overlapping, from, first)) {
    passed = below;
    first = order.kthSmallest(suffixRuns, before + skip + passed);
  }
  const ranks: number[] = [];
  let next = first;
  while (ranks.length < limit && next < to) {
    const batch = order.valuesInOrder(suffixRuns, next, limit - ranks.length + countIn(overlapping, next, to));
    for (const rank of batch) {
      if (rank >= to || ranks.length >= limit) break;
      if (countIn(overlapping, rank, rank + 1) === 0) ranks.push(rank);
    }
    const last = batch.at(-1);
    if (last === undefined || batch.length === 0) break;
    next = last + 1;
  }
  return ranks;
}
