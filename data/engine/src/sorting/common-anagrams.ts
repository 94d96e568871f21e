import type { Dictionary } from '../dictionary';
import type { PickedMatch } from '../search/anagram-page';
import type { AnagramTables } from '../search/anagram-tables';
import type { Rack } from '../search/rack';
import { workMeter } from '../search/work-meter';
import { sortKeysOf } from './sort-keys';
import type { WordSet } from './word-sets';

/**
 * Blanks from which a rack's page is found by testing words (the common words, or words in the order)
 * rather than by recording every match of the walk:
 * with fewer, the walk takes well under a millisecond (fewer than testing every common word); with
 * this many, it may list millions of matches on the largest lists.
 */
export const MIN_BLANKS_FOR_TESTED_PAGES = 3;

/** Whether the rack makes the word of a rank (a tile per letter while the rack has one, else a blank that may play it). */
export function rackMakes(dictionary: Dictionary, tables: AnagramTables, rack: Rack, left: Int16Array, rank: number): Uint8Array | null {
  const letters = dictionary.dawg.wordAt(rank).letters;
  left.set(rack.counts);
  let blanks = rack.blanks;
  for (const letter of letters) {
    if ((left[letter] as number) > 0) left[letter] = (left[letter] as number) - 1;
    else if (blanks > 0 && tables.blankPlays[letter] === 1) blanks -= 1;
    else return null;
  }
  return Uint8Array.from(letters);
}

/**
 * The words of a set (the common words, or a list `dict` names) a rack makes, each tested on its own
 * (its letters from the DAWG, a tile per letter while the rack has one, else a blank that may play
 * it), in default order: longest first, then highest points (face value, blanks included, as the
 * walk scores: sort-keys.ts), then rank. Null where two letters may make one tile (Spanish ch): the
 * walk alone knows those racks.
 */
export function setAnagrams(dictionary: Dictionary, tables: AnagramTables, set: WordSet, rack: Rack, minLength: number, maxLength: number): PickedMatch[] | null {
  if (dictionary.tileTable.hasPairs) return null;
  const { lengths, points } = sortKeysOf(dictionary);
  const left = new Int16Array(rack.counts.length);
  const found: PickedMatch[] = [];
  workMeter.spend(set.ranks.length);
  for (let index = 0; index < set.ranks.length; index += 1) {
    const rank = set.ranks[index] as number;
    const length = lengths[rank] as number;
    if (length < minLength || length > maxLength) continue;
    const letters = rackMakes(dictionary, tables, rack, left, rank);
    if (letters !== null) found.push({ rank, length, points: points[rank] as number, letters, start: 0 });
  }
  return found.sort((a, b) => b.length - a.length || b.points - a.points || a.rank - b.rank);
}

/**
 * The page of a rack's matches in rank order (`alpha`; `-alpha` from the last rank down), testing
 * words in that order until it is filled, given the total (from the walk's count). Null where two
 * letters may make one tile, or once the tests pass `maxTests` (matches too sparse or the page too
 * deep: listing them is then cheaper).
 */
export function anagramsInRankOrder(
  dictionary: Dictionary,
  tables: AnagramTables,
  rack: Rack,
  query: { minLength: number; maxLength: number; offset: number; limit: number },
  descending: boolean,
  total: number,
  maxTests: number,
): PickedMatch[] | null {
  if (dictionary.tileTable.hasPairs) return null;
  const { lengths, points } = sortKeysOf(dictionary);
  const left = new Int16Array(rack.counts.length);
  const size = Math.min(query.limit, total - query.offset);
  const page: PickedMatch[] = [];
  if (size <= 0) return page;
  let seen = 0;
  let tests = 0;
  for (let step = 0; step < dictionary.wordCount; step += 1) {
    const rank = descending ? dictionary.wordCount - 1 - step : step;
    const length = lengths[rank] as number;
    if (length < query.minLength || length > query.maxLength) continue;
    if (++tests > maxTests) return null;
    workMeter.tick();
    const letters = rackMakes(dictionary, tables, rack, left, rank);
    if (letters === null) continue;
    if (seen >= query.offset) page.push({ rank, length, points: points[rank] as number, letters, start: 0 });
    seen += 1;
    if (page.length === size) break;
  }
  return page;
}
