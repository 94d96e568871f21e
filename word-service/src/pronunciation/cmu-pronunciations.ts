import { buildTables } from '../tables/build-tables';
import type { SortedRecords } from '../tables/sorted-records';
import { arpabetToIpa } from './arpabet-ipa';
import { cmuModulePath } from './cmu-table';

let loading: Promise<SortedRecords> | undefined;

/**
 * The CMU Pronouncing Dictionary, loaded once on first use and kept as sorted records (word → phones):
 * 135,000 words in about 4 MB outside the heap. The package's module is parsed in a child process
 * (cmu-table.ts), so the parsed object and its strings never take room in the service's heap.
 */
export function cmuDictionary(): Promise<SortedRecords> {
  loading ??= buildTables({ kind: 'cmu', file: cmuModulePath() }).then(([table]) => table as SortedRecords);
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
