import { type Dictionary, letterCount } from '@lexicon/engine';
import type { GameList } from '@lexicon/shared';

export interface TwoLetterComparison {
  ours: string[];
  /** Undefined where the game's list is not published. */
  game?: { source: string; onlyOurs: string[]; onlyGame: string[]; agreement: number };
}

/**
 * The list's two-letter words against the game's published ones, compared on folded forms (the game
 * lists write no accents where tiles have none). Agreement both ways: the smaller of the shares of each
 * list the other holds.
 */
export function compareTwoLetterWords(dictionary: Dictionary, gameList: GameList): TwoLetterComparison {
  const ours: string[] = [];
  const oursFolded = new Set<string>();
  for (const entry of dictionary.words()) {
    if (letterCount(entry.folded) !== 2) continue;
    ours.push(entry.word);
    oursFolded.add(entry.folded);
  }
  const published = gameList.twoLetterWords;
  if (published === undefined) return { ours };
  const game = new Set(published.words.map((word) => dictionary.rules.fold(word) ?? word));
  const onlyOurs = [...oursFolded].filter((word) => !game.has(word)).sort();
  const onlyGame = [...game].filter((word) => !oursFolded.has(word)).sort();
  const agreement = Math.min((game.size - onlyGame.length) / game.size, (oursFolded.size - onlyOurs.length) / Math.max(1, oursFolded.size));
  return { ours, game: { source: published.source, onlyOurs, onlyGame, agreement } };
}
