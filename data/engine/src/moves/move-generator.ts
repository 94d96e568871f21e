import { workMeter } from '../search/work-meter';
import type { Board, Rack } from './board-input';
import { ACROSS, computeCrossChecks, type CrossChecks, DOWN, type Direction, newCrossChecks } from './cross-checks';
import type { PlayCollector } from './play-collector';
import type { TileWalk } from './tile-walk';

/**
 * Every legal play of a rack on a board, after Appel and Jacobson ("The World's Fastest Scrabble
 * Program", 1988), over the word graph the dictionary already holds: no second structure, so the
 * search service's memory does not grow.
 *
 * For each direction the cross-checks are computed once; then each lane (a row for plays across, a
 * column for plays down) is walked from each anchor (an empty square beside a tile, or the centre on
 * an empty board). Left of an anchor go either the tiles already there or every left part the rack
 * spells that fits the empty squares before the previous anchor (the left parts are walked once per
 * search and kept as a tree: English, one blank, p50 29 → 17 ms against walking them per anchor);
 * then the walk extends right through the
 * graph, taking board tiles as they come and rack tiles (and blanks, as every tile) where the
 * cross-check allows. Scores are summed as the walk goes, so a finished play costs one comparison
 * with the page's worst. Working arrays are allocated once per search and reused by every lane.
 *
 * A play of one tile is found from both directions; it is kept once: across when it forms a word
 * across, down otherwise.
 */
export function generatePlays(board: Board, rack: Rack, walk: TileWalk, collector: PlayCollector): void {
  new LaneWalker(board, rack, walk, collector).run();
}

class LaneWalker {
  private readonly size: number;
  private readonly kinds: number;
  private readonly squares: Int16Array;
  private readonly boardBlanks: Uint8Array;
  private readonly points: Int32Array;
  private readonly letterMultiplier: Uint8Array;
  private readonly wordMultiplier: Uint8Array;
  private readonly firstEdge: Uint32Array;
  private readonly edges: Uint32Array;
  private readonly weights: Uint8Array;
  private readonly letterTile: Int32Array;
  private readonly secondLetter: Int16Array;
  private readonly pairsStartingWith: readonly (readonly number[])[];
  private readonly splitsPair: Uint8Array;
  private readonly hasPairs: boolean;
  private readonly rackSize: number;
  private readonly bingoBonus: number;
  private readonly blankPoints: number;
  /** The rack as the walk uses it up and puts back: tiles by kind, blanks, and all left. */
  private readonly rackCounts: Int32Array;
  private rackBlanks: number;
  private tilesLeft: number;
  private readonly across: CrossChecks;
  private readonly down: CrossChecks;
  // The lane being walked.
  private direction: Direction = ACROSS;
  private checks: CrossChecks;
  private anchor = 0;
  /** By position along the lane: its square. */
  private readonly laneSquares: Int32Array;
  private readonly isAnchor: Uint8Array;
  /** By position along the lane: the tile placed there by the play being built, blank × 1 in `placedBlank`. */
  private readonly placedTile: Int32Array;
  private readonly placedBlank: Uint8Array;
  /** The left part being extended, its first tile first. */
  private readonly leftTiles: Int32Array;
  private readonly leftBlanks: Uint8Array;
  /**
   * Every left part the rack spells, as a tree (entry 0 the empty part): each entry's graph node,
   * parent entry, last tile, whether a blank plays it, length, and the letters that may follow it (the
   * node's edges, bits 0–31 and 32–63). Left parts do not depend on the anchor, so they are walked once
   * per search, not once per anchor; an anchor then skips every part no tile allowed on it can follow.
   */
  private partNode = new Int32Array(1024);
  private partParent = new Int32Array(1024);
  private partTile = new Int32Array(1024);
  private partBlank = new Uint8Array(1024);
  private partLength = new Uint8Array(1024);
  private partNextLow = new Uint32Array(1024);
  private partNextHigh = new Uint32Array(1024);
  private parts = 0;

