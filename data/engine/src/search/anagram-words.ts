import type { Dictionary } from '../dictionary';
import type { PickedMatch } from './anagram-page';
import type { Rack } from './rack';

export interface AnagramWord {
  word: string;
  folded: string;
  rank: number;
  length: number;
  /** The word's face value: every letter at its tile's value. */
  points: number;
  /** The points the word makes from this rack: as `points`, but the letters the blanks play score 0. */
  score: number;
  /** The letters the blanks stand for, in word order; empty when no blank was needed. */
  blanks: string[];
}

/**
 * The page's matches as words: the letters the walk recorded, the dictionary's spelling, the letters
 * the blanks play (rack tiles go first, in word order, as in the walk), the face value and the score
 * as played. Spellings are looked
 * up in rank order, where a cursor steps along them instead of searching.
 */
export function anagramWords(dictionary: Dictionary, rack: Rack, page: readonly PickedMatch[]): AnagramWord[] {
  const { alphabet } = dictionary.rules;
  const { tileTable } = dictionary;
  const left = new Int16Array(rack.counts.length);
  const byBlank = new Uint8Array(32);
  const spellingAt = dictionary.spellingCursor();
  const words = new Array<AnagramWord>(page.length);
  const inRankOrder = page.map((_, index) => index).sort((a, b) => (page[a] as PickedMatch).rank - (page[b] as PickedMatch).rank);
  for (const index of inRankOrder) {
    const { rank, length, letters, start } = page[index] as PickedMatch;
    left.set(rack.counts);
    byBlank.fill(0);
    const blanks: string[] = [];
    let folded = '';
    for (let at = start; at < start + length; at += 1) {
      const letter = letters[at] as number;
      const character = alphabet[letter] as string;
      folded += character;
      if ((left[letter] as number) > 0) left[letter] = (left[letter] as number) - 1;
      else {
        blanks.push(character);
        byBlank[at - start] = 1;
      }
    }
    const points = tileTable.score(folded).points;
    const score = blanks.length === 0 ? points : tileTable.score(folded, byBlank).points;
    words[index] = { word: spellingAt(rank, folded), folded, rank, length, points, score, blanks };
  }
  return words;
}
