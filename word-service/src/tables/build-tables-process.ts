/**
 * The child process `buildTables` starts: reads the files a table request names, builds their sorted
 * tables, sends them to the parent and exits, taking with it the memory the reading used.
 */
import { readFileSync } from 'node:fs';
import { dictionaryEntryLines, dropUnplayableAffixRules } from '@lexicon/dictionary-build';
import { stemTableOf } from '../definitions/hunspell-stemmer';
import { wordnetIndexOf } from '../definitions/wordnet-index';
import { cmuTableOf } from '../pronunciation/cmu-table';
import type { TableRequest } from './build-tables';
import type { SortedRecords } from './sorted-records';

function tablesOf(request: TableRequest): SortedRecords[] {
  switch (request.kind) {
    case 'hunspell-stems':
      return request.sources.map(({ affPath, dicPath }) =>
        stemTableOf(dropUnplayableAffixRules(readFileSync(affPath, 'utf8')).text, dictionaryEntryLines(readFileSync(dicPath, 'utf8'))),
      );
    case 'wordnet-index':
      return request.files.map((file) => wordnetIndexOf(readFileSync(file, 'utf8')));
    case 'cmu':
      return [cmuTableOf(readFileSync(request.file, 'utf8'))];
  }
}

const tables = tablesOf(JSON.parse(process.argv[2] as string) as TableRequest);
process.send?.(
  tables.map((table) => table.parts()),
  () => process.disconnect(),
);
