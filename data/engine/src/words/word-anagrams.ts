import type { Dictionary, DictionaryWord } from '../dictionary';
import { searchAnagram } from '../search/anagram-search';
import type { Rack } from '../search/rack';

/** The word's folded letters sorted in the language's alphabet order (en cat: act). */
export function alphagramOf(dictionary: Dictionary, letters: readonly number[]): string {
  return dictionary.foldedOf([...letters].sort((a, b) => a - b));
}

export interface WordAnagrams {
  /** The other words with exactly the same letters, in dictionary order, at most `limit` of them. */
  words: DictionaryWord[];
  /** How many there are in all. */
  total: number;
}

/**
 * The other words made of exactly the word's letters: the anagram search with the word's letters as
 * the rack (no blanks) and the word's length as both bounds. The word's own spellings (those that
 * fold to the same letters) are not anagrams of it. The search orders by points first; these are put
 * back in dictionary order (all of them are fetched: a set of letters makes few words).
 */
export function wordAnagrams(dictionary: Dictionary, letters: readonly number[], limit: number): WordAnagrams {
  const counts = new Uint8Array(dictionary.rules.alphabet.length);
  for (const letter of letters) counts[letter] = (counts[letter] as number) + 1;
  const rack: Rack = { counts, blanks: 0, size: letters.length, normalized: alphagramOf(dictionary, letters) };
  const query = { rack, minLength: letters.length, maxLength: letters.length, offset: 0 };
  const { total } = searchAnagram(dictionary, { ...query, limit: 0 });
  const all = total === 0 ? [] : searchAnagram(dictionary, { ...query, limit: total }).words;
  const own = dictionary.dawg.find(letters);
  const isOwn = (rank: number): boolean => own !== null && rank >= own.rank && rank < own.rank + own.weight;
  const others = all.filter((word) => !isOwn(word.rank)).sort((a, b) => a.rank - b.rank);
  return { words: others.slice(0, limit).map(({ word, folded, rank }) => ({ word, folded, rank })), total: others.length };
}
