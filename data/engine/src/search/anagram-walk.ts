import type { Dawg } from '../dawg/dawg';
import { type AnagramTables, LENGTH_COUNT_LIMIT } from './anagram-tables';
import { popcount } from './popcount';
import { workMeter } from './work-meter';

/** What one walk of the DAWG learns about a rack. */
export interface AnagramWalk {
  /** Matches per length, `byLength[length]`, lengths under the query's minimum included. */
  byLength: Float64Array;
  /**
   * Every match of `recordedFrom` letters or more, in rank order, with its length and points (face
   * value, or as played with `asPlayed`): the longest matches, as many as the page needs; shorter ones
   * are only counted.
   */
  recordedFrom: number;
  ranks: Uint32Array;
  lengths: Uint8Array;
  points: Uint16Array;
  /** Match i's letters are letters[i × maxLength …]. */
  letters: Uint8Array;
  recorded: number;
}

export interface AnagramWalkQuery {
  tiles: Int16Array;
  blanks: number;
  minLength: number;
  maxLength: number;
  /** Matches the page needs from the top of the order: offset + limit. */
  needed: number;
  /**
   * False to record no letters (`letters` stays empty): a caller that records every match (sorted
   * searches, millions for racks of many blanks) reads the page's letters from the DAWG instead.
   */
  recordLetters?: boolean;
  /**
   * True to record each match's score as played from this rack (a letter a blank plays scores 0, and
   * so does a two-letter tile one of whose letters a blank plays) instead of its face value.
   */
  asPlayed?: boolean;
}

/** Marks an unpaired previous letter (see `visit`) that a blank played. */
const PLAYED_BY_BLANK = 0x100;
const LETTER_BITS = 0xff;

/**
 * One walk of the DAWG where the rack allows, in rank order. Only the longest matches can reach a
 * page, so a match is recorded only while the longer-or-equal ones found so far are not yet `needed`
 * (that length, the cutoff, only rises). Below the cutoff the walk just counts, and once the blanks
 * left could play every letter of every word below a node, it counts those words per length from a
 * table instead of visiting them: a long rack with many blanks builds 10^5–10^6 words.
 */
export function walkAnagrams(dawg: Dawg, tables: AnagramTables, query: AnagramWalkQuery): AnagramWalk {
  const walker = new AnagramWalker(dawg, tables, query);
  walker.visit(dawg.root, 0, 0, 0, -1, query.blanks);
  return walker.result();
}

const INITIAL_RECORDS = 256;

class AnagramWalker {
  private readonly byLength: Float64Array;
  private cutoff: number;
  /** Matches found so far of the cutoff's length or longer. */
  private atOrAboveCutoff = 0;
  private ranks = new Uint32Array(INITIAL_RECORDS);
  private lengths = new Uint8Array(INITIAL_RECORDS);
  private points = new Uint16Array(INITIAL_RECORDS);
  /** Each recorded match's letters, maxLength bytes apiece. */
  private letters: Uint8Array;
  private recorded = 0;
  /** The letters played on the way to the node being visited. */
  private readonly path = new Uint8Array(32);
  /** Letters that have a tile left (bits 0–31 and 32–63). */
  private rackLow = 0;
  private rackHigh = 0;

  private readonly tiles: Int16Array;
  private readonly maxLength: number;
  private readonly needed: number;
  private readonly recordLetters: boolean;
  private readonly asPlayed: boolean;
  private readonly firstEdge: Uint32Array;
  private readonly edges: Uint32Array;
  private readonly weights: Uint8Array;
  private readonly height: Uint8Array;
  /** Words at and below each node: the lengths-below table is exact only under `LENGTH_COUNT_LIMIT`. */
  private readonly wordsBelow: Uint32Array;
  private readonly lettersBelowLow: Uint32Array;
  private readonly lettersBelowHigh: Uint32Array;
  private readonly edgeLettersLow: Uint32Array;
  private readonly edgeLettersHigh: Uint32Array;
  private readonly edgeRankOffsets: Uint32Array;
  private readonly blankPlays: Uint8Array;
  private readonly unplayableLow: number;
  private readonly unplayableHigh: number;
  private readonly letterPoints: Int32Array;
  private readonly pairPoints: Int32Array;
  private readonly letterCount: number;
  private lengthOffsets: Uint32Array | undefined;
  private lengthCounts: Uint16Array | undefined;

