import { type Dawg } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import fc from 'fast-check';
import { addPair, pathSignatures } from '../src/search/path-signatures';

/** Every word below a node, as letter indices, by walking the DAWG. */
function wordsBelow(dawg: Dawg, node: number, prefix: number[] = []): number[][] {
  const words: number[][] = dawg.weightOf(node) > 0 ? [prefix] : [];
  const [start, end] = dawg.edgeRange(node);
  for (let edge = start; edge < end; edge += 1) words.push(...wordsBelow(dawg, dawg.edgeTarget(edge), [...prefix, dawg.edgeLetter(edge)]));
  return words;
}

const hasBits = (signature: Int32Array, base: number, wanted: Int32Array): boolean => wanted.every((bits, word) => ((signature[base + word] as number) & bits) === bits);

describe('path signatures', () => {
  // A clear bit must be certain: a search skips the subtree. So every pair a word below has is set.
  it.each([32, 128, 256])('with %i bits per kind of pair, every adjacent and ordered pair of every word below a node has its bit set', (bits) => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'r', 's', 't'), { minLength: 2, maxLength: 8 }).map((letters) => letters.join('')), { minLength: 1, maxLength: 80 }), (words) => {
        const { dawg } = fixtureDictionary('en', words);
        const signatures = pathSignatures(dawg, bits);
        for (let node = 0; node < dawg.nodeCount; node += 1) {
          const base = node * signatures.words;
          for (const word of wordsBelow(dawg, node)) {
            const wanted = new Int32Array(signatures.words);
            word.forEach((letter, at) => {
              if (at + 1 < word.length) addPair(signatures, wanted, 0, letter, word[at + 1] as number, true);
              for (let later = at + 1; later < word.length; later += 1) addPair(signatures, wanted, 0, letter, word[later] as number, false);
            });
            expect(hasBits(signatures.bits, base, wanted)).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a pair with a letter no word uses maps to a bit no node has', () => {
    const { dawg } = fixtureDictionary('en', ['abc', 'bca', 'cab']);
    const signatures = pathSignatures(dawg, 64);
    const absent = new Int32Array(signatures.words);
    addPair(signatures, absent, 0, 0, 25, true);
    addPair(signatures, absent, 0, 25, 25, false);
    for (let node = 0; node < dawg.nodeCount; node += 1) {
      const base = node * signatures.words;
      absent.forEach((bits, word) => expect((signatures.bits[base + word] as number) & bits).toBe(0));
    }
  });
});
