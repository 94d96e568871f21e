import type { Dictionary } from '../dictionary';
import type { Rack } from './rack';
import type { SearchPage } from './pattern-search';

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

interface Match {
  rank: number;
  length: number;
  points: number;
  /** Letter indices the blanks stand for, in word order. */
  blankLetters: number[];
}

/**
 * Every word buildable from a subset of the rack, each tile used once, ordered longest first, then
 * highest points, then dictionary order. A rack tile is used before a blank whenever it fits: blanks
 * stand for any letter, so saving them never loses a word.
 */
export function searchAnagram(dictionary: Dictionary, query: AnagramQuery): SearchPage<AnagramWord> {
  const { dawg, rules, scorer } = dictionary;
  const { metadata } = rules;
  const counts = Int16Array.from(query.rack.counts);
  let blanks = query.rack.blanks;
  const maxLength = Math.min(query.maxLength, query.rack.size);
  // A blank plays only letters that have a tile (no Spanish k or w).
  const blankPlays = Uint8Array.from(rules.alphabet, (letter) => (metadata.tiles[letter] !== undefined ? 1 : 0));
  const letterPoints = Int32Array.from(rules.alphabet, (letter) => metadata.tiles[letter]?.points ?? 0);
  const digraphTiles = Object.keys(metadata.tiles).some((tile) => tile.length > 1);

  const matches: Match[] = [];
  const letters: number[] = [];
  const blankStack: number[] = [];
  const walk = (node: number, rank: number, depth: number, points: number): void => {
    const weight = dawg.weightOf(node);
    if (weight > 0 && depth >= query.minLength) {
      const wordPoints = digraphTiles ? scorer.score(dictionary.foldedOf(letters)).points : points;
      const blankLetters = blankStack.length > 0 ? [...blankStack] : [];
      for (let i = 0; i < weight; i += 1) matches.push({ rank: rank + i, length: depth, points: wordPoints, blankLetters });
    }
    if (depth === maxLength) return;
    let childRank = rank + weight;
    const [start, end] = dawg.edgeRange(node);
    for (let edge = start; edge < end; edge += 1) {
      const target = dawg.edgeTarget(edge);
      const letter = dawg.edgeLetter(edge);
      if ((counts[letter] as number) > 0) {
        counts[letter] = (counts[letter] as number) - 1;
        letters.push(letter);
        walk(target, childRank, depth + 1, points + (letterPoints[letter] as number));
        letters.pop();
        counts[letter] = (counts[letter] as number) + 1;
      } else if (blanks > 0 && blankPlays[letter] === 1) {
        blanks -= 1;
        letters.push(letter);
        blankStack.push(letter);
        walk(target, childRank, depth + 1, points + (letterPoints[letter] as number));
        blankStack.pop();
        letters.pop();
        blanks += 1;
      }
      childRank += dawg.countBelow(target);
    }
  };
  walk(dawg.root, 0, 0, 0);

  matches.sort((a, b) => b.length - a.length || b.points - a.points || a.rank - b.rank);
  const page = matches.slice(query.offset, query.offset + query.limit).map((match): AnagramWord => {
    const { word, folded } = dictionary.wordAt(match.rank);
    return {
      word,
      folded,
      rank: match.rank,
      length: match.length,
      points: match.points,
      blanks: match.blankLetters.map((letter) => rules.alphabet[letter] as string),
    };
  });
  return { total: matches.length, words: page };
}
