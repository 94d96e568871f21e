import type { Dictionary } from '../dictionary';
import { collectAnagrams, type PickedMatch, pickPage } from './anagram-collect';
import { countAnagramsByLength } from './anagram-count';
import { anagramTablesOf } from './anagram-tables';
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
 * stand for any letter, so saving them never loses a word.
 *
 * Two walks of the DAWG, each only where the rack allows: the first counts the matches per length
 * (exactly, without visiting each one), which says the total and which lengths the page falls in;
 * the second lists only the matches of those lengths, with their points, to order and pick the page.
 */
export function searchAnagram(dictionary: Dictionary, query: AnagramQuery): SearchPage<AnagramWord> {
  const { dawg } = dictionary;
  const tables = anagramTablesOf(dictionary);
  const { rack } = query;
  const tiles = Int16Array.from(rack.counts);
  const minLength = Math.max(query.minLength, 0);
  const maxLength = Math.min(query.maxLength, rack.size, MAX_LENGTH);
  if (minLength > maxLength) return { total: 0, words: [] };
  const byLength = countAnagramsByLength(dawg, tables, tiles, rack.blanks, maxLength);
  let total = 0;
  for (let length = minLength; length <= maxLength; length += 1) total += byLength[length] as number;
  if (query.offset >= total || query.limit <= 0) return { total, words: [] };

  // The lengths the page spans, longest first, and how many matches come before its longest one.
  let longest = maxLength;
  let before = 0;
  while (before + (byLength[longest] as number) <= query.offset) {
    before += byLength[longest] as number;
    longest -= 1;
  }
  let shortest = longest;
  let reached = before + (byLength[longest] as number);
  while (reached < query.offset + query.limit && shortest > minLength) {
    shortest -= 1;
    reached += byLength[shortest] as number;
  }
  const matches = collectAnagrams(dawg, tables, tiles, rack.blanks, shortest, longest, reached - before);
  const page = pickPage(matches, longest, query.offset - before, query.limit);
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
