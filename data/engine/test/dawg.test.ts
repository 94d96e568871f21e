import { Dawg, DawgBuilder } from '@lexicon/engine';
import fc from 'fast-check';

/** Words as letter-index arrays over a small alphabet, so that prefixes and suffixes are shared often. */
const wordArbitrary = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 7 });
const key = (letters: readonly number[]): string => letters.map((letter) => String.fromCharCode(0x100 + letter)).join('');

function buildFrom(entries: Array<{ letters: number[]; weight: number }>): Dawg {
  const builder = new DawgBuilder();
  for (const { letters, weight } of entries) builder.insert(letters, weight);
  return new Dawg(builder.finish());
}

const sortedUnique = (words: number[][]): number[][] => {
  const byKey = new Map(words.map((word) => [key(word), word]));
  return [...byKey.keys()].sort().map((k) => byKey.get(k) as number[]);
};

describe('the DAWG against a sorted list (property tests)', () => {
  it('finds every word at its rank, counts every spelling, and finds nothing else', () => {
    fc.assert(
      fc.property(fc.array(wordArbitrary, { maxLength: 200 }), fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 200, maxLength: 200 }), fc.array(wordArbitrary, { maxLength: 50 }), (words, weights, probes) => {
        const entries = sortedUnique(words).map((letters, index) => ({ letters, weight: weights[index] as number }));
        const dawg = buildFrom(entries);
        let rank = 0;
        for (const { letters, weight } of entries) {
          expect(dawg.find(letters)).toEqual({ rank, weight });
          for (let i = 0; i < weight; i += 1) expect(dawg.wordAt(rank + i)).toEqual({ letters, firstRank: rank });
          rank += weight;
        }
        expect(dawg.wordCount).toBe(rank);
        const present = new Set(entries.map((entry) => key(entry.letters)));
        for (const probe of probes) {
          if (!present.has(key(probe))) expect(dawg.find(probe)).toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('merges equal suffixes: a graph of many inflections stays small', () => {
    const stems = Array.from({ length: 20 }, (_, i) => [i % 5, (i * 3) % 5, 4]);
    const endings = [[0], [1], [1, 2], [3, 3]];
    const words = sortedUnique(stems.flatMap((stem) => endings.map((ending) => [...stem, ...ending])));
    const dawg = buildFrom(words.map((letters) => ({ letters, weight: 1 })));
    expect(dawg.wordCount).toBe(words.length);
    expect(dawg.nodeCount).toBeLessThan(words.length);
  });

  it('refuses words out of order, duplicates and bad weights', () => {
    const builder = new DawgBuilder();
    builder.insert([1, 2]);
    expect(() => builder.insert([1, 2])).toThrow('strictly increasing');
    expect(() => builder.insert([1, 1])).toThrow('strictly increasing');
    expect(() => builder.insert([3], 0)).toThrow('weight');
  });

  it('holds the empty list', () => {
    const dawg = buildFrom([]);
    expect(dawg.wordCount).toBe(0);
    expect(dawg.find([0])).toBeNull();
  });
});