  constructor(
    private readonly board: Board,
    rack: Rack,
    private readonly walk: TileWalk,
    private readonly collector: PlayCollector,
  ) {
    const { size, squares, blanks, tiles, geometry, game } = board;
    this.size = size;
    this.kinds = tiles.kinds;
    this.squares = squares;
    this.boardBlanks = blanks;
    this.points = tiles.points;
    this.letterMultiplier = geometry.letterMultiplier;
    this.wordMultiplier = geometry.wordMultiplier;
    this.firstEdge = walk.dawg.firstEdge;
    this.edges = walk.dawg.edges;
    this.weights = walk.dawg.weights;
    this.letterTile = tiles.letterTile;
    this.secondLetter = tiles.secondLetter;
    this.pairsStartingWith = tiles.pairsStartingWith;
    this.splitsPair = walk.splitsPair;
    this.hasPairs = walk.hasPairs;
    this.rackSize = game.rackSize;
    this.bingoBonus = game.bingoBonus;
    this.blankPoints = game.blankPoints;
    this.rackCounts = Int32Array.from(rack.counts);
    this.rackBlanks = rack.blanks;
    this.tilesLeft = rack.size;
    this.across = newCrossChecks(board);
    this.down = newCrossChecks(board);
    this.checks = this.across;
    this.laneSquares = new Int32Array(size);
    this.isAnchor = new Uint8Array(size);
    this.placedTile = new Int32Array(size);
    this.placedBlank = new Uint8Array(size);
    this.leftTiles = new Int32Array(size);
    this.leftBlanks = new Uint8Array(size);
  }

  run(): void {
    if (this.tilesLeft === 0) return;
    this.addPart(this.walk.dawg.root, -1, -1, 0, 0);
    this.collectParts(0, Math.min(this.tilesLeft - 1, this.size - 1));
    computeCrossChecks(this.board, this.walk, ACROSS, this.across);
    computeCrossChecks(this.board, this.walk, DOWN, this.down);
    for (const direction of [ACROSS, DOWN] as const) {
      this.direction = direction;
      this.checks = direction === ACROSS ? this.across : this.down;
      for (let lane = 0; lane < this.size; lane += 1) this.walkLane(lane);
    }
  }

  private walkLane(lane: number): void {
    const { size, squares, laneSquares, isAnchor } = this;
    const emptyBoard = this.board.tileCount === 0;
    let anyAnchor = false;
    for (let position = 0; position < size; position += 1) {
      const square = this.direction === ACROSS ? lane * size + position : position * size + lane;
      laneSquares[position] = square;
      let anchor = 0;
      if (squares[square] === -1) {
        if (emptyBoard) anchor = square === this.board.geometry.centre ? 1 : 0;
        else {
          const row = Math.floor(square / size);
          const column = square % size;
          anchor =
            (row > 0 && squares[square - size] !== -1) ||
            (row < size - 1 && squares[square + size] !== -1) ||
            (column > 0 && squares[square - 1] !== -1) ||
            (column < size - 1 && squares[square + 1] !== -1)
              ? 1
              : 0;
        }
      }
      isAnchor[position] = anchor;
      if (anchor === 1) anyAnchor = true;
    }
    if (!anyAnchor) return;
    for (let position = 0; position < size; position += 1) {
      if (isAnchor[position] !== 1) continue;
      this.anchor = position;
      if (position > 0 && squares[laneSquares[position - 1] as number] !== -1) this.fromTilesBefore(position);
      else {
        let limit = 0;
        while (limit < position && isAnchor[position - limit - 1] !== 1) limit += 1;
        this.fromLeftParts(limit);
      }
    }
  }

