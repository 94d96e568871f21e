import { type Dictionary, findWordFamilies, letterCount } from '../src';
import { fixtureDictionary } from '../test-support';
import { LANGUAGE_CODES } from '@lexicon/shared';

/** The families by definition, from every word of the list: the oracle the engine must equal. */
function bruteForceFamilies(dictionary: Dictionary, folded: string) {
  const all = [...dictionary.words()].filter((entry) => entry.folded !== folded);
  const byLengthThenRank = (left: { folded: string; rank: number }, right: { folded: string; rank: number }) =>
    letterCount(left.folded) - letterCount(right.folded) || left.rank - right.rank;
  const startsWith = all.filter((entry) => entry.folded.startsWith(folded)).sort(byLengthThenRank);
  const endsWith = all.filter((entry) => !entry.folded.startsWith(folded) && entry.folded.endsWith(folded)).sort(byLengthThenRank);
  const contains = all
    .filter((entry) => !entry.folded.startsWith(folded) && !entry.folded.endsWith(folded) && entry.folded.includes(folded))
    .sort(byLengthThenRank);
  return { startsWith, endsWith, contains };
}

/** A pseudo-random list over three letters, so words overlap, repeat and nest in every way. */
function denseList(count: number): string[] {
  let seed = 12345;
  const next = (): number => {
    // xorshift32: integer arithmetic only, so the sequence never collapses into a short cycle.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  const words = new Set<string>();
  while (words.size < count) {
    const length = 2 + Math.floor(next() * 9);
    let word = '';
    for (let i = 0; i < length; i += 1) word += 'abc'[Math.floor(next() * 3)];
    words.add(word);
  }
  return [...words];
}

function expectFamiliesMatch(dictionary: Dictionary, folded: string, limit: number): void {
  const letters = dictionary.lettersOf(folded);
  if (letters === null) throw new Error(`${folded} is not spelled with ${dictionary.language} letters`);
  const expected = bruteForceFamilies(dictionary, folded);
  const found = findWordFamilies(dictionary, letters, limit);
  expect(found.totals).toEqual({ startsWith: expected.startsWith.length, endsWith: expected.endsWith.length, contains: expected.contains.length });
  expect(found.startsWith).toEqual(expected.startsWith.slice(0, limit));
  expect(found.endsWith).toEqual(expected.endsWith.slice(0, limit));
  expect(found.contains).toEqual(expected.contains.slice(0, limit));
}

describe('word families', () => {
  it.each(LANGUAGE_CODES)('equal a brute-force count and listing for every word of the %s fixture list', (code) => {
    const dictionary = fixtureDictionary(code);
    for (const entry of dictionary.words()) expectFamiliesMatch(dictionary, entry.folded, 50);
  });

  it('equal a brute-force count on a dense list, for words and non-words, overlapping ends included', () => {
    const dictionary = fixtureDictionary('en', denseList(3000));
    const queries = ['a', 'b', 'ab', 'ba', 'aa', 'aba', 'abab', 'ababa', 'cab', 'abcabc', 'ccc', 'bcbcb'];
    for (const query of queries) for (const limit of [1, 7, 50, 200]) expectFamiliesMatch(dictionary, query, limit);
  });

  it('stay equal to a brute force when lists of different sizes take turns (one working memory serves them all)', () => {
    // Larger and smaller lists in turn: rows a larger list filled must never be read for a smaller one, nor the reverse.
    const small = fixtureDictionary('en', denseList(300));
    const large = fixtureDictionary('en', denseList(3000));
    expect(large.dawg.nodeCount).toBeGreaterThan(small.dawg.nodeCount);
    for (const query of ['ab', 'aba', 'abab', 'cab', 'bcbcb', 'a']) {
      expectFamiliesMatch(small, query, 20);
      expectFamiliesMatch(large, query, 20);
      expectFamiliesMatch(small, query, 20);
    }
  });

  it('puts a word that begins and ends with the looked-up word in starts_with only', () => {
    const dictionary = fixtureDictionary('en', ['tar', 'tartar', 'startar', 'tarts', 'stars', 'star']);
    const families = findWordFamilies(dictionary, dictionary.lettersOf('tar') as number[], 50);
    expect(families.startsWith.map((entry) => entry.word)).toEqual(['tarts', 'tartar']);
    expect(families.endsWith.map((entry) => entry.word)).toEqual(['star', 'startar']);
    expect(families.contains.map((entry) => entry.word)).toEqual(['stars']);
  });

  it('never lists the word itself, nor its other spellings', () => {
    const dictionary = fixtureDictionary('fr');
    const families = findWordFamilies(dictionary, dictionary.lettersOf('ete') as number[], 50);
    const listed = [...families.startsWith, ...families.endsWith, ...families.contains].map((entry) => entry.folded);
    expect(listed).not.toContain('ete');
  });
});
