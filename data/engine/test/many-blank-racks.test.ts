import { parseRack, searchAnagram } from '@lexicon/engine';
import { fixtureDictionary, oracleAnagram } from '@lexicon/engine/test-support';
import type { LanguageCode } from '@lexicon/shared';
import fc from 'fast-check';
import { anagramTablesOf } from '../src/search/anagram-tables';
import { countedRackSearch, MIN_BLANKS_FOR_COUNTED_RACKS } from '../src/search/many-blank-racks';

/**
 * Racks of many blanks, counted and paged from the blank-rack order's letter bits
 * (many-blank-racks.ts), against the brute-force oracle: words longer and shorter than the blank
 * count, tiles a word holds once, twice or three times, letters no blank plays (Spanish k), any
 * length range, offset and page size.
 */

interface Case {
  language: LanguageCode;
  letters: string[];
}

const CASES: Case[] = [
  { language: 'en', letters: ['a', 'b', 'e', 's', 't'] },
  { language: 'es', letters: ['c', 'h', 'l', 'a', 'o', 'k'] },
  { language: 'pl', letters: ['z', 'ź', 'd', 'ł', 'o'] },
];

const dictionaryFor = ({ language, letters }: Case) =>
  fc
    .uniqueArray(fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 11 }).map((word) => word.join('')), { minLength: 1, maxLength: 150 })
    .map((words) => fixtureDictionary(language, words));

const rackFor = ({ letters }: Case) =>
  fc.tuple(fc.array(fc.constantFrom(...letters), { maxLength: 4 }), fc.integer({ min: MIN_BLANKS_FOR_COUNTED_RACKS, max: 10 })).map(([tiles, blanks]) => tiles.join('') + '?'.repeat(blanks));

const played = (words: ReadonlyArray<{ word: string; points: number; score: number; blanks: string[] }>) => words.map(({ word, points, score, blanks }) => ({ word, points, score, blanks }));

describe.each(CASES)('racks of many blanks vs oracle ($language)', (testCase) => {
  it('same total, words, points, scores, blanks and order at any length range, offset and page size', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), rackFor(testCase), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 14 }), fc.nat(120), fc.integer({ min: 1, max: 40 }), (dictionary, rackText, minLength, maxLength, offset, limit) => {
        const rack = parseRack(rackText, dictionary.rules);
        fc.pre(minLength <= Math.min(maxLength, rack.size));
        const expected = oracleAnagram(dictionary, rackText, minLength, maxLength);
        const page = searchAnagram(dictionary, { rack, minLength, maxLength, offset, limit });
        expect(page.total).toBe(expected.length);
        expect(played(page.words)).toEqual(expected.slice(offset, offset + limit));
      }),
      { numRuns: 300 },
    );
  });

  it('the counted path answers every rack whose tiles blanks could play, at most two of a letter, none of them a letter of a two-letter tile', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), rackFor(testCase), fc.nat(60), (dictionary, rackText, offset) => {
        const rack = parseRack(rackText, dictionary.rules);
        const tables = anagramTablesOf(dictionary);
        // Spanish c, h, l, r make ch, ll, rr: a rack tile of one of them leaves the rack to the walk.
        const { pairPoints, letterCount } = dictionary.tileTable;
        const inPair = (letter: number): boolean => [...Array(letterCount).keys()].some((other) => (pairPoints[letter * letterCount + other] as number) >= 0 || (pairPoints[other * letterCount + letter] as number) >= 0);
        const answerable = rack.counts.every((count, letter) => count === 0 || (count <= 2 && tables.blankPlays[letter] === 1 && !inPair(letter)));
        const counted = countedRackSearch(dictionary, tables, rack, { minLength: 2, maxLength: rack.size, offset, limit: 10 });
        expect(counted !== null).toBe(answerable);
        if (counted === null) return;
        const expected = oracleAnagram(dictionary, rackText, 2, rack.size);
        expect(counted.total).toBe(expected.length);
        // The counted page ranks by score as played: its matches' points are their scores.
        expect(counted.page.map(({ length, points }) => ({ length, points }))).toEqual(expected.slice(offset, offset + 10).map(({ word, score }) => ({ length: [...dictionary.rules.fold(word) ?? ''].length, points: score })));
      }),
      { numRuns: 200 },
    );
  });

  it('paging through every match with any page size yields each once, in order', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), rackFor(testCase), fc.integer({ min: 1, max: 9 }), (dictionary, rackText, pageSize) => {
        const rack = parseRack(rackText, dictionary.rules);
        const expected = oracleAnagram(dictionary, rackText, 1, rack.size);
        const collected: ReturnType<typeof played> = [];
        for (let offset = 0; offset < expected.length; offset += pageSize) {
          const page = searchAnagram(dictionary, { rack, minLength: 1, maxLength: rack.size, offset, limit: pageSize });
          expect(page.total).toBe(expected.length);
          collected.push(...played(page.words));
        }
        expect(collected).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });
});
