import type { Dictionary } from '../dictionary';

/**
 * A language's common words: each word's place in a frequency list (1 for the most frequent), by
 * dictionary rank, 0 for a word the list does not hold. 2 bytes a word, attached by whoever loads
 * the dictionary (dictionary-store reads the pinned frequency lists); a dictionary without one has no
 * common words.
 */
export interface CommonWords {
  /** By dictionary rank: the word's common rank, 0 when it is not common. */
  ranks: Uint16Array;
  /** The highest common rank any word has. */
  maxRank: number;
  /** Words with a common rank. */
  count: number;
  /** Entries of the frequency list that are no word of the dictionary (names, forms it does not list). */
  unmatched: number;
}

/** Frequency lists longer than this are cut: a common rank is 16 bits. */
export const MAX_COMMON_RANK = 0xffff;

const attached = new WeakMap<Dictionary, CommonWords>();

/**
 * Gives each dictionary word the place of the first entry of `frequencyList` (most frequent first)
 * that finds it the way users type words (any case, accented or not); later entries finding the
 * same word keep the first place. Every spelling that folds like the entry gets the place.
 */
export function attachCommonWords(dictionary: Dictionary, frequencyList: readonly string[]): CommonWords {
  const ranks = new Uint16Array(dictionary.wordCount);
  let count = 0;
  let unmatched = 0;
  let maxRank = 0;
  const limit = Math.min(frequencyList.length, MAX_COMMON_RANK);
  for (let index = 0; index < limit; index += 1) {
    const found = dictionary.lookup(frequencyList[index] as string);
    if (found === null) {
      unmatched += 1;
      continue;
    }
    for (const { rank } of found.words) {
      if (ranks[rank] !== 0) continue;
      ranks[rank] = index + 1;
      maxRank = index + 1;
      count += 1;
    }
  }
  const common = { ranks, maxRank, count, unmatched };
  attached.set(dictionary, common);
  return common;
}

const NONE = new WeakMap<Dictionary, CommonWords>();

/** The dictionary's common words (none when no list was attached). */
export function commonWordsOf(dictionary: Dictionary): CommonWords {
  const known = attached.get(dictionary);
  if (known !== undefined) return known;
  let empty = NONE.get(dictionary);
  if (empty === undefined) {
    empty = { ranks: new Uint16Array(dictionary.wordCount), maxRank: 0, count: 0, unmatched: 0 };
    NONE.set(dictionary, empty);
  }
  return empty;
}

/** A word's common rank, or null when it is not among the language's common words. */
export function commonRankAt(dictionary: Dictionary, rank: number): number | null {
  const value = commonWordsOf(dictionary).ranks[rank] ?? 0;
  return value === 0 ? null : value;
}
