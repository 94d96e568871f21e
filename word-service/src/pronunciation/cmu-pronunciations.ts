import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { arpabetToIpa } from './arpabet-ipa';

type CmuDictionary = Record<string, string>;

let loading: Promise<CmuDictionary> | undefined;

/**
 * The CMU Pronouncing Dictionary, loaded once on first use. The package is an ES module holding one
 * object literal in JSON syntax; it is read as JSON, which is faster than evaluating it and works the
 * same from CommonJS and under the test runner.
 */
function cmuDictionary(): Promise<CmuDictionary> {
  loading ??= (async () => {
    const file = path.join(path.dirname(require.resolve('cmu-pronouncing-dictionary/package.json')), 'index.js');
    const source = await readFile(file, 'utf8');
    const start = source.indexOf('{', source.indexOf('export const dictionary'));
    const end = source.lastIndexOf('}');
    return JSON.parse(source.slice(start, end + 1)) as CmuDictionary;
  })();
  return loading;
}

/** Loads the dictionary now, so the first English request does not pay for it. */
export function preloadCmu(): Promise<unknown> {
  return cmuDictionary();
}

/** The IPA of an English word from CMU (its first pronunciation), or undefined when CMU lacks it. */
export async function cmuIpa(word: string): Promise<string | undefined> {
  const phones = (await cmuDictionary())[word];
  return phones === undefined ? undefined : arpabetToIpa(phones);
}
