import type { Dawg } from '../dawg/dawg';
import type { Dictionary, DictionaryWord } from '../dictionary';
import { hasLength, hasLengthBelow, lengthMasks } from './length-masks';
import { ContainsCounter } from './contains-counter';
import { OccurrenceAutomaton } from './occurrence-automaton';
import { EndsWithCounter } from './occurrence-counters';
import { workMeter } from '../search/work-meter';

/**
 * A word's families, disjoint: every other word holding it lands in exactly one.
 * - startsWith: begins with it (including words that also end with it: `tartar` for `tar`);
 * - endsWith: ends with it but does not begin with it;
 * - contains: holds it strictly inside, neither at the start nor at the end.
 * The word itself (every spelling that folds to it) is in none.
 */
export interface FamilyTotals {
  startsWith: number;
  endsWith: number;
  contains: number;
}

export interface WordFamilyLists {
  /** Each list: at most `limit` words, by length (letters as played), then dictionary order. */
  startsWith: DictionaryWord[];
  endsWith: DictionaryWord[];
  contains: DictionaryWord[];
  /** The exact size of each family. */
  totals: FamilyTotals;
}

const MAX_LETTERS = 32;

/** Where a sequence of letters leads from the root, and the rank of the first word below it; null when nowhere. */
function descend(dawg: Dawg, letters: readonly number[]): { node: number; rank: number } | null {
  let node = dawg.root;
  let rank = 0;
  for (const letter of letters) {
    rank += dawg.weights[node] as number;
    const end = dawg.firstEdge[node + 1] as number;
    let next = -1;
    for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const value = dawg.edges[edge] as number;
      if ((value & 0xff) === letter) {
        next = value >>> 8;
        break;
      }
      rank += dawg.counts[value >>> 8] as number;
    }
    if (next < 0) return null;
    node = next;
  }
  return { node, rank };
}

/**
 * Totals come from counts, never from listing: begins-with is the count below the word's node,
 * ends-with the count below its node in the reversed DAWG, both-ends a count below the smaller of the
 * two, and contains follows by inclusion–exclusion from the count of words holding it anywhere.
 */
export function familyTotals(dictionary: Dictionary, letters: readonly number[]): FamilyTotals {
  const { totals } = countFamilies(dictionary, letters);
  return totals;
}

function countFamilies(dictionary: Dictionary, letters: readonly number[]): { totals: FamilyTotals; holds: ContainsCounter } {
  const alphabetSize = dictionary.rules.alphabet.length;
  const forward = new OccurrenceAutomaton(letters, alphabetSize);
  const at = descend(dictionary.dawg, letters);
  const reversed = [...letters].reverse();
  const reverseAt = descend(dictionary.reverseDawg, reversed);
  const own = at === null ? 0 : (dictionary.dawg.weights[at.node] as number);
  const begins = at === null ? 0 : (dictionary.dawg.counts[at.node] as number);
  const ends = reverseAt === null ? 0 : (dictionary.reverseDawg.counts[reverseAt.node] as number);
  let bothEnds = 0;
  if (at !== null && reverseAt !== null) {
    // Having read the word, the automaton stands on a complete occurrence.
    bothEnds =
      begins <= ends
        ? new EndsWithCounter(dictionary.dawg, forward).count(at.node, forward.complete)
        : new EndsWithCounter(dictionary.reverseDawg, new OccurrenceAutomaton(reversed, alphabetSize)).count(reverseAt.node, letters.length);
  }
  const holds = new ContainsCounter(dictionary.dawg, forward);
  const anywhere = holds.count(dictionary.dawg.root, 0);
  return { totals: { startsWith: begins - own, endsWith: ends - bothEnds, contains: anywhere - begins - ends + bothEnds }, holds };
}

/** The families of a word given as letter indices (it need not be a word of the dictionary). */
export function findWordFamilies(dictionary: Dictionary, letters: readonly number[], limit: number): WordFamilyLists {
  const { totals, holds } = countFamilies(dictionary, letters);
  return {
    startsWith: listStartsWith(dictionary, letters, Math.min(limit, totals.startsWith)),
    endsWith: listEndsWith(dictionary, letters, Math.min(limit, totals.endsWith)),
    // The contains walk prunes with the length masks computed along with the total (still current: nothing ran since).
    contains: listContains(dictionary, letters, Math.min(limit, totals.contains), holds),
    totals,
  };
}

/**
 * Visits each word exactly `remaining` letters below `node`, in dictionary order, with `path` holding
 * the letters read on the way (the caller's letters first); `more` ends the walk early.
 */
function walkWordsOfLength(
  dawg: Dawg,
  lengths: Uint32Array,
  start: { node: number; rank: number },
  remaining: number,
  path: number[],
  visit: (node: number, rank: number) => void,
  more: () => boolean,
): void {
  const walk = (node: number, left: number, rank: number): void => {
    workMeter.tick();
    if (left === 0) {
      visit(node, rank);
      return;
    }
    let childRank = rank + (dawg.weights[node] as number);
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end && more(); edge += 1) {
      const value = dawg.edges[edge] as number;
      const child = value >>> 8;
      if (hasLengthBelow(lengths, child, left - 1)) {
        path.push(value & 0xff);
        walk(child, left - 1, childRank);
        path.pop();
      }
      childRank += dawg.counts[child] as number;
    }
  };
  walk(start.node, remaining, start.rank);
}

