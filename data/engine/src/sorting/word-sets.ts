import type { Dictionary } from '../dictionary';

/**
 * A set of a dictionary's words, as their dictionary ranks in ascending order: a word list narrower
 * than the full one (`dict`: the common words, English's SCOWL sizes), which a search keeps to.
 * Searches visit a set's ranks within each run of matches, so keeping to a set costs its words, not
 * the matches.
 */
export interface WordSet {
  readonly ranks: Uint32Array;
}

/** Index in `ranks` of the first word at or after a dictionary rank. */
export function firstRankFrom(set: WordSet, rank: number): number {
  let low = 0;
  let high = set.ranks.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((set.ranks[middle] as number) < rank) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function hasRank(set: WordSet, rank: number): boolean {
  return set.ranks[firstRankFrom(set, rank)] === rank;
}

/** The words of both sets (a merge of the two sorted rank arrays). */
export function intersectionOf(a: WordSet, b: WordSet): WordSet {
  const ranks: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.ranks.length && j < b.ranks.length) {
    const left = a.ranks[i] as number;
    const right = b.ranks[j] as number;
    if (left === right) ranks.push(left);
    if (left <= right) i += 1;
    if (right <= left) j += 1;
  }
  return { ranks: Uint32Array.from(ranks) };
}

export interface NamedWordList extends WordSet {
  /** Entries of the source list that are no word of the dictionary (forms, names or abbreviations it does not list). */
  readonly unmatched: number;
}

/**
 * The dictionary words a list of spellings finds the way users type words (any case, accented or
 * not): every spelling of the dictionary that folds like an entry is in the set.
 */
export function wordListFrom(dictionary: Dictionary, entries: Iterable<string>): NamedWordList {
  const ranks = new Set<number>();
  let unmatched = 0;
  for (const entry of entries) {
    const found = dictionary.lookup(entry);
    if (found === null) unmatched += 1;
    else for (const { rank } of found.words) ranks.add(rank);
  }
  return { ranks: Uint32Array.from(ranks).sort(), unmatched };
}

const provided = new WeakMap<Dictionary, Map<string, () => readonly string[]>>();
const built = new WeakMap<Dictionary, Map<string, NamedWordList>>();

/**
 * Says where one of a dictionary's named lists comes from without reading it (a list of 100,000
 * entries costs as many lookups); `namedWordListOf` reads it on first use, and services warm it
 * after they are ready.
 */
export function provideNamedWordList(dictionary: Dictionary, name: string, entries: () => readonly string[]): void {
  const lists = provided.get(dictionary) ?? new Map<string, () => readonly string[]>();
  lists.set(name, entries);
  provided.set(dictionary, lists);
}

/** The names of the lists provided for a dictionary, in the order they were provided. */
export function namedWordListsOf(dictionary: Dictionary): string[] {
  return [...(provided.get(dictionary)?.keys() ?? [])];
}

/** One of the dictionary's named lists; undefined when none of that name was provided. */
export function namedWordListOf(dictionary: Dictionary, name: string): NamedWordList | undefined {
  const known = built.get(dictionary)?.get(name);
  if (known !== undefined) return known;
  const entries = provided.get(dictionary)?.get(name);
  if (entries === undefined) return undefined;
  const list = wordListFrom(dictionary, entries());
  const lists = built.get(dictionary) ?? new Map<string, NamedWordList>();
  lists.set(name, list);
  built.set(dictionary, lists);
  return list;
}
