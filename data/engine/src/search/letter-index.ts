import type { Dawg } from '../dawg/dawg';
import type { Dictionary, DictionaryWord } from '../dictionary';
import type { LengthRange } from './length-range';
import type { LetterCounts } from './letter-constraints';
import type { PatternToken } from './pattern-parser';
import { DECLINED, LETTER_INDEX_MAX_WORDS, type PatternStrategy, type SearchPage } from './search-query';
import { popcount } from './popcount';
import { workMeter } from './work-meter';
import { prefixNode } from './prefix-node';
import { sharedUint32Array } from '../shared-arrays';
import { singleLetter } from './word-automaton';

/**
 * Bit sets over a dictionary's ranks, one bit a word: per letter, the words that have it; per length
 * k, the words of at least k letters. Queries that only ask which letters a word has and how long it
 * is (`*` containing srp, `??????` without m, b, k, p or c, `*e*`, `ta*` without q) are then a few
 * ANDs over 32 words at a time, where a DAWG walk must visit every node above a word that has (or
 * lacks) the letters: on lists of a few hundred thousand words the walk visits tens of thousands of
 * nodes; the bit sets cost 1/32 of a word-by-word scan.
 *
 * Kept for lists up to `LETTER_INDEX_MAX_WORDS`: (letters + longest word) bits a word, 7 MB for a
 * million Danish words. Larger lists have DAWGs that share so much that their walks stay cheap,
 * while the bit sets would grow with the word count (40 MB for Czech).
 */

/** The part of a query the letter index answers: a rank range, letters in and out, a length. */
export interface LetterQuery {
  from: number;
  to: number;
  /** Letters each word has at least once. */
  has: readonly number[];
  /** Letters no word has. */
  lacks: readonly number[];
  minLength: number;
  /** The longest length allowed, or -1 for any from `minLength` on. */
  maxLength: number;
}

/** What a letter index is made of, its bit sets in shared memory: another thread adopts it without a copy. */
export interface LetterIndexParts {
  wordCount: number;
  /** Per letter, bit r: the word at rank r has the letter. */
  hasLetter: Uint32Array[];
  /** Per length k, bit r: the word at rank r has at least k letters (absent past the longest word). */
  atLeast: Uint32Array[];
}

export class LetterIndex {
  private readonly wordCount: number;
  private readonly hasLetter: Uint32Array[];
  private readonly atLeast: Uint32Array[];

  constructor(readonly parts: LetterIndexParts) {
    this.wordCount = parts.wordCount;
    this.hasLetter = parts.hasLetter;
    this.atLeast = parts.atLeast;
  }

  /** Bytes held by the bit sets. */
  get byteLength(): number {
    return [...this.hasLetter, ...this.atLeast].reduce((sum, bits) => sum + bits.byteLength, 0);
  }

  static build(dawg: Dawg, letters: number): LetterIndex {
    const words = dawg.wordCount;
    const size = (words + 31) >>> 5;
    const hasLetter = Array.from({ length: letters }, () => sharedUint32Array(size));
    const lengths = new Uint8Array(words);
    const path = new Uint8Array(64);
    const walk = (node: number, rank: number, depth: number): void => {
      const weight = dawg.weightOf(node);
      for (let i = 0; i < weight; i += 1) {
        const word = rank + i;
        lengths[word] = depth;
        for (let at = 0; at < depth; at += 1) setBit(hasLetter[path[at] as number] as Uint32Array, word);
      }
      let childRank = rank + weight;
      const [start, end] = dawg.edgeRange(node);
      for (let edge = start; edge < end; edge += 1) {
        path[depth] = dawg.edgeLetter(edge);
        walk(dawg.edgeTarget(edge), childRank, depth + 1);
        childRank += dawg.countBelow(dawg.edgeTarget(edge));
      }
    };
    walk(dawg.root, 0, 0);
    let longest = 0;
    for (let word = 0; word < words; word += 1) longest = Math.max(longest, lengths[word] as number);
    const atLeast = Array.from({ length: longest + 1 }, () => sharedUint32Array(size));
    for (let word = 0; word < words; word += 1) {
      for (let length = lengths[word] as number; length >= 0; length -= 1) setBit(atLeast[length] as Uint32Array, word);
    }
    return new LetterIndex({ wordCount: words, hasLetter, atLeast });
  }

  /** The total and the ranks of one page of the words in the range with those letters and length. */
  search(query: LetterQuery, offset: number, limit: number): { total: number; ranks: number[] } {
    const empty = new Uint32Array(0);
    const required = query.has.map((letter) => this.hasLetter[letter] ?? empty);
    if (query.minLength > 0) required.push(this.atLeast[query.minLength] ?? empty);
    const forbidden = query.lacks.map((letter) => this.hasLetter[letter] ?? empty);
    if (query.maxLength >= 0) forbidden.push(this.atLeast[query.maxLength + 1] ?? empty);
    if (required.some((bits) => bits.length === 0)) return { total: 0, ranks: [] };
    const live = forbidden.filter((bits) => bits.length > 0);

    const from = Math.max(0, query.from);
    const to = Math.min(this.wordCount, query.to);
    const ranks: number[] = [];
    let total = 0;
    let skip = offset;
    for (let index = from >>> 5; from < to && index <= (to - 1) >>> 5; index += 1) {
      workMeter.tick();
      let bits = -1;
      for (const set of required) bits &= set[index] as number;
      for (const set of live) bits &= ~(set[index] as number);
      // The range's first and last words may be shared with ranks outside it.
      if (index === from >>> 5) bits &= -1 << (from & 31);
      if (index === (to - 1) >>> 5 && (to & 31) !== 0) bits &= (1 << (to & 31)) - 1;
      if (bits === 0) continue;
      const found = popcount(bits);
      total += found;
      if (ranks.length >= limit) continue;
      if (skip >= found) {
        skip -= found;
        continue;
      }
      for (let rest = bits; rest !== 0 && ranks.length < limit; rest &= rest - 1) {
        if (skip > 0) {
          skip -= 1;
          continue;
        }
        ranks.push((index << 5) + (31 - Math.clz32(rest & -rest)));
      }
    }
    return { total, ranks };
  }
}

