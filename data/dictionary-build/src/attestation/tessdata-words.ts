/**
 * The word list inside a Tesseract language model (`<lang>.traineddata`, Debian's tesseract-ocr-*
 * packages): the words of the LSTM recogniser's dictionary, gathered by Tesseract's authors from web
 * text and independent of every hunspell dictionary. Read here without Tesseract's programs; the
 * result is the same as its `combine_tessdata -u` then `dawg2wordlist`.
 *
 * A traineddata file is a table of components: an int32 count, then that many int64 offsets (-1 for a
 * component it lacks), each component running to the next present offset. The LSTM's character set
 * is a text file, one character a line after a count line; its word list is a "squished" DAWG over
 * that set's ids: an int16 magic number, the set's size, the number of edges, then one 64-bit record
 * an edge, its low bits the character id, then three flags, then the index of the node it leads to.
 */

/** Component ids of Tesseract's `TessdataType` that the word list needs. */
const LSTM_WORD_DAWG = 19;
const LSTM_UNICHARSET = 21;

const DAWG_MAGIC = 42;
const DAWG_HEADER_BYTES = 10;
const FLAG_BITS = 3n;
/** The edge is its node's last. */
const MARKER_FLAG = 1n;
/** The path to here spells a whole word. */
const WORD_END_FLAG = 4n;

function components(file: Buffer): Map<number, Buffer> {
  const count = file.readInt32LE(0);
  const offsets = Array.from({ length: count }, (_, index) => Number(file.readBigInt64LE(4 + 8 * index)));
  const parts = new Map<number, Buffer>();
  offsets.forEach((offset, index) => {
    if (offset < 0) return;
    const end = offsets.slice(index + 1).find((next) => next >= 0) ?? file.length;
    parts.set(index, file.subarray(offset, end));
  });
  return parts;
}

/** The characters of a unicharset, by id; id 0 is written NULL and stands for a space. */
function characterSet(text: string): string[] {
  const lines = text.split('\n');
  const size = Number(lines[0]);
  return lines.slice(1, size + 1).map((line) => {
    const character = line.split(' ')[0] ?? '';
    return character === 'NULL' ? ' ' : character;
  });
}

function dawgWords(dawg: Buffer, characters: readonly string[]): string[] {
  if (dawg.readInt16LE(0) !== DAWG_MAGIC) throw new Error('the word list of the traineddata file is not a DAWG');
  const setSize = dawg.readInt32LE(2);
  const edgeCount = dawg.readInt32LE(6);
  const flagStart = BigInt(Math.ceil(Math.log2(setSize)));
  const letterMask = (1n << flagStart) - 1n;
  const nextStart = flagStart + FLAG_BITS;
  // A node with no edges holds every bit of the next-node field and nothing else.
  const emptyNode = (~0n << nextStart) & 0xffff_ffff_ffff_ffffn;
  const edge = (index: number): bigint => dawg.readBigUInt64LE(DAWG_HEADER_BYTES + 8 * index);

  const words: string[] = [];
  const pending: Array<{ node: number; prefix: string }> = [{ node: 0, prefix: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.node >= edgeCount || edge(next.node) === emptyNode) continue;
    for (let index = next.node; ; index += 1) {
      const record = edge(index);
      const flags = (record >> flagStart) & ((1n << FLAG_BITS) - 1n);
      const word = next.prefix + (characters[Number(record & letterMask)] ?? '');
      if ((flags & WORD_END_FLAG) !== 0n) words.push(word);
      const target = Number(record >> nextStart);
      if (target !== 0) pending.push({ node: target, prefix: word });
      if ((flags & MARKER_FLAG) !== 0n) break;
    }
  }
  return words;
}

/** Every word of a traineddata file's LSTM dictionary, as Tesseract stores it (any case). */
export function tessdataWords(file: Buffer): string[] {
  const parts = components(file);
  const dawg = parts.get(LSTM_WORD_DAWG);
  const characters = parts.get(LSTM_UNICHARSET);
  if (dawg === undefined || characters === undefined) throw new Error('the traineddata file has no LSTM word list');
  return dawgWords(dawg, characterSet(characters.toString('utf8')));
}
