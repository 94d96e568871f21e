import type { Dictionary } from '../dictionary';
import type { Dawg } from '../dawg/dawg';
import { workMeter } from '../search/work-meter';
import { DEAD, type WordAutomaton } from '../search/word-automaton';
import { sortKeysOf } from './sort-keys';

/** The dense keys a pattern page can be read in key order for (common is sparse: sorted-search.ts reads it from the common words). */
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

const built = new WeakMap<Dictionary, Map<DenseKey, KeyOrder>>();

/** Built on the first query that reads it in key order (one counting sort of the list: tens of milliseconds on the largest). */
export function keyOrderOf(dictionary: Dictionary, key: DenseKey): KeyOrder {
  let orders = built.get(dictionary);
  if (orders === undefined) {
    orders = new Map();
    built.set(dictionary, orders);
  }
  let order = orders.get(key);
  if (order === undefined) {
    workMeter.leaveAllowance();
    const keys = sortKeysOf(dictionary);
    order = countingOrder(key === 'length' ? keys.lengths : key === 'points' ? keys.points : keys.probability);
    orders.set(key, order);
  }
  return order;
}

/** Bytes the key orders of a dictionary hold (those built so far). */
export function keyOrderBytes(dictionary: Dictionary): number {
  let bytes = 0;
  for (const { ranks, starts } of built.get(dictionary)?.values() ?? []) bytes += ranks.byteLength + starts.byteLength;
  return bytes;
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
 * `Dawg.wordAt` finds it), stepping the automaton on each letter; it stops at a dead state, or where
 * every word below matches.
 */
export function matchesAtRank(dawg: Dawg, automaton: WordAutomaton, rank: number): boolean {
  const { firstEdge, edges, weights, counts } = dawg;
  let node = dawg.root;
  let state = automaton.start;
  let remaining = rank;
  for (;;) {
    if (automaton.acceptsAllBelow(dawg, node, state)) return true;
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

/**
 * The ranks at positions offset … offset + limit of a key order (raw values ascending, or
 * descending; ties in rank order) among the words `matches` accepts, testing words in that order and
 * stopping once the page is filled. Null when that took more than `maxTests` tests: the matches are
 * too sparse, or too deep in the order, for this to beat counting them.
 */
export function keyOrderPage(order: KeyOrder, descending: boolean, matches: (rank: number) => boolean, offset: number, limit: number, maxTests: number): number[] | null {
  const { ranks, starts } = order;
  const values = starts.length - 1;
  const page: number[] = [];
  let seen = 0;
  let tests = 0;
  for (let step = 0; step < values; step += 1) {
    const value = descending ? values - 1 - step : step;
    const end = starts[value + 1] as number;
    for (let at = starts[value] as number; at < end; at += 1) {
      if (++tests > maxTests) return null;
      workMeter.tick();
      const rank = ranks[at] as number;
      if (!matches(rank)) continue;
      if (seen >= offset) page.push(rank);
      seen += 1;
      if (page.length === limit) return page;
    }
  }
  return page;
}
