/** What the move operations answer: plain, JSON-ready objects. Rows and columns count from 1 at the top left. */

export type PlayDirection = 'across' | 'down';

export interface PlacedTile {
  row: number;
  column: number;
  /** The tile's letters as played, folded and in lower case (`c`, `ch`). */
  letter: string;
  /** True when a blank plays the letter (it scores 0). */
  blank: boolean;
}

export interface FormedWord {
  /** The word's letters, folded and in lower case. */
  word: string;
  row: number;
  column: number;
  direction: PlayDirection;
  /** True for the word along the play; false for a word across it. */
  main: boolean;
  score: number;
  /** Whether the word is in the list (and laid with the game's tiles: Spanish CH is one tile, never C + H). */
  inList: boolean;
}

export interface Play {
  kind: 'place';
  /** The main word, folded and in lower case. */
  word: string;
  /** The main word as a board row writes it: upper case, a blank in lower case, `[CH]` for a two-letter tile. */
  written: string;
  row: number;
  column: number;
  direction: PlayDirection;
  /** The game's notation of the start square: `8G` across (row then column), `G8` down. */
  notation: string;
  /** The tiles the play places, in order along the word. */
  tiles: PlacedTile[];
  /** Every word formed: the main word first, then the cross words in order along the play. */
  words: FormedWord[];
  /** The bonus for placing a whole rack (0 otherwise). */
  bingo: number;
  /** The words' scores and the bonus. */
  score: number;
  /** The rack's tiles left after the play, written as a rack (`?` a blank). */
  leave: string;
}

/** Listed when the rack can make no play: the turn can still be an exchange (when the bag allows) or a pass. */
export type OtherTurn = { kind: 'exchange'; tiles: string } | { kind: 'pass' };

export interface MovesPage {
  /** Every legal play of the rack, however many the page shows. */
  total: number;
  offset: number;
  limit: number;
  plays: Play[];
  /** Exchange and pass, when `total` is 0. */
  otherTurns: OtherTurn[];
}
