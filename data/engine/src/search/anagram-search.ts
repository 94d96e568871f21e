import type { Dictionary } from '../dictionary';
import { pickPage } from './anagram-page';
import { anagramTablesOf } from './anagram-tables';
import { walkAnagrams } from './anagram-walk';
import { type AnagramWord, anagramWords } from './anagram-words';
import type { SearchPage } from './search-query';
import type { Rack } from './rack';
import { blankRackOrderOf } from './blank-rack-order';
import { blankOnlyRackSearch, countedRackSearch } from './many-blank-racks';
import { rackLetterBitsOf } from './rack-letter-bits';

export type { AnagramWord } from './anagram-words';

export interface AnagramQuery {
  rack: Rack;
  minLength: number;
  maxLength: number;
  offset: number;
  limit: number;
}

const MAX_LENGTH = 32;

/**
 * Every word buildable from a subset of the rack, each tile used once, ordered longest first, then
 * highest score as played (the letters blanks play count 0), then dictionary order. A rack tile is
 * used before a blank whenever it fits, in word order: blanks stand for any letter, so saving them
 * never loses a word, and the letters they play are the ones a tile could not (for one word these are
 * the same letters whichever tiles go first, so no other choice scores more, Spanish two-letter tiles
 * aside: see docs/api.md). One walk of the DAWG counts the matches per length and keeps only the
 * longest ones, as many as the page needs; only the page becomes strings.
 */
export function searchAnagram(dictionary: Dictionary, query: AnagramQuery): SearchPage<AnagramWord> {
  const { rack } = query;
  const minLength = Math.max(query.minLength, 0);
  const maxLength = Math.min(query.maxLength, rack.size, MAX_LENGTH);
  if (minLength > maxLength) return { total: 0, words: [] };
  const tables = anagramTablesOf(dictionary);
  const range = { minLength, maxLength, offset: query.offset, limit: query.limit };
  const counted =
    rack.blanks === rack.size
      ? blankOnlyRackSearch(dictionary, tables, range)
      : countedRackSearch(dictionary, tables, rack, range);
  if (counted !== null) return { total: counted.total, words: anagramWords(dictionary, rack, counted.page) };
  const needed = query.limit > 0 ? query.offset + query.limit : 0;
  const walk = walkAnagrams(dictionary.dawg, tables, { tiles: Int16Array.from(rack.counts), blanks: rack.blanks, minLength, maxLength, needed, asPlayed: true });
  let total = 0;
  for (let length = minLength; length <= maxLength; length += 1) total += walk.byLength[length] as number;
  if (query.offset >= total || needed === 0) return { total, words: [] };
  const page = pickPage(walk, maxLength, tables.maxTilePoints * maxLength, query.offset, query.limit);
  return { total, words: anagramWords(dictionary, rack, page) };
}

/**
 * Builds what anagram search needs of a dictionary before a query does: its tile tables, the
 * precomputed order of racks of blanks (about 0.1 s and 4 bytes a word on a three-million-word list)
 * and, on lists that keep them, the letter bits racks of many blanks are counted with
 * (rack-letter-bits.ts), so that the first such rack is as fast as the next.
 */
export function warmAnagramSearch(dictionary: Dictionary): void {
  const tables = anagramTablesOf(dictionary);
  rackLetterBitsOf(dictionary, tables, blankRackOrderOf(dictionary, tables));
}
