import type { Dictionary } from '../dictionary';
import type { Dawg } from '../dawg/dawg';
import { workMeter } from '../search/work-meter';
import { DEAD, type WordAutomaton } from '../search/word-automaton';
import { rebuildable, rebuildableBytes } from './rebuildable-tables';
import { sortKeysOf } from './sort-keys';

/** The dense keys a pattern page can be read in key order for (common is sparse: rank-keys.ts reads it from the common words). */
export type DenseKey = 'length' | 'points' | 'probability';

/**
 * Every dictionary rank sorted by one key's raw value, ties in rank order (a pattern's default
 * order): the words of raw value v are ranks[starts[v]] … ranks[starts[v + 1] - 1]. Read in bucket
 * order, it lists the dictionary in any order of that key, so a page is found by testing words in
 * that order until it is filled, rather than by counting every match per key.
 */
export interface KeyOrder {
  ranks: Uint32Array;
  starts: Uint32Array;
}

const KEY_ORDER = 'pattern key order ';
const LETTER_SETS = 'letter sets';

export const keyOrderSize = ({ ranks, starts }: KeyOrder): number => ranks.byteLength + starts.byteLength;

/**
 * Built on the first query that reads it in key order (one counting sort of the list: tens of
 * milliseconds on the largest), and kept within the rebuildable tables' budget (rebuildable-tables.ts).
 */
export function keyOrderOf(dictionary: Dictionary, key: DenseKey): KeyOrder {
  return rebuildable(
    dictionary,
    KEY_ORDER + key,
    () => {
      workMeter.leaveAllowance();
      const keys = sortKeysOf(dictionary);
      return countingOrder(key === 'length' ? keys.lengths : key === 'points' ? keys.points : keys.probability);
    },
    keyOrderSize,
  );
}

/** Bytes the key orders of a dictionary hold now (those built and not dropped). */
export function keyOrderBytes(dictionary: Dictionary): number {
  return rebuildableBytes(dictionary, KEY_ORDER);
}

/** Bytes the letter sets of a dictionary hold now (0 until built, or once dropped). */
export function letterSetBytes(dictionary: Dictionary): number {
  return rebuildableBytes(dictionary, LETTER_SETS);
}

/**
 * Each word's letters as a set (64 bits in two halves, as the DAWG's `lettersBelow`), by rank: a
 * word lacking a letter the query needs, or holding one it excludes, is turned down by two reads
 * rather than a descent. Built on the first query in key order that has `contains` or `excludes`
 * letters or single letters in its pattern (one walk of the DAWG), 8 bytes a word.
 */
export interface LetterSets {
  low: Uint32Array;
  high: Uint32Array;
}

export function letterSetsOf(dictionary: Dictionary): LetterSets {
  return rebuildable(
    dictionary,
    LETTER_SETS,
    () => {
      workMeter.leaveAllowance();
      return buildLetterSets(dictionary.dawg, dictionary.wordCount);
    },
    (sets) => sets.low.byteLength + sets.high.byteLength,
  );
}

function buildLetterSets(dawg: Dawg, wordCount: number): LetterSets {
  const low = new Uint32Array(wordCount);
  const high = new Uint32Array(wordCount);
  const { firstEdge, edges, weights } = dawg;
  let rank = 0;
  const visit = (node: number, pathLow: number, pathHigh: number): void => {
    const weight = weights[node] as number;
    for (let i = 0; i < weight; i += 1) {
      low[rank] = pathLow;
      high[rank] = pathHigh;
      rank += 1;
    }
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const letter = value & 0xff;
      visit(value >>> 8, letter < 32 ? (pathLow | (1 << letter)) >>> 0 : pathLow, letter >= 32 ? (pathHigh | (1 << (letter - 32))) >>> 0 : pathHigh);
    }
  };
  visit(dawg.root, 0, 0);
  return { low, high };
}

