import type { Dictionary } from '../dictionary';
import type { PickedMatch } from '../search/anagram-page';
import type { AnagramTables } from '../search/anagram-tables';
import { unpackRanks } from '../packed-ranks';
import { blankRackOrderOf } from '../search/blank-rack-order';
import type { Rack } from '../search/rack';
import { workMeter } from '../search/work-meter';
import { rackMakes } from './common-anagrams';
import { type CommonWords, commonPlaceAt } from './common-words';
import { type KeyOrder, keyOrderPage, keyOrderSize } from './key-order';
import { rebuildable, rebuildableBytes } from './rebuildable-tables';
import { sortKeysOf } from './sort-keys';

/**
 * Anagram pages in the points or probability order, or the common order, found by testing words
 * against the rack in that order until the page is filled (the total comes from the walk's count).
 * Ties keep the anagram default order (longest, then highest points, then rank), so the orders are
 * built from that order, the blank-rack order (blank-rack-order.ts), by a stable counting sort on the
 * key: it holds every word a rack can make when every tile of the rack is one a blank may play.
 */

export type AnagramDenseKey = 'points' | 'probability';

const RACK_KEY_ORDER = 'rack key order ';
const BLANK_RACK_RANKS = 'blank-rack ranks';

/**
 * The blank-rack order's ranks as one Uint32Array, for the sorted searches that read them as an array:
 * the order keeps them packed (three bytes a rank), so the unpacked copy is a rebuildable table, kept
 * within the budget like the key orders.
 */
export function blankRackRanksOf(dictionary: Dictionary, tables: AnagramTables): Uint32Array {
  return rebuildable(
    dictionary,
    BLANK_RACK_RANKS,
    () => {
      workMeter.leaveAllowance();
      return unpackRanks(blankRackOrderOf(dictionary, tables).ranks);
    },
    (ranks) => ranks.byteLength,
  );
}

/** Built on the first rack that reads it, and kept within the rebuildable tables' budget (rebuildable-tables.ts). */
function anagramKeyOrderOf(dictionary: Dictionary, tables: AnagramTables, key: AnagramDenseKey): KeyOrder {
  return rebuildable(
    dictionary,
    RACK_KEY_ORDER + key,
    () => {
      workMeter.leaveAllowance();
      const keys = sortKeysOf(dictionary);
      return stableByKey(blankRackRanksOf(dictionary, tables), key === 'points' ? keys.points : keys.probability);
    },
    keyOrderSize,
  );
}

/** Bytes the anagram key orders of a dictionary hold now (those built and not dropped). */
export function anagramKeyOrderBytes(dictionary: Dictionary): number {
  return rebuildableBytes(dictionary, RACK_KEY_ORDER);
}

function stableByKey(inOrder: Uint32Array, values: ArrayLike<number>): KeyOrder {
  let most = 0;
  for (let i = 0; i < inOrder.length; i += 1) most = Math.max(most, values[inOrder[i] as number] as number);
  const starts = new Uint32Array(most + 2);
  for (let i = 0; i < inOrder.length; i += 1) {
    const slot = (values[inOrder[i] as number] as number) + 1;
    starts[slot] = (starts[slot] as number) + 1;
  }
  for (let value = 1; value < starts.length; value += 1) starts[value] = (starts[value] as number) + (starts[value - 1] as number);
  const next = starts.slice(0, most + 1);
  const ranks = new Uint32Array(inOrder.length);
  for (let i = 0; i < inOrder.length; i += 1) {
    const rank = inOrder[i] as number;
    const value = values[rank] as number;
    ranks[next[value] as number] = rank;
    next[value] = (next[value] as number) + 1;
  }
  return { ranks, starts };
}

/** Whether every tile of the rack is one a blank may play: then the blank-rack order holds every word it makes. */
export function rackWithinBlankOrder(dictionary: Dictionary, tables: AnagramTables, rack: Rack): boolean {
  return !dictionary.tileTable.hasPairs && rack.counts.every((count, letter) => count === 0 || tables.blankPlays[letter] === 1);
}

function rackMatcher(dictionary: Dictionary, tables: AnagramTables, rack: Rack, minLength: number, maxLength: number, skip: CommonWords | null) {
  const { lengths } = sortKeysOf(dictionary);
  const left = new Int16Array(rack.counts.length);
  return {
    possible: (rank: number): boolean => {
      const length = lengths[rank] as number;
      return length >= minLength && length <= maxLength && (skip === null || commonPlaceAt(skip, rank) === 0);
    },
    matches: (rank: number): boolean => rackMakes(dictionary, tables, rack, left, rank) !== null,
  };
}

function picked(dictionary: Dictionary, ranks: number[]): PickedMatch[] {
  const { lengths, points } = sortKeysOf(dictionary);
  return ranks.map((rank) => ({ rank, length: lengths[rank] as number, points: points[rank] as number, letters: Uint8Array.from(dictionary.dawg.wordAt(rank).letters), start: 0 }));
}

/** The page in a dense key's order, raw values read downwards when `rawDescending`; null past `maxTests` tests (the caller lists the matches). */
export function anagramKeyPage(
  dictionary: Dictionary,
  tables: AnagramTables,
  rack: Rack,
  query: { minLength: number; maxLength: number; offset: number; limit: number },
  key: AnagramDenseKey,
  rawDescending: boolean,
  total: number,
  maxTests: number,
): PickedMatch[] | null {
  const size = Math.min(query.limit, total - query.offset);
  if (size <= 0) return [];
  const matcher = rackMatcher(dictionary, tables, rack, query.minLength, query.maxLength, null);
  const ranks = keyOrderPage(anagramKeyOrderOf(dictionary, tables, key), rawDescending, EVERY_VALUE, matcher, query.offset, size, maxTests);
  return ranks === null ? null : picked(dictionary, ranks);
}

const EVERY_VALUE = { lowest: 0, highest: Number.MAX_SAFE_INTEGER };

/**
 * The common order's page: the common words the rack makes (`present`, in order), then the others in
 * default order, read from the blank-rack order stepping over common words. Null past `maxTests`.
 */
export function anagramCommonOrderPage(
  dictionary: Dictionary,
  tables: AnagramTables,
  rack: Rack,
  query: { minLength: number; maxLength: number; offset: number; limit: number },
  present: PickedMatch[],
  common: CommonWords,
  total: number,
  maxTests: number,
): PickedMatch[] | null {
  const size = Math.min(query.limit, total - query.offset);
  if (size <= 0) return [];
  const page = present.slice(query.offset, query.offset + size);
  if (page.length === size) return page;
  const matcher = rackMatcher(dictionary, tables, rack, query.minLength, query.maxLength, common);
  const inDefaultOrder = blankRackRanksOf(dictionary, tables);
  const rest = keyOrderPage({ ranks: inDefaultOrder, starts: Uint32Array.of(0, inDefaultOrder.length) }, false, EVERY_VALUE, matcher, Math.max(0, query.offset - present.length), size - page.length, maxTests);
  return rest === null ? null : [...page, ...picked(dictionary, rest)];
}