  /** The anchor follows tiles on the board: they are the left part, walked as they lie. */
  private fromTilesBefore(anchor: number): void {
    const { squares, laneSquares, boardBlanks, points, kinds } = this;
    let start = anchor - 1;
    while (start > 0 && squares[laneSquares[start - 1] as number] !== -1) start -= 1;
    let node = this.walk.dawg.root;
    let score = 0;
    let previous = -1;
    for (let position = start; position < anchor; position += 1) {
      const square = laneSquares[position] as number;
      const tile = squares[square] as number;
      if (this.hasPairs && previous >= 0 && this.splitsPair[previous * kinds + tile] === 1) return;
      node = this.walk.step(node, tile);
      if (node < 0) return;
      score += boardBlanks[square] === 1 ? this.blankPoints : (points[tile] as number);
      this.placedTile[position] = -1;
      previous = tile;
    }
    this.extendRight(node, anchor, start, score, 1, 0, 0, previous);
  }

  private addPart(node: number, parent: number, tile: number, blank: number, length: number): number {
    if (this.parts === this.partNode.length) {
      const grow = <T extends Int32Array | Uint32Array | Uint8Array>(array: T): T => {
        const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
        bigger.set(array);
        return bigger;
      };
      this.partNode = grow(this.partNode);
      this.partParent = grow(this.partParent);
      this.partTile = grow(this.partTile);
      this.partBlank = grow(this.partBlank);
      this.partLength = grow(this.partLength);
      this.partNextLow = grow(this.partNextLow);
      this.partNextHigh = grow(this.partNextHigh);
    }
    const entry = this.parts;
    this.parts += 1;
    this.partNode[entry] = node;
    this.partParent[entry] = parent;
    this.partTile[entry] = tile;
    this.partBlank[entry] = blank;
    this.partLength[entry] = length;
    let low = 0;
    let high = 0;
    const end = this.firstEdge[node + 1] as number;
    for (let edge = this.firstEdge[node] as number; edge < end; edge += 1) {
      const letter = (this.edges[edge] as number) & 0xff;
      if (letter < 32) low |= 1 << letter;
      else high |= 1 << (letter - 32);
    }
    this.partNextLow[entry] = low;
    this.partNextHigh[entry] = high;
    return entry;
  }

