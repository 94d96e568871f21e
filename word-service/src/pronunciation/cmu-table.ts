import path from 'node:path';
import { SortedRecords } from '../tables/sorted-records';

/** Where the CMU Pronouncing Dictionary package keeps its one module. */
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

/** The package's module as sorted records: word → phones. */
export function cmuTableOf(source: string): SortedRecords {
  return SortedRecords.of(Object.entries(parseCmuModule(source)));
}