function setBit(bits: Uint32Array, position: number): void {
  bits[position >>> 5] = (bits[position >>> 5] as number) | (1 << (position & 31));
}

const indexes = new WeakMap<Dictionary, LetterIndex | null>();

/** Makes `index` (another thread's, `LetterIndex.parts`) the dictionary's, unless it has one. */
export function adoptLetterIndex(dictionary: Dictionary, parts: LetterIndexParts): void {
  if (!indexes.has(dictionary)) indexes.set(dictionary, new LetterIndex(parts));
}

/** The dictionary's letter index, built on first use; null for lists past `maxWords`. */
export function letterIndexOf(dictionary: Dictionary, maxWords: number = LETTER_INDEX_MAX_WORDS): LetterIndex | null {
  if (dictionary.wordCount > maxWords) return null;
  let index = indexes.get(dictionary);
  if (index === undefined) {
    index = LetterIndex.build(dictionary.dawg, dictionary.rules.alphabet.length);
    indexes.set(dictionary, index);
  }
  return index;
}

/**
 * A pattern with its letter conditions and length range as a letter query, or null when it asks more
 * than letters and length. Such patterns are: letters, then `?`s, then at most one star (`ta*`,
 * `??????`, `*`), or a single letter between two stars (`*e*`, which only asks that the word has it).
 * `contains` may ask each letter once only: the bits say whether a word has a letter, not how often.
 */
export function letterQueryOf(dawg: Dawg, tokens: readonly PatternToken[], contains: LetterCounts, excludes: LetterCounts, lengths?: LengthRange): LetterQuery | null {
  if ([...contains.values()].some((count) => count > 1)) return null;
  const has = [...contains.keys()];
  const lacks = [...excludes.keys()];
  const infix = tokens.length === 3 && tokens[0]?.kind === 'star' && tokens[2]?.kind === 'star' && tokens[1]?.kind === 'letter' ? singleLetter(tokens[1].letters) : -1;
  if (infix >= 0) {
    if (contains.has(infix)) return null;
    return { from: 0, to: dawg.wordCount, has: [...has, infix], lacks, minLength: Math.max(1, lengths?.min ?? 0), maxLength: lengths?.max ?? -1 };
  }
  const star = tokens.at(-1)?.kind === 'star';
  const fixed = star ? tokens.slice(0, -1) : tokens;
  const prefix: number[] = [];
  let any = 0;
  for (const token of fixed) {
    if (token.kind !== 'letter') return null;
    const letter = singleLetter(token.letters);
    if (letter >= 0 && any === 0) prefix.push(letter);
    else if (token.letters.every((accepted) => accepted === 1)) any += 1;
    else return null;
  }
  const range = prefixRange(dawg, prefix);
  const length = prefix.length + any;
  const longest = star ? (lengths?.max ?? -1) : Math.min(length, lengths?.max ?? length);
  return { ...range, has, lacks, minLength: Math.max(length, lengths?.min ?? 0), maxLength: longest };
}

/** The ranks of the words that start with the letters: a subtree's range, empty when none does. */
function prefixRange(dawg: Dawg, letters: readonly number[]): { from: number; to: number } {
  const start = prefixNode(dawg, letters);
  return start === null ? { from: 0, to: 0 } : { from: start.rank, to: start.rank + dawg.countBelow(start.node) };
}

/**
 * The strategy for letters and length only (`*` with contains, `??????` with excludes, `*e*`, any of them with a length range), on
 * lists with a letter index; the index is built (once) only for a query it answers.
 */
export const searchByLetterIndex: PatternStrategy = (dictionary, query, limits) => {
  const letterQuery = letterQueryOf(dictionary.dawg, query.pattern.tokens, query.contains, query.excludes, query.lengths);
  if (letterQuery === null) return DECLINED;
  const index = letterIndexOf(dictionary, limits.letterIndexWords);
  if (index === null) return DECLINED;
  return searchLetters(dictionary, index, letterQuery, query.offset, query.limit);
};

/** A letter query's page as dictionary words. */
export function searchLetters(dictionary: Dictionary, index: LetterIndex, query: LetterQuery, offset: number, limit: number): SearchPage<DictionaryWord> {
  const { total, ranks } = index.search(query, offset, limit);
  return { total, words: ranks.map((rank) => dictionary.wordAt(rank)) };
}
