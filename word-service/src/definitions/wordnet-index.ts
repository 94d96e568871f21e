import { SortedRecords } from '../tables/sorted-records';

/**
 * A WordNet index file as sorted records: each lemma (spaces as underscores) with its synset offsets,
 * as decimal numbers between single spaces. index.pos lines are
 * `lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt offset…`; licence lines start with spaces.
 */
export function wordnetIndexOf(text: string): SortedRecords {
  return SortedRecords.of(indexEntries(text));
}

function* indexEntries(text: string): Generator<[string, string]> {
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const synsets = Number(fields[2]);
    yield [fields[0] as string, fields.slice(fields.length - synsets).map(Number).join(' ')];
  }
}
