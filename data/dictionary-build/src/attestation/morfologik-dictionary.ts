import { Cfsa2 } from './morfologik-cfsa2';

/**
 * A morfologik-stemming dictionary: an automaton (morfologik-cfsa2.ts) whose every sequence is
 * `form SEPARATOR encoded-base SEPARATOR tags`, read as its `.info` file says (`fsa.dict.separator`,
 * `fsa.dict.encoding`, `fsa.dict.encoder`). The base is kept as an edit of the form, by one of
 * morfologik's sequence encoders:
 * - SUFFIX: `K suffix`, K−'A' bytes cut from the form's end, then suffix appended;
 * - PREFIX: `P K suffix`, P−'A' bytes cut from its start and K−'A' from its end;
 * - INFIX: `X L K suffix`, L−'A' bytes cut at X−'A', K−'A' from the end;
 * - NONE: the base as it is.
 * A code of 255 (the byte '@', 'A' + 255 mod 256) means the whole form is dropped.
 */

export type SequenceEncoder = 'NONE' | 'SUFFIX' | 'PREFIX' | 'INFIX';

export interface DictionaryInfo {
  separator: number;
  /** Only UTF-8 is read: the forms asked are encoded in it to be walked. */
  encoding: 'utf-8';
  encoder: SequenceEncoder;
}

/** One reading of a form: its base form and its tags as the dictionary spells them. */
export interface MorfologikReading {
  base: string;
  tags: string;
}

const ENCODERS: readonly SequenceEncoder[] = ['NONE', 'SUFFIX', 'PREFIX', 'INFIX'];
const REMOVE_EVERYTHING = 255;

