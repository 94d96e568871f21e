import { DEFAULT_STRATEGY_LIMITS, parsePattern, searchPattern } from '@lexicon/engine';
import { fixtureDictionary, oraclePattern } from '@lexicon/engine/test-support';
import type { LanguageCode } from '@lexicon/shared';
import fc from 'fast-check';
import { searchByLetterPairs } from '../src/search/letter-pair-search';
import { letterPairCountsOf } from '../src/search/letter-pair-tables';

/**
 * `*xy*`, `*x*y*` and `*x*y*z*` counted from the letter-pair tables and paged by a walk (letter-pair-tables.ts, letter-pair-search.ts),
 * against the brute-force oracle: letters met twice in a word, words of one letter, folded
 * spellings, digraph letters (Spanish ch, ll), upper case, any offset and page size.
 */

interface Case {
  language: LanguageCode;
  letters: string[];
  extra: string[];
}

const CASES: Case[] = [
  { language: 'en', letters: ['a', 'b', 'e', 's', 't'], extra: ['café'] },
  { language: 'es', letters: ['c', 'h', 'l', 'a', 'o'], extra: ['calle', 'chico', 'llama'] },
  { language: 'de', letters: ['s', 't', 'a', 'ä', 'e', 'ß'], extra: ['straße', 'strasse'] },
];

const dictionaryFor = ({ language, letters, extra }: Case) =>
  fc
    .tuple(fc.uniqueArray(fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 8 }).map((word) => word.join('')), { minLength: 1, maxLength: 150 }), fc.subarray(extra))
    .map(([words, more]) => fixtureDictionary(language, [...words, ...more]));

const pairPatternFor = ({ letters }: Case) => {
  const letter = fc.constantFrom(...letters.filter((one) => one !== 'ß'));
  return fc.tuple(letter, letter, letter, fc.constantFrom('together', 'apart', 'three'), fc.boolean()).map(([x, y, z, shape, upper]) => {
    const pattern = shape === 'together' ? `*${x}${y}*` : shape === 'apart' ? `*${x}*${y}*` : `*${x}*${y}*${z}*`;
    return upper ? pattern.toUpperCase() : pattern;
  });
};

describe.each(CASES)('letter pairs vs oracle ($language)', (testCase) => {
  it('*xy*, *x*y* and *x*y*z*: same total and page, in dictionary order, at any offset, answered from the tables', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), pairPatternFor(testCase), fc.nat(60), fc.integer({ min: 1, max: 30 }), (dictionary, pattern, offset, limit) => {
        const expected = oraclePattern(dictionary, pattern, '', '');
        const query = { pattern: parsePattern(pattern, dictionary.rules), contains: new Map(), excludes: new Map(), offset, limit };
        const answered = searchByLetterPairs(dictionary, query, DEFAULT_STRATEGY_LIMITS);
        expect(answered).not.toBeNull();
        expect(answered?.total).toBe(expected.length);
        expect(answered?.words.map((entry) => entry.word)).toEqual(expected.slice(offset, offset + limit));
        expect(searchPattern(dictionary, query).words.map((entry) => entry.word)).toEqual(expected.slice(offset, offset + limit));
      }),
      { numRuns: 300 },
    );
  });

  it('every pair of the tables counts the words the oracle finds', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), (dictionary) => {
        const counts = letterPairCountsOf(dictionary);
        const { alphabet } = dictionary.rules;
        for (const x of testCase.letters.filter((letter) => alphabet.includes(letter))) {
          for (const y of testCase.letters.filter((letter) => alphabet.includes(letter))) {
            const index = alphabet.indexOf(x) * counts.letters + alphabet.indexOf(y);
            expect(counts.adjacent[index]).toBe(oraclePattern(dictionary, `*${x}${y}*`, '', '').length);
            expect(counts.ordered[index]).toBe(oraclePattern(dictionary, `*${x}*${y}*`, '', '').length);
            for (const z of testCase.letters.filter((letter) => alphabet.includes(letter))) {
              const triple = index * counts.letters + alphabet.indexOf(z);
              expect(counts.orderedTriples[triple]).toBe(oraclePattern(dictionary, `*${x}*${y}*${z}*`, '', '').length);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('declines what it does not count: contains or excludes, other shapes, pages past the forward scan', () => {
    const dictionary = fixtureDictionary(testCase.language, ['abc']);
    const rules = dictionary.rules;
    const x = testCase.letters[0] as string;
    const query = (pattern: string, extra: object = {}) => ({ pattern: parsePattern(pattern, rules), contains: new Map(), excludes: new Map(), offset: 0, limit: 10, ...extra });
    expect(searchByLetterPairs(dictionary, query(`*${x}*`), DEFAULT_STRATEGY_LIMITS)).toBeNull();
    expect(searchByLetterPairs(dictionary, query(`*${x}*${x}*${x}*${x}*`), DEFAULT_STRATEGY_LIMITS)).toBeNull();
    expect(searchByLetterPairs(dictionary, query(`*${x}${x}*${x}*`), DEFAULT_STRATEGY_LIMITS)).toBeNull();
    expect(searchByLetterPairs(dictionary, query(`${x}*${x}*`), DEFAULT_STRATEGY_LIMITS)).toBeNull();
    expect(searchByLetterPairs(dictionary, query(`*${x}?*`), DEFAULT_STRATEGY_LIMITS)).toBeNull();
    expect(searchByLetterPairs(dictionary, query(`*${x}${x}*`, { contains: new Map([[0, 1]]) }), DEFAULT_STRATEGY_LIMITS)).toBeNull();
    expect(searchByLetterPairs(dictionary, query(`*${x}${x}*`, { offset: DEFAULT_STRATEGY_LIMITS.forwardScan }), DEFAULT_STRATEGY_LIMITS)).toBeNull();
    expect(searchByLetterPairs(dictionary, query(`*${x}${x}*`), { ...DEFAULT_STRATEGY_LIMITS, letterPairWords: 0 })).toBeNull();
  });
});
