import { alphagramOf, type Dictionary, foldedWordHooks, wordAnagrams, wordHooks } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import type { LanguageCode } from '@lexicon/shared';
import fc from 'fast-check';

/**
 * Hooks, alphagrams and anagrams against a brute-force oracle: every word of a random list checked
 * against every other word (and every letter) the plainest way.
 */

interface Case {
  language: LanguageCode;
  letters: string[];
  extra: string[];
}

const CASES: Case[] = [
  { language: 'en', letters: ['a', 'c', 's', 't'], extra: ['café', 'scat', 'cats'] },
  { language: 'fr', letters: ['e', 't', 'é', 's'], extra: ['été', 'eté', 'tes', 'tés'] },
  { language: 'es', letters: ['l', 'a', 'ñ', 'o'], extra: ['llano', 'lana', 'año', 'lalo', 'llao', 'olla', 'loa'] },
  { language: 'de', letters: ['s', 't', 'a', 'ä'], extra: ['straße', 'strasse', 'tass'] },
  { language: 'sv', letters: ['a', 'å', 'ä', 'ö', 's'], extra: ['åsa', 'såå'] },
];

const dictionaryFor = (testCase: Case) =>
  fc
    .tuple(fc.uniqueArray(fc.array(fc.constantFrom(...testCase.letters), { minLength: 1, maxLength: 5 }).map((letters) => letters.join('')), { maxLength: 80 }), fc.subarray(testCase.extra))
    .map(([words, extra]) => fixtureDictionary(testCase.language, [...words, ...extra]));

/** Every word of the list: spelling, folded form and rank, in dictionary order. */
const everyWord = (dictionary: Dictionary) => [...dictionary.words()];

function oracleHooks(dictionary: Dictionary, folded: string): { front: string[]; back: string[] } {
  const words = new Set(everyWord(dictionary).map((entry) => entry.folded));
  const { alphabet } = dictionary.rules;
  return { front: alphabet.filter((letter) => words.has(letter + folded)), back: alphabet.filter((letter) => words.has(folded + letter)) };
}

function oracleAlphagram(dictionary: Dictionary, folded: string): string {
  const { alphabet } = dictionary.rules;
  return [...folded].sort((a, b) => alphabet.indexOf(a) - alphabet.indexOf(b)).join('');
}

function oracleAnagrams(dictionary: Dictionary, folded: string): string[] {
  const alphagram = oracleAlphagram(dictionary, folded);
  return everyWord(dictionary)
    .filter((entry) => entry.folded !== folded && oracleAlphagram(dictionary, entry.folded) === alphagram)
    .map((entry) => entry.word);
}

const lettersOf = (dictionary: Dictionary, folded: string): number[] => dictionary.lettersOf(folded) as number[];

describe.each(CASES)('hooks, alphagram and anagrams vs oracle ($language)', (testCase) => {
  it('every word: the same front and back hooks, alphagram and anagrams, in alphabet and dictionary order', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), fc.integer({ min: 0, max: 4 }), (dictionary, limit) => {
        for (const { folded } of everyWord(dictionary)) {
          const letters = lettersOf(dictionary, folded);
          expect(wordHooks(dictionary, letters)).toEqual(oracleHooks(dictionary, folded));
          expect(foldedWordHooks(dictionary, folded)).toEqual(oracleHooks(dictionary, folded));
          expect(alphagramOf(dictionary, letters)).toBe(oracleAlphagram(dictionary, folded));
          const expected = oracleAnagrams(dictionary, folded);
          const anagrams = wordAnagrams(dictionary, letters, limit);
          expect(anagrams.total).toBe(expected.length);
          expect(anagrams.words.map((entry) => entry.word)).toEqual(expected.slice(0, limit));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('letter sequences that are no word still get their hooks (the words they would make)', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), fc.array(fc.constantFrom(...testCase.letters), { minLength: 1, maxLength: 4 }), (dictionary, picked) => {
        const folded = dictionary.rules.fold(picked.join('')) as string;
        expect(foldedWordHooks(dictionary, folded)).toEqual(oracleHooks(dictionary, folded));
      }),
      { numRuns: 100 },
    );
  });
});

describe('worked examples on the English fixture list', () => {
  const english = fixtureDictionary('en');

  it('cat: front hook s (scat), back hook s (cats); alphagram act; anagram act', () => {
    const letters = lettersOf(english, 'cat');
    expect(wordHooks(english, letters)).toEqual({ front: ['s'], back: ['s'] });
    expect(alphagramOf(english, letters)).toBe('act');
    expect(wordAnagrams(english, letters, 10)).toEqual({ words: [{ word: 'act', folded: 'act', rank: expect.any(Number) }], total: 1 });
  });

  it('at: front hooks b, c in alphabet order (bat, cat); act: back hooks s, anagram cat', () => {
    expect(foldedWordHooks(english, 'at')).toEqual({ front: ['b', 'c'], back: [] });
    expect(foldedWordHooks(english, 'act')).toEqual({ front: ['t'], back: ['s'] });
    expect(wordAnagrams(english, lettersOf(english, 'act'), 10).words.map((entry) => entry.word)).toEqual(['cat']);
  });

  it('a word no other word holds has no hooks and no anagrams', () => {
    expect(foldedWordHooks(english, 'jazz')).toEqual({ front: [], back: [] });
    expect(wordAnagrams(english, lettersOf(english, 'jazz'), 10)).toEqual({ words: [], total: 0 });
  });
});