  constructor(
    dawg: Dawg,
    private readonly tables: AnagramTables,
    query: AnagramWalkQuery,
  ) {
    this.tiles = query.tiles;
    this.maxLength = query.maxLength;
    this.needed = query.needed;
    this.recordLetters = query.recordLetters !== false;
    this.asPlayed = query.asPlayed === true;
    this.byLength = new Float64Array(query.maxLength + 1);
    this.letters = new Uint8Array(this.recordLetters ? INITIAL_RECORDS * query.maxLength : 0);
    this.cutoff = query.needed > 0 ? query.minLength : query.maxLength + 1;
    query.tiles.forEach((count, letter) => {
      if (count > 0) this.addToRack(letter);
    });
    this.firstEdge = dawg.firstEdge;
    this.edges = dawg.edges;
    this.weights = dawg.weights;
    this.height = dawg.height;
    this.wordsBelow = dawg.counts;
    this.lettersBelowLow = dawg.lettersBelowLow;
    this.lettersBelowHigh = dawg.lettersBelowHigh;
    this.edgeLettersLow = tables.edgeLettersLow;
    this.edgeLettersHigh = tables.edgeLettersHigh;
    this.edgeRankOffsets = tables.edgeRankOffsets;
    this.blankPlays = tables.blankPlays;
    this.unplayableLow = ~tables.blankPlaysLow;
    this.unplayableHigh = ~tables.blankPlaysHigh;
    this.letterPoints = tables.letterPoints;
    this.pairPoints = tables.pairPoints;
    this.letterCount = tables.letterCount;
  }

  result(): AnagramWalk {
    return { byLength: this.byLength, recordedFrom: this.cutoff, ranks: this.ranks, lengths: this.lengths, points: this.points, letters: this.letters, recorded: this.recorded };
  }

  /**
   * Counts and records the matches at and below a node that may reach the cutoff. `unpaired`: the
   * previous letter when it is a tile of its own that this node's letter may still pair with (Spanish
   * ch, ll, rr), plus PLAYED_BY_BLANK when a blank played it and points are counted as played; else -1.
   */
  visit(node: number, rank: number, depth: number, points: number, unpaired: number, blanks: number): void {
    workMeter.tick();
    const weight = this.weights[node] as number;
    if (weight > 0) {
      this.countWords(depth, weight);
      if (depth >= this.cutoff) this.record(rank, weight, depth, points);
    }
    if (depth === this.maxLength) return;
    const room = this.maxLength - depth - 1;
    const start = this.firstEdge[node] as number;
    if (blanks > 0) {
      const end = this.firstEdge[node + 1] as number;
      for (let edge = start; edge < end; edge += 1) {
        const letter = (this.edges[edge] as number) & 0xff;
        if ((this.tiles[letter] as number) > 0 || this.blankPlays[letter] === 1) this.follow(edge, letter, rank, depth, room, points, unpaired, blanks);
      }
      return;
    }
    // No blank left: only the rack's letters, straight to their edges (edges are in letter order).
    const low = this.edgeLettersLow[node] as number;
    this.followRackEdges(start, low, this.rackLow, 0, rank, depth, room, points, unpaired);
    this.followRackEdges(start + popcount(low), this.edgeLettersHigh[node] as number, this.rackHigh, 32, rank, depth, room, points, unpaired);
  }

  /**
   * With no blank left, follows the edges of one half (letters from `letterBase`) of a node's edge
   * letters that the rack has a tile for; `first` is the half's first edge.
   */
  private followRackEdges(first: number, edgeLetters: number, rackLetters: number, letterBase: number, rank: number, depth: number, room: number, points: number, unpaired: number): void {
    for (let playable = edgeLetters & rackLetters; playable !== 0; ) {
      const bit = playable & -playable;
      playable ^= bit;
      this.follow(first + popcount(edgeLetters & (bit - 1)), letterBase + 31 - Math.clz32(bit), rank, depth, room, points, unpaired, 0);
    }
  }

