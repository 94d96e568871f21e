import type { LanguageCode } from '@lexicon/shared/core';
import { type Artifact, type ArtifactHeader, ArtifactFormatError } from './artifact/artifact-format';
import { Dawg, type DawgSummary } from './dawg/dawg';
import { languageMetadata } from './languages/language-catalogue';
import { createLanguageRules, type LanguageRules } from './languages/language-rules';
import { type TileTable, tileTableOf } from './languages/tile-table';
import { packedLength, packedRankAt, unpackRanks } from './packed-ranks';

export interface DictionaryWord {
  /** The dictionary's spelling (été). */
  word: string;
  /** The letters as played (ete). */
  folded: string;
  rank: number;
}

const utf8 = new TextDecoder();

/**
 * UTF-8 bytes the dictionary build wrote (always well formed) to a string. A spelling is a few
 * bytes: decoding it here costs a fraction of a TextDecoder call, which pages of spellings showed.
 */
function decodeShortUtf8(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  let i = start;
  while (i < end) {
    const first = bytes[i] as number;
    let code: number;
    if (first < 0x80) {
      code = first;
      i += 1;
    } else if (first < 0xe0) {
      code = ((first & 0x1f) << 6) | ((bytes[i + 1] as number) & 0x3f);
      i += 2;
    } else if (first < 0xf0) {
      code = ((first & 0x0f) << 12) | (((bytes[i + 1] as number) & 0x3f) << 6) | ((bytes[i + 2] as number) & 0x3f);
      i += 3;
    } else {
      code = ((first & 0x07) << 18) | (((bytes[i + 1] as number) & 0x3f) << 12) | (((bytes[i + 2] as number) & 0x3f) << 6) | ((bytes[i + 3] as number) & 0x3f);
      i += 4;
    }
    text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * One language's word list, loaded: the DAWG of folded forms, the spellings that differ from them,
 * and the language's rules and tile table. Read-only and shared by every request.
 */
/** Both DAWGs' derived arrays (dawg/dawg.ts, DawgSummary). */
export interface DictionaryDawgSummaries {
  forward: DawgSummary;
  reverse: DawgSummary;
}

export class Dictionary {
  readonly language: LanguageCode;
  readonly header: ArtifactHeader;
  readonly rules: LanguageRules;
  readonly tileTable: TileTable;
  readonly dawg: Dawg;
  /** The words spelled backwards, for patterns anchored at their end. */
  readonly reverseDawg: Dawg;
  /** Rank in `reverseDawg` → rank in dictionary order, three bytes a rank (packed-ranks.ts): `forwardRankOf`. */
  private readonly reverseToForward: Uint8Array;
  private readonly spellingRanks: Uint32Array;
  private readonly spellingOffsets: Uint32Array;
  private readonly spellingBytes: Uint8Array;

  /**
   * `summaries`: another thread's `dawgSummaries` of a dictionary over the same artifact, adopted
   * instead of derived again.
   */
  constructor(artifact: Artifact, summaries?: DictionaryDawgSummaries) {
    const { header, sections } = artifact;
    this.language = header.language;
    this.header = header;
    this.rules = createLanguageRules(languageMetadata(header.language));
    if (this.rules.alphabet.join('') !== header.alphabet.join('')) {
      throw new ArtifactFormatError(`artifact for ${header.language} was built with another alphabet; rebuild the data`);
    }
    this.tileTable = tileTableOf(this.rules);
    this.dawg = new Dawg({ ...sections, root: header.root }, summaries?.forward);
    if (this.dawg.wordCount !== header.wordCount) {
      throw new ArtifactFormatError(`artifact for ${header.language} counts ${this.dawg.wordCount} words, header says ${header.wordCount}`);
    }
    this.reverseDawg = new Dawg({
      firstEdge: sections.reverseFirstEdge,
      edges: sections.reverseEdges,
      weight: sections.reverseWeight,
      wordCount: sections.reverseWordCount,
      root: header.reverseRoot,
    }, summaries?.reverse);
    this.reverseToForward = sections.reverseToForward;
    if (packedLength(this.reverseToForward) !== this.reverseDawg.wordCount) {
      throw new ArtifactFormatError(`artifact for ${header.language} maps ${packedLength(this.reverseToForward)} reversed words, its reversed DAWG holds ${this.reverseDawg.wordCount}`);
    }
    this.spellingRanks = sections.spellingRanks;
    this.spellingOffsets = sections.spellingOffsets;
    this.spellingBytes = sections.spellingBytes;
  }

  /** What both DAWGs derived when made, in shared memory (see the constructor). */
  get dawgSummaries(): DictionaryDawgSummaries {
    return { forward: this.dawg.summary, reverse: this.reverseDawg.summary };
  }

  get wordCount(): number {
    return this.header.wordCount;
  }

  /** The dictionary rank of the word at `reverseRank` in `reverseDawg`. */
  forwardRankOf(reverseRank: number): number {
    return packedRankAt(this.reverseToForward, reverseRank);
  }

  /** Every reversed word's dictionary rank, in reversed order, as one array (built anew: for indexes built once). */
  forwardRanksOfReversed(): Uint32Array {
    return unpackRanks(this.reverseToForward);
  }

  /** Letter indices of a folded word, or null when a letter is not in the alphabet. */
  lettersOf(folded: string): number[] | null {
    const letters: number[] = [];
    for (const letter of folded) {
      const index = this.rules.letterIndex(letter);
      if (index === undefined) return null;
      letters.push(index);
    }
    return letters;
  }

  foldedOf(letters: readonly number[]): string {
    let folded = '';
    for (const letter of letters) folded += this.rules.alphabet[letter];
    return folded;
  }

  /** The spelling at a rank, given the folded letters it was reached by. */
  spellingAt(rank: number, folded: string): string {
    let low = 0;
    let high = this.spellingRanks.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const candidate = this.spellingRanks[middle] as number;
      if (candidate === rank) {
        return utf8.decode(this.spellingBytes.subarray(this.spellingOffsets[middle], this.spellingOffsets[middle + 1]));
      }
      if (candidate < rank) low = middle + 1;
      else high = middle - 1;
    }
    return folded;
  }

  /**
   * `spellingAt` for ranks asked in increasing order, as a page is listed: a cursor that steps along
   * the spellings instead of a binary search per word (most ranks of a page are next to each other).
   */
  spellingCursor(): (rank: number, folded: string) => string {
    const ranks = this.spellingRanks;
    let index = 0;
    let previous = -1;
    return (rank, folded) => {
      if (rank < previous) index = 0;
      previous = rank;
      if (index < ranks.length && (ranks[index] as number) < rank) {
        index += 1;
        if (index < ranks.length && (ranks[index] as number) < rank) {
          // A jump: search the rest of the spellings for the first one at or after this rank.
          let low = index + 1;
          let high = ranks.length;
          while (low < high) {
            const middle = (low + high) >>> 1;
            if ((ranks[middle] as number) < rank) low = middle + 1;
            else high = middle;
          }
          index = low;
        }
      }
      if (index >= ranks.length || ranks[index] !== rank) return folded;
      return decodeShortUtf8(this.spellingBytes, this.spellingOffsets[index] as number, this.spellingOffsets[index + 1] as number);
    };
  }

  /** Finds a word the way users type it: any case, accented or not (fr `ete` and `été` both find été). */
  lookup(input: string): { folded: string; words: DictionaryWord[] } | null {
    const folded = this.rules.fold(input.normalize('NFC').toLocaleLowerCase(this.language));
    if (folded === null) return null;
    const letters = this.lettersOf(folded);
    if (letters === null) return null;
    return this.lookupLetters(folded, letters);
  }

  /** Finds a word already folded and read as letter indices (a move's check reads each word once). */
  lookupLetters(folded: string, letters: readonly number[]): { folded: string; words: DictionaryWord[] } | null {
    const position = this.dawg.find(letters);
    if (position === null) return null;
    const words: DictionaryWord[] = [];
    for (let i = 0; i < position.weight; i += 1) {
      const rank = position.rank + i;
      words.push({ word: this.spellingAt(rank, folded), folded, rank });
    }
    return { folded, words };
  }

  /** The word at a rank of dictionary order. */
  wordAt(rank: number): DictionaryWord {
    const { letters } = this.dawg.wordAt(rank);
    const folded = this.foldedOf(letters);
    return { word: this.spellingAt(rank, folded), folded, rank };
  }

  /** Every word in dictionary order (alphabetical by folded letters, spellings in collation order). */
  *words(): Generator<DictionaryWord> {
    const { dawg } = this;
    const letters: number[] = [];
    const stack: Array<{ node: number; edge: number; end: number }> = [];
    let rank = 0;
    const enter = (node: number): DictionaryWord[] => {
      const [edge, end] = dawg.edgeRange(node);
      stack.push({ node, edge, end });
      const found: DictionaryWord[] = [];
      const weight = dawg.weightOf(node);
      if (weight > 0) {
        const folded = this.foldedOf(letters);
        for (let i = 0; i < weight; i += 1) {
          found.push({ word: this.spellingAt(rank, folded), folded, rank });
          rank += 1;
        }
      }
      return found;
    };
    yield* enter(dawg.root);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { node: number; edge: number; end: number };
      if (top.edge === top.end) {
        stack.pop();
        letters.pop();
        continue;
      }
      const edge = top.edge;
      top.edge += 1;
      letters.push(dawg.edgeLetter(edge));
      yield* enter(dawg.edgeTarget(edge));
    }
  }
}