/** Words below the word's node, one length at a time, each length in dictionary order. */
function listStartsWith(dictionary: Dictionary, letters: readonly number[], wanted: number): DictionaryWord[] {
  const words: DictionaryWord[] = [];
  const { dawg } = dictionary;
  const at = wanted > 0 ? descend(dawg, letters) : null;
  if (at === null) return words;
  const lengths = lengthMasks(dawg);
  const path = [...letters];
  const collect = (node: number, rank: number): void => pushSpellings(dictionary, words, path, rank, dawg.weights[node] as number, wanted);
  const more = (): boolean => words.length < wanted;
  for (let extra = 1; letters.length + extra <= MAX_LETTERS && more(); extra += 1) {
    if (hasLengthBelow(lengths, at.node, extra)) walkWordsOfLength(dawg, lengths, at, extra, path, collect, more);
  }
  return words;
}

/**
 * Words ending with the word, found below its node in the reversed DAWG one length at a time: each
 * length's words are mapped to their dictionary ranks and sorted, so the list follows dictionary
 * order. Words that also begin with the word belong to startsWith and are left out.
 */
function listEndsWith(dictionary: Dictionary, letters: readonly number[], wanted: number): DictionaryWord[] {
  const words: DictionaryWord[] = [];
  const dawg = dictionary.reverseDawg;
  const reversed = [...letters].reverse();
  const at = wanted > 0 ? descend(dawg, reversed) : null;
  if (at === null) return words;
  const lengths = lengthMasks(dawg);
  const m = letters.length;
  const path = [...reversed];
  const beginsWithWord = (): boolean => {
    // path is the word spelled backwards: it begins with the word when its last m letters, read backwards, are the word.
    for (let i = 0; i < m; i += 1) if (path[path.length - 1 - i] !== letters[i]) return false;
    return true;
  };
  let ranks: number[] = [];
  const collect = (node: number, rank: number): void => {
    if (beginsWithWord()) return;
    workMeter.spend(dawg.weights[node] as number);
    for (let i = 0; i < (dawg.weights[node] as number); i += 1) ranks.push(dictionary.forwardRankOf(rank + i));
  };
  // Every word of a length is needed before sorting by dictionary rank: no early end inside a length.
  const always = (): boolean => true;
  for (let extra = 1; m + extra <= MAX_LETTERS && words.length < wanted; extra += 1) {
    if (!hasLengthBelow(lengths, at.node, extra)) continue;
    ranks = [];
    walkWordsOfLength(dawg, lengths, at, extra, path, collect, always);
    ranks.sort((left, right) => left - right);
    for (const rank of ranks) {
      if (words.length >= wanted) break;
      words.push(dictionary.wordAt(rank));
    }
  }
  return words;
}

/**
 * Words holding the word strictly inside, one length at a time in dictionary order. The walk follows
 * the occurrence automaton and enters a branch only when a word of the length sought below it can
 * still hold an occurrence with a letter after it (the counter's inside-length masks), and never the
 * branch that begins with the word (those words are startsWith). What is left to skip at the leaves
 * is a word that also ends with the word (endsWith).
 */
function listContains(dictionary: Dictionary, letters: readonly number[], wanted: number, holds: ContainsCounter): DictionaryWord[] {
  const words: DictionaryWord[] = [];
  if (wanted === 0) return words;
  const { dawg } = dictionary;
  const m = letters.length;
  const automaton = holds.automaton;
  const complete = automaton.complete;
  const lengths = lengthMasks(dawg);
  const path: number[] = [];
  // prefix: how many leading letters equal the word's, or -1 once they differ.
  // found: an occurrence was complete with at least one letter after it.
  const walk = (node: number, remaining: number, prefix: number, state: number, found: boolean, rank: number): void => {
    workMeter.tick();
    if (remaining === 0) {
      if (found && state !== complete) pushSpellings(dictionary, words, path, rank, dawg.weights[node] as number, wanted);
      return;
    }
    let childRank = rank + (dawg.weights[node] as number);
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end && words.length < wanted; edge += 1) {
      const value = dawg.edges[edge] as number;
      const child = value >>> 8;
      const letter = value & 0xff;
      const depth = path.length;
      const nextPrefix = prefix === depth && letters[depth] === letter ? prefix + 1 : -1;
      const nextState = automaton.step(state, letter);
      const nextFound = found || state === complete;
      const below = remaining - 1;
      let viable: boolean;
      if (nextPrefix === m) viable = false;
      else if (nextFound) viable = hasLengthBelow(lengths, child, below);
      else if (nextState === complete) viable = below > 0 && hasLengthBelow(lengths, child, below);
      else viable = hasLength(holds.insideLengths(child, nextState), below);
      if (viable) {
        path.push(letter);
        walk(child, below, nextPrefix, nextState, nextFound, childRank);
        path.pop();
      }
      childRank += dawg.counts[child] as number;
    }
  };
  const rootLengths = holds.insideLengths(dawg.root, 0);
  for (let length = m + 2; length <= MAX_LETTERS && words.length < wanted; length += 1) {
    if (hasLength(rootLengths, length)) walk(dawg.root, length, 0, 0, false, 0);
  }
  return words;
}

function pushSpellings(dictionary: Dictionary, words: DictionaryWord[], letters: readonly number[], rank: number, weight: number, wanted: number): void {
  if (weight === 0) return;
  const folded = dictionary.foldedOf(letters);
  for (let i = 0; i < weight && words.length < wanted; i += 1) words.push({ word: dictionary.spellingAt(rank + i, folded), folded, rank: rank + i });
}
