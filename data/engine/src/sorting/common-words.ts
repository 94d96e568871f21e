import type { Dictionary } from '../dictionary';
import { firstRankFrom, type WordSet } from './word-sets';

/**
 * A language's common words: each one's place in a frequency list (1 for the most frequent), kept
 * sparse (6 bytes a common word, about 60 KB a language), since few words of a list are common.
 * Attached by whoever loads the dictionary (dictionary-store reads the pinned frequency lists); a
 * dictionary without one has no common words.
 */
export interface CommonWords extends WordSet {
  /** Dictionary ranks of the common words, ascending. */
  ranks: Uint32Array;
  /** By the same index: the word's common rank. */
  places: Uint16Array;
  /** The highest common rank any word has (0 when none). */
  maxRank: number;
  /** Entries of the frequency list that are no word of the dictionary (names, forms it does not list). */
  unmatched: number;
}

/** Frequency lists longer than this are cut: a common rank is 16 bits. */
export const MAX_COMMON_RANK = 0xffff;

const NO_COMMON_WORDS: CommonWords = { ranks: new Uint32Array(0), places: new Uint16Array(0), maxRank: 0, unmatched: 0 };

const attached = new WeakMap<Dictionary, CommonWords>();
/** Frequency lists given but not yet read: a dictionary attaches its own on first use. */
const pending = new WeakMap<Dictionary, () => readonly string[]>();

/**
 * Says where a dictionary's frequency list comes from without reading it: loading twelve lists of
 * 10,000 words costs 10,000 lookups each, which would slow every start. The first `commonWordsOf`
 * reads it (tens of milliseconds); services warm it after they are ready.
 */
export function provideCommonWords(dictionary: Dictionary, frequencyList: () => readonly string[]): void {
  pending.set(dictionary, frequencyList);
}

/**
 * Gives each dictionary word the place of the first entry of `frequencyList` (most frequent first)
 * that finds it the way users type words (any case, accented or not); later entries finding the
 * same word keep the first place. Every spelling that folds like the entry gets the place.
 */
export function attachCommonWords(dictionary: Dictionary, frequencyList: readonly string[]): CommonWords {
  const placeByRank = new Map<number, number>();
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
      if (placeByRank.has(rank)) continue;
      placeByRank.set(rank, index + 1);
      maxRank = index + 1;
    }
  }
  const ranks = Uint32Array.from(placeByRank.keys()).sort();
  const places = Uint16Array.from(ranks, (rank) => placeByRank.get(rank) as number);
  const common = { ranks, places, maxRank, unmatched };
  attached.set(dictionary, common);
  return common;
}

/** The dictionary's common words (none when no list was attached or provided). */
export function commonWordsOf(dictionary: Dictionary): CommonWords {
  const known = attached.get(dictionary);
  if (known !== undefined) return known;
  const list = pending.get(dictionary);
  if (list === undefined) return NO_COMMON_WORDS;
  pending.delete(dictionary);
  return attachCommonWords(dictionary, list());
}

/** A word's common rank, 0 when it is not among the language's common words. */
export function commonPlaceAt(common: CommonWords, rank: number): number {
  const index = firstRankFrom(common, rank);
  return common.ranks[index] === rank ? (common.places[index] as number) : 0;
}

/** A word's common rank, or null when it is not among the language's common words. */
export function commonRankAt(dictionary: Dictionary, rank: number): number | null {
  const place = commonPlaceAt(commonWordsOf(dictionary), rank);
  return place === 0 ? null : place;
}
