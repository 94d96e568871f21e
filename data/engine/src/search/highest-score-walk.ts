import type { Dawg } from '../dawg/dawg';
import type { PickedMatch } from './anagram-page';
import type { AnagramTables } from './anagram-tables';
import type { Rack } from './rack';
import { workMeter } from './work-meter';

/**
 * The `needed` best matches of a rack by score as played (highest first; ties longest first, then
 * dictionary order), found without recording every match: one walk of the DAWG in rank order keeps
 * the best so far, and skips a subtree once even its longest words, playing the dearest tiles left,
 * could not reach the score of the last one kept (a blank adds 0, a tile its value). The walk plays a tile before a blank, as
 * anagram search does, so a word's letters, blanks and score are the ones the default order gives.
 * Null where two letters make one tile (Spanish ll: a pair may be worth more than its letters, so the
 * bound would not hold) — the caller ranks every match instead.
 */
export function highestScoringMatches(
  dawg: Dawg,
  tables: AnagramTables,
  hasPairs: boolean,
  rack: Rack,
  range: { minLength: number; maxLength: number },
  needed: number,
): PickedMatch[] | null {
  if (hasPairs) return null;
  const walker = new HighestScoreWalker(dawg, tables, rack, range, needed);
  walker.visit(dawg.root, 0, 0, 0, rack.blanks);
  return walker.best;
}

class HighestScoreWalker {
  readonly best: PickedMatch[] = [];
  private readonly tiles: Int16Array;
  /**
   * The tiles not yet played, counted by value: a word that goes on for k more letters scores at most
   * its path's score plus the k most valuable of them (a blank adds 0).
   */
  private readonly tilesLeftByValue: Int16Array;
  private readonly path = new Uint8Array(32);

  constructor(
    private readonly dawg: Dawg,
    private readonly tables: AnagramTables,
    rack: Rack,
    private readonly range: { minLength: number; maxLength: number },
    private readonly needed: number,
  ) {
    this.tiles = Int16Array.from(rack.counts);
    this.tilesLeftByValue = new Int16Array(Math.max(0, ...tables.letterPoints) + 1);
    this.tiles.forEach((count, letter) => {
      const value = tables.letterPoints[letter] as number;
      this.tilesLeftByValue[value] = (this.tilesLeftByValue[value] as number) + count;
    });
  }

  /** The most `letters` more tiles could add: the values of the dearest tiles left. */
  private mostAdded(letters: number): number {
    const byValue = this.tilesLeftByValue;
    let added = 0;
    for (let value = byValue.length - 1; value > 0 && letters > 0; value -= 1) {
      const taken = Math.min(letters, byValue[value] as number);
      added += taken * value;
      letters -= taken;
    }
    return added;
  }

  visit(node: number, rank: number, depth: number, score: number, blanks: number): void {
    workMeter.tick();
    const { dawg, tables, tiles } = this;
    const weight = dawg.weights[node] as number;
    if (weight > 0 && depth >= this.range.minLength) for (let i = 0; i < weight; i += 1) this.offer(rank + i, depth, score);
    const height = dawg.height[node] as number;
    if (depth === this.range.maxLength || depth + height < this.range.minLength) return;
    // Ties on score may still win on length: only a subtree strictly below the last kept score is skipped.
    const reach = Math.min(height, this.range.maxLength - depth);
    if (this.best.length >= this.needed && score + this.mostAdded(reach) < (this.best[this.needed - 1] as PickedMatch).points) return;
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const value = dawg.edges[edge] as number;
      const letter = value & 0xff;
      const left = tiles[letter] as number;
      if (left === 0 && (blanks === 0 || tables.blankPlays[letter] !== 1)) continue;
      const childRank = rank + (tables.edgeRankOffsets[edge] as number);
      this.path[depth] = letter;
      if (left > 0) {
        const points = tables.letterPoints[letter] as number;
        tiles[letter] = left - 1;
        this.tilesLeftByValue[points] = (this.tilesLeftByValue[points] as number) - 1;
        this.visit(value >>> 8, childRank, depth + 1, score + points, blanks);
        this.tilesLeftByValue[points] = (this.tilesLeftByValue[points] as number) + 1;
        tiles[letter] = left;
      } else {
        this.visit(value >>> 8, childRank, depth + 1, score, blanks - 1);
      }
    }
  }

  /** Keeps a match if it is among the best so far: higher score, then longer, then lower rank. */
  private offer(rank: number, length: number, score: number): void {
    const { best, needed } = this;
    const beats = (other: PickedMatch): boolean => score > other.points || (score === other.points && (length > other.length || (length === other.length && rank < other.rank)));
    if (best.length >= needed && !beats(best[best.length - 1] as PickedMatch)) return;
    let at = best.length;
    while (at > 0 && beats(best[at - 1] as PickedMatch)) at -= 1;
    best.splice(at, 0, { rank, length, points: score, letters: this.path.slice(0, length), start: 0 });
    if (best.length > needed) best.pop();
  }
}
