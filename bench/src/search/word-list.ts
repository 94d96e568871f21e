import type { Dictionary } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';

/**
 * One language's complete list flattened, rank by rank, with the letter facts the two baselines
 * need. Built from the engine's own dictionary so that all three search the very same words.
 */
export interface WordList {
  language: LanguageCode;
  alphabet: readonly string[];
  letterIndex: ReadonlyMap<string, number>;
  vowels: ReadonlySet<string>;
  /** A typed character as the letters it plays (é → e, ß → ss), from the metadata's folding; null when it plays none. */
  fold: (character: string) => string | null;
  /** Per letter index: 1 when a blank may stand for the letter (it has a tile). */
  blankPlays: Uint8Array;
  /** Per rank: the dictionary's spelling, the folded form, its letter count and its points. */
  words: string[];
  folded: string[];
  lengths: Uint8Array;
  points: Int32Array;
  /** Per letter index: its tile's points. */
  letterPoints: Int32Array;
  /** Whether two letters may make one tile (Spanish ll): a word's score is then not a sum over its letters. */
  hasPairs: boolean;
  /** The points of a folded word with the letters at the marked positions played by blanks (the tile table's rule). */
  scoreWithBlanks: (folded: string, byBlank: Uint8Array) => number;
}

export interface BenchRack {
  /** Tiles per letter index. */
  counts: Int16Array;
  blanks: number;
  size: number;
}

export function flattenWordList(dictionary: Dictionary): WordList {
  const { rules, tileTable } = dictionary;
  const { metadata } = rules;
  // The naive matcher reads words by UTF-16 unit; every alphabet holds precomposed BMP letters.
  const wide = rules.alphabet.find((letter) => letter.length !== 1);
  if (wide !== undefined) throw new Error(`${dictionary.language}: letter "${wide}" is not one UTF-16 unit`);
  const count = dictionary.wordCount;
  const list: WordList = {
    language: dictionary.language,
    alphabet: rules.alphabet,
    letterIndex: new Map(rules.alphabet.map((letter, index) => [letter, index])),
    vowels: new Set(metadata.vowels),
    fold: (character) => {
      if (rules.alphabet.includes(character)) return character;
      const folded = metadata.folding[character];
      if (folded !== undefined) return folded;
      const base = character.normalize('NFD').replace(/\p{M}+/gu, '');
      return metadata.foldOtherLatinDiacritics && base.length === 1 && rules.alphabet.includes(base) ? base : null;
    },
    blankPlays: Uint8Array.from(rules.alphabet, (letter) => (metadata.tiles[letter] === undefined ? 0 : 1)),
    words: new Array<string>(count),
    folded: new Array<string>(count),
    lengths: new Uint8Array(count),
    points: new Int32Array(count),
    letterPoints: Int32Array.from(rules.alphabet, (letter) => metadata.tiles[letter]?.points ?? 0),
    hasPairs: tileTable.hasPairs,
    scoreWithBlanks: (folded, byBlank) => tileTable.score(folded, byBlank).points,
  };
  let expected = 0;
  for (const { word, folded, rank } of dictionary.words()) {
    if (rank !== expected) throw new Error(`${dictionary.language}: words() gave rank ${rank} where ${expected} was due`);
    expected += 1;
    list.words[rank] = word;
    list.folded[rank] = folded;
    list.lengths[rank] = folded.length;
    list.points[rank] = tileTable.score(folded).points;
  }
  if (expected !== count) throw new Error(`${dictionary.language}: words() gave ${expected} words, the list holds ${count}`);
  return list;
}

function letterOf(list: WordList, character: string, source: string): number {
  const index = list.letterIndex.get(character);
  if (index === undefined) throw new Error(`"${character}" in "${source}" is not a folded letter of ${list.language}`);
  return index;
}

/** contains / excludes: letter index → how many times it is listed. */
export function letterCountsOf(list: WordList, letters: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const character of letters) {
    const index = letterOf(list, character, letters);
    counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  return counts;
}

export function rackOf(list: WordList, rack: string): BenchRack {
  const counts = new Int16Array(list.alphabet.length);
  let blanks = 0;
  for (const character of rack) {
    if (character === '?' || character === '_') blanks += 1;
    else {
      const index = letterOf(list, character, rack);
      counts[index] = (counts[index] as number) + 1;
    }
  }
  return { counts, blanks, size: [...rack].length };
}

/** The points a word built from the rack makes: tiles first, left to right, the letters blanks play scoring 0. */
export function scoreOf(list: WordList, rack: BenchRack, folded: string, points: number): number {
  const left = Int16Array.from(rack.counts);
  const byBlank = new Uint8Array(folded.length);
  let blanks = 0;
  for (let at = 0; at < folded.length; at += 1) {
    const index = list.letterIndex.get(folded[at] as string) as number;
    if ((left[index] as number) > 0) left[index] = (left[index] as number) - 1;
    else {
      byBlank[at] = 1;
      blanks += 1;
    }
  }
  return blanks === 0 ? points : list.scoreWithBlanks(folded, byBlank);
}

/** The letters blanks stand for in a word built from the rack: tiles first, left to right. */
export function blanksOf(list: WordList, rack: BenchRack, folded: string): string[] {
  const left = Int16Array.from(rack.counts);
  const blanks: string[] = [];
  for (const character of folded) {
    const index = list.letterIndex.get(character) as number;
    if ((left[index] as number) > 0) left[index] = (left[index] as number) - 1;
    else blanks.push(character);
  }
  return blanks;
}
