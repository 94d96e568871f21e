/**
 * A game's fixed facts as data: the board's premium squares, the rack's size, the bonus for using a
 * whole rack and what a blank scores. Tiles, their points and their counts are the language's
 * (languages/tile-table.ts, sorting/tile-bag.ts); nothing here repeats them.
 *
 * A layout is drawn as rows of one character a square, so another board (Super Scrabble's 21 × 21)
 * is one more constant, not code:
 *   `.` plain · `d` double letter · `t` triple letter · `D` double word · `T` triple word ·
 *   `*` the centre star, the square the first play must cover (a double word on the standard board).
 */
export interface BoardLayout {
  readonly name: string;
  readonly rows: readonly string[];
}

export interface GameConfig {
  readonly name: string;
  readonly layout: BoardLayout;
  readonly rackSize: number;
  /** Added when a play places `rackSize` tiles. */
  readonly bingoBonus: number;
  readonly blankPoints: number;
}

export const STANDARD_LAYOUT: BoardLayout = {
  name: 'standard 15 × 15',
  rows: [
    'T..d...T...d..T',
    '.D...t...t...D.',
    '..D...d.d...D..',
    'd..D...d...D..d',
    '....D.....D....',
    '.t...t...t...t.',
    '..d...d.d...d..',
    'T..d...*...d..T',
    '..d...d.d...d..',
    '.t...t...t...t.',
    '....D.....D....',
    'd..D...d...D..d',
    '..D...d.d...D..',
    '.D...t...t...D.',
    'T..d...T...d..T',
  ],
};

export const STANDARD_GAME: GameConfig = {
  name: 'standard',
  layout: STANDARD_LAYOUT,
  rackSize: 7,
  bingoBonus: 50,
  blankPoints: 0,
};

/** A layout read into arrays, square by square (row × size + column). */
export interface BoardGeometry {
  readonly size: number;
  readonly squares: number;
  /** 1, 2 or 3: what a tile newly placed on the square multiplies its own points by. */
  readonly letterMultiplier: Uint8Array;
  /** 1, 2 or 3: what a word with a tile newly placed on the square multiplies its score by. */
  readonly wordMultiplier: Uint8Array;
  readonly centre: number;
}

const PREMIUMS: Record<string, { letter: number; word: number }> = {
  '.': { letter: 1, word: 1 },
  d: { letter: 2, word: 1 },
  t: { letter: 3, word: 1 },
  D: { letter: 1, word: 2 },
  T: { letter: 1, word: 3 },
  '*': { letter: 1, word: 2 },
};

const geometries = new WeakMap<BoardLayout, BoardGeometry>();

/** The layout's arrays, read once per layout. */
export function boardGeometryOf(layout: BoardLayout): BoardGeometry {
  let geometry = geometries.get(layout);
  if (geometry === undefined) {
    geometry = readLayout(layout);
    geometries.set(layout, geometry);
  }
  return geometry;
}

function readLayout(layout: BoardLayout): BoardGeometry {
  const size = layout.rows.length;
  const letterMultiplier = new Uint8Array(size * size);
  const wordMultiplier = new Uint8Array(size * size);
  let centre = -1;
  layout.rows.forEach((row, rowIndex) => {
    if (row.length !== size) throw new Error(`${layout.name}: row ${rowIndex + 1} has ${row.length} squares, not ${size}`);
    for (let column = 0; column < size; column += 1) {
      const mark = row[column] as string;
      const premium = PREMIUMS[mark];
      if (premium === undefined) throw new Error(`${layout.name}: "${mark}" at row ${rowIndex + 1} is no square of the layout's legend`);
      const square = rowIndex * size + column;
      letterMultiplier[square] = premium.letter;
      wordMultiplier[square] = premium.word;
      if (mark === '*') {
        if (centre >= 0) throw new Error(`${layout.name}: two centre stars`);
        centre = square;
      }
    }
  });
  if (centre < 0) throw new Error(`${layout.name}: no centre star`);
  return { size, squares: size * size, letterMultiplier, wordMultiplier, centre };
}
