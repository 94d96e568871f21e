import type { GameTiles } from './game-tiles';

/**
 * The plays a page needs, kept while the walk finds them: every play is counted, and only the first
 * `keep` in listing order are held, in a heap whose top is the last of them. Most plays lose to the
 * top on their score alone and are never copied.
 *
 * Listing order: total score (highest first), then fewer tiles placed, then the word alphabetically
 * (the language's alphabet), then row, column, across before down, then the blanks' squares (a play
 * whose first differing square holds a tile before one where it holds a blank).
 *
 * A held play is a slot: a header (score, tiles placed, direction, row, column, length) and its
 * squares along the word, each `tile × 4 + blank × 2 + new` (new: placed by the play).
 */
export interface CollectedPlay {
  score: number;
  tilesPlaced: number;
  direction: number;
  row: number;
  column: number;
  /** Per square of the word: tile, whether a blank, whether placed by the play. */
  squares: Array<{ tile: number; blank: boolean; placed: boolean }>;
}

const HEADER = 6;
const SCORE = 0;
const TILES = 1;
const DIRECTION = 2;
const ROW = 3;
const COLUMN = 4;
const LENGTH = 5;

export class PlayCollector {
  /** Every play offered. */
  total = 0;
  private readonly stride: number;
  private headers: Int32Array;
  private cells: Int32Array;
  /** Slot ids, a heap ordered so the play listed last is on top. */
  private heap: Int32Array;
  private held = 0;
  /** The slot a candidate is written into before it is compared. */
  private scratch = 0;
  private readonly letterBuffers: [Int32Array, Int32Array];

  constructor(
    private readonly tiles: GameTiles,
    boardSize: number,
    /** How many plays to hold: offset + limit of the page asked. */
    private readonly keep: number,
  ) {
    this.stride = boardSize;
    const initial = Math.min(keep + 1, 1024);
    this.headers = new Int32Array(initial * HEADER);
    this.cells = new Int32Array(initial * boardSize);
    this.heap = new Int32Array(initial);
    this.letterBuffers = [new Int32Array(boardSize * 2), new Int32Array(boardSize * 2)];
  }

  /** The cells of the scratch slot, for the walk to write a candidate's squares into. */
  get scratchCells(): Int32Array {
    return this.cells;
  }

  get scratchOffset(): number {
    return this.scratch * this.stride;
  }

  /** True when a play with this score and this many tiles could be held: only then is it written. */
  wants(score: number, tilesPlaced: number): boolean {
    this.total += 1;
    if (this.held < this.keep) return true;
    if (this.keep === 0) return false;
    const top = (this.heap[0] as number) * HEADER;
    const topScore = this.headers[top + SCORE] as number;
    if (score !== topScore) return score > topScore;
    return tilesPlaced <= (this.headers[top + TILES] as number);
  }

  /** Takes the scratch slot's squares (written by the walk after `wants`) with this header. */
  offer(score: number, tilesPlaced: number, direction: number, row: number, column: number, length: number): void {
    const slot = this.scratch;
    const header = slot * HEADER;
    this.headers[header + SCORE] = score;
    this.headers[header + TILES] = tilesPlaced;
    this.headers[header + DIRECTION] = direction;
    this.headers[header + ROW] = row;
    this.headers[header + COLUMN] = column;
    this.headers[header + LENGTH] = length;
    if (this.held < this.keep) {
      this.heap[this.held] = slot;
      this.held += 1;
      this.siftUp(this.held - 1);
      this.scratch = this.held;
      this.ensureSlot(this.scratch);
      return;
    }
    const top = this.heap[0] as number;
    if (this.compare(slot, top) >= 0) return;
    this.heap[0] = slot;
    this.scratch = top;
    this.siftDown(0);
  }

  /** The held plays in listing order, from `offset` on. */
  listed(offset: number): CollectedPlay[] {
    const slots = Array.from(this.heap.subarray(0, this.held)).sort((a, b) => this.compare(a, b));
    return slots.slice(offset).map((slot) => this.read(slot));
  }

