import type { Dictionary } from '../dictionary';
import { type PickedMatch, pickPage } from './anagram-page';
import { anagramTablesOf } from './anagram-tables';
import { walkAnagrams } from './anagram-walk';
import type { SearchPage } from './pattern-search';
import type { Rack } from './rack';

export interface AnagramQuery {
  rack: Rack;
  minLength: number;
  maxLength: number;
  offset: number;
  limit: number;
}

export interface AnagramWord {
  word: string;
  folded: string;
  rank: number;
  length: number;
  points: number;
  /** The letters the blanks stand for, in word order; empty when no blank was needed. */
  blanks: string[];
}

const MAX_LENGTH = 32;

/**
 * Every word buildable from a subset of the rack, each tile used once, ordered longest first, then
 * highest points, then dictionary order. A rack tile is used before a blank whenever it fits: blanks
 * stand for any letter, so saving them never loses a word. One walk of the DAWG counts the matches per
 * length and keeps only the longest ones, as many as the page needs; only the page becomes strings.
 */
export function searchAnagram(dictionary: Dictionary, query: AnagramQuery): SearchPage<AnagramWord> {
  const { rack } = query;
  const minLength = Math.max(query.minLength, 0);
  const maxLength = Math.min(query.maxLength, rack.size, MAX_LENGTH);
  if (minLength > maxLength) return { total: 0, words: [] };
  const tables = anagramTablesOf(dictionary);
  const needed = query.limit > 0 ? query.offset + query.limit : 0;
  const walk = walkAnagrams(dictionary.dawg, tables, { tiles: Int16Array.from(rack.counts), blanks: rack.blanks, minLength, maxLength, needed });
  let total = 0;
  for (let length = minLength; length <= maxLength; length += 1) total += walk.byLength[length] as number;
  if (query.offset >= total || needed === 0) return { total, words: [] };
  const page = pickPage(walk, maxLength, tables.maxTilePoints * maxLength, query.offset, query.limit);
  return { total, words: page.map((match) => anagramWord(dictionary, rack, match)) };
}

function anagramWord(dictionary: Dictionary, rack: Rack, { rank, length, points }: PickedMatch): AnagramWord {
  const { letters } = dictionary.dawg.wordAt(rank);
  const folded = dictionary.foldedOf(letters);
  return { word: dictionary.spellingAt(rank, folded), folded, rank, length, points, blanks: blanksFor(letters, rack, dictionary.rules.alphabet) };
}

/** The letters blanks stand for in a word: rack tiles go first, in word order, as in the walks. */
function blanksFor(letters: readonly number[], rack: Rack, alphabet: readonly string[]): string[] {
  const left = Int16Array.from(rack.counts);
  const blanks: string[] = [];
  for (const letter of letters) {
    if ((left[letter] as number) > 0) left[letter] = (left[letter] as number) - 1;
    else blanks.push(alphabet[letter] as string);
  }
  return blanks;
}