  /** Adds every left part below an entry, of up to `limit` tiles. */
  private collectParts(entry: number, limit: number): void {
    workMeter.tick();
    const length = this.partLength[entry] as number;
    if (length >= limit || this.tilesLeft === 0) return;
    const node = this.partNode[entry] as number;
    const previous = this.partTile[entry] as number;
    const { firstEdge, edges, letterTile, rackCounts, pairsStartingWith, secondLetter, kinds } = this;
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const letter = value & 0xff;
      const child = value >>> 8;
      const tile = letterTile[letter] as number;
      if (tile >= 0 && !(this.hasPairs && previous >= 0 && this.splitsPair[previous * kinds + tile] === 1)) {
        if ((rackCounts[tile] as number) > 0) this.collectPartWith(entry, tile, 0, child, length, limit);
        if (this.rackBlanks > 0) this.collectPartWith(entry, tile, 1, child, length, limit);
      }
      const pairs = pairsStartingWith[letter] as readonly number[];
      for (let at = 0; at < pairs.length; at += 1) {
        const pair = pairs[at] as number;
        if (this.hasPairs && previous >= 0 && this.splitsPair[previous * kinds + pair] === 1) continue;
        const after = this.walk.dawg.child(child, secondLetter[pair] as number);
        if (after < 0) continue;
        if ((rackCounts[pair] as number) > 0) this.collectPartWith(entry, pair, 0, after, length, limit);
        if (this.rackBlanks > 0) this.collectPartWith(entry, pair, 1, after, length, limit);
      }
    }
  }

  private collectPartWith(parent: number, tile: number, blank: number, child: number, length: number, limit: number): void {
    this.take(tile, blank);
    this.collectParts(this.addPart(child, parent, tile, blank, length + 1), limit);
    this.putBack(tile, blank);
  }

  /** Extends every left part of up to `limit` tiles that some tile allowed on the anchor can follow. */
  private fromLeftParts(limit: number): void {
    const { kinds, partLength, partNextLow, partNextHigh, partParent, partTile, partBlank, leftTiles, leftBlanks } = this;
    const square = this.laneSquares[this.anchor] as number;
    const allowed = this.checks.allowed;
    const { firstLetter, exists } = this.board.tiles;
    let low = 0;
    let high = 0;
    for (let tile = 0; tile < kinds; tile += 1) {
      if (exists[tile] !== 1 || allowed[square * kinds + tile] !== 1) continue;
      if ((this.rackCounts[tile] as number) === 0 && this.rackBlanks === 0) continue;
      const letter = firstLetter[tile] as number;
      if (letter < 32) low |= 1 << letter;
      else high |= 1 << (letter - 32);
    }
    if (low === 0 && high === 0 && this.rackBlanks === 0) return;
    for (let entry = 0; entry < this.parts; entry += 1) {
      const length = partLength[entry] as number;
      if (length > limit) continue;
      if (((partNextLow[entry] as number) & low) === 0 && ((partNextHigh[entry] as number) & high) === 0) continue;
      workMeter.tick();
      for (let at = entry, position = length - 1; position >= 0; at = partParent[at] as number, position -= 1) {
        leftTiles[position] = partTile[at] as number;
        leftBlanks[position] = partBlank[at] as number;
        this.take(partTile[at] as number, partBlank[at] as number);
      }
      this.extendFromLeftPart(this.partNode[entry] as number, length, length === 0 ? -1 : (partTile[entry] as number));
      for (let position = 0; position < length; position += 1) this.putBack(leftTiles[position] as number, leftBlanks[position] as number);
    }
  }

  private extendFromLeftPart(node: number, length: number, previous: number): void {
    const { anchor, laneSquares, points, letterMultiplier, wordMultiplier, placedTile, placedBlank } = this;
    const start = anchor - length;
    let score = 0;
    let multiplier = 1;
    for (let at = 0; at < length; at += 1) {
      const position = start + at;
      const square = laneSquares[position] as number;
      const tile = this.leftTiles[at] as number;
      const blank = this.leftBlanks[at] as number;
      placedTile[position] = tile;
      placedBlank[position] = blank;
      score += (blank === 1 ? this.blankPoints : (points[tile] as number)) * (letterMultiplier[square] as number);
      multiplier *= wordMultiplier[square] as number;
    }
    this.extendRight(node, anchor, start, score, multiplier, 0, length, previous);
  }

  /**
   * From `position` on: board tiles are followed, an empty square takes each rack tile the graph and
   * the cross-check allow. `score` is the main word's points so far before its word multiplier,
   * `crossScore` the finished cross words' points.
   */
  private extendRight(node: number, position: number, start: number, score: number, multiplier: number, crossScore: number, placed: number, previous: number): void {
    workMeter.tick();
    const { size, squares, laneSquares, kinds } = this;
    if (position < size) {
      const square = laneSquares[position] as number;
      const onBoard = squares[square] as number;
      if (onBoard !== -1) {
        if (this.hasPairs && previous >= 0 && this.splitsPair[previous * kinds + onBoard] === 1) return;
        const next = this.walk.step(node, onBoard);
        if (next < 0) return;
        this.placedTile[position] = -1;
        const points = this.boardBlanks[square] === 1 ? this.blankPoints : (this.points[onBoard] as number);
        this.extendRight(next, position + 1, start, score + points, multiplier, crossScore, placed, onBoard);
        return;
      }
    }
    if (placed > 0 && position > this.anchor && (this.weights[node] as number) > 0 && position - start >= 2) this.record(start, position, score, multiplier, crossScore, placed);
    if (position >= size || this.tilesLeft === 0) return;
    const square = laneSquares[position] as number;
    const allowedBase = square * kinds;
    const allowed = this.checks.allowed;
    const { firstEdge, edges, letterTile, rackCounts, pairsStartingWith, secondLetter } = this;
    const end = firstEdge[node + 1] as number;
    for (let edge = firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      const letter = value & 0xff;
      const child = value >>> 8;
      const tile = letterTile[letter] as number;
      if (tile >= 0 && allowed[allowedBase + tile] === 1 && !(this.hasPairs && previous >= 0 && this.splitsPair[previous * kinds + tile] === 1)) {
        if ((rackCounts[tile] as number) > 0) this.placeAndExtend(tile, 0, child, position, start, score, multiplier, crossScore, placed);
        if (this.rackBlanks > 0) this.placeAndExtend(tile, 1, child, position, start, score, multiplier, crossScore, placed);
      }
      const pairs = pairsStartingWith[letter] as readonly number[];
      for (let at = 0; at < pairs.length; at += 1) {
        const pair = pairs[at] as number;
        if (allowed[allowedBase + pair] !== 1) continue;
        if (this.hasPairs && previous >= 0 && this.splitsPair[previous * kinds + pair] === 1) continue;
        const after = this.walk.dawg.child(child, secondLetter[pair] as number);
        if (after < 0) continue;
        if ((rackCounts[pair] as number) > 0) this.placeAndExtend(pair, 0, after, position, start, score, multiplier, crossScore, placed);
        if (this.rackBlanks > 0) this.placeAndExtend(pair, 1, after, position, start, score, multiplier, crossScore, placed);
      }
    }
  }

  private placeAndExtend(tile: number, blank: number, child: number, position: number, start: number, score: number, multiplier: number, crossScore: number, placed: number): void {
    const square = this.laneSquares[position] as number;
    const letterPoints = (blank === 1 ? this.blankPoints : (this.points[tile] as number)) * (this.letterMultiplier[square] as number);
    const wordMultiplier = this.wordMultiplier[square] as number;
    const cross = this.checks.crossPoints[square] as number;
    this.take(tile, blank);
    this.placedTile[position] = tile;
    this.placedBlank[position] = blank;
    this.extendRight(child, position + 1, start, score + letterPoints, multiplier * wordMultiplier, cross < 0 ? crossScore : crossScore + (cross + letterPoints) * wordMultiplier, placed + 1, tile);
    this.putBack(tile, blank);
  }

  private take(tile: number, blank: number): void {
    if (blank === 1) this.rackBlanks -= 1;
    else this.rackCounts[tile] = (this.rackCounts[tile] as number) - 1;
    this.tilesLeft -= 1;
  }

  private putBack(tile: number, blank: number): void {
    if (blank === 1) this.rackBlanks += 1;
    else this.rackCounts[tile] = (this.rackCounts[tile] as number) + 1;
    this.tilesLeft += 1;
  }

  /** A play ends before `end`: total it and offer it to the page. */
  private record(start: number, end: number, score: number, multiplier: number, crossScore: number, placed: number): void {
    const { laneSquares, placedTile, placedBlank, squares, boardBlanks } = this;
    if (placed === 1 && this.direction === DOWN) {
      // A lone tile that also forms a word across was kept by the across pass.
      for (let position = start; position < end; position += 1) {
        if (placedTile[position] !== -1 && (this.down.crossPoints[laneSquares[position] as number] as number) >= 0) return;
      }
    }
    const total = score * multiplier + crossScore + (placed === this.rackSize ? this.bingoBonus : 0);
    const collector = this.collector;
    if (!collector.wants(total, placed)) return;
    const cells = collector.scratchCells;
    const offset = collector.scratchOffset;
    for (let position = start; position < end; position += 1) {
      const tile = placedTile[position] as number;
      const square = laneSquares[position] as number;
      cells[offset + position - start] = tile === -1 ? (squares[square] as number) * 4 + (boardBlanks[square] as number) * 2 : tile * 4 + (placedBlank[position] as number) * 2 + 1;
    }
    const first = laneSquares[start] as number;
    collector.offer(total, placed, this.direction, Math.floor(first / this.size), first % this.size, end - start);
  }
}
