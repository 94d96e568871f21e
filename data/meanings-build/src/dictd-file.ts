/**
 * dictd's two files: the `.index` (headword, offset and length in base 64, tab-separated) and the
 * `.dict` (the entries' text one after the other; `.dict.dz` is dictzip, which gzip reads whole).
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64Number(text: string): number {
  let value = 0;
  for (const character of text) value = value * 64 + BASE64.indexOf(character);
  return value;
}

export interface DictdEntry {
  /** The headword as the index spells it (dictd indexes are often lower-cased). */
  indexWord: string;
  text: string;
}

/** Every entry of a dictd dictionary, skipping its `00database…` header entries. */
export function* dictdEntries(indexText: string, dict: Buffer): Generator<DictdEntry> {
  for (const line of indexText.split('\n')) {
    const [indexWord, offset, length] = line.split('\t');
    if (indexWord === undefined || offset === undefined || length === undefined || indexWord === '' || indexWord.startsWith('00database')) continue;
    const start = base64Number(offset);
    yield { indexWord, text: dict.toString('utf8', start, start + base64Number(length)) };
  }
}

/** The headword of a FreeDict entry as its first line writes it: before the IPA (`/…/`) and the tags (`<…>`). */
export function entryHeadword(text: string): string {
  const first = text.slice(0, text.indexOf('\n') < 0 ? text.length : text.indexOf('\n'));
  return first.split(/\s+[/<]/)[0]?.trim() ?? '';
}

/** The tag of a FreeDict entry's first line (`<n, fem>`), without its brackets; '' when there is none. */
export function entryTag(text: string): string {
  const first = text.slice(0, text.indexOf('\n') < 0 ? text.length : text.indexOf('\n'));
  return /<([^>]*)>/.exec(first)?.[1] ?? '';
}