function countingOrder(values: ArrayLike<number>): KeyOrder {
  let most = 0;
  for (let rank = 0; rank < values.length; rank += 1) if ((values[rank] as number) > most) most = values[rank] as number;
  const starts = new Uint32Array(most + 2);
  for (let rank = 0; rank < values.length; rank += 1) starts[(values[rank] as number) + 1] = (starts[(values[rank] as number) + 1] as number) + 1;
  for (let value = 1; value < starts.length; value += 1) starts[value] = (starts[value] as number) + (starts[value - 1] as number);
  const next = starts.slice(0, most + 1);
  const ranks = new Uint32Array(values.length);
  for (let rank = 0; rank < values.length; rank += 1) {
    const value = values[rank] as number;
    ranks[next[value] as number] = rank;
    next[value] = (next[value] as number) + 1;
  }
  return { ranks, starts };
}

/**
 * Whether the word of a rank matches the automaton: one descent of the DAWG to the word (as
 * `Dawg.wordAt` finds it), stepping the automaton on each letter; it stops at a dead state, where no
 * word below has a letter the state needs, or where every word below matches.
 */
export function matchesAtRank(dawg: Dawg, automaton: WordAutomaton, rank: number): boolean {
  const { firstEdge, edges, weights, counts } = dawg;
  let node = dawg.root;
  let state = automaton.start;
  let remaining = rank;
  const { lettersBelowLow, lettersBelowHigh } = dawg;
  for (;;) {
    if (automaton.acceptsAllBelow(dawg, node, state)) return true;
    // Letters the state still needs that no word below has: this one has them neither.
    const requiredLow = automaton.requiredLow[state] as number;
    const requiredHigh = automaton.requiredHigh[state] as number;
    if (((lettersBelowLow[node] as number) & requiredLow) >>> 0 !== requiredLow || ((lettersBelowHigh[node] as number) & requiredHigh) >>> 0 !== requiredHigh) return false;
    const weight = weights[node] as number;
    if (remaining < weight) return automaton.accepts[state] === true;
    remaining -= weight;
    const end = firstEdge[node + 1] as number;
    let edge = firstEdge[node] as number;
    for (; edge < end; edge += 1) {
      const below = counts[(edges[edge] as number) >>> 8] as number;
      if (remaining < below) break;
      remaining -= below;
    }
    const value = edges[edge] as number;
    state = automaton.step(state, value & 0xff);
    if (state === DEAD) return false;
    node = value >>> 8;
  }
}

/** Tests between two looks at whether the page is on course to fill within the allowed tests. */
const PROJECTION_EVERY = 4096;

/**
 * The ranks at positions offset … offset + limit of a key order (raw values ascending, or
 * descending; ties in rank order) among the words `matches` accepts, testing words in that order and
 * stopping once the page is filled; raw values outside [lowest, highest] hold no match and are
 * skipped whole, and a word `possible` turns down is not tested. Null when it would take more than `maxTests` tests (as projected from the matches
 * met so far, or spent): the matches are too sparse, or too deep in the order, for this to beat
 * counting them, and little is lost on the way.
 */
export function keyOrderPage(
  order: KeyOrder,
  descending: boolean,
  bounds: { lowest: number; highest: number },
  matcher: { possible(rank: number): boolean; matches(rank: number): boolean },
  offset: number,
  limit: number,
  maxTests: number,
): number[] | null {
  const { ranks, starts } = order;
  const lowest = Math.max(0, bounds.lowest);
  const highest = Math.min(starts.length - 2, bounds.highest);
  const needed = offset + limit;
  const page: number[] = [];
  let seen = 0;
  /** Descents made (words `possible` turns down cost a byte read, and are not counted). */
  let tests = 0;
  for (let step = 0; step <= highest - lowest; step += 1) {
    const value = descending ? highest - step : lowest + step;
    const end = starts[value + 1] as number;
    workMeter.spend(end - (starts[value] as number));
    for (let at = starts[value] as number; at < end; at += 1) {
      const rank = ranks[at] as number;
      if (!matcher.possible(rank)) continue;
      tests += 1;
      if (tests > maxTests || (tests % PROJECTION_EVERY === 0 && (needed * tests) / Math.max(seen, 1) > maxTests)) return null;
      workMeter.tick();
      if (!matcher.matches(rank)) continue;
      if (seen >= offset) page.push(rank);
      seen += 1;
      if (page.length === limit) return page;
    }
  }
  return page;
}
