import type { Board, Rack } from './board-input';
import { notationOf } from './play-notation';
import type { FormedWord, PlacedTile, Play, PlayDirection } from './play-types';
import type { TileWalk } from './tile-walk';

/** A tile a play puts down: square (row × size + column), tile, whether a blank plays it. */
export interface NewTile {
  square: number;
  tile: number;
  blank: boolean;
}

/**
 * The words a placement forms and their scores, read square by square from the board: the plain
 * statement of the rules, used to check a proposed play and to describe each play the generator lists.
 * A tile's letter and word premiums count only for tiles the play places; a cross word counts the
 * premiums under its new tile; a blank scores 0; placing a whole rack adds the bingo bonus.
 *
 * `tiles` are in one line, contiguous with the board's tiles, on empty squares (the caller checks).
 */
export function describePlacement(board: Board, walk: TileWalk, direction: PlayDirection, tiles: readonly NewTile[], leave: Rack): Play {
  const { size, geometry, game } = board;
  const placed = new Map(tiles.map((tile) => [tile.square, tile]));
  const tileAt = (square: number): { tile: number; blank: boolean; placed: boolean } | null => {
    const played = placed.get(square);
    if (played !== undefined) return { tile: played.tile, blank: played.blank, placed: true };
    const tile = board.squares[square] as number;
    return tile === -1 ? null : { tile, blank: board.blanks[square] === 1, placed: false };
  };
  const wordThrough = (square: number, wordDirection: PlayDirection, main: boolean): { word: FormedWord; squares: number[] } | null => {
    const stride = wordDirection === 'across' ? 1 : size;
    const positionOf = (at: number): number => (wordDirection === 'across' ? at % size : Math.floor(at / size));
    let first = square;
    while (positionOf(first) > 0 && tileAt(first - stride) !== null) first -= stride;
    const squares: number[] = [];
    for (let at = first; ; at += stride) {
      squares.push(at);
      if (positionOf(at) === size - 1 || tileAt(at + stride) === null) break;
    }
    if (squares.length < 2) return null;
    let sum = 0;
    let multiplier = 1;
    let letters = '';
    const laid: number[] = [];
    for (const at of squares) {
      const { tile, blank, placed: isNew } = tileAt(at) as { tile: number; blank: boolean; placed: boolean };
      const points = blank ? game.blankPoints : (board.tiles.points[tile] as number);
      sum += isNew ? points * (geometry.letterMultiplier[at] as number) : points;
      if (isNew) multiplier *= geometry.wordMultiplier[at] as number;
      letters += board.tiles.label(tile);
      laid.push(tile);
    }
    const word: FormedWord = {
      word: letters,
      row: Math.floor(first / size) + 1,
      column: (first % size) + 1,
      direction: wordDirection,
      main,
      score: sum * multiplier,
      inList: isWord(walk, laid),
    };
    return { word, squares };
  };

  const crossDirection: PlayDirection = direction === 'across' ? 'down' : 'across';
  const ordered = [...tiles].sort((a, b) => a.square - b.square);
  const main = wordThrough((ordered[0] as NewTile).square, direction, true);
  const words: FormedWord[] = main === null ? [] : [main.word];
  for (const tile of ordered) {
    const cross = wordThrough(tile.square, crossDirection, false);
    if (cross !== null) words.push(cross.word);
  }
  const mainSquares = main?.squares ?? [(ordered[0] as NewTile).square];
  const start = mainSquares[0] as number;
  const bingo = tiles.length === game.rackSize ? game.bingoBonus : 0;
  const { code } = board.tiles.rules.metadata;
  const placedTiles: PlacedTile[] = ordered.map(({ square, tile, blank }) => ({ row: Math.floor(square / size) + 1, column: (square % size) + 1, letter: board.tiles.label(tile), blank }));
  const row = Math.floor(start / size) + 1;
  const column = (start % size) + 1;
  return {
    kind: 'place',
    word: main?.word.word ?? board.tiles.label((ordered[0] as NewTile).tile),
    written: mainSquares
      .map((square) => {
        const { tile, blank } = tileAt(square) as { tile: number; blank: boolean };
        const label = board.tiles.label(tile);
        const text = blank ? label : label.toLocaleUpperCase(code);
        return label.length > 1 ? `[${text}]` : text;
      })
      .join(''),
    row,
    column,
    direction,
    notation: notationOf(row, column, direction),
    tiles: placedTiles,
    words,
    bingo,
    score: words.reduce((sum, word) => sum + word.score, 0) + bingo,
    leave: rackText(board, leave),
  };
}

/** Whether tiles in a row spell a word of the list, laid as the game lays it. */
export function isWord(walk: TileWalk, laid: readonly number[]): boolean {
  const { kinds } = walk.tiles;
  let node = walk.dawg.root;
  for (let at = 0; at < laid.length && node >= 0; at += 1) {
    const tile = laid[at] as number;
    if (walk.hasPairs && at > 0 && walk.splitsPair[(laid[at - 1] as number) * kinds + tile] === 1) return false;
    node = walk.step(node, tile);
  }
  return node >= 0 && (walk.dawg.weights[node] as number) > 0;
}

/** A rack written as a client writes one: tiles in alphabet order, upper case, `[CH]`, then `?` per blank. */
export function rackText(board: Board, rack: Rack): string {
  const { code } = board.tiles.rules.metadata;
  let text = '';
  for (const tile of board.tiles.ordered) {
    const label = board.tiles.label(tile).toLocaleUpperCase(code);
    const written = label.length > 1 ? `[${label}]` : label;
    text += written.repeat(rack.counts[tile] as number);
  }
  return text + '?'.repeat(rack.blanks);
}

/** What is left of a rack after a play places these tiles. */
export function rackAfter(rack: Rack, tiles: readonly NewTile[]): Rack {
  const counts = Uint8Array.from(rack.counts);
  let blanks = rack.blanks;
  for (const { tile, blank } of tiles) {
    if (blank) blanks -= 1;
    else counts[tile] = (counts[tile] as number) - 1;
  }
  return { counts, blanks, size: rack.size - tiles.length };
}