  private read(slot: number): CollectedPlay {
    const header = slot * HEADER;
    const length = this.headers[header + LENGTH] as number;
    const squares: CollectedPlay['squares'] = [];
    for (let at = 0; at < length; at += 1) {
      const cell = this.cells[slot * this.stride + at] as number;
      squares.push({ tile: cell >> 2, blank: (cell & 2) !== 0, placed: (cell & 1) !== 0 });
    }
    return {
      score: this.headers[header + SCORE] as number,
      tilesPlaced: this.headers[header + TILES] as number,
      direction: this.headers[header + DIRECTION] as number,
      row: this.headers[header + ROW] as number,
      column: this.headers[header + COLUMN] as number,
      squares,
    };
  }

  private ensureSlot(slot: number): void {
    if ((slot + 1) * HEADER <= this.headers.length) return;
    const slots = Math.min(this.keep + 1, Math.max(slot + 1, (this.headers.length / HEADER) * 2));
    const headers = new Int32Array(slots * HEADER);
    headers.set(this.headers);
    this.headers = headers;
    const cells = new Int32Array(slots * this.stride);
    cells.set(this.cells);
    this.cells = cells;
    const heap = new Int32Array(slots);
    heap.set(this.heap);
    this.heap = heap;
  }

  private siftUp(at: number): void {
    const heap = this.heap;
    const slot = heap[at] as number;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (this.compare(heap[parent] as number, slot) >= 0) break;
      heap[at] = heap[parent] as number;
      at = parent;
    }
    heap[at] = slot;
  }

  private siftDown(at: number): void {
    const heap = this.heap;
    const slot = heap[at] as number;
    for (;;) {
      let child = at * 2 + 1;
      if (child >= this.held) break;
      if (child + 1 < this.held && this.compare(heap[child + 1] as number, heap[child] as number) > 0) child += 1;
      if (this.compare(heap[child] as number, slot) <= 0) break;
      heap[at] = heap[child] as number;
      at = child;
    }
    heap[at] = slot;
  }

  /** Negative when slot a is listed before slot b. */
  private compare(a: number, b: number): number {
    const headers = this.headers;
    const ha = a * HEADER;
    const hb = b * HEADER;
    const byScore = (headers[hb + SCORE] as number) - (headers[ha + SCORE] as number);
    if (byScore !== 0) return byScore;
    const byTiles = (headers[ha + TILES] as number) - (headers[hb + TILES] as number);
    if (byTiles !== 0) return byTiles;
    const byWord = this.compareWords(a, b);
    if (byWord !== 0) return byWord;
    for (const field of [ROW, COLUMN, DIRECTION]) {
      const difference = (headers[ha + field] as number) - (headers[hb + field] as number);
      if (difference !== 0) return difference;
    }
    const length = headers[ha + LENGTH] as number;
    for (let at = 0; at < length; at += 1) {
      const difference = ((this.cells[a * this.stride + at] as number) & 2) - ((this.cells[b * this.stride + at] as number) & 2);
      if (difference !== 0) return difference;
    }
    return 0;
  }

  private compareWords(a: number, b: number): number {
    const [lettersA, lettersB] = this.letterBuffers;
    const lengthA = this.lettersOf(a, lettersA);
    const lengthB = this.lettersOf(b, lettersB);
    const shorter = Math.min(lengthA, lengthB);
    for (let at = 0; at < shorter; at += 1) {
      const difference = (lettersA[at] as number) - (lettersB[at] as number);
      if (difference !== 0) return difference;
    }
    return lengthA - lengthB;
  }

  private lettersOf(slot: number, into: Int32Array): number {
    const { firstLetter, secondLetter } = this.tiles;
    const length = this.headers[slot * HEADER + LENGTH] as number;
    let count = 0;
    for (let at = 0; at < length; at += 1) {
      const tile = (this.cells[slot * this.stride + at] as number) >> 2;
      into[count++] = firstLetter[tile] as number;
      const second = secondLetter[tile] as number;
      if (second >= 0) into[count++] = second;
    }
    return count;
  }
}
