import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SortedRecords } from '../tables/sorted-records';
import { arpabetToIpa } from './arpabet-ipa';

let loading: Promise<SortedRecords> | undefined;

/** Where the package keeps its one module. */
export function cmuModulePath(): string {
  return path.join(path.dirname(require.resolve('cmu-pronouncing-dictionary/package.json')), 'index.js');
}

/**
 * The package's words and ARPAbet phones: it is an ES module holding one object literal in JSON
 * syntax, read as JSON, which is faster than evaluating it and works the same from CommonJS and
 * under the test runner.
 */
export function parseCmuModule(source: string): Record<string, string> {
  const start = source.indexOf('{', source.indexOf('export const dictionary'));
  const end = source.lastIndexOf('}');
  return JSON.parse(source.slice(start, end + 1)) as Record<string, string>;
}

/**
 * The CMU Pronouncing Dictionary, loaded once on first use and kept as sorted records (word →
 * phones): 135,000 words in about 4 MB outside the heap, where the parsed object held them as heap
 * strings (the object itself is garbage once the records are written).
 */
export function cmuDictionary(): Promise<SortedRecords> {
  loading ??= readFile(cmuModulePath(), 'utf8').then((source) => SortedRecords.of(Object.entries(parseCmuModule(source))));
  return loading;
}

/** Loads the dictionary now, so the first English request does not pay for it. */
export function preloadCmu(): Promise<unknown> {
  return cmuDictionary();
}

/** The IPA of an English word from CMU (its first pronunciation), or undefined when CMU lacks it. */
export async function cmuIpa(word: string): Promise<string | undefined> {
  const phones = (await cmuDictionary()).get(word);
  return phones === undefined ? undefined : arpabetToIpa(phones);
}
