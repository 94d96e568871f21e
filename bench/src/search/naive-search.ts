import { lengthBounds, tokenizeGlob } from './glob-pattern';
import type { AnagramBenchQuery, PatternBenchQuery } from './query-set';
import type { BenchPage, BenchWord, SearchImplementation } from './search-implementation';
import { blanksOf, letterCountsOf, rackOf, scoreOf, type WordList } from './word-list';

/** A pattern compiled for the matcher: per token, a star flag or the letters it accepts. */
interface CompiledGlob {
  size: number;
  star: Uint8Array;
  /** token × alphabet → 1 when the token accepts the letter. */
  accepts: Uint8Array;
  alphabetSize: number;
  /** Letters a match has at least; exactly when the pattern has no star. */
  minLength: number;
  exactLength: boolean;
}

interface AnagramMatch {
  rank: number;
  length: number;
  points: number;
  /** As played from the rack: the letters blanks play score 0. */
  score: number;
}

function compileGlob(pattern: string, list: WordList): CompiledGlob {
  const tokens = tokenizeGlob(pattern, list);
  const alphabetSize = list.alphabet.length;
  const star = new Uint8Array(tokens.length);
  const accepts = new Uint8Array(tokens.length * alphabetSize);
  tokens.forEach((token, position) => {
    const base = position * alphabetSize;
    if (token.kind === 'star') star[position] = 1;
    else if (token.kind === 'any') accepts.fill(1, base, base + alphabetSize);
    else if (token.kind === 'letter') accepts[base + (list.letterIndex.get(token.letter) as number)] = 1;
    else {
      if (token.negated) accepts.fill(1, base, base + alphabetSize);
      for (const letter of token.letters) accepts[base + (list.letterIndex.get(letter) as number)] = token.negated ? 0 : 1;
    }
  });
  const { min, exact } = lengthBounds(tokens);
  return { size: tokens.length, star, accepts, alphabetSize, minLength: min, exactLength: exact };
}

/**
 * Whole-word wildcard match, the classic two-pointer way: on a mismatch, go back to the last star and
 * let it swallow one more letter. Linear in practice, never a regular expression.
 */
function matchesGlob(word: string, glob: CompiledGlob, codeToLetter: Int16Array): boolean {
  const { size, star, accepts, alphabetSize } = glob;
  let token = 0;
  let at = 0;
  let starToken = -1;
  let starAt = 0;
  while (at < word.length) {
    if (token < size) {
      if (star[token] === 1) {
        starToken = token;
        starAt = at;
        token += 1;
        continue;
      }
      if (accepts[token * alphabetSize + (codeToLetter[word.charCodeAt(at)] as number)] === 1) {
        token += 1;
        at += 1;
        continue;
      }
    }
    if (starToken < 0) return false;
    token = starToken + 1;
    starAt += 1;
    at = starAt;
  }
  while (token < size && star[token] === 1) token += 1;
  return token === size;
}

function occurrences(word: string, code: number): number {
  let count = 0;
  for (let at = 0; at < word.length; at += 1) if (word.charCodeAt(at) === code) count += 1;
  return count;
}

/**
 * The baseline most word-finder libraries are: an array of folded words, a check per word, then
 * collect, sort and slice.
 */
export function createNaiveSearch(list: WordList): SearchImplementation {
  const codeToLetter = new Int16Array(0x10000).fill(0);
  list.alphabet.forEach((letter, index) => (codeToLetter[letter.charCodeAt(0)] = index));
  const { folded: foldedWords, lengths, points } = list;

  const pattern = (query: PatternBenchQuery): BenchPage => {
    const glob = compileGlob(query.pattern, list);
    const { minLength, exactLength } = glob;
    const required = [...letterCountsOf(list, query.contains)].map(([letter, count]) => [(list.alphabet[letter] as string).charCodeAt(0), count] as const);
    const excluded = new Uint8Array(list.alphabet.length);
    for (const letter of letterCountsOf(list, query.excludes).keys()) excluded[letter] = 1;
    const hasExclusions = query.excludes !== '';

    const ranks: number[] = [];
    for (let rank = 0; rank < foldedWords.length; rank += 1) {
      const length = lengths[rank] as number;
      if (length < minLength || (exactLength && length !== minLength)) continue;
      const word = foldedWords[rank] as string;
      if (!matchesGlob(word, glob, codeToLetter)) continue;
      if (required.some(([code, count]) => occurrences(word, code) < count)) continue;
      if (hasExclusions) {
        let clean = true;
        for (let at = 0; at < word.length && clean; at += 1) if (excluded[codeToLetter[word.charCodeAt(at)] as number] === 1) clean = false;
        if (!clean) continue;
      }
      ranks.push(rank);
    }
    ranks.sort((a, b) => a - b);
    const words = ranks
      .slice(query.offset, query.offset + query.limit)
      .map((rank): BenchWord => ({ word: list.words[rank] as string, folded: foldedWords[rank] as string, rank }));
    return { total: ranks.length, words };
  };

  const anagram = (query: AnagramBenchQuery): BenchPage => {
    const rack = rackOf(list, query.rack);
    const maxLength = Math.min(query.maxLength, rack.size);
    const left = new Int16Array(rack.counts.length);
    const matches: AnagramMatch[] = [];
    for (let rank = 0; rank < foldedWords.length; rank += 1) {
      const length = lengths[rank] as number;
      if (length < query.minLength || length > maxLength) continue;
      const word = foldedWords[rank] as string;
      left.set(rack.counts);
      let blanks = rack.blanks;
      let fits = true;
      for (let at = 0; at < word.length && fits; at += 1) {
        const letter = codeToLetter[word.charCodeAt(at)] as number;
        if ((left[letter] as number) > 0) left[letter] = (left[letter] as number) - 1;
        else if (blanks > 0 && list.blankPlays[letter] === 1) blanks -= 1;
        else fits = false;
      }
      if (fits) matches.push({ rank, length, points: points[rank] as number, score: blanks === rack.blanks ? (points[rank] as number) : scoreOf(list, rack, word, points[rank] as number) });
    }
    matches.sort((a, b) => b.length - a.length || b.score - a.score || a.rank - b.rank);
    const words = matches.slice(query.offset, query.offset + query.limit).map((match): BenchWord => {
      const folded = foldedWords[match.rank] as string;
      return { word: list.words[match.rank] as string, folded, rank: match.rank, length: match.length, points: match.points, score: match.score, blanks: blanksOf(list, rack, folded) };
    });
    return { total: matches.length, words };
  };

  return { name: 'naive', pattern, anagram, close: () => undefined };
}
