import type { Dictionary } from '../dictionary';
import type { PickedMatch } from './anagram-page';
import type { Rack } from './rack';

export interface AnagramWord {
  word: string;
  folded: string;
  rank: number;
  length: number;
  points: number;
  /** The letters the blanks stand for, in word order; empty when no blank was needed. */
  blanks: string[];
}

/**
 * The page's matches as words: the letters the walk recorded, the dictionary's spelling, and the
 * letters the blanks play (rack tiles go first, in word order, as in the walk). Spellings are looked
 * up in rank order, where a cursor steps along them instead of searching.
 */
export function anagramWords(dictionary: Dictionary, rack: Rack, page: readonly PickedMatch[]): AnagramWord[] {
  const { alphabet } = dictionary.rules;
  const left = new Int16Array(rack.counts.length);
  const spellingAt = dictionary.spellingCursor();
  const words = new Array<AnagramWord>(page.length);
  const inRankOrder = page.map((_, index) => index).sort((a, b) => (page[a] as PickedMatch).rank - (page[b] as PickedMatch).rank);
  for (const index of inRankOrder) {
    const { rank, length, points, letters, start } = page[index] as PickedMatch;
    left.set(rack.counts);
    const blanks: string[] = [];
    let folded = '';
    for (let at = start; at < start + length; at += 1) {
      const letter = letters[at] as number;
      const character = alphabet[letter] as string;
      folded += character;
      if ((left[letter] as number) > 0) left[letter] = (left[letter] as number) - 1;
      else blanks.push(character);
    }
    words[index] = { word: spellingAt(rank, folded), folded, rank, length, points, blanks };
  }
  return words;
}
