import { dataDirectory, sourceCacheDirectory } from '@lexicon/dictionary-store';
import { languageMetadata } from '@lexicon/engine';
import { lexiconOf, morfologikListDictionary, readAttestationWordList } from '../src/attestation/independent-lexicon';
import { Cfsa2 } from '../src/attestation/morfologik-cfsa2';
import { decodeBase, MorfologikDictionary, parseDictionaryInfo } from '../src/attestation/morfologik-dictionary';

const HEADER = [0x5c, 0x66, 0x73, 0x61, 0xc6]; // `\fsa`, CFSA2
const bytes = (text: string): number[] => [...Buffer.from(text, 'utf8')];
const text = (sequence: Uint8Array): string => Buffer.from(sequence).toString('utf8');

/**
 * A CFSA2 automaton written byte by byte: flags 0x0005, a label table of one label (index 1: `a`),
 * and the sequences `ab`, `ac` (a node reached through a two-byte address), `b`.
 *
 *   0: epsilon node, one arc `^` (last, target next)            → root at 2
 *   2: root: `a` (indexed label 1, v-coded address 200: 0xc8 0x01) → node 200
 *   5:       `b` (last, final, explicit label, address 0: ends)
 *   8: filler up to 200
 * 200: `b` (final, explicit, ends); 203: `c` (last, final, explicit, ends)
 */
function handBuilt(): Uint8Array {
  const arcs = new Array<number>(206).fill(0);
  arcs.splice(0, 2, 0xc0, 0x5e);
  arcs.splice(2, 3, 0x01, 0xc8, 0x01);
  arcs.splice(5, 3, 0x60, 0x62, 0x00);
  arcs.splice(200, 6, 0x20, 0x62, 0x00, 0x60, 0x63, 0x00);
  return Uint8Array.from([...HEADER, 0x00, 0x05, 2, 0x00, 0x61, ...arcs]);
}

/** One sequence as a chain of nodes of one arc each, every arc's target the node right after it. */
function chain(sequence: string): Uint8Array {
  const labels = bytes(sequence);
  const arcs = [0xc0, 0x5e];
  labels.forEach((label, index) => arcs.push(index === labels.length - 1 ? 0x60 : 0xc0, label));
  // The last arc ends the sequence: an explicit address of 0.
  arcs.push(0x00);
  return Uint8Array.from([...HEADER, 0x00, 0x05, 1, 0x00, ...arcs]);
}