  /** Plays a letter the rack allows (a tile when one is left, else a blank) and walks on below it. */
  private follow(edge: number, letter: number, rank: number, depth: number, room: number, points: number, unpaired: number, blanks: number): void {
    const child = (this.edges[edge] as number) >>> 8;
    const left = this.tiles[letter] as number;
    const useTile = left > 0;
    const childBlanks = useTile ? blanks : blanks - 1;
    if (useTile) this.takeTile(letter, left);
    const childHeight = this.height[child] as number;
    const childDepth = depth + 1;
    if (childDepth + (childHeight < room ? childHeight : room) < this.cutoff) {
      this.count(child, childDepth, childBlanks);
    } else {
      this.path[depth] = letter;
      const previous = unpaired & LETTER_BITS;
      const pair = unpaired >= 0 ? (this.pairPoints[previous * this.letterCount + letter] as number) : -1;
      const childRank = rank + (this.edgeRankOffsets[edge] as number);
      // As played, a blank scores 0, and so does a two-letter tile one of whose letters it plays.
      const byBlank = this.asPlayed && !useTile;
      if (pair >= 0) {
        const previousByBlank = (unpaired & PLAYED_BY_BLANK) !== 0;
        const previousValue = previousByBlank ? 0 : (this.letterPoints[previous] as number);
        this.visit(child, childRank, childDepth, points - previousValue + (byBlank || previousByBlank ? 0 : pair), -1, childBlanks);
      } else {
        this.visit(child, childRank, childDepth, points + (byBlank ? 0 : (this.letterPoints[letter] as number)), byBlank ? letter | PLAYED_BY_BLANK : letter, childBlanks);
      }
    }
    if (useTile) this.returnTile(letter, left);
  }

  /** Counts the matches at and below a node, none of which can reach the cutoff. */
  private count(node: number, depth: number, blanks: number): void {
    workMeter.tick();
    const { byLength } = this;
    byLength[depth] = (byLength[depth] as number) + (this.weights[node] as number);
    if (this.mayLieBelow(node, depth, blanks)) this.countBelow(node, depth, blanks);
  }

  /**
   * False when no word below a node needs walking: none can be that long, or all of them fit and were
   * just counted from the lengths-below table (exact for nodes with fewer words below than its
   * limit), or no blank is left and no edge has a rack letter.
   */
  private mayLieBelow(node: number, depth: number, blanks: number): boolean {
    const room = this.maxLength - depth;
    const height = this.height[node] as number;
    if (room === 0 || height === 0) return false;
    const reach = height < room ? height : room;
    if (blanks >= reach && (this.wordsBelow[node] as number) < LENGTH_COUNT_LIMIT) {
      if (((this.lettersBelowLow[node] as number) & this.unplayableLow) === 0 && ((this.lettersBelowHigh[node] as number) & this.unplayableHigh) === 0) {
        this.countEveryWordBelow(node, depth, reach);
        return false;
      }
      return true;
    }
    return blanks > 0 || ((this.edgeLettersLow[node] as number) & this.rackLow) !== 0 || ((this.edgeLettersHigh[node] as number) & this.rackHigh) !== 0;
  }

  /** Counts the matches below a node, where some may lie. */
  private countBelow(node: number, depth: number, blanks: number): void {
    workMeter.tick();
    const { tiles, edges, weights, byLength } = this;
    const childDepth = depth + 1;
    const start = this.firstEdge[node] as number;
    if (blanks === 0) {
      // Only the rack's letters: straight to their edges (edges are in letter order).
      const low = this.edgeLettersLow[node] as number;
      this.countRackEdges(start, low, this.rackLow, 0, childDepth);
      this.countRackEdges(start + popcount(low), this.edgeLettersHigh[node] as number, this.rackHigh, 32, childDepth);
      return;
    }
    const end = this.firstEdge[node + 1] as number;
    for (let edge = start; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const letter = value & 0xff;
      const child = value >>> 8;
      const left = tiles[letter] as number;
      if (left > 0) {
        byLength[childDepth] = (byLength[childDepth] as number) + (weights[child] as number);
        this.takeTile(letter, left);
        if (this.mayLieBelow(child, childDepth, blanks)) this.countBelow(child, childDepth, blanks);
        this.returnTile(letter, left);
      } else if (this.blankPlays[letter] === 1) {
        byLength[childDepth] = (byLength[childDepth] as number) + (weights[child] as number);
        if (this.mayLieBelow(child, childDepth, blanks - 1)) this.countBelow(child, childDepth, blanks - 1);
      }
    }
  }

