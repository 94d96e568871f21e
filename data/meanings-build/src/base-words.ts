import { commonRankAt, type Dictionary } from '@lexicon/engine';
import type { PartOfSpeech } from '@lexicon/shared';
import { encodeRecordFile, RecordFile } from './record-file';

/** A base word a form can be of: `went` → go (verb); a form that is a lemma is its own base word. */
export interface BaseWord {
  word: string;
  partOfSpeech?: PartOfSpeech;
}

/** Where a language's base words come from, as the response and NOTICE name it. */
export interface BaseWordLexicon {
  name: string;
  licence: string;
}

/** Gives each word's base words, in the order the lexicon lists them; none for a word it does not know. */
export type BaseWordReader = (words: readonly string[]) => BaseWord[][];

const MAGIC = 'LXB1';

interface BaseWordsHeader {
  language: string;
  lexicon: BaseWordLexicon;
}

/** How many list words go to the reader at once: the analyser's answer for them stays a few MB. */
const CHUNK = 100_000;

/**
 * Every word of the list the lexicon knows, under its folded form, with all its base words ranked:
 * the most frequent base word first (its common rank in the list: fr `était` → être before étai),
 * then the lexicon's order. A base word is spelled as the list spells it when the list holds it.
 */
export function buildBaseWords(dictionary: Dictionary, read: BaseWordReader): Map<string, BaseWord[]> {
  const records = new Map<string, BaseWord[]>();
  for (let first = 0; first < dictionary.wordCount; first += CHUNK) {
    const words = [];
    for (let rank = first; rank < Math.min(first + CHUNK, dictionary.wordCount); rank += 1) words.push(dictionary.wordAt(rank));
    const readings = read(words.map((word) => word.word));
    words.forEach((word, index) => {
      const found = readings[index] ?? [];
      if (found.length === 0) return;
      const known = records.get(word.folded) ?? [];
      for (const reading of found) {
        const spelled = listSpelling(dictionary, reading);
        if (!known.some((other) => other.word === spelled.word && other.partOfSpeech === spelled.partOfSpeech)) known.push(spelled);
      }
      records.set(word.folded, known);
    });
  }
  for (const [folded, readings] of records) records.set(folded, ranked(dictionary, readings));
  return records;
}

function listSpelling(dictionary: Dictionary, reading: BaseWord): BaseWord {
  const entry = dictionary.lookup(reading.word.toLocaleLowerCase(dictionary.language));
  const word = entry?.words.find((spelling) => spelling.word === reading.word)?.word ?? entry?.words[0]?.word ?? reading.word;
  return { word, ...(reading.partOfSpeech === undefined ? {} : { partOfSpeech: reading.partOfSpeech }) };
}

/** The best common rank of a base word's spellings; words not common, or not in the list, after all others. */
function commonness(dictionary: Dictionary, word: string): number {
  const entry = dictionary.lookup(word.toLocaleLowerCase(dictionary.language));
  if (entry === null) return Number.MAX_SAFE_INTEGER;
  const ranks = entry.words.map((spelling) => commonRankAt(dictionary, spelling.rank)).filter((rank): rank is number => rank !== null);
  return ranks.length === 0 ? Number.MAX_SAFE_INTEGER - 1 : Math.min(...ranks);
}

function ranked(dictionary: Dictionary, readings: BaseWord[]): BaseWord[] {
  const order = new Map(readings.map((reading) => [reading.word, commonness(dictionary, reading.word)]));
  // Array.prototype.sort is stable: readings of equal commonness keep the lexicon's order.
  return [...readings].sort((a, b) => (order.get(a.word) as number) - (order.get(b.word) as number));
}

/** A stored reading: [base word, part of speech or '']. */
type StoredBaseWord = [string, string];

export function encodeBaseWords(language: string, lexicon: BaseWordLexicon, records: ReadonlyMap<string, BaseWord[]>): Buffer {
  const values = new Map([...records].map(([key, readings]) => [key, JSON.stringify(readings.map((reading): StoredBaseWord => [reading.word, reading.partOfSpeech ?? '']))]));
  return encodeRecordFile(MAGIC, { language, lexicon } satisfies BaseWordsHeader, values);
}

/** A language's base words as the build wrote them, read a record at a time (record-file.ts). */
export class BaseWordsFile {
  private constructor(private readonly file: RecordFile<BaseWordsHeader>) {}

  static open(path: string): BaseWordsFile {
    return new BaseWordsFile(RecordFile.open<BaseWordsHeader>(path, MAGIC));
  }

  get lexicon(): BaseWordLexicon {
    return this.file.header.lexicon;
  }

  get count(): number {
    return this.file.count;
  }

  /** The base words of a folded form, most frequent first; undefined when the lexicon does not know it. */
  lookup(folded: string): BaseWord[] | undefined {
    const value = this.file.lookup(folded);
    if (value === undefined) return undefined;
    return (JSON.parse(value) as StoredBaseWord[]).map(([word, part]) => ({ word, ...(part === '' ? {} : { partOfSpeech: part as PartOfSpeech }) }));
  }
}