/** The `.info` file's settings this reader needs (a Java properties file). */
export function parseDictionaryInfo(text: string): DictionaryInfo {
  const properties = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([^#!\s][^=:]*?)\s*[=:]\s*(.*?)\s*$/.exec(line);
    if (match !== null) properties.set(match[1] as string, match[2] as string);
  }
  const separator = properties.get('fsa.dict.separator') ?? '+';
  if (separator.length !== 1 || separator.charCodeAt(0) > 0x7f) throw new Error(`morfologik: separator ${JSON.stringify(separator)} is not one ASCII character`);
  const encoding = (properties.get('fsa.dict.encoding') ?? 'utf-8').toLowerCase();
  if (encoding !== 'utf-8') throw new Error(`morfologik: encoding ${encoding} is not read`);
  // Before the encoder property, dictionaries said whether they used prefixes and infixes.
  const legacy = properties.get('fsa.dict.uses-infixes') === 'true' ? 'INFIX' : properties.get('fsa.dict.uses-prefixes') === 'true' ? 'PREFIX' : 'SUFFIX';
  const encoder = (properties.get('fsa.dict.encoder') ?? legacy).toUpperCase();
  if (!ENCODERS.includes(encoder as SequenceEncoder)) throw new Error(`morfologik: encoder ${encoder} is not read`);
  return { separator: separator.charCodeAt(0), encoding, encoder: encoder as SequenceEncoder };
}

const code = (encoded: Uint8Array, index: number): number => ((encoded[index] as number) - 0x41) & 0xff;

/** The base form's bytes from the form's and the encoded base's. */
export function decodeBase(encoder: SequenceEncoder, form: Uint8Array, encoded: Uint8Array): Uint8Array {
  const joined = (kept: Uint8Array[], suffixFrom: number): Uint8Array => Buffer.concat([...kept, encoded.subarray(suffixFrom)]);
  switch (encoder) {
    case 'NONE':
      return encoded;
    case 'SUFFIX': {
      const cut = code(encoded, 0) === REMOVE_EVERYTHING ? form.length : code(encoded, 0);
      return joined([form.subarray(0, form.length - cut)], 1);
    }
    case 'PREFIX': {
      let start = code(encoded, 0);
      let end = code(encoded, 1);
      if (start === REMOVE_EVERYTHING || end === REMOVE_EVERYTHING) [start, end] = [form.length, 0];
      return joined([form.subarray(start, Math.max(start, form.length - end))], 2);
    }
    case 'INFIX': {
      let at = code(encoded, 0);
      let length = code(encoded, 1);
      let end = code(encoded, 2);
      if (length === REMOVE_EVERYTHING || end === REMOVE_EVERYTHING) [at, length, end] = [0, form.length, 0];
      return joined([form.subarray(0, at), form.subarray(at + length, Math.max(at + length, form.length - end))], 3);
    }
  }
}

export class MorfologikDictionary {
  private readonly decoder = new TextDecoder('utf-8');

  constructor(
    private readonly automaton: Cfsa2,
    readonly info: DictionaryInfo,
  ) {}

  static read(dict: Uint8Array, info: string): MorfologikDictionary {
    return new MorfologikDictionary(Cfsa2.parse(dict), parseDictionaryInfo(info));
  }

  /**
   * Whether the dictionary holds the form, as written (case included): a walk of its bytes, then of
   * the separator that ends every form. Nothing is decoded, so asking is cheap enough to stand in
   * for a set of the dictionary's millions of forms.
   */
  has(form: string): boolean {
    const bytes = Buffer.from(form, 'utf8');
    if (bytes.includes(this.info.separator)) return false;
    let node = this.automaton.root;
    for (let at = 0; at < bytes.length && node !== 0; at += 1) node = this.automaton.step(node, bytes[at] as number);
    return this.automaton.step(node, this.info.separator) !== 0;
  }

  /** The form's readings in the dictionary's order; none for a form it does not hold. */
  lookup(form: string): MorfologikReading[] {
    return this.lookupAll([form])[0] as MorfologikReading[];
  }

  /**
   * Each form's readings, as lookup gives them. The forms are walked in byte order, each from the
   * node its longest prefix shared with the one before reached (the forms of one lemma share their
   * stem): a list of four million forms is asked in a fraction of the time one walk each takes.
   */
  lookupAll(forms: readonly string[]): MorfologikReading[][] {
    const encoded = forms.map((form) => Buffer.from(form, 'utf8'));
    const order = encoded.map((_, index) => index).sort((a, b) => Buffer.compare(encoded[a] as Buffer, encoded[b] as Buffer));
    const answers: MorfologikReading[][] = forms.map(() => []);
    // nodes[i]: the node reached after the previous form's first i bytes (0: none, the walk ended).
    const nodes: number[] = [this.automaton.root];
    let previous: Buffer = Buffer.alloc(0);
    for (const index of order) {
      const bytes = encoded[index] as Buffer;
      let shared = 0;
      while (shared < bytes.length && shared < previous.length && shared + 1 < nodes.length && bytes[shared] === previous[shared]) shared += 1;
      nodes.length = shared + 1;
      for (let at = shared; at < bytes.length; at += 1) nodes.push(this.automaton.step(nodes[at] as number, bytes[at] as number));
      previous = bytes;
      const formNode = nodes[bytes.length] as number;
      if (formNode === 0 || bytes.includes(this.info.separator)) continue;
      const readings = this.automaton.step(formNode, this.info.separator);
      if (readings !== 0) answers[index] = [...this.automaton.sequences(readings)].map((rest) => this.reading(bytes, rest));
    }
    return answers;
  }

  /** Every entry of the dictionary: each form with one reading, in the automaton's order. */
  *entries(): Generator<{ form: string } & MorfologikReading> {
    for (const sequence of this.automaton.sequences()) {
      const split = sequence.indexOf(this.info.separator);
      if (split < 0) continue;
      const form = sequence.subarray(0, split);
      yield { form: this.decoder.decode(form), ...this.reading(form, sequence.subarray(split + 1)) };
    }
  }

  /** A reading from what follows the form's separator: `encoded-base SEPARATOR tags`. */
  private reading(form: Uint8Array, rest: Uint8Array): MorfologikReading {
    const split = rest.indexOf(this.info.separator);
    const encoded = split < 0 ? rest : rest.subarray(0, split);
    // Tags are ASCII, read as Latin-1 (one byte, one character): the quickest decoding.
    const tags = split < 0 ? '' : Buffer.from(rest.buffer, rest.byteOffset + split + 1, rest.length - split - 1).toString('latin1');
    return { base: this.decoder.decode(decodeBase(this.info.encoder, form, encoded)), tags };
  }
}
