import { parsePattern, searchPattern } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import type { LanguageCode } from '@lexicon/shared';
import fc from 'fast-check';

/**
 * Letters-then-star patterns (`acc*`) are answered from the prefix's DAWG node alone, and every page
 * reads spellings with a cursor: both checked against a plain filter of the whole list, on lists
 * where folded forms and spellings differ.
 */

const CASES: Array<{ language: LanguageCode; letters: string[]; extra: string[] }> = [
  { language: 'en', letters: ['a', 'b', 'c', 'e'], extra: ['café', 'Cab', 'cab'] },
  { language: 'fr', letters: ['e', 't', 'a', 'é', 'ô', 'o'], extra: ['été', 'eté', 'côte', 'cote', 'coté', 'cœur'] },
  { language: 'de', letters: ['s', 't', 'a', 'ä', 'ß'], extra: ['straße', 'strasse'] },
];

describe.each(CASES)('literal prefix patterns ($language)', ({ language, letters, extra }) => {
  const dictionaryArbitrary = fc
    .tuple(fc.uniqueArray(fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 6 }).map((word) => word.join('')), { maxLength: 100 }), fc.subarray(extra))
    .map(([words, extraWords]) => fixtureDictionary(language, [...words, ...extraWords]));
  const prefixArbitrary = fc.array(fc.constantFrom(...letters), { maxLength: 3 }).map((prefix) => prefix.join(''));

  it('same total and page as a filter of every word, at any offset and page size', () => {
    fc.assert(
      fc.property(dictionaryArbitrary, prefixArbitrary, fc.constantFrom('*', '%'), fc.nat(60), fc.integer({ min: 0, max: 40 }), (dictionary, prefix, star, offset, limit) => {
        const pattern = parsePattern(`${prefix}${star}`, dictionary.rules);
        const folded = pattern.normalized.slice(0, -1);
        const expected = [...dictionary.words()].filter((entry) => entry.folded.startsWith(folded));
        const page = searchPattern(dictionary, { pattern, contains: new Map(), excludes: new Map(), offset, limit });
        expect(page.total).toBe(expected.length);
        expect(page.words).toEqual(expected.slice(offset, offset + limit));
      }),
      { numRuns: 150 },
    );
  });
});

describe('spelling cursor', () => {
  it('gives what spellingAt gives for ranks read in increasing order, with jumps and restarts', () => {
    const dictionary = fixtureDictionary('fr', ['abc', 'cote', 'côte', 'coté', 'côté', 'ete', 'été', 'eté', 'zoo', 'cœur', 'coeur']);
    const ranks = [...dictionary.words()].map((entry) => entry.rank);
    fc.assert(
      fc.property(fc.subarray(ranks), fc.subarray(ranks), (first, second) => {
        const cursor = dictionary.spellingCursor();
        for (const rank of [...first, ...second]) {
          const folded = dictionary.wordAt(rank).folded;
          expect(cursor(rank, folded)).toBe(dictionary.spellingAt(rank, folded));
        }
      }),
    );
  });
});
