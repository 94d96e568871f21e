import type { Dictionary, DictionaryWord } from '../dictionary';
import { workMeter } from './work-meter';

/**
 * The words of one page, gathered in dictionary order as a walk of the DAWG reaches them: the first
 * `skip` matches are passed over, then words are kept until `limit`. A walk carries each word's
 * folded letters down as a string, so a word costs one string join per letter of the walk rather
 * than a rebuild per word, and spellings are read with a cursor rather than a search per word.
 */
export class PageCollector {
  readonly words: DictionaryWord[] = [];
  private readonly spellingAt: (rank: number, folded: string) => string;
  private readonly alphabet: readonly string[];

  constructor(
    private readonly dictionary: Dictionary,
    /** Matches still to pass over before the page starts; walks lower it as they skip whole subtrees. */
    public skip: number,
    private readonly limit: number,
  ) {
    this.spellingAt = dictionary.spellingCursor();
    this.alphabet = dictionary.rules.alphabet;
  }

  get full(): boolean {
    return this.words.length >= this.limit;
  }

  /** The folded letters one step further down the walk. */
  extend(folded: string, letter: number): string {
    return folded + (this.alphabet[letter] as string);
  }

  /** The `weight` words that fold to `folded`, whose first spelling is at `rank`. */
  addWords(folded: string, rank: number, weight: number): void {
    const taken = Math.min(weight, this.skip);
    this.skip -= taken;
    for (let i = taken; i < weight && this.words.length < this.limit; i += 1) {
      workMeter.tick();
      this.words.push({ word: this.spellingAt(rank + i, folded), folded, rank: rank + i });
    }
  }

  /**
   * The one word at or below a node (on the page: not skipped): down its single path without a call
   * per letter, as most words of a DAWG end in such a chain.
   */
  private addOnlyWord(node: number, rank: number, folded: string): void {
    workMeter.tick();
    const { weights, firstEdge, edges } = this.dictionary.dawg;
    let word = folded;
    for (let at = node; (weights[at] as number) === 0; ) {
      const value = edges[firstEdge[at] as number] as number;
      word += this.alphabet[value & 0xff] as string;
      at = value >>> 8;
    }
    this.words.push({ word: this.spellingAt(rank, word), folded: word, rank });
  }

  /** Every word at or below a node, skipping whole subtrees by their stored counts. */
  addSubtree(node: number, rank: number, folded: string): void {
    const { dawg } = this.dictionary;
    const counts = dawg.counts;
    const below = counts[node] as number;
    if (this.skip >= below) {
      this.skip -= below;
      return;
    }
    if (below === 1) return this.addOnlyWord(node, rank, folded);
    workMeter.tick();
    const weight = dawg.weights[node] as number;
    if (weight > 0) this.addWords(folded, rank, weight);
    let childRank = rank + weight;
    const end = dawg.firstEdge[node + 1] as number;
    for (let edge = dawg.firstEdge[node] as number; edge < end && !this.full; edge += 1) {
      const value = dawg.edges[edge] as number;
      const target = value >>> 8;
      const inTarget = counts[target] as number;
      if (this.skip >= inTarget) this.skip -= inTarget;
      else this.addSubtree(target, childRank, this.extend(folded, value & 0xff));
      childRank += inTarget;
    }
  }
}
