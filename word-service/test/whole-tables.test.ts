import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dictionaryEntryLines, dropUnplayableAffixRules } from '@lexicon/dictionary-build';
import { dataDirectory } from '@lexicon/dictionary-store';
import { LANGUAGE_CODES } from '@lexicon/shared';
import { hunspellSourcesOf } from '../src/definitions/hunspell-roots';
import { stemFlagsOf } from '../src/definitions/hunspell-stemmer';
import { PARTS_OF_SPEECH, WordnetDatabase, wordnetDirectory } from '../src/definitions/wordnet-database';
import { cmuDictionary } from '../src/pronunciation/cmu-pronunciations';
import { cmuModulePath, parseCmuModule } from '../src/pronunciation/cmu-table';
import { buildTables } from '../src/tables/build-tables';
import type { SortedRecords } from '../src/tables/sorted-records';

/**
 * The sorted records word-service holds its big tables in, built the way it builds them (in a child
 * process), checked over every key of the real data against the plain Maps and objects they replaced:
 * each key is found with the same value, and keys near each one that the data lacks (a letter more, a
 * letter less, an ending changed) are not found.
 */

/** Keys close to a real key, present or not: the binary search must tell each apart. */
function neighbours(key: string): string[] {
  return [`${key}a`, key.slice(0, -1), `${key.slice(0, -1)}z`, `${key}ł`, key.toUpperCase()];
}

/** WordNet's index as word-service read it before: a Map of lemma → synset offsets (the oracle). */
function indexAsMap(text: string): Map<string, number[]> {
  const lemmas = new Map<string, number[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const synsets = Number(fields[2]);
    lemmas.set(fields[0] as string, fields.slice(fields.length - synsets).map(Number));
  }
  return lemmas;
}

const FILES = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' } as const;

describe('tables over their whole data', () => {
  it('WordNet: every lemma of every index file has the offsets the Map gave, and no other key is found', async () => {
    const wordnet = await WordnetDatabase.load();
    let lemmas = 0;
    for (const part of PARTS_OF_SPEECH) {
      const expected = indexAsMap(readFileSync(path.join(wordnetDirectory(), `index.${FILES[part]}`), 'utf8'));
      for (const [lemma, offsets] of expected) {
        lemmas += 1;
        const found = wordnet.synsetOffsets(part, lemma);
        if (!wordnet.has(part, lemma) || found.join() !== offsets.join()) throw new Error(`${part} ${lemma}: ${found.join()} instead of ${offsets.join()}`);
        for (const other of neighbours(lemma)) {
          if (wordnet.has(part, other) !== expected.has(other)) throw new Error(`${part} ${other}: has ${wordnet.has(part, other)}`);
        }
      }
    }
    expect(lemmas).toBeGreaterThan(150_000);
  }, 120_000);

  it('CMU: every word of the package has the phones its object gave, and no other key is found', async () => {
    const expected = parseCmuModule(readFileSync(cmuModulePath(), 'utf8'));
    const table = await cmuDictionary();
    const words = Object.keys(expected);
    expect(table.size).toBe(words.length);
    expect(words.length).toBeGreaterThan(130_000);
    for (const word of words) {
      if (table.get(word) !== expected[word]) throw new Error(`${word}: ${table.get(word)} instead of ${expected[word]}`);
      for (const other of neighbours(word)) {
        if (table.get(other) !== (Object.hasOwn(expected, other) ? expected[other] : undefined)) throw new Error(`${other}: ${table.get(other)}`);
      }
    }
  }, 120_000);

  it.each(LANGUAGE_CODES)('%s hunspell stems: every stem has the flags the Map gave, and no other key is found', async (language) => {
    const sources = hunspellSourcesOf(language, dataDirectory(process.env));
    // Polish has hunspell stems only where the meanings build could write them.
    if (language !== 'pl') expect(sources.length).toBeGreaterThan(0);
    const tables = sources.length === 0 ? [] : await buildTables({ kind: 'hunspell-stems', sources });
    expect(tables).toHaveLength(sources.length);
    for (const [index, { affPath, dicPath }] of sources.entries()) {
      const expected = stemFlagsOf(dropUnplayableAffixRules(readFileSync(affPath, 'utf8')).text, dictionaryEntryLines(readFileSync(dicPath, 'utf8')));
      const table = tables[index] as SortedRecords;
      expect(table.size).toBe(expected.size);
      for (const [stem, flags] of expected) {
        if (table.get(stem) !== flags) throw new Error(`${stem}: ${table.get(stem)} instead of ${flags}`);
        for (const other of neighbours(stem)) {
          if (table.get(other) !== expected.get(other)) throw new Error(`${other}: ${table.get(other)} instead of ${expected.get(other)}`);
        }
      }
    }
  }, 120_000);
});