describe("morfologik's CFSA2 automata", () => {
  it('enumerates every sequence of a hand-built automaton, through indexed and explicit labels and a two-byte address', () => {
    const automaton = Cfsa2.parse(handBuilt());
    expect([...automaton.sequences()].map(text)).toEqual(['ab', 'ac', 'b']);
    const afterA = automaton.step(automaton.root, 0x61);
    expect([...automaton.sequences(afterA)].map(text)).toEqual(['b', 'c']);
    expect(automaton.step(automaton.root, 0x63)).toBe(0);
  });

  it('refuses what is not a CFSA2 automaton', () => {
    expect(() => Cfsa2.parse(Uint8Array.from([0x00, 0x01, 0x02, 0x03, 0xc6, 0, 0, 0]))).toThrow(/header/);
    expect(() => Cfsa2.parse(Uint8Array.from([...HEADER.slice(0, 4), 0xc5, 0, 0, 0]))).toThrow(/not CFSA2/);
  });

  it('reads an entry `form;encoded base;tags` of a hand-built dictionary', () => {
    const info = parseDictionaryInfo('# comment\nfsa.dict.separator=;\nfsa.dict.encoding=UTF-8\nfsa.dict.encoder=PREFIX\n');
    expect(info).toEqual({ separator: 0x3b, encoding: 'utf-8', encoder: 'PREFIX' });
    // psa: drop nothing before, two bytes after (sa), add "ies" → pies.
    const dictionary = new MorfologikDictionary(Cfsa2.parse(chain('psa;ACies;subst:sg:gen:m2')), info);
    expect(dictionary.lookup('psa')).toEqual([{ base: 'pies', tags: 'subst:sg:gen:m2' }]);
    expect(dictionary.lookup('ps')).toEqual([]);
    expect([...dictionary.entries()]).toEqual([{ form: 'psa', base: 'pies', tags: 'subst:sg:gen:m2' }]);
  });

  it('knows a form by walking it and the separator: not a prefix of one, not one with the separator in it, not another case', () => {
    const dictionary = new MorfologikDictionary(Cfsa2.parse(chain('psa;ACies;subst:sg:gen:m2')), parseDictionaryInfo('fsa.dict.separator=;\nfsa.dict.encoder=PREFIX\n'));
    expect(dictionary.has('psa')).toBe(true);
    expect(['ps', 'psaa', 'psa;', 'psa;ACies', 'PSA', ''].filter((form) => dictionary.has(form))).toEqual([]);
  });

  it("decodes each of morfologik's sequence encoders, on bytes (a cut may split a letter the suffix completes)", () => {
    const decoded = (encoder: Parameters<typeof decodeBase>[0], form: string, encoded: number[]): string => Buffer.from(decodeBase(encoder, Uint8Array.from(bytes(form)), Uint8Array.from(encoded))).toString('utf8');
    expect(decoded('SUFFIX', 'foo', bytes('Abar'))).toBe('foobar');
    expect(decoded('SUFFIX', 'foo', bytes('Dbar'))).toBe('bar');
    expect(decoded('PREFIX', 'najstarszy', bytes('DDy'))).toBe('stary');
    expect(decoded('INFIX', 'aillent', bytes('BBCr'))).toBe('aller');
    expect(decoded('NONE', 'ludzie', bytes('człowiek'))).toBe('człowiek');
    // '@' is 'A' + 255: the whole form goes.
    expect(decoded('PREFIX', 'ludzie', [0x40, 0x40, ...bytes('człowiek')])).toBe('człowiek');
    // ą is C4 85, ę is C4 99: one byte cut leaves C4, which the suffix's 99 completes.
    expect(decoded('SUFFIX', 'są', [0x42, 0x99])).toBe('sę');
  });
});

describe("PoliMorf, the Polish list's morfologik attestation word list (the pinned jar the pl metadata names)", () => {
  const [polimorf] = languageMetadata('pl').attestationWordLists.filter((list) => list.format === 'morfologik');
  if (polimorf === undefined) throw new Error('pl names no morfologik attestation word list');
  const cacheDirectory = sourceCacheDirectory(dataDirectory(process.env));
  const dictionary = morfologikListDictionary(polimorf, cacheDirectory);

  it('reads known entries: suppletive plurals, a strong past tense, genitives', () => {
    expect(dictionary.lookup('ludzie')).toContainEqual({ base: 'człowiek', tags: 'depr:pl:nom:m2+depr:pl:voc:m2+subst:pl:nom:m1+subst:pl:voc:m1' });
    expect(dictionary.lookup('szedł')).toEqual([{ base: 'iść', tags: 'verb:praet:sg:m1.m2.m3:ter:imperf:nonrefl' }]);
    expect(dictionary.lookup('psa').map((reading) => reading.base)).toEqual(['pies']);
    expect(dictionary.lookup('dzieci').map((reading) => reading.base)).toEqual(['dziecko']);
    expect(dictionary.lookup('xyzzy')).toEqual([]);
  });

  it('attests the forms it holds by walking its automaton, and no invented form or lower-cased name', () => {
    const list = readAttestationWordList(polimorf, cacheDirectory);
    expect(list.name).toBe(polimorf.name);
    // Walked, not unpacked into a set of its 4.67 million forms.
    expect(list.words).not.toBeInstanceOf(Set);
    const known = ['ludzie', 'człowieka', 'szedł', 'źdźbła', 'najlepszego'];
    const unknown = ['człowiekowałby', 'ludziex', 'xyzzy', 'gdańsk'];
    expect([...known, ...unknown].filter((word) => list.words.has(word))).toEqual(known);
    // A name is written with its capital, and attests no word of a list (which is lower-case).
    expect(dictionary.has('Gdańsk')).toBe(true);
    expect(lexiconOf(undefined, [list]).knows(['ludzie', 'człowiekowałby'])).toEqual([true, false]);
  });
});
