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

/** The parts of speech the meaning sources give a folded word's senses (build-meanings.ts). */
export type SensePartsOf = (folded: string) => ReadonlySet<PartOfSpeech>;

/** Parts of speech a lexicon may give a pronoun, classing words by how they inflect. */
const PRONOUN_BY_INFLECTION: ReadonlySet<PartOfSpeech> = new Set(['adjective', 'noun', 'adverb']);

/**
 * Every word of the list the lexicon knows, under its folded form, with all its base words ranked:
 * the most frequent base word first (its common rank in the list: fr `était` → être before étai),
 * then the lexicon's order. A base word is spelled as the list spells it when the list holds it.
 *
 * With `senseParts`, a reading the lexicon classes by inflection as an adjective, noun or adverb is a
 * pronoun where the base word's senses name that and not the reading's part of speech: PoliMorf's
 * tags (NKJP) make pl który an adjective, nikt a noun, kiedy an adverb, which the dictionaries call
 * pronouns, and word-service shows a base word the senses of the part of speech its reading has.
 *
 * A list runs to four million forms (Polish), most of them read alike (every form of a lemma): equal
 * readings share one array, and each base word's spelling and rank are found once.
 */
export function buildBaseWords(dictionary: Dictionary, read: BaseWordReader, senseParts?: SensePartsOf): Map<string, BaseWord[]> {
  const records = new Map<string, BaseWord[]>();
  const spelled = new Map<string, BaseWord>();
  const spelling = (reading: BaseWord): BaseWord => {
    const key = `${reading.word}\t${reading.partOfSpeech ?? ''}`;
    let known = spelled.get(key);
    if (known === undefined) spelled.set(key, (known = reconciled(dictionary, listSpelling(dictionary, reading), senseParts)));
    return known;
  };
  const commonnessOf = new Map<string, number>();
  const order = (word: string): number => {
    let rank = commonnessOf.get(word);
    if (rank === undefined) commonnessOf.set(word, (rank = commonness(dictionary, word)));
    return rank;
  };
  const shared = new Map<string, BaseWord[]>();
  for (let first = 0; first < dictionary.wordCount; first += CHUNK) {
    const words = [];
    for (let rank = first; rank < Math.min(first + CHUNK, dictionary.wordCount); rank += 1) words.push(dictionary.wordAt(rank));
    const readings = read(words.map((word) => word.word));
    words.forEach((word, index) => {
      const found = readings[index] ?? [];
      if (found.length === 0) return;
      // Two spellings of one folded form (fr maïs, mais) share a record: the second's readings join the first's.
      const known = [...(records.get(word.folded) ?? [])];
      for (const reading of found.map(spelling)) {
        if (!known.some((other) => other.word === reading.word && other.partOfSpeech === reading.partOfSpeech)) known.push(reading);
      }
      // Array.prototype.sort is stable: readings of equal commonness keep the lexicon's order.
      known.sort((a, b) => order(a.word) - order(b.word));
      const identity = known.map((reading) => `${reading.word}\t${reading.partOfSpeech ?? ''}`).join('\n');
      let one = shared.get(identity);
      if (one === undefined) shared.set(identity, (one = known));
      records.set(word.folded, one);
    });
  }
  return records;
}

function reconciled(dictionary: Dictionary, reading: BaseWord, senseParts: SensePartsOf | undefined): BaseWord {
  if (senseParts === undefined || reading.partOfSpeech === undefined || !PRONOUN_BY_INFLECTION.has(reading.partOfSpeech)) return reading;
  const folded = dictionary.lookup(reading.word.toLocaleLowerCase(dictionary.language))?.folded;
  const parts = folded === undefined ? undefined : senseParts(folded);
  return parts !== undefined && parts.has('pronoun') && !parts.has(reading.partOfSpeech) ? { word: reading.word, partOfSpeech: 'pronoun' } : reading;
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

/** A stored reading: [base word, part of speech or '']. */
type StoredBaseWord = [string, string];

export function encodeBaseWords(language: string, lexicon: BaseWordLexicon, records: ReadonlyMap<string, BaseWord[]>): Buffer {
  // Records share their arrays (buildBaseWords): each is written out once.
  const texts = new Map<BaseWord[], string>();
  const text = (readings: BaseWord[]): string => {
    let known = texts.get(readings);
    if (known === undefined) texts.set(readings, (known = JSON.stringify(readings.map((reading): StoredBaseWord => [reading.word, reading.partOfSpeech ?? '']))));
    return known;
  };
  return encodeRecordFile(MAGIC, { language, lexicon } satisfies BaseWordsHeader, records, text);
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