  /** `followRackEdges` for counting: the rack's edges of one half of a node's edge letters, counted below. */
  private countRackEdges(first: number, edgeLetters: number, rackLetters: number, letterBase: number, childDepth: number): void {
    const { tiles, edges, weights, byLength } = this;
    for (let playable = edgeLetters & rackLetters; playable !== 0; ) {
      const bit = playable & -playable;
      playable ^= bit;
      const letter = letterBase + 31 - Math.clz32(bit);
      const child = (edges[first + popcount(edgeLetters & (bit - 1))] as number) >>> 8;
      byLength[childDepth] = (byLength[childDepth] as number) + (weights[child] as number);
      const left = tiles[letter] as number;
      this.takeTile(letter, left);
      if (this.mayLieBelow(child, childDepth, 0)) this.countBelow(child, childDepth, 0);
      this.returnTile(letter, left);
    }
  }

  /** Adds the words 1 … reach letters below a node, all of which fit. */
  private countEveryWordBelow(node: number, depth: number, reach: number): void {
    if (this.lengthCounts === undefined) {
      const below = this.tables.lengthsBelow();
      this.lengthOffsets = below.offsets;
      this.lengthCounts = below.counts;
    }
    const counts = this.lengthCounts;
    const base = (this.lengthOffsets as Uint32Array)[node] as number;
    const { byLength } = this;
    for (let below = 1; below <= reach; below += 1) byLength[depth + below] = (byLength[depth + below] as number) + (counts[base + below] as number);
  }

  /** Counts matches of a length that may reach the page, and raises the cutoff once it can. */
  private countWords(length: number, weight: number): void {
    const { byLength } = this;
    byLength[length] = (byLength[length] as number) + weight;
    if (length < this.cutoff) return;
    this.atOrAboveCutoff += weight;
    // The cutoff's own length is no longer needed once the longer matches alone fill the page.
    while (this.atOrAboveCutoff - (byLength[this.cutoff] as number) >= this.needed) {
      this.atOrAboveCutoff -= byLength[this.cutoff] as number;
      this.cutoff += 1;
    }
  }

  private record(rank: number, weight: number, length: number, points: number): void {
    workMeter.spend(weight);
    if (this.recorded + weight > this.ranks.length) this.grow(this.recorded + weight);
    const { path, letters, maxLength } = this;
    for (let i = 0; i < weight; i += 1) {
      this.ranks[this.recorded] = rank + i;
      this.lengths[this.recorded] = length;
      this.points[this.recorded] = points;
      if (this.recordLetters) {
        const base = this.recorded * maxLength;
        for (let at = 0; at < length; at += 1) letters[base + at] = path[at] as number;
      }
      this.recorded += 1;
    }
  }

  private grow(least: number): void {
    const size = Math.max(this.ranks.length * 2, least);
    const ranks = new Uint32Array(size);
    ranks.set(this.ranks);
    this.ranks = ranks;
    const lengths = new Uint8Array(size);
    lengths.set(this.lengths);
    this.lengths = lengths;
    const points = new Uint16Array(size);
    points.set(this.points);
    this.points = points;
    if (this.recordLetters) {
      const letters = new Uint8Array(size * this.maxLength);
      letters.set(this.letters);
      this.letters = letters;
    }
  }

  private takeTile(letter: number, left: number): void {
    this.tiles[letter] = left - 1;
    if (left === 1) {
      if (letter < 32) this.rackLow &= ~(1 << letter);
      else this.rackHigh &= ~(1 << (letter - 32));
    }
  }

  private returnTile(letter: number, left: number): void {
    this.tiles[letter] = left;
    if (left === 1) this.addToRack(letter);
  }

  private addToRack(letter: number): void {
    if (letter < 32) this.rackLow |= 1 << letter;
    else this.rackHigh |= 1 << (letter - 32);
  }
}
