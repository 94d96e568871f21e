import type { LanguageMetadata } from '@lexicon/shared';

export interface Score {
  points: number;
  /** False when a letter of the word has no tile in the language (Spanish k and w): it counts 0. */
  hasPoints: boolean;
}

export interface TileScorer {
  score(folded: string): Score;
  /** The tiles a folded word is laid with: Spanish `calle` → c, a, ll, e. */
  tiles(folded: string): string[];
}

/**
 * Scores folded words with the language's tile values. Multi-letter tiles (Spanish ch, ll, rr) are
 * taken greedily from the left, as they are laid on the board.
 */
export function createTileScorer(metadata: LanguageMetadata): TileScorer {
  const values = new Map(Object.entries(metadata.tiles).map(([tile, { points }]) => [tile, points]));
  const digraphs = [...values.keys()].filter((tile) => tile.length > 1);

  const tiles = (folded: string): string[] => {
    const laid: string[] = [];
    const letters = [...folded];
    for (let i = 0; i < letters.length; i += 1) {
      const pair = `${letters[i]}${letters[i + 1] ?? ''}`;
      if (digraphs.length > 0 && digraphs.includes(pair)) {
        laid.push(pair);
        i += 1;
      } else {
        laid.push(letters[i] as string);
      }
    }
    return laid;
  };

  const score = (folded: string): Score => {
    let points = 0;
    let hasPoints = true;
    for (const tile of tiles(folded)) {
      const value = values.get(tile);
      if (value === undefined) hasPoints = false;
      else points += value;
    }
    return { points, hasPoints };
  };

  return { score, tiles };
}
